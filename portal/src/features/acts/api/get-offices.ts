import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { notariesListOffices, type OfficeListItem } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actKeys } from './keys';

/** Every notarial office, for the list's office filter (names come in the interface language). */
export async function getOffices(): Promise<OfficeListItem[]> {
  const { data } = await notariesListOffices({ throwOnError: true });
  return data;
}

export const officesQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: actKeys.offices(locale), queryFn: getOffices, staleTime: 10 * 60_000 });

export function useOffices() {
  const locale = usePersistedState((state) => state.locale);
  return useQuery(officesQueryOptions(locale));
}
