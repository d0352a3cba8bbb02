import { Center, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a page shows while its data comes: a spinner with the word "loading" beside it, so it is never taken for an
 * empty page or a feature still to come, and a polite status for screen readers.
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{t('common.loading')}…</Text>
      </Group>
    </Center>
  );
}
