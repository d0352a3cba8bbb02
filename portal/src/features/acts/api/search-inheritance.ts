import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type InheritanceCasePublic, registriesSearchInheritance } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { usePersistedState } from '@/lib/persisted-state';
import { actKeys } from './keys';

/** The deceased whose case a renunciation names: the death date in the API's form, XX for an unknown day or month. */
export interface InheritanceCaseQuery {
  surname: string;
  name: string;
  patronymic?: string;
  deathDate: string;
}

/**
 * The cases found, or the server's own words why none is shown: its "not found" (404), or its refusal of a name it
 * cannot search by (400, letters only; that rule is the server's). Both are shown beside the search, not as a page.
 */
export type InheritanceCases = { found: true; cases: InheritanceCasePublic[] } | { found: false; message: string };

const ANSWERED_IN_PLACE = [400, 404] as const;

/** The public registry's inheritance search (the one of `/search_inheritcase`), for picking the case renounced. */
export async function searchInheritanceCases(query: InheritanceCaseQuery): Promise<InheritanceCases> {
  try {
    const { data } = await registriesSearchInheritance({ query, throwOnError: true, expectedStatuses: ANSWERED_IN_PLACE });
    return { found: true, cases: data.items };
  } catch (error) {
    if (error instanceof ApiError && ANSWERED_IN_PLACE.some((status) => status === error.status)) {
      return { found: false, message: error.message };
    }
    throw error;
  }
}

/** Office names come in the interface language, so the key carries the locale. */
export const inheritanceCasesQueryOptions = (query: InheritanceCaseQuery, locale: Locale) =>
  queryOptions({
    queryKey: [...actKeys.all, 'inheritance-cases', query, locale] as const,
    queryFn: () => searchInheritanceCases(query),
  });

/** Searches once a query is given (the search button), not while the fields are typed. */
export function useInheritanceCases(query: InheritanceCaseQuery | null) {
  const locale = usePersistedState((state) => state.locale);
  const fallback: InheritanceCaseQuery = { surname: '', name: '', deathDate: '' };
  return useQuery({ ...inheritanceCasesQueryOptions(query ?? fallback, locale), enabled: query !== null });
}
