import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { modeOfPath } from '@/config/env';
import { modePaths } from '@/config/paths';

function ErrorPage({ kind }: { kind: 'forbidden' | 'not_found' }) {
  const { t } = useTranslation();
  const mode = modeOfPath(useLocation().pathname);
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>{t(`errors.${kind}_title`)}</PageTitle>
      <Text size="lg">{t(`errors.${kind}_message`)}</Text>
      <Button component={Link} to={modePaths.home(mode)} size={mode === 'kiosk' ? 'xl' : 'md'} w="fit-content">
        {t(mode === 'kiosk' ? 'errors.to_kiosk_menu' : 'errors.to_home')}
      </Button>
    </Stack>
  );
}

export const ForbiddenPage = () => <ErrorPage kind="forbidden" />;
export const NotFoundPage = () => <ErrorPage kind="not_found" />;
