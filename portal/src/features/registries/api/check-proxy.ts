import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type ProxyCheck, registriesCheckProxy } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { asRegistryAnswer, NOT_FOUND_IS_AN_ANSWER } from './registry-answer';
import { registryKeys } from './keys';

export interface ProxyQuery {
  regnum: string;
  /** YYYY-MM-DD */
  regdate: string;
}

export async function checkProxy({ regnum, regdate }: ProxyQuery): Promise<ProxyCheck> {
  const { data } = await registriesCheckProxy({
    query: { regnum, regdate },
    throwOnError: true,
    expectedStatuses: NOT_FOUND_IS_AN_ANSWER,
  });
  return data;
}

export const proxyCheckQueryOptions = (query: ProxyQuery, locale: Locale) =>
  queryOptions({
    queryKey: registryKeys.proxy(query.regnum, query.regdate, locale),
    queryFn: () => asRegistryAnswer(() => checkProxy(query)),
  });

/** Runs once the form has been sent (`query` set). */
export function useProxyCheck(query: ProxyQuery | null) {
  const locale = usePersistedState((state) => state.locale);
  const fallback: ProxyQuery = { regnum: '', regdate: '' };
  return useQuery({ ...proxyCheckQueryOptions(query ?? fallback, locale), enabled: query !== null });
}
