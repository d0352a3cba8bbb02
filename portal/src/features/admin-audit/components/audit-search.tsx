import { Alert, Button, Center, Group, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitError } from '@/components/form/submit-error';
import { QueryState } from '@/components/ui/query-state';
import { PageTitle } from '@/components/ui/page-title';
import { AUDIT_PAGE_SIZE, type AuditFilters, EXPORT_MAX_ROWS, NO_FILTERS, useAuditEvents, useAuditExport } from '../api/audit';
import { AuditFiltersForm } from './audit-filters';
import { AuditTable } from './audit-table';

/**
 * The administrator's search of the audit log: by person, act, kiosk, event type and days; a paged table, and the
 * same search as a CSV file. Anyone but an administrator gets the forbidden page (the server's 403).
 */
export function AuditSearch() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const events = useAuditEvents(filters, page);
  const exported = useAuditExport();
  const pages = events.data ? Math.max(1, Math.ceil(events.data.total / AUDIT_PAGE_SIZE)) : 1;
  const cap = EXPORT_MAX_ROWS.toLocaleString('ru-RU');
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('admin-audit.title')}</PageTitle>
        <Text maw={760}>{t('admin-audit.intro')}</Text>
      </div>
      <AuditFiltersForm
        onSearch={(next) => {
          setFilters(next);
          setPage(1);
          exported.reset();
        }}
      />
      <Group gap="sm">
        <Button variant="default" loading={exported.isPending} onClick={() => exported.mutate(filters)}>
          {t('admin-audit.export')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('admin-audit.export_cap', { rows: cap })}
        </Text>
      </Group>
      {exported.data?.truncated && (
        <Alert color="yellow" variant="light" role="status">
          {t('admin-audit.export_truncated', { rows: cap })}
        </Alert>
      )}
      <SubmitError error={exported.error} onClose={exported.reset} />
      {!events.data && <QueryState query={events} />}
      {events.data && (
        <>
          <Text role="status" size="sm" c="dimmed">
            {t('admin-audit.total', { count: events.data.total })}
          </Text>
          {events.data.items.length === 0 ? (
            <Alert variant="light" color="gray">
              {t('admin-audit.empty')}
            </Alert>
          ) : (
            <AuditTable events={events.data.items} busy={events.isFetching} />
          )}
        </>
      )}
      {pages > 1 && (
        <Center component="nav" aria-label={t('admin-audit.pages')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            getItemProps={(item) => ({
              'aria-label': t('admin-audit.page', { page: item }),
              'aria-current': item === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({ 'aria-label': t(`admin-audit.${control}_page`) })}
          />
        </Center>
      )}
    </Stack>
  );
}
