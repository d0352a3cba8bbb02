import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import {
  type CatalogueEdit,
  type CatalogueTexts,
  catalogueCatalogueTexts,
  catalogueRestoreCatalogueTexts,
  catalogueSaveCatalogueTexts,
} from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { catalogueKeys } from './get-catalogue';

/** Administrator: an act type's texts in oz, uz and ru with the revision to save against (403 for anyone else). */
export async function getCatalogueTexts(id: number): Promise<CatalogueTexts> {
  const { data } = await catalogueCatalogueTexts({ path: { act_type_id: id }, throwOnError: true });
  return data;
}

export const catalogueTextsQueryOptions = (locale: Locale, id: number) =>
  queryOptions({ queryKey: catalogueKeys.texts(locale, id), queryFn: () => getCatalogueTexts(id), staleTime: 0 });

export function useCatalogueTexts(id: number) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery(catalogueTextsQueryOptions(locale, id));
}

/** A 409 (someone saved since the editor's revision) is answered by the editor in place, not by a toast. */
export const SAVED_MEANWHILE = 409;

export async function saveCatalogueTexts(id: number, edit: CatalogueEdit): Promise<CatalogueTexts> {
  const { data } = await catalogueSaveCatalogueTexts({
    path: { act_type_id: id },
    body: edit,
    throwOnError: true,
    expectedStatuses: [SAVED_MEANWHILE],
  });
  return data;
}

export async function restoreCatalogueTexts(id: number): Promise<CatalogueTexts> {
  const { data } = await catalogueRestoreCatalogueTexts({ path: { act_type_id: id }, throwOnError: true });
  return data;
}

/** The list, the details and the texts of every language change with a save. */
function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
}

export function useSaveCatalogueTexts(id: number) {
  const refresh = useRefreshCatalogue();
  return useMutation({ mutationFn: (edit: CatalogueEdit) => saveCatalogueTexts(id, edit), onSuccess: refresh });
}

export function useRestoreCatalogueTexts(id: number) {
  const refresh = useRefreshCatalogue();
  return useMutation({ mutationFn: () => restoreCatalogueTexts(id), onSuccess: refresh });
}
