import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type CatalogueList, catalogueListCatalogue } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { equeueKeys } from './keys';

/** The services a citizen books a time for: the catalogue's act types, by section, in the interface language. */
export async function getServices(): Promise<CatalogueList> {
  const { data } = await catalogueListCatalogue({ throwOnError: true });
  return data;
}

export const servicesQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: equeueKeys.services(locale), queryFn: getServices, staleTime: 10 * 60_000 });

export function useServices() {
  const locale = usePersistedState((state) => state.locale);
  return useQuery(servicesQueryOptions(locale));
}
