import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { HelpVideoDialog } from '@/components/dialogs';
import { useClientConfig } from '@/lib/client-config';

/**
 * Where identification happens: passport series and number, then a live face check (spec 2.3, 4.1).
 * The form itself is the identity feature's next piece of work.
 */
export function IdentificationIntro() {
  const { t } = useTranslation();
  const [videoOpened, video] = useDisclosure(false);
  const helpVideoUrl = useClientConfig().data?.helpVideoUrl;
  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('identity.title')}
        </Title>
        <Text>{t('identity.intro')}</Text>
        <List type="ordered" spacing="xs">
          <List.Item>{t('identity.step_passport')}</List.Item>
          <List.Item>{t('identity.step_face')}</List.Item>
          <List.Item>{t('identity.step_offer')}</List.Item>
        </List>
        <Text c="dimmed" size="sm">
          {t('identity.form_coming')}
        </Text>
        {helpVideoUrl && (
          <>
            <Button variant="subtle" onClick={video.open} w="fit-content">
              {t('identity.help_video')}
            </Button>
            <HelpVideoDialog opened={videoOpened} url={helpVideoUrl} onClose={video.close} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
