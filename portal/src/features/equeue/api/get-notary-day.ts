import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type NotaryDay, queueNotaryDay } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { equeueKeys } from './keys';

/** The logged-in notary's bookings of a day in order; anyone else gets 403, which the API client turns into the
 * forbidden page. */
export async function getNotaryDay(day: string): Promise<NotaryDay> {
  const { data } = await queueNotaryDay({ query: { day }, throwOnError: true });
  return data;
}

export const notaryDayQueryOptions = (day: string, locale: Locale) =>
  queryOptions({ queryKey: equeueKeys.notaryDay(day, locale), queryFn: () => getNotaryDay(day) });

/** The previous day stays on screen while the next one loads. */
export function useNotaryDay(day: string) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery({ ...notaryDayQueryOptions(day, locale), placeholderData: keepPreviousData });
}
