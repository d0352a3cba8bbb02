import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type ActPublic, actsGetActByRid } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actKeys } from './keys';

/** The act by its number (`/my_notarial_act/:rid`); a foreign or unknown act (418) is answered by the API client. */
export async function getActByRid(rid: number): Promise<ActPublic> {
  const { data } = await actsGetActByRid({ path: { rid }, throwOnError: true });
  return data;
}

/** Under the acts' own key, so whatever refreshes every act refreshes these too. */
export const actByRidKeys = {
  all: () => [...actKeys.all, 'by-rid'] as const,
  one: (rid: number, locale: Locale) => [...actByRidKeys.all(), rid, locale] as const,
};

export const actByRidQueryOptions = (rid: number, locale: Locale) =>
  queryOptions({ queryKey: actByRidKeys.one(rid, locale), queryFn: () => getActByRid(rid), retry: false });

export function useActByRid(rid: number) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery(actByRidQueryOptions(rid, locale));
}
