import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { href } from '@/config/paths';
import { NotaryDetails } from '@/features/notaries/components/notary-details';
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

export function NotaryDetailsPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <Navigate to={href('notFound')} replace />;
  // Keyed by the notary: moving to another one starts with a fresh review form and page of reviews.
  return <NotaryDetails key={id} id={id} />;
}
