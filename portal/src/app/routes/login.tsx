import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { IdentificationIntro } from '@/features/identity/components/identification-intro';

/** The login entry point of both modes (`/auth`, `/kiosk/auth`). */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageTitle>{t('identity.page_title')}</PageTitle>
      <IdentificationIntro />
    </Stack>
  );
}
