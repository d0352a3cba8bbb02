import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type ActCheck, registriesCheckAct } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { asRegistryAnswer, NOT_FOUND_IS_AN_ANSWER } from './registry-answer';
import { registryKeys } from './keys';

export interface ActQuery {
  regnum: string;
  /** YYYY-MM-DD */
  regdate: string;
  officeId: number;
}

export async function checkAct({ regnum, regdate, officeId }: ActQuery): Promise<ActCheck> {
  const { data } = await registriesCheckAct({
    query: { regnum, regdate, officeId },
    throwOnError: true,
    expectedStatuses: NOT_FOUND_IS_AN_ANSWER,
  });
  return data;
}

export const actCheckQueryOptions = (query: ActQuery, locale: Locale) =>
  queryOptions({
    queryKey: registryKeys.act(query.regnum, query.regdate, query.officeId, locale),
    queryFn: () => asRegistryAnswer(() => checkAct(query)),
  });

export function useActCheck(query: ActQuery | null) {
  const locale = usePersistedState((state) => state.locale);
  const fallback: ActQuery = { regnum: '', regdate: '', officeId: 0 };
  return useQuery({ ...actCheckQueryOptions(query ?? fallback, locale), enabled: query !== null });
}
