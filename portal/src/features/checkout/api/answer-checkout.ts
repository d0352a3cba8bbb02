import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CheckoutInvoice, paymentsDecline, paymentsPay } from '@/lib/api';
import { checkoutQueryOptions } from './get-checkout';

export type CheckoutAnswer = 'pay' | 'decline';

/**
 * The sandbox gateway pays or declines the invoice: it plays the gateway's protocol against the server, which
 * answers with the invoice after it. A refusal is the server's text, shown by the API client.
 */
export async function answerCheckout(token: string, answer: CheckoutAnswer): Promise<CheckoutInvoice> {
  const call = answer === 'pay' ? paymentsPay : paymentsDecline;
  const { data } = await call({ path: { token }, throwOnError: true });
  return data;
}

export function useAnswerCheckout(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: CheckoutAnswer) => answerCheckout(token, answer),
    onSuccess: (invoice) => queryClient.setQueryData(checkoutQueryOptions(token).queryKey, invoice),
  });
}
