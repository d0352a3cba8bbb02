import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type ActPublic, actsGetAct } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { PAYMENT_POLL_MS, paymentSettling } from '../utils/invoices';
import { actKeys } from './keys';

/** A foreign or unknown act (418) is answered by the API client: a toast and back to "my notarial acts". */
export async function getAct(uuid: string): Promise<ActPublic> {
  const { data } = await actsGetAct({ path: { uuid }, throwOnError: true });
  return data;
}

/** Read afresh whenever the page shows it: its other parties, its notary and the gateway move it meanwhile. */
export const actQueryOptions = (uuid: string, locale: Locale) =>
  queryOptions({ queryKey: actKeys.detail(uuid, locale), queryFn: () => getAct(uuid), retry: false, staleTime: 0 });

/** Parties answer their SMS links from their own phones while the applicant waits on the act. */
const ANSWER_POLL_MS = 10_000;

function partiesAnswering(act: ActPublic | undefined): boolean {
  return act?.step === 1 && act.parties.some((party) => !party.applicant && party.status === null);
}

function pollInterval(act: ActPublic | undefined): number | false {
  if (paymentSettling(act)) return PAYMENT_POLL_MS;
  return partiesAnswering(act) ? ANSWER_POLL_MS : false;
}

/**
 * While a payment settles (step 7, an invoice paid) the act is read every few seconds, and while parties are still
 * to answer their invitations every few more: it moves on by itself.
 */
export function useAct(uuid: string) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery({ ...actQueryOptions(uuid, locale), refetchInterval: (query) => pollInterval(query.state.data) });
}
