import { Alert, Button, Center, Group, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useActs } from '../api/get-acts';
import { ACTS_PAGE_SIZE, type ActFilters, DEFAULT_FILTERS, filtersFromQuery, queryFromFilters } from '../utils/filters';
import { ActFilterForm } from './act-filters';
import { ActTable } from './act-table';
import { CreateActDialog } from './create-act-dialog';

/** The tab and filters as the URL holds them; every change is a new history entry, so "back" undoes it. */
function useUrlFilters() {
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const setFilters = (next: ActFilters) => setQuery(queryFromFilters(next));
  return { filters, setFilters };
}

function ActList({ filters, setFilters }: { filters: ActFilters; setFilters: (next: ActFilters) => void }) {
  const { t } = useTranslation();
  const acts = useActs(filters);
  const { data, isFetching } = acts;
  if (!data) return <QueryState query={acts} />;
  const pages = Math.ceil(data.total / ACTS_PAGE_SIZE);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status">
        {t('acts.list.found', { total: data.total })}
      </Text>
      {data.total === 0 ? (
        <Alert variant="light" color="gray" title={t('acts.list.empty_title')}>
          {t(filters.tab === 2 ? 'acts.list.empty_decision' : 'acts.list.empty')}
        </Alert>
      ) : (
        <ActTable items={data.items} label={t('acts.list.label')} busy={isFetching} />
      )}
      {pages > 1 && (
        <Center component="nav" aria-label={t('acts.list.pages')}>
          <Pagination
            total={pages}
            value={Math.min(filters.page, pages)}
            onChange={(page) => setFilters({ ...filters, page })}
            getItemProps={(page) => ({
              'aria-label': t('acts.list.page', { page }),
              'aria-current': page === filters.page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({ 'aria-label': t(`acts.list.${control}_page`) })}
          />
        </Center>
      )}
    </Stack>
  );
}

/**
 * "My notarial acts" (docs/contracts/portal.md#my-notarial-acts): two tabs, the filters, pages, "create simplified
 * act" and "create new".
 */
export function MyActs() {
  const { t } = useTranslation();
  const { filters, setFilters } = useUrlFilters();
  const [creating, createDialog] = useDisclosure(false);
  const [quickCreating, quickDialog] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <PageTitle>{t('pages.myActs.title')}</PageTitle>
          <Text maw={760}>{t('pages.myActs.intro')}</Text>
        </div>
        <Group gap="sm">
          <Button onClick={quickDialog.open}>{t('acts.quick_start.button')}</Button>
          <Button variant="default" onClick={createDialog.open}>
            {t('acts.create.button')}
          </Button>
        </Group>
      </Group>
      <Tabs value={String(filters.tab)} onChange={(tab) => setFilters({ ...filters, tab: tab === '2' ? 2 : 1, page: 1 })}>
        <Tabs.List>
          <Tabs.Tab value="1">{t('acts.list.tab_all')}</Tabs.Tab>
          <Tabs.Tab value="2">{t('acts.list.tab_decision')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <ActFilterForm
        key={queryFromFilters({ ...filters, tab: 1, page: 1 }).toString()}
        filters={filters}
        onApply={(change) => setFilters({ ...filters, ...change, page: 1 })}
        onReset={() => setFilters({ ...DEFAULT_FILTERS, tab: filters.tab })}
      />
      <ActList filters={filters} setFilters={setFilters} />
      <CreateActDialog opened={creating} onClose={createDialog.close} />
      <CreateActDialog opened={quickCreating} onClose={quickDialog.close} quick />
    </Stack>
  );
}
