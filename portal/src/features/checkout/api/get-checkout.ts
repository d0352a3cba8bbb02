import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CheckoutInvoice, paymentsCheckout } from '@/lib/api';

/** The invoice a sandbox checkout link names; an unknown link (404) is answered by the API client. */
export async function getCheckout(token: string): Promise<CheckoutInvoice> {
  const { data } = await paymentsCheckout({ path: { token }, throwOnError: true });
  return data;
}

/** The sum in words comes in every language, so the key needs no locale. */
export const checkoutQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['checkout', token] as const, queryFn: () => getCheckout(token), retry: false });

export function useCheckout(token: string) {
  return useQuery(checkoutQueryOptions(token));
}
