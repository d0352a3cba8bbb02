import { z } from 'zod';
import type { ActState } from '@/lib/api';

/** The list's tab and filters live in the URL query, so a list can be shared and survives a reload. */

export const ACT_STATES = [
  'draft',
  'in_progress',
  'registered',
  'rejected',
  'annulled',
  'cancelled',
  'inactive',
  'deleted',
] as const satisfies readonly ActState[];

export const STEPS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export const ACTS_PAGE_SIZE = 20;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined);
const optionalId = z.coerce.number().int().positive().optional().catch(undefined);

/** Anything odd in a hand-edited or stale link falls back to the default instead of failing the page. */
const FiltersSchema = z.object({
  tab: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])).catch(1),
  dateFrom: isoDate,
  dateTo: isoDate,
  state: z.enum(ACT_STATES).optional().catch(undefined),
  regnum: z.string().trim().max(32).catch(''),
  type: optionalId,
  office: optionalId,
  notary: optionalId,
  step: z.coerce.number().int().min(1).max(9).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type ActFilters = z.infer<typeof FiltersSchema>;

export const DEFAULT_FILTERS: ActFilters = {
  tab: 1,
  dateFrom: undefined,
  dateTo: undefined,
  state: undefined,
  regnum: '',
  type: undefined,
  office: undefined,
  notary: undefined,
  step: undefined,
  page: 1,
};

const QUERY_NAMES = {
  dateFrom: 'date_from',
  dateTo: 'date_to',
} as const;

export function filtersFromQuery(query: URLSearchParams): ActFilters {
  const raw = Object.fromEntries(query);
  return FiltersSchema.parse({
    ...DEFAULT_FILTERS,
    ...raw,
    dateFrom: raw[QUERY_NAMES.dateFrom],
    dateTo: raw[QUERY_NAMES.dateTo],
  });
}

/** Only what differs from the defaults goes into the URL, so the plain list keeps the plain address. */
export function queryFromFilters(filters: ActFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.tab !== 1) query.set('tab', String(filters.tab));
  if (filters.dateFrom) query.set(QUERY_NAMES.dateFrom, filters.dateFrom);
  if (filters.dateTo) query.set(QUERY_NAMES.dateTo, filters.dateTo);
  if (filters.state) query.set('state', filters.state);
  if (filters.regnum) query.set('regnum', filters.regnum);
  if (filters.type !== undefined) query.set('type', String(filters.type));
  if (filters.office !== undefined) query.set('office', String(filters.office));
  if (filters.notary !== undefined) query.set('notary', String(filters.notary));
  if (filters.step !== undefined) query.set('step', String(filters.step));
  if (filters.page !== 1) query.set('page', String(filters.page));
  return query;
}
