import { Alert, Button, Center, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { useNotaries } from '../api/get-notaries';
import {
  changeFilters,
  DEFAULT_FILTERS,
  filtersFromQuery,
  NOTARIES_PAGE_SIZE,
  type NotaryFilters,
  queryFromFilters,
} from '../utils/filters';
import { NotaryCard } from './notary-card';
import { NotaryFilterBar } from './notary-filters';

/** The filters as the URL holds them; every change is a new history entry, so "back" undoes it. */
function useUrlFilters() {
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const setFilters = (next: NotaryFilters) => setQuery(queryFromFilters(next));
  return { filters, setFilters };
}

function NoNotaries({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="gray" title={t('notaries.list.none_title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('notaries.list.none')}</Text>
        <Button variant="default" size="xs" onClick={onReset}>
          {t('notaries.list.reset')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The notary directory (docs/contracts/portal.md#notary-pages): search by name, region and district, three sortings,
 * pages.
 */
export function NotaryDirectory() {
  const { t } = useTranslation();
  const { filters, setFilters } = useUrlFilters();
  const notaries = useNotaries(filters);
  const { data, isFetching } = notaries;
  const pages = data ? Math.ceil(data.total / NOTARIES_PAGE_SIZE) : 0;
  return (
    <Stack gap="lg">
      <NotaryFilterBar filters={filters} onChange={(change) => setFilters(changeFilters(filters, change))} />
      <Text size="sm" c="dimmed" role="status">
        {data && t('notaries.list.found', { total: data.total })}
      </Text>
      {!data && <QueryState query={notaries} />}
      {data?.total === 0 && <NoNotaries onReset={() => setFilters(DEFAULT_FILTERS)} />}
      {data && data.total > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, md: 2 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none', opacity: isFetching ? 0.6 : 1 }}
          aria-busy={isFetching}
          aria-label={t('notaries.list.label')}
        >
          {data.items.map((notary) => (
            <NotaryCard key={notary.id} notary={notary} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Center component="nav" aria-label={t('notaries.list.pages')}>
          <Pagination
            total={pages}
            value={Math.min(filters.page, pages)}
            onChange={(page) => setFilters({ ...filters, page })}
            getItemProps={(page) => ({
              'aria-label': t('notaries.list.page', { page }),
              'aria-current': page === filters.page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({ 'aria-label': t(`notaries.list.${control}_page`) })}
          />
        </Center>
      )}
    </Stack>
  );
}
