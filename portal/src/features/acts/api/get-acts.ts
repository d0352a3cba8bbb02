import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type ActPage, actsMyActs } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { ACTS_PAGE_SIZE, type ActFilters } from '../utils/filters';
import { actKeys } from './keys';

export async function getActs(filters: ActFilters): Promise<ActPage> {
  const { data } = await actsMyActs({
    query: {
      tab: filters.tab,
      date_from: filters.dateFrom,
      date_to: filters.dateTo,
      state: filters.state,
      regnum: filters.regnum || undefined,
      type: filters.type,
      office: filters.office,
      notary: filters.notary,
      step: filters.step,
      page: filters.page,
      size: ACTS_PAGE_SIZE,
    },
    throwOnError: true,
  });
  return data;
}

export const actsQueryOptions = (filters: ActFilters, locale: Locale) =>
  queryOptions({ queryKey: actKeys.list(filters, locale), queryFn: () => getActs(filters) });

/** The list for this tab and these filters; the previous page stays on screen while the next one loads. */
export function useActs(filters: ActFilters) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery({ ...actsQueryOptions(filters, locale), placeholderData: keepPreviousData });
}
