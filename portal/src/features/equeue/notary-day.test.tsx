import { http, HttpResponse } from 'msw';
import { catalogues } from '@/lib/i18n';
import equeueOz from '@/locales/equeue/oz.json';
import { demoCitizen } from '@/testing/mocks/data';
import {
  atEqueueNow,
  equeueMocks,
  equeueRequests,
  NOTARY_BOOKED_UUID,
  NOTARY_LATE_UUID,
  resetEqueueMocks,
  TEXTS,
} from '@/testing/mocks/handlers/equeue';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const oz = { ...catalogues.oz, equeue: equeueOz };
const texts = oz.equeue;
const actions = texts.actions;
/** Malika Rahimova of docs/contracts/sandbox.md#demo-people, the notary of the mock's bookings. */
const malika = {
  ...demoCitizen,
  id: 2,
  userid: 'AB7654321',
  name: 'Malika',
  surname: 'Rahimova',
  fullname: 'Rahimova Malika',
  pin: '40209790120025',
  roles: ['citizen', 'notary'],
};
const session = { session: { user: malika } };
const PAGE = '/notary_desk/queue';

const table = () => screen.getByRole('table', { name: texts.day.label });
const rows = () => within(table()).getAllByRole('row').slice(1);
/** A booking's row by its time and citizen. */
const row = (time: string, citizen: string) => {
  const found = rows().find((item) => within(item).queryByText(time) && within(item).queryByText(citizen));
  if (!found) throw new Error(`no row at ${time} for ${citizen}`);
  return found;
};
/** The moves the server listed for a booking, as the buttons of its row. */
const moves = (time: string, citizen: string) => {
  const group = within(row(time, citizen)).queryByRole('group', { name: `${time}, ${citizen}: amallar` });
  return group ? within(group).getAllByRole('button').map((button) => button.textContent) : [];
};

beforeEach(() => {
  resetEqueueMocks();
  equeueMocks.caller = 'notary';
  server.use(atEqueueNow);
});

describe("the notary's day", () => {
  it("shows today's bookings in order, with their states and exactly the moves the server lists", async () => {
    renderApp(PAGE, session);
    expect(await screen.findByRole('heading', { level: 1, name: texts.day.title })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(equeueRequests.notaryDays).toEqual(['2026-12-01']);
    expect(screen.getByRole('status')).toHaveTextContent('01.12.2026: yozilishlar 5');
    expect(rows().map((item) => within(item).getAllByRole('cell')[0]?.textContent)).toEqual(['09:00', '09:30', '09:30', '10:00', '10:30']);

    expect(within(row('09:00', 'Tursunov Aziz')).getByText(texts.state.served)).toBeInTheDocument();
    expect(moves('09:00', 'Tursunov Aziz')).toEqual([]);
    // Late but here since 09:50: served now, or received in turn with a reason.
    expect(within(row('09:30', 'Qodirova Nilufar')).getByText(texts.state.late)).toBeInTheDocument();
    expect(within(row('09:30', 'Qodirova Nilufar')).getByText('Keldi: 09:50')).toBeInTheDocument();
    expect(moves('09:30', 'Qodirova Nilufar')).toEqual([actions.serve.label, actions.admit.label]);
    expect(moves('09:30', 'Karimova Dilnoza')).toEqual([actions.check_in.label, actions.no_show.label]);
    expect(moves('10:00', 'Toshmatov Bobur')).toEqual([actions.check_in.label, actions.no_show.label]);
    // Not yet due: only the check-in, no no-show.
    expect(moves('10:30', 'Karimova Dilnoza')).toEqual([actions.check_in.label]);
  });

  it('checks a citizen in and then marks them served', async () => {
    const { user } = renderApp(PAGE, session);
    await waitFor(() => expect(rows()).toHaveLength(5));
    const bobur = within(row('10:00', 'Toshmatov Bobur'));
    await user.click(bobur.getByRole('button', { name: actions.check_in.label }));
    await waitFor(() => expect(moves('10:00', 'Toshmatov Bobur')).toEqual([actions.serve.label]));
    expect(within(row('10:00', 'Toshmatov Bobur')).getByText(texts.state.checked_in)).toBeInTheDocument();

    await user.click(within(row('10:00', 'Toshmatov Bobur')).getByRole('button', { name: actions.serve.label }));
    await waitFor(() => expect(within(row('10:00', 'Toshmatov Bobur')).getByText(texts.state.served)).toBeInTheDocument());
    expect(moves('10:00', 'Toshmatov Bobur')).toEqual([]);
    expect(equeueRequests.actions).toEqual([
      { uuid: NOTARY_BOOKED_UUID, action: 'check_in', reason: '', kiosk: false },
      { uuid: NOTARY_BOOKED_UUID, action: 'serve', reason: '', kiosk: false },
    ]);
  });

  it('admits a late citizen in turn only with a reason, which the day then shows', async () => {
    const { user } = renderApp(PAGE, session);
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(within(row('09:30', 'Qodirova Nilufar')).getByRole('button', { name: actions.admit.label }));
    const dialog = await screen.findByRole('dialog', { name: actions.admit.title });
    expect(within(dialog).getByText(actions.admit.prompt.replace('{{citizen}}', 'Qodirova Nilufar'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: actions.admit.label }));
    expect(await within(dialog).findByText(actions.admit.reason_required)).toBeInTheDocument();
    expect(equeueRequests.actions).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: actions.admit.reason }), 'Navbatdagi fuqaro kelmadi');
    await user.click(within(dialog).getByRole('button', { name: actions.admit.label }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const nilufar = within(row('09:30', 'Qodirova Nilufar'));
    expect(await nilufar.findByText('Sabab: Navbatdagi fuqaro kelmadi')).toBeInTheDocument();
    expect(nilufar.getByText(texts.state.checked_in)).toBeInTheDocument();
    expect(moves('09:30', 'Qodirova Nilufar')).toEqual([actions.serve.label]);
    expect(equeueRequests.actions).toEqual([{ uuid: NOTARY_LATE_UUID, action: 'admit', reason: 'Navbatdagi fuqaro kelmadi', kiosk: false }]);
  });

  it('marks a citizen who did not come', async () => {
    const { user } = renderApp(PAGE, session);
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(within(row('09:30', 'Karimova Dilnoza')).getByRole('button', { name: actions.no_show.label }));
    await waitFor(() => expect(within(row('09:30', 'Karimova Dilnoza')).getByText(texts.state.no_show)).toBeInTheDocument());
    expect(moves('09:30', 'Karimova Dilnoza')).toEqual([]);
  });

  it('shows the server’s text in the row when a move is no longer open, until closed', async () => {
    const { user } = renderApp(PAGE, session);
    await waitFor(() => expect(rows()).toHaveLength(5));
    // Another desk served her meanwhile.
    const kept = equeueMocks.bookings.get(NOTARY_LATE_UUID);
    if (kept) equeueMocks.bookings.set(NOTARY_LATE_UUID, { ...kept, booking: { ...kept.booking, state: 'served' } });
    await user.click(within(row('09:30', 'Qodirova Nilufar')).getByRole('button', { name: actions.serve.label }));
    const alert = await within(row('09:30', 'Qodirova Nilufar')).findByRole('alert', { name: oz.errors.action_failed });
    expect(alert).toHaveTextContent(TEXTS.actionNotNow);
    // Said once, in place: the toast of the same text is taken back.
    await waitFor(() => expect(screen.getAllByText(TEXTS.actionNotNow)).toHaveLength(1));
    // The day is asked again: the refused move is gone, its reason stays in the row.
    await waitFor(() => expect(moves('09:30', 'Qodirova Nilufar')).toEqual([]));
    const told = within(row('09:30', 'Qodirova Nilufar')).getByRole('alert', { name: oz.errors.action_failed });
    await user.click(within(told).getByRole('button', { name: oz.dialog.close_notice }));
    expect(within(row('09:30', 'Qodirova Nilufar')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells why the day is unknown when the server’s clock could not be read, and asks again', async () => {
    // Down until the retry: each part of the page that mounts later asks once more by itself.
    let down = true;
    server.use(http.get('/api/client-config', () => (down ? new HttpResponse(null, { status: 503 }) : undefined)));
    const { user } = renderApp(PAGE, session);
    const alert = await screen.findByRole('alert', { name: oz.errors.load_failed });
    expect(alert).toHaveTextContent(oz.errors.system);
    expect(equeueRequests.notaryDays).toEqual([]);
    down = false;
    await user.click(within(alert).getByRole('button', { name: oz.errors.try_again }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(equeueRequests.notaryDays).toEqual(['2026-12-01']);
  });

  it('turns to another day', async () => {
    const { user } = renderApp(PAGE, session);
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: texts.day.next }));
    expect(await screen.findByText(texts.day.empty)).toBeInTheDocument();
    expect(equeueRequests.notaryDays.at(-1)).toBe('2026-12-02');
    expect(screen.getByRole('textbox', { name: texts.day.day })).toHaveValue('02.12.2026');
    await user.click(screen.getByRole('button', { name: texts.day.today }));
    await waitFor(() => expect(rows()).toHaveLength(5));
  });

  it('sends someone who is not a notary to the forbidden page', async () => {
    equeueMocks.caller = 'citizen';
    const { router } = renderApp(PAGE, { session: {} });
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });
});
