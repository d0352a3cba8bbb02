import type { ActPublic, InvoicePublic } from '@/lib/api';

/**
 * One invoice of the act: its sum in figures and words, its state, the notary's reason for a sum unlike the
 * tariffs' and when it was paid.
 */
export type ActInvoice = InvoicePublic;

export function invoicesOf(act: ActPublic): ActInvoice[] {
  return act.invoices;
}

/** How often the act is read again while a payment settles. */
export const PAYMENT_POLL_MS = 5_000;

/**
 * At the payment step, once an invoice is paid, the act moves on to registration by itself a few seconds after the
 * gateway's answer: until then it is read again every few seconds.
 */
export function paymentSettling(act: ActPublic | undefined): boolean {
  if (!act || act.state !== 'in_progress' || act.step !== 7) return false;
  return invoicesOf(act).some((invoice) => invoice.state === 'paid');
}
