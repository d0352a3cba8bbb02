import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { actsInvoiceProposal, type InvoiceProposal } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actKeys } from './keys';

/**
 * What the tariffs ask for the act (the state duty and the notary's fee, reduced for close relatives), for its notary
 * about to issue the invoices (docs/contracts/acts.md#actions, `issue_invoices`).
 */
export async function getInvoiceProposal(uuid: string): Promise<InvoiceProposal> {
  const { data } = await actsInvoiceProposal({ path: { uuid }, throwOnError: true });
  return data;
}

/** The sums in words come in every language, but a refusal's text in the interface one: the key carries it. */
export const invoiceProposalQueryOptions = (uuid: string, locale: Locale) =>
  queryOptions({ queryKey: actKeys.invoiceProposal(uuid, locale), queryFn: () => getInvoiceProposal(uuid), retry: false });

export function useInvoiceProposal(uuid: string) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery(invoiceProposalQueryOptions(uuid, locale));
}
