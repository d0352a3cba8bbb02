import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type InheritanceSearch, registriesSearchInheritance } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { type InheritanceQuery, registryKeys } from './keys';
import { asRegistryAnswer, NOT_FOUND_IS_AN_ANSWER } from './registry-answer';

export type { InheritanceQuery } from './keys';

export async function searchInheritance(query: InheritanceQuery): Promise<InheritanceSearch> {
  const { data } = await registriesSearchInheritance({
    query: { surname: query.surname, name: query.name, patronymic: query.patronymic, deathDate: query.deathDate },
    throwOnError: true,
    expectedStatuses: NOT_FOUND_IS_AN_ANSWER,
  });
  return data;
}

export const inheritanceSearchQueryOptions = (query: InheritanceQuery, locale: Locale) =>
  queryOptions({
    queryKey: registryKeys.inheritance(query, locale),
    queryFn: () => asRegistryAnswer(() => searchInheritance(query)),
  });

export function useInheritanceSearch(query: InheritanceQuery | null) {
  const locale = usePersistedState((state) => state.locale);
  const fallback: InheritanceQuery = { surname: '', name: '', deathDate: '' };
  return useQuery({ ...inheritanceSearchQueryOptions(query ?? fallback, locale), enabled: query !== null });
}
