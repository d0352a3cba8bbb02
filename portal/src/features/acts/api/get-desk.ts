import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { actsNotaryDesk, type Desk } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actKeys } from './keys';

export const DESK_SIZE = 50;

/** A citizen who is not a notary gets 403, which the API client turns into the forbidden page. */
export async function getDesk(step: number | null): Promise<Desk> {
  const { data } = await actsNotaryDesk({ query: { step, size: DESK_SIZE }, throwOnError: true });
  return data;
}

export const deskQueryOptions = (step: number | null, locale: Locale) =>
  queryOptions({ queryKey: actKeys.desk(step, locale), queryFn: () => getDesk(step) });

export function useDesk(step: number | null) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery({ ...deskQueryOptions(step, locale), placeholderData: keepPreviousData });
}
