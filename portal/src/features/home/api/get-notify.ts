import { queryOptions, useQuery } from '@tanstack/react-query';
import { actsGetNotify, type NotifyItem } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';

/** Registration types of a notarial act (spec 3): met in person, or online over video conference. */
const REGISTRATION_TYPE = { inPerson: 1, video: 2 } as const;

/** The logged-in user's upcoming notarial acts (spec 7: GET /notarial_act/get_notify). */
export async function getNotify(): Promise<NotifyItem[]> {
  const { data } = await actsGetNotify({ throwOnError: true });
  return data;
}

/** Keyed by the user, so a different person logging in on the same page never sees the previous list. */
export const notifyQueryOptions = (pin: string) =>
  queryOptions({ queryKey: ['notarial-acts', 'notify', pin], queryFn: getNotify });

/** The acts whose video conference with the notary is scheduled (type 2 with a visit date). */
export function useScheduledVideoConferences() {
  const pin = usePersistedState((state) => (state.token ? state.user?.pin : undefined));
  return useQuery({
    ...notifyQueryOptions(pin ?? ''),
    enabled: pin !== undefined,
    select: (items) => items.filter((item) => item.regtypeid === REGISTRATION_TYPE.video && item.visitdate),
  });
}
