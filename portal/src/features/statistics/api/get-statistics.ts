import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type Statistics, statisticsStatistics } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';

/** Registered acts by type, region and month, labelled in the interface language (the server caches them). */
export async function getStatistics(): Promise<Statistics> {
  const { data } = await statisticsStatistics({ throwOnError: true });
  return data;
}

export const statisticsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['statistics', locale], queryFn: getStatistics, staleTime: 5 * 60_000 });

export function useStatistics() {
  const locale = usePersistedState((state) => state.locale);
  return useQuery(statisticsQueryOptions(locale));
}
