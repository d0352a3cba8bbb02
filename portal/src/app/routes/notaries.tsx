import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { NotaryDirectory } from '@/features/notaries/components/notary-directory';

export function NotariesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <div>
        <PageTitle>{t('pages.notaries.title')}</PageTitle>
        <Text>{t('notaries.list.intro')}</Text>
      </div>
      <NotaryDirectory />
    </Stack>
  );
}
