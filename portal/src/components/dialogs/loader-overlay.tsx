import { LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoader } from '@/lib/loader';

/** The app-wide loader overlay (docs/contracts/portal.md#dialogs), driven by `withLoader`. */
export function LoaderOverlay() {
  const { t } = useTranslation();
  const visible = useLoader((state) => state.running > 0);
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={1000}
      overlayProps={{ blur: 1 }}
      loaderProps={{ 'aria-label': t('common.loading') }}
    />
  );
}
