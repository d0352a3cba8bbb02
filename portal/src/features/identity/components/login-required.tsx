import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { IdentificationIntro } from './identification-intro';

/** What a logged-out browser visitor sees on a page that needs a session; the path is already remembered. */
export function LoginRequired() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageTitle>{t('identity.login_required_title')}</PageTitle>
      <Alert variant="light" color="blue">
        {t('identity.login_required')}
      </Alert>
      <IdentificationIntro />
    </Stack>
  );
}
