import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type BanCheck, registriesCheckOwnBans } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { registryKeys } from './keys';

/** The logged-in citizen's own property only: the server takes the person from the session, never from the page. */
export async function checkOwnBans(): Promise<BanCheck> {
  const { data } = await registriesCheckOwnBans({ throwOnError: true });
  return data;
}

export const ownBansQueryOptions = (pin: string, locale: Locale) =>
  queryOptions({ queryKey: registryKeys.bans(pin, locale), queryFn: checkOwnBans, staleTime: 0 });

/** Asked on opening the page: checking one's own property is all the page is for. */
export function useOwnBans() {
  const locale = usePersistedState((state) => state.locale);
  const pin = usePersistedState((state) => state.user?.pin ?? '');
  return useQuery(ownBansQueryOptions(pin, locale));
}
