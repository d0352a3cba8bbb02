import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type BookingPublic, queueHistory } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { equeueKeys } from './keys';

/** The caller's bookings, the latest time first, each with what the caller may do now. */
export async function getHistory(): Promise<BookingPublic[]> {
  const { data } = await queueHistory({ throwOnError: true });
  return data;
}

export const historyQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: equeueKeys.history(locale), queryFn: getHistory });

export function useHistory() {
  const locale = usePersistedState((state) => state.locale);
  return useQuery(historyQueryOptions(locale));
}
