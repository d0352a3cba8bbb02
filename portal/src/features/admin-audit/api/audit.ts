import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type AuditPage, auditlogEventTypes, auditlogExportEvents, auditlogSearchEvents } from '@/lib/api';
import { filenameOf } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export const AUDIT_PAGE_SIZE = 50;
/** The server's cap on one export (server/notary/auditlog/schemas.py). */
export const EXPORT_MAX_ROWS = 100_000;

/** What the administrator searches by; dates are Tashkent days (YYYY-MM-DD), both included. */
export interface AuditFilters {
  pin: string;
  act: string;
  kiosk: string;
  action: string | null;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { pin: '', act: '', kiosk: '', action: null, from: '', to: '' };

const TASHKENT_OFFSET = '+05:00';

function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The server's query: only the filters given, the days as instants of Tashkent's midnights. */
export function auditQuery(filters: AuditFilters) {
  return {
    pin: filters.pin || undefined,
    act: filters.act || undefined,
    kiosk: filters.kiosk || undefined,
    action: filters.action ? [filters.action] : undefined,
    since: filters.from ? `${filters.from}T00:00:00${TASHKENT_OFFSET}` : undefined,
    until: filters.to ? `${dayAfter(filters.to)}T00:00:00${TASHKENT_OFFSET}` : undefined,
  };
}

export function useAuditEvents(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: ['admin-audit', 'events', filters, page],
    queryFn: async (): Promise<AuditPage> =>
      (
        await auditlogSearchEvents({
          query: { ...auditQuery(filters), offset: (page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE },
          throwOnError: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useEventTypes() {
  return useQuery({
    queryKey: ['admin-audit', 'actions'],
    queryFn: async (): Promise<string[]> => (await auditlogEventTypes({ throwOnError: true })).data,
    staleTime: 5 * 60_000,
  });
}

export interface AuditExport {
  blob: Blob;
  filename: string;
  truncated: boolean;
}

/** The same search as a CSV file, fetched with the session's token and handed to the browser as a blob. */
export async function exportAudit(filters: AuditFilters): Promise<AuditExport> {
  const { data, response } = await auditlogExportEvents({ query: auditQuery(filters), parseAs: 'text', throwOnError: true });
  return {
    blob: new Blob([data], { type: 'text/csv' }),
    filename: filenameOf(response.headers.get('Content-Disposition')) ?? 'audit-log.csv',
    truncated: response.headers.get('X-Export-Truncated') === 'true',
  };
}

export function useAuditExport() {
  return useMutation({ mutationFn: exportAudit, onSuccess: saveFile });
}
