import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a page shows while its data comes: one spinner, named for screen readers. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
