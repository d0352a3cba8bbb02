import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FreeDay, queueFreeDays } from '@/lib/api';
import { equeueKeys } from './keys';

/** Each day of a month (YYYY-MM) with the places the notary has left for the service: the calendar's marks. */
export async function getFreeDays(notaryId: number, serviceId: number, month: string): Promise<FreeDay[]> {
  const { data } = await queueFreeDays({ query: { notaryId, serviceId, month }, throwOnError: true });
  return data;
}

export const freeDaysQueryOptions = (notaryId: number, serviceId: number, month: string) =>
  queryOptions({
    queryKey: equeueKeys.freeDays(notaryId, serviceId, month),
    queryFn: () => getFreeDays(notaryId, serviceId, month),
  });

export function useFreeDays(notaryId: number, serviceId: number, month: string) {
  return useQuery(freeDaysQueryOptions(notaryId, serviceId, month));
}
