import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type NotaryPage, notariesListNotaries } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { NOTARIES_PAGE_SIZE, type NotaryFilters } from '../utils/filters';
import { notaryKeys } from './keys';

export async function getNotaries(filters: NotaryFilters): Promise<NotaryPage> {
  const { data } = await notariesListNotaries({
    query: {
      q: filters.q || undefined,
      regionId: filters.region,
      districtId: filters.district,
      sort: filters.sort,
      page: filters.page,
      size: NOTARIES_PAGE_SIZE,
    },
    throwOnError: true,
  });
  return data;
}

export const notariesQueryOptions = (filters: NotaryFilters, locale: Locale) =>
  queryOptions({ queryKey: notaryKeys.list(filters, locale), queryFn: () => getNotaries(filters) });

/** The page of the directory for these filters; the previous page stays on screen while the next one loads. */
export function useNotaries(filters: NotaryFilters) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery({ ...notariesQueryOptions(filters, locale), placeholderData: keepPreviousData });
}
