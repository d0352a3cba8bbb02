import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type CatalogueList, catalogueListCatalogue } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';

/** The server finds acts whose texts hold every word; longer queries are refused (400). */
export const SEARCH_MAX_LENGTH = 100;

/** Every act type in the interface language (the server answers in Accept-Language), those matching `q` only. */
export async function getCatalogue(q: string): Promise<CatalogueList> {
  const { data } = await catalogueListCatalogue({ query: q ? { q } : undefined, throwOnError: true });
  return data;
}

export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (locale: Locale, q: string) => [...catalogueKeys.all, locale, 'list', q] as const,
  item: (locale: Locale, id: number) => [...catalogueKeys.all, locale, 'item', id] as const,
  texts: (locale: Locale, id: number) => [...catalogueKeys.all, locale, 'texts', id] as const,
};

export const catalogueQueryOptions = (locale: Locale, q: string) =>
  queryOptions({ queryKey: catalogueKeys.list(locale, q), queryFn: () => getCatalogue(q) });

/** While a new search runs, the previous results stay on screen instead of a blank list. */
export function useCatalogue(q: string) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery({ ...catalogueQueryOptions(locale, q.trim()), placeholderData: keepPreviousData });
}
