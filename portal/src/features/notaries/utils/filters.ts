import { z } from 'zod';
import type { NotarySort } from '@/lib/api';

/** The directory's filters live in the URL query, so a search can be shared and the back button undoes a change. */

export const NOTARY_SORTS = ['alphabet', 'ministry_rating', 'client_rating'] as const satisfies readonly NotarySort[];

export const NOTARIES_PAGE_SIZE = 20;

const optionalId = z.coerce.number().int().positive().optional().catch(undefined);

/** Anything odd in a hand-edited or stale link falls back to the default instead of failing the page. */
const FiltersSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  region: optionalId,
  district: optionalId,
  sort: z.enum(NOTARY_SORTS).catch('alphabet'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type NotaryFilters = z.infer<typeof FiltersSchema>;

export const DEFAULT_FILTERS: NotaryFilters = { q: '', region: undefined, district: undefined, sort: 'alphabet', page: 1 };

export function filtersFromQuery(query: URLSearchParams): NotaryFilters {
  const filters = FiltersSchema.parse({ ...DEFAULT_FILTERS, ...Object.fromEntries(query) });
  // A district only counts inside its region; without a region the district filter is dropped.
  return filters.region === undefined ? { ...filters, district: undefined } : filters;
}

/** Only what differs from the defaults goes into the URL, so the plain directory keeps the plain address. */
export function queryFromFilters(filters: NotaryFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.region !== undefined) query.set('region', String(filters.region));
  if (filters.district !== undefined) query.set('district', String(filters.district));
  if (filters.sort !== DEFAULT_FILTERS.sort) query.set('sort', filters.sort);
  if (filters.page !== 1) query.set('page', String(filters.page));
  return query;
}

/** A changed filter starts again at page 1; a changed region forgets the district of the old one. */
export function changeFilters(current: NotaryFilters, change: Partial<NotaryFilters>): NotaryFilters {
  const next = { ...current, page: 1, ...change };
  if ('region' in change && change.region !== current.region) next.district = undefined;
  return next;
}
