import { Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { PageTitle } from '@/components/ui/page-title';
import { modeOfPath } from '@/config/env';
import { IdentificationIntro } from '@/features/identity/components/identification-intro';
import { lazyWithData } from '@/lib/with-data';

// The form's code (its checks, input masks and the card reader) and the data layer come right after the page, which
// meanwhile says what identification takes and that the form is on its way.
const IdentificationForm = lazyWithData(() =>
  import('@/features/identity/components/identification-form').then((m) => m.IdentificationForm),
);

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
        <Suspense fallback={<PageLoader />}>
          <IdentificationForm size={kiosk ? 'lg' : 'md'} />
        </Suspense>
      </IdentificationIntro>
    </Stack>
  );
}
