import { catalogues } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import { demoCitizen } from '@/testing/mocks/data';
import { actMocks, actRequests, resetActMocks, stagedAct } from '@/testing/mocks/handlers/acts';
import { actInvoice, PROPOSAL, paymentMocks, paymentRequests, resetPaymentMocks } from '@/testing/mocks/handlers/payments';
import { choose, renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, acts: actsOz };
const session = { session: {} };
const UUID = '3f1c2a9e-0000-4000-8000-0000000000c7';
const pay = oz.acts.payments;

const INVOICES = [
  actInvoice(),
  actInvoice({
    id: 52,
    purpose: 'notary_fee',
    sum: '1500000.00',
    sum_in_words: { oz: 'bir million besh yuz ming so‘m', uz: 'бир миллион беш юз минг сўм', ru: 'один миллион пятьсот тысяч сумов' },
    state: 'paid',
    reason: 'Qo‘shimcha nusxalar tayyorlandi',
  }),
];

async function openTab(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('tab', { name }));
}

beforeEach(() => {
  resetActMocks();
  resetPaymentMocks();
});

describe('the payments tab', () => {
  it('shows each invoice in figures and words, its state and the reason, and the applicant pays the unpaid one', async () => {
    actMocks.acts.set(UUID, stagedAct(UUID, 7, ['annul'], { invoices: INVOICES, changes: ['notes', 'payment'] }));
    const { user, router } = renderApp(`/enotarial_act/${UUID}`, session);
    await openTab(user, oz.acts.details.tabs.payments);
    const list = await screen.findByRole('list', { name: pay.label });
    const duty = within(list).getByRole('listitem', { name: pay.purpose.state_duty });
    expect(within(duty).getByText('206 000,00 so‘m')).toBeInTheDocument();
    expect(within(duty).getByText(PROPOSAL.state_duty.words.oz)).toBeInTheDocument();
    expect(within(duty).getByText(pay.state.unpaid)).toBeInTheDocument();
    const fee = within(list).getByRole('listitem', { name: pay.purpose.notary_fee });
    expect(within(fee).getByText('1 500 000,00 so‘m')).toBeInTheDocument();
    expect(within(fee).getByText(pay.state.paid)).toBeInTheDocument();
    expect(within(fee).getByText('Notarius izohi: Qo‘shimcha nusxalar tayyorlandi')).toBeInTheDocument();
    expect(within(fee).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(pay.partly_paid)).toBeInTheDocument();

    await user.click(within(duty).getByRole('button', { name: `To‘lash: ${pay.purpose.state_duty}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/checkout/chk-51'));
    expect(new URLSearchParams(router.state.location.search).get('return')).toBe(`/enotarial_act/${UUID}`);
    expect(paymentRequests.checkouts).toEqual([{ uuid: UUID, invoiceId: 51 }]);
  });

  it('on a kiosk opens the kiosk checkout', async () => {
    actMocks.acts.set(UUID, stagedAct(UUID, 7, ['annul'], { invoices: INVOICES, changes: ['notes', 'payment'] }));
    paymentMocks.checkoutUrl = (id) => `/payment/checkout/chk-${id}`;
    const { user, router } = renderApp(`/kiosk/enotarial_act/${UUID}`, session);
    await openTab(user, oz.acts.details.tabs.payments);
    await user.click(await screen.findByRole('button', { name: `To‘lash: ${pay.purpose.state_duty}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/payment/checkout/chk-51'));
    expect(new URLSearchParams(router.state.location.search).get('return')).toBe(`/kiosk/enotarial_act/${UUID}`);
  });

  it('is read-only for another party and the notary (the server gives them no payment)', async () => {
    actMocks.acts.set(UUID, stagedAct(UUID, 7, [], { invoices: INVOICES, changes: ['notes'] }));
    const { user } = renderApp(`/enotarial_act/${UUID}`, { session: { user: { ...demoCitizen, pin: '32107830340017' } } });
    await openTab(user, oz.acts.details.tabs.payments);
    const list = await screen.findByRole('list', { name: pay.label });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so while the act has no invoices yet', async () => {
    actMocks.acts.set(UUID, stagedAct(UUID, 4, []));
    const { user } = renderApp(`/enotarial_act/${UUID}`, session);
    await openTab(user, oz.acts.details.tabs.payments);
    expect(await screen.findByText(oz.acts.details.later.payments)).toBeInTheDocument();
  });
});

describe('issuing the invoices', () => {
  const texts = oz.acts.actions.issue_invoices;

  async function openDialog() {
    actMocks.acts.set(UUID, stagedAct(UUID, 4, ['issue_invoices', 'reject_act']));
    const view = renderApp(`/enotarial_act/${UUID}`, session);
    await view.user.click(await screen.findByRole('button', { name: texts.label }));
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    await within(dialog).findByRole('textbox', { name: texts.state_duty });
    return { ...view, dialog };
  }

  it('starts from the proposal, explains the reduction, and issues it as it is', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: texts.state_duty })).toHaveValue('206 000,00');
    expect(within(dialog).getByRole('textbox', { name: texts.notary_fee })).toHaveValue('412 000,00');
    expect(within(dialog).getByText('Taraflar yaqin qarindosh (er-xotin): davlat boji stavkaning 5 % miqdorida hisoblangan.')).toBeInTheDocument();
    expect(within(dialog).getByText(`Tarif bo‘yicha: 206 000,00 so‘m (${PROPOSAL.state_duty.words.oz})`)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: texts.label }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actRequests.actions).toEqual([
      {
        uuid: UUID,
        action: 'issue_invoices',
        body: { invoices: [{ purpose: 'state_duty', sum: '206000.00' }, { purpose: 'notary_fee', sum: '412000.00' }] },
      },
    ]);
    expect(await screen.findByText(texts.done)).toBeInTheDocument();
  });

  it('asks the reason for a changed sum, and sends it with that sum', async () => {
    const { user, dialog } = await openDialog();
    const fee = within(dialog).getByRole('textbox', { name: texts.notary_fee });
    await user.clear(fee);
    await user.type(fee, '1500000,5');
    await user.click(within(dialog).getByRole('button', { name: texts.label }));
    expect(await within(dialog).findByText(texts.reason_required)).toBeInTheDocument();
    expect(actRequests.actions).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: texts.reason }), 'Qo‘shimcha nusxalar');
    await user.click(within(dialog).getByRole('button', { name: texts.label }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actRequests.actions[0]?.body).toEqual({
      invoices: [
        { purpose: 'state_duty', sum: '206000.00' },
        { purpose: 'notary_fee', sum: '1500000.50', reason: 'Qo‘shimcha nusxalar' },
      ],
    });
  });
});

/** A working day (Monday to Friday) a week or more ahead, as the API and as typed. */
function workdayAhead(): { iso: string; typed: string } {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  const iso = day.toISOString().slice(0, 10);
  const [year, month, date] = iso.split('-');
  return { iso, typed: `${date}.${month}.${year}` };
}

describe('setting the registration time', () => {
  const texts = oz.acts.actions.assign_time;

  it("offers the notary's half hours of a day ahead and shows the time set, in Tashkent time", async () => {
    actMocks.acts.set(UUID, stagedAct(UUID, 5, ['assign_time']));
    const { user } = renderApp(`/enotarial_act/${UUID}`, session);
    await user.click(await screen.findByRole('button', { name: texts.label }));
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    await user.click(within(dialog).getByRole('button', { name: texts.label }));
    expect(await within(dialog).findByText(texts.date_required)).toBeInTheDocument();
    expect(actRequests.actions).toHaveLength(0);

    const { iso, typed } = workdayAhead();
    await user.type(within(dialog).getByRole('textbox', { name: texts.date }), typed);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: texts.time })).toBeEnabled());
    await choose(user, texts.time, '10:30', dialog);
    await user.click(within(dialog).getByRole('button', { name: texts.label }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actRequests.actions).toEqual([{ uuid: UUID, action: 'assign_time', body: { date: iso, time: '10:30' } }]);
    expect(await screen.findByText(`${typed} 10:30 (Toshkent vaqti)`)).toBeInTheDocument();
  });

  it('refuses a day already past', async () => {
    actMocks.acts.set(UUID, stagedAct(UUID, 5, ['assign_time']));
    const { user } = renderApp(`/enotarial_act/${UUID}`, session);
    await user.click(await screen.findByRole('button', { name: texts.label }));
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    await user.type(within(dialog).getByRole('textbox', { name: texts.date }), '01.01.2020');
    expect(within(dialog).getByRole('combobox', { name: texts.time })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: texts.label }));
    expect(await within(dialog).findByText(texts.date_past)).toBeInTheDocument();
    expect(actRequests.actions).toHaveLength(0);
  });
});

describe('the last steps', () => {
  it('confirms the time and checks the payment with one click each', async () => {
    actMocks.acts.set(UUID, stagedAct(UUID, 6, ['confirm_time', 'request_another_time'], { visit: { date: '2026-12-01', time: '10:30' } }));
    const { user } = renderApp(`/enotarial_act/${UUID}`, session);
    expect(await screen.findByText('01.12.2026 10:30 (Toshkent vaqti)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: oz.acts.actions.confirm_time.label }));
    expect(await screen.findByText(oz.acts.actions.confirm_time.done)).toBeInTheDocument();
    expect(actRequests.actions).toEqual([{ uuid: UUID, action: 'confirm_time', body: {} }]);
  });

  it('checks the payment once every invoice is paid', async () => {
    actMocks.acts.set(UUID, stagedAct(UUID, 7, ['mark_paid'], { invoices: INVOICES.map((item) => ({ ...item, state: 'paid' as const })) }));
    const { user } = renderApp(`/enotarial_act/${UUID}`, session);
    await user.click(await screen.findByRole('button', { name: oz.acts.actions.mark_paid.label }));
    expect(await screen.findByText(oz.acts.actions.mark_paid.done)).toBeInTheDocument();
    expect(actRequests.actions).toEqual([{ uuid: UUID, action: 'mark_paid', body: {} }]);
    expect(screen.getByText(`Joriy bosqich: 8/9, ${oz.acts.steps[8]}`)).toBeInTheDocument();
  });

  it('asks for another time only with a reason', async () => {
    actMocks.acts.set(UUID, stagedAct(UUID, 6, ['confirm_time', 'request_another_time']));
    const { user } = renderApp(`/enotarial_act/${UUID}`, session);
    await user.click(await screen.findByRole('button', { name: oz.acts.actions.request_another_time.label }));
    const dialog = await screen.findByRole('dialog', { name: oz.acts.actions.request_another_time.title });
    await user.type(within(dialog).getByRole('textbox', { name: oz.acts.field.reason }), 'Safardaman');
    await user.click(within(dialog).getByRole('button', { name: oz.acts.actions.request_another_time.label }));
    await waitFor(() => expect(actRequests.actions).toEqual([{ uuid: UUID, action: 'request_another_time', body: { reason: 'Safardaman' } }]));
  });

  it('registers only after the final confirmation, then shows the result', async () => {
    actMocks.acts.set(UUID, stagedAct(UUID, 8, ['register']));
    const { user } = renderApp(`/enotarial_act/${UUID}`, session);
    await user.click(await screen.findByRole('button', { name: oz.acts.actions.register.label }));
    const dialog = await screen.findByRole('dialog', { name: oz.acts.actions.register.title });
    expect(within(dialog).getByText(oz.acts.actions.register.prompt)).toBeInTheDocument();
    expect(actRequests.actions).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: oz.acts.actions.register.label }));
    expect(await screen.findByText(oz.acts.actions.register.done)).toBeInTheDocument();
    expect(screen.getByText('Reyestr raqami 2026-0009999, 01.12.2026')).toBeInTheDocument();
  });
});

describe('the result tab', () => {
  it('shows the registry number, links the verification code and downloads the signed print form with the session', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:print-form';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    actMocks.acts.set(UUID, stagedAct(UUID, 9, [], { regnum: '2026-0001234', regdate: '2026-11-18', verification_code: 'VX-1234' }));
    const { user } = renderApp(`/enotarial_act/${UUID}`, session);
    await openTab(user, oz.acts.details.tabs.result);
    expect(await screen.findByText('18.11.2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VX-1234' })).toHaveAttribute('href', '/verify/VX-1234');

    await user.click(screen.getByRole('button', { name: oz.acts.details.result.download }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:print-form', download: '2026-0001234.pdf' }]));
    expect(paymentRequests.printForms).toHaveLength(1);
    expect(paymentRequests.printForms[0]?.requestedWith).toBe('notary-portal');
    expect(created[0]?.size).toBeGreaterThan(0);
    click.mockRestore();
  });

  it('on a kiosk shows the verification code without leaving the kiosk frame', async () => {
    actMocks.acts.set(UUID, stagedAct(UUID, 9, [], { regnum: '2026-0001234', regdate: '2026-11-18', verification_code: 'VX-1234' }));
    renderApp(`/kiosk/enotarial_act/${UUID}`, session);
    expect(await screen.findByText('VX-1234')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'VX-1234' })).not.toBeInTheDocument();
  });

  it('opens the print form in the tab opened at the click', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:print-form');
    URL.revokeObjectURL = vi.fn();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    actMocks.acts.set(UUID, stagedAct(UUID, 9, [], { regnum: '2026-0001234', regdate: '2026-11-18' }));
    const { user } = renderApp(`/enotarial_act/${UUID}`, session);
    await user.click(await screen.findByRole('button', { name: oz.acts.details.result.open }));
    await waitFor(() => expect(tab.location.href).toBe('blob:print-form'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    open.mockRestore();
  });
});
