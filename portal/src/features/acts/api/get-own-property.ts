import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { actsOwnProperty, type OwnProperty } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actKeys } from './keys';

/** The caller's vehicles and real estate by the registries: a new act's subject is picked from them. */
export async function getOwnProperty(): Promise<OwnProperty> {
  const { data } = await actsOwnProperty({ throwOnError: true });
  return data;
}

export const ownPropertyQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: actKeys.ownProperty(locale), queryFn: getOwnProperty, staleTime: 60_000 });

export function useOwnProperty(enabled: boolean) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery({ ...ownPropertyQueryOptions(locale), enabled });
}
