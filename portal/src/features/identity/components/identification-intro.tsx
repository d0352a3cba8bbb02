import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What identification takes (docs/contracts/portal.md#authentication): passport data, a live face check, the public
 * offer.
 */
function IdentificationSteps() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('identity.title')}
      </Title>
      <Text>{t('identity.intro')}</Text>
      <List type="ordered" spacing="xs">
        <List.Item>{t('identity.step_passport')}</List.Item>
        <List.Item>{t('identity.step_face')}</List.Item>
        <List.Item>{t('identity.step_offer')}</List.Item>
      </List>
    </Stack>
  );
}

interface IdentificationIntroProps {
  children: ReactNode;
}

/** The steps next to what starts them (the form, or the button that opens the login dialog). */
export function IdentificationIntro({ children }: IdentificationIntroProps) {
  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <Stack gap="lg">
        <IdentificationSteps />
        {children}
      </Stack>
    </Paper>
  );
}
