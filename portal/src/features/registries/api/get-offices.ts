import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { notariesListOffices, type OfficeListItem } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { registryKeys } from './keys';

/** The notarial offices of a district, for choosing the one that registered an act. */
export async function getOffices(districtId: number): Promise<OfficeListItem[]> {
  const { data } = await notariesListOffices({ query: { districtId }, throwOnError: true });
  return data;
}

export const officesQueryOptions = (districtId: number, locale: Locale) =>
  queryOptions({ queryKey: registryKeys.offices(districtId, locale), queryFn: () => getOffices(districtId), staleTime: 10 * 60_000 });

export function useOffices(districtId: number | null) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery({ ...officesQueryOptions(districtId ?? 0, locale), enabled: districtId !== null });
}
