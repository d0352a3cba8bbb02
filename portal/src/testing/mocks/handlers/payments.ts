import { http, HttpResponse } from 'msw';
import type { CheckoutInvoice, InvoiceProposal, InvoicePublic } from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';

/**
 * The payment side of the act (server/notary/payments, server/notary/acts): the invoice proposal the notary starts
 * from, the checkout address of an invoice, the sandbox gateway's checkout page, and the signed print form.
 * Tests read `paymentRequests` and change `paymentMocks`.
 */

const HEADERS = { 'X-App-Version': clientConfig.appVersion };

/** A checkout link the mock gateway does not know (404). */
export const MISSING_CHECKOUT = 'chk-missing';

const words = (oz: string, uz: string, ru: string) => ({ oz, uz, ru });

export const PROPOSAL: InvoiceProposal = {
  state_duty: {
    tiyin: 20600000,
    figures: '206 000,00',
    words: words('ikki yuz olti ming so‘m', 'икки юз олти минг сўм', 'двести шесть тысяч сумов'),
  },
  notary_fee: {
    tiyin: 41200000,
    figures: '412 000,00',
    words: words('to‘rt yuz o‘n ikki ming so‘m', 'тўрт юз ўн икки минг сўм', 'четыреста двенадцать тысяч сумов'),
  },
  relationship: 'spouse',
  reduced_to_percent: '5',
};

/** The signed PDF the print form call answers (its bytes, as the tests compare them). */
export const PRINT_FORM_BYTES = new TextEncoder().encode('%PDF-1.7 signed print form');

export const paymentMocks = {
  proposal: PROPOSAL as InvoiceProposal,
  /** Where the checkout of an invoice leads: by default the sandbox page of this portal, as an absolute address. */
  checkoutUrl: (invoiceId: number) => `${window.location.origin}/payment/checkout/chk-${invoiceId}`,
  checkouts: new Map<string, CheckoutInvoice>(),
};

export const paymentRequests = {
  proposals: [] as string[],
  checkouts: [] as { uuid: string; invoiceId: number }[],
  printForms: [] as { uuid: string; requestedWith: string | null }[],
  answers: [] as { token: string; answer: 'pay' | 'decline' }[],
};

export function checkoutInvoice(fields: Partial<CheckoutInvoice> = {}): CheckoutInvoice {
  return {
    purpose: 'notary_fee',
    sum: '412000.00',
    sum_in_words: PROPOSAL.notary_fee.words,
    state: 'unpaid',
    ...fields,
  };
}

/** One of an act's invoices (`ActPublic.invoices`): by default the state duty of the proposal, unpaid. */
export function actInvoice(fields: Partial<InvoicePublic> = {}): InvoicePublic {
  return {
    id: 51,
    purpose: 'state_duty',
    sum: '206000.00',
    sum_in_words: PROPOSAL.state_duty.words,
    state: 'unpaid',
    reason: '',
    paid_at: null,
    ...fields,
  };
}

export function resetPaymentMocks(): void {
  paymentMocks.proposal = PROPOSAL;
  paymentMocks.checkoutUrl = (invoiceId) => `${window.location.origin}/payment/checkout/chk-${invoiceId}`;
  paymentMocks.checkouts = new Map();
  paymentRequests.proposals = [];
  paymentRequests.checkouts = [];
  paymentRequests.printForms = [];
  paymentRequests.answers = [];
}
resetPaymentMocks();

const accessDenied = () => HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: HEADERS });

function answer(request: Request, body: object) {
  const fresh = authenticate(request);
  if (!fresh) return accessDenied();
  return HttpResponse.json(body, { headers: HEADERS });
}

function checkoutOf(token: string): CheckoutInvoice | null {
  if (token === MISSING_CHECKOUT) return null;
  const known = paymentMocks.checkouts.get(token);
  if (known) return known;
  const created = checkoutInvoice();
  paymentMocks.checkouts.set(token, created);
  return created;
}

const notFound = () => HttpResponse.json({ message: 'Not found', requestId: 'test' }, { status: 404, headers: HEADERS });

function gatewayAnswer(request: Request, token: string, result: 'pay' | 'decline') {
  const invoice = checkoutOf(token);
  if (!invoice) return notFound();
  paymentRequests.answers.push({ token, answer: result });
  const after: CheckoutInvoice = { ...invoice, state: result === 'pay' ? 'paid' : 'unpaid' };
  paymentMocks.checkouts.set(token, after);
  return answer(request, after);
}

export const handlers = [
  http.get('/api/notarial_act/:uuid/invoice_proposal', ({ request, params }) => {
    paymentRequests.proposals.push(String(params.uuid));
    return answer(request, paymentMocks.proposal);
  }),
  http.post('/api/notarial_act/:uuid/invoices/:invoiceId/checkout', ({ request, params }) => {
    const invoiceId = Number(params.invoiceId);
    paymentRequests.checkouts.push({ uuid: String(params.uuid), invoiceId });
    return answer(request, { url: paymentMocks.checkoutUrl(invoiceId) });
  }),
  http.get('/api/notarial_act/:uuid/print_form', ({ request, params }) => {
    paymentRequests.printForms.push({ uuid: String(params.uuid), requestedWith: request.headers.get('X-Requested-With') });
    const fresh = authenticate(request);
    if (!fresh) return accessDenied();
    return new HttpResponse(PRINT_FORM_BYTES, {
      headers: {
        ...HEADERS,
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="2026-0001234.pdf"',
      },
    });
  }),
  http.get('/api/payments/checkout/:token', ({ request, params }) => {
    const invoice = checkoutOf(String(params.token));
    return invoice ? answer(request, invoice) : notFound();
  }),
  http.post('/api/payments/checkout/:token/pay', ({ request, params }) => gatewayAnswer(request, String(params.token), 'pay')),
  http.post('/api/payments/checkout/:token/decline', ({ request, params }) =>
    gatewayAnswer(request, String(params.token), 'decline'),
  ),
];
