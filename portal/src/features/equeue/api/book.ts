import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BookingCreate, type BookingPublic, queueBook } from '@/lib/api';
import { equeueKeys } from './keys';

/** A refusal (400: the citizen's limits, a slot no longer offered; 409: taken meanwhile) is the server's text, which
 * the API client shows. */
export async function book(body: BookingCreate): Promise<BookingPublic> {
  const { data } = await queueBook({ body, throwOnError: true });
  return data;
}

/** Booked or refused, the free places changed: the calendar and the slots are asked again, and the history too. */
export function useBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: book,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: equeueKeys.places() }),
        queryClient.invalidateQueries({ queryKey: equeueKeys.histories() }),
      ]),
  });
}
