import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { modeOfPath } from '@/config/env';
import { IdentificationForm } from '@/features/identity/components/identification-form';
import { IdentificationIntro } from '@/features/identity/components/identification-intro';

/**
 * The login entry point of both modes (`/auth`, `/kiosk/auth`): the identification form
 * (docs/contracts/portal.md#identification-form).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const kiosk = modeOfPath(useLocation().pathname) === 'kiosk';
  return (
    <Stack gap="lg">
      <PageTitle>{t('identity.page_title')}</PageTitle>
      <IdentificationIntro>
        <IdentificationForm size={kiosk ? 'lg' : 'md'} />
      </IdentificationIntro>
    </Stack>
  );
}
