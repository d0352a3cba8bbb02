import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { href } from '@/config/paths';
import { parseActTypeId } from '@/features/catalogue/act-type';
import { CatalogueEditor } from '@/features/catalogue/components/catalogue-editor';
import { FeeCalculator } from '@/features/catalogue/components/fee-calculator';
import { ServiceDetails } from '@/features/catalogue/components/service-details';
import { ServicesCatalogue } from '@/features/catalogue/components/services-catalogue';
import { useHasRole } from '@/lib/persisted-state';

/** The catalogue; the search is in the address (`?q=`), so a found list can be shared and survives a reload. */
export function ServicesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle>{t('pages.services.title')}</PageTitle>
        <Text size="lg" maw={760}>
          {t('pages.services.intro')}
        </Text>
      </Stack>
      <ServicesCatalogue q={q} onSearch={(next) => setParams(next ? { q: next } : {}, { replace: true })} />
    </Stack>
  );
}

export function ServiceDetailsPage() {
  const actTypeId = parseActTypeId(useParams().id);
  if (actTypeId === null) return <Navigate to={href('notFound')} replace />;
  return <ServiceDetails actTypeId={actTypeId} />;
}

export function ServiceCalculatorPage() {
  const actTypeId = parseActTypeId(useParams().nadid);
  if (actTypeId === null) return <Navigate to={href('notFound')} replace />;
  return <FeeCalculator actTypeId={actTypeId} />;
}

/** Administrators only: anyone else gets the 403 page (and the server refuses them too). */
export function ServiceEditPage() {
  const actTypeId = parseActTypeId(useParams().id);
  const isAdmin = useHasRole('admin');
  if (actTypeId === null) return <Navigate to={href('notFound')} replace />;
  if (!isAdmin) return <Navigate to={href('forbidden')} replace />;
  return <CatalogueEditor actTypeId={actTypeId} />;
}
