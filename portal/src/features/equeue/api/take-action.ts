import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type BookingPublic, type NotaryDay, queueTakeAction } from '@/lib/api';
import { equeueKeys } from './keys';

/** The moves of a booking the server may list in its `actions`. */
export type BookingActionName = 'cancel' | 'check_in' | 'serve' | 'no_show' | 'admit';

export interface BookingCall {
  uuid: string;
  action: BookingActionName;
  /** admit: why the late citizen is received in turn. */
  reason?: string;
}

/** 409 (not now, or changed meanwhile) and 400 answers carry the server's translated text; the API client shows it. */
export async function takeBookingAction({ uuid, action, reason }: BookingCall): Promise<BookingPublic> {
  const { data } = await queueTakeAction({ path: { uuid, action }, body: { reason: reason ?? '' }, throwOnError: true });
  return data;
}

const replaced = (moved: BookingPublic) => (booking: BookingPublic) => (booking.uuid === moved.uuid ? moved : booking);

/** The moved booking takes its place in the lists on screen at once, with the actions the server now lists. */
function showMoved(queryClient: QueryClient, moved: BookingPublic): void {
  queryClient.setQueriesData<BookingPublic[]>({ queryKey: equeueKeys.histories() }, (list) => list?.map(replaced(moved)));
  queryClient.setQueriesData<NotaryDay>({ queryKey: equeueKeys.notaryDays() }, (day) =>
    day ? { ...day, bookings: day.bookings.map(replaced(moved)) } : day,
  );
}

export function useBookingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeBookingAction,
    onSuccess: (moved) => showMoved(queryClient, moved),
    // A cancel frees its places; any refusal means the lists on screen are out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: equeueKeys.places() }),
        queryClient.invalidateQueries({ queryKey: equeueKeys.histories() }),
        queryClient.invalidateQueries({ queryKey: equeueKeys.notaryDays() }),
      ]),
  });
}
