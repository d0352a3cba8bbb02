import { catalogues } from '@/lib/i18n';
import checkoutOz from '@/locales/checkout/oz.json';
import { checkoutInvoice, paymentMocks, paymentRequests, resetPaymentMocks } from '@/testing/mocks/handlers/payments';
import { persisted, renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, checkout: checkoutOz };
const c = oz.checkout;
const session = { session: {} };
const ACT_PATH = '/enotarial_act/3f1c2a9e-0000-4000-8000-0000000000c7';

const answers = () => screen.queryByRole('group', { name: c.answers });

beforeEach(() => resetPaymentMocks());

describe('the sandbox checkout', () => {
  it('shows the invoice, pays it and leads back to the act', async () => {
    const { user, router } = renderApp(`/payment/checkout/chk-51?return=${encodeURIComponent(ACT_PATH)}`, session);
    expect(await screen.findByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    expect(await screen.findByText('412 000,00 so‘m')).toBeInTheDocument();
    expect(screen.getByText(c.purpose.notary_fee)).toBeInTheDocument();
    expect(screen.getByText(c.state.unpaid)).toBeInTheDocument();

    await user.click(within(answers() as HTMLElement).getByRole('button', { name: c.pay }));
    expect(await screen.findByRole('status', { name: c.paid_title })).toBeInTheDocument();
    expect(screen.getByText(c.state.paid)).toBeInTheDocument();
    expect(answers()).not.toBeInTheDocument();
    expect(paymentRequests.answers).toEqual([{ token: 'chk-51', answer: 'pay' }]);

    await user.click(screen.getByRole('link', { name: c.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ACT_PATH));
  });

  it('declines, and the invoice stays to pay again', async () => {
    const { user } = renderApp('/payment/checkout/chk-51', session);
    await user.click(await screen.findByRole('button', { name: c.decline }));
    expect(await screen.findByRole('status', { name: c.declined_title })).toBeInTheDocument();
    expect(screen.getByText(c.state.unpaid)).toBeInTheDocument();
    expect(within(answers() as HTMLElement).getByRole('button', { name: c.pay })).toBeEnabled();
    expect(paymentRequests.answers).toEqual([{ token: 'chk-51', answer: 'decline' }]);
    // No `?return=`: no way back is offered.
    expect(screen.queryByRole('link', { name: c.back })).not.toBeInTheDocument();
  });

  it('offers nothing to pay on an invoice already paid, and never leads away from the portal', async () => {
    paymentMocks.checkouts.set('chk-9', checkoutInvoice({ state: 'paid' }));
    renderApp('/payment/checkout/chk-9?return=https://evil.example/', session);
    expect(await screen.findByText('Bu hisob-varaq holati: To‘langan.')).toBeInTheDocument();
    expect(answers()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: c.back })).not.toBeInTheDocument();
  });

  it('needs a session: the path is remembered through the login', async () => {
    renderApp(`/payment/checkout/chk-51?return=${encodeURIComponent(ACT_PATH)}`);
    await waitFor(() => expect(persisted().redirectUrl).toBe(`/payment/checkout/chk-51?return=${encodeURIComponent(ACT_PATH)}`));
    expect(paymentRequests.answers).toEqual([]);
  });
});
