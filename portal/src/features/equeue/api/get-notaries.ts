import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type NotaryListItem, notariesListNotaries } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { equeueKeys } from './keys';

/** More notaries than any district has: the district's whole list comes in one page. */
const DISTRICT_SIZE = 100;

/**
 * Whether the directory shows the notary as receiving citizens now (an active licence, at work). The server refuses
 * a booking with anyone else; offering only these spares the citizen a choice that cannot succeed.
 */
export const receives = (notary: NotaryListItem) => notary.licenceStatus === 'active' && notary.state === 'working';

/** The receiving notaries of a district, by name (the directory's own call). */
export async function getDistrictNotaries(district: number): Promise<NotaryListItem[]> {
  const { data } = await notariesListNotaries({
    query: { districtId: district, sort: 'alphabet', size: DISTRICT_SIZE },
    throwOnError: true,
  });
  return data.items.filter(receives);
}

export const districtNotariesQueryOptions = (district: number | null, locale: Locale) =>
  queryOptions({
    queryKey: equeueKeys.notaries(district, locale),
    queryFn: () => getDistrictNotaries(district ?? 0),
    enabled: district !== null,
  });

export function useDistrictNotaries(district: number | null) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery(districtNotariesQueryOptions(district, locale));
}
