import { queryOptions, useQuery } from '@tanstack/react-query';
import { actsGetNotify, type NotifyItem } from '@/lib/api';

/**
 * Registration types of a notarial act (docs/contracts/entities.md#notify-item): met in person, or online over video.
 */
export const REGISTRATION_TYPE = { inPerson: 1, video: 2 } as const;

/**
 * The logged-in user's upcoming notarial acts (GET /notarial_act/get_notify, docs/contracts/entities.md#notify-item).
 */
export async function getNotify(): Promise<NotifyItem[]> {
  const { data } = await actsGetNotify({ throwOnError: true });
  return data;
}

/**
 * Keyed by the user, so one visitor's list is never shown to the next. Always stale: the kiosk shows the list once
 * right after a login, and an act scheduled a minute ago must be in it, so every new reader asks the server again
 * (the cached list is shown meanwhile).
 */
export const notifyQueryOptions = (pin: string) =>
  queryOptions({ queryKey: ['notarial-acts', 'notify', pin], queryFn: getNotify, staleTime: 0 });

/** The list of the user with this pin; nothing is asked without one (nobody logged in, or terms not accepted). */
export function useNotify(pin: string | null) {
  return useQuery({ ...notifyQueryOptions(pin ?? ''), enabled: pin !== null });
}
