import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FreeSlot, queueFreeSlots } from '@/lib/api';
import { equeueKeys } from './keys';

/** The times of a day (Tashkent) the citizen may book for the service, each with its places left. */
export async function getFreeSlots(notaryId: number, serviceId: number, day: string): Promise<FreeSlot[]> {
  const { data } = await queueFreeSlots({ query: { notaryId, serviceId, day }, throwOnError: true });
  return data;
}

export const freeSlotsQueryOptions = (notaryId: number, serviceId: number, day: string) =>
  queryOptions({
    queryKey: equeueKeys.freeSlots(notaryId, serviceId, day),
    queryFn: () => getFreeSlots(notaryId, serviceId, day),
  });

export function useFreeSlots(notaryId: number, serviceId: number, day: string) {
  return useQuery(freeSlotsQueryOptions(notaryId, serviceId, day));
}
