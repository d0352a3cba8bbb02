import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type CatalogueDetail, catalogueCatalogueDetail } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { catalogueKeys } from './get-catalogue';

/**
 * One act type with every field of docs/contracts/portal.md#service-catalogue-details; an unknown id is a 404 (the API
 * client goes to the 404 page).
 */
export async function getCatalogueItem(id: number): Promise<CatalogueDetail> {
  const { data } = await catalogueCatalogueDetail({ path: { act_type_id: id }, throwOnError: true });
  return data;
}

export const catalogueItemQueryOptions = (locale: Locale, id: number) =>
  queryOptions({ queryKey: catalogueKeys.item(locale, id), queryFn: () => getCatalogueItem(id) });

export function useCatalogueItem(id: number) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery(catalogueItemQueryOptions(locale, id));
}
