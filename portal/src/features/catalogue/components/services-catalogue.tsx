import { Alert, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import type { CatalogueItem, CatalogueList } from '@/lib/api';
import { useCatalogue } from '../api/get-catalogue';
import { CatalogueSearch } from './catalogue-search';
import { ServiceCard } from './service-card';

interface ServicesCatalogueProps {
  q: string;
  onSearch: (q: string) => void;
}

/** The acts of each section, in the order the server gives them. */
function bySection(list: CatalogueList): { name: string; count: number; items: CatalogueItem[] }[] {
  return list.sections.map((section) => ({
    ...section,
    items: list.items.filter((item) => item.section === section.name),
  }));
}

function SectionList({ list }: { list: CatalogueList }) {
  const { t } = useTranslation();
  return bySection(list).map((section, index) => (
    <Stack key={section.name} gap="md" component="section" aria-labelledby={`catalogue-section-${index}`}>
      <Group gap="sm">
        <Title order={2} size="h3" id={`catalogue-section-${index}`}>
          {section.name}
        </Title>
        <Badge variant="default" size="lg" aria-label={t('catalogue.section_count', { count: section.count })}>
          {section.count}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {section.items.map((item) => (
          <ServiceCard key={item.id} item={item} />
        ))}
      </SimpleGrid>
    </Stack>
  ));
}

/**
 * The service catalogue (docs/contracts/portal.md#service-catalogue-details): every act type by section, searchable
 * over all its texts.
 */
export function ServicesCatalogue({ q, onSearch }: ServicesCatalogueProps) {
  const { t } = useTranslation();
  const catalogue = useCatalogue(q);
  const { data, isFetching } = catalogue;
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <CatalogueSearch initial={q} onSearch={onSearch} />
        {/* Read out once the results of a search are in, not while they load. */}
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {data && q && !isFetching ? t('catalogue.search.found', { count: data.items.length }) : ''}
        </Text>
      </Stack>
      {!data && <QueryState query={catalogue} />}
      {data && data.items.length === 0 && (
        <Alert variant="light" color="gray">
          {t('catalogue.search.nothing')}
        </Alert>
      )}
      {data && <SectionList list={data} />}
    </Stack>
  );
}
