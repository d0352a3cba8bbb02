import { useMutation } from '@tanstack/react-query';
import { actsCheckout } from '@/lib/api';

export interface CheckoutCall {
  invoiceId: number;
}

/**
 * Where the applicant pays one invoice (the gateway's checkout page): in the sandbox a page of this portal, with the
 * real gateway its own https address. A refusal (409: not the payment step) is the server's text, shown by the client.
 */
export async function checkoutInvoice(uuid: string, { invoiceId }: CheckoutCall): Promise<string> {
  const { data } = await actsCheckout({ path: { uuid, invoice_id: invoiceId }, throwOnError: true });
  return data.url;
}

/** Nothing to refresh: the act is read again when the payer comes back (and polled while the payment settles). */
export function useCheckoutInvoice(uuid: string) {
  return useMutation({ mutationFn: (call: CheckoutCall) => checkoutInvoice(uuid, call) });
}
