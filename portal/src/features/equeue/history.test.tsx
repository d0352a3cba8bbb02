import { catalogues } from '@/lib/i18n';
import equeueOz from '@/locales/equeue/oz.json';
import {
  ARRIVING_UUID,
  atEqueueNow,
  equeueRequests,
  resetEqueueMocks,
  UPCOMING_UUID,
} from '@/testing/mocks/handlers/equeue';
import { MIROBOD_OFFICE } from '@/testing/mocks/handlers/notaries';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const oz = { ...catalogues.oz, equeue: equeueOz };
const texts = oz.equeue;
const session = { session: {} };

/** The history's bookings, each as its date, time and state, in the order shown. */
async function bookingsShown() {
  const list = await screen.findByRole('region', { name: texts.history.label });
  return within(list)
    .getAllByRole('article')
    .map((card) => ({
      card,
      when: `${within(card).getByText(texts.booking.fields.date).nextSibling?.textContent} ${within(card).getByText(texts.booking.fields.time).nextSibling?.textContent}`,
    }));
}

const cardAt = async (when: string) => {
  const found = (await bookingsShown()).find((shown) => shown.when === when);
  if (!found) throw new Error(`no booking at ${when}`);
  return found.card;
};

beforeEach(() => {
  resetEqueueMocks();
  server.use(atEqueueNow);
});

describe('the history of bookings', () => {
  it('lists every booking, the latest time first, with its state and fields in Tashkent time', async () => {
    const { user } = renderApp('/equeue', session);
    await user.click(await screen.findByRole('tab', { name: texts.tabs.history }));
    const shown = await bookingsShown();
    expect(shown.map(({ when }) => when)).toEqual([
      '15.12.2026 10:00',
      '01.12.2026 10:30',
      '01.12.2026 09:30',
      '27.11.2026 11:00',
      '20.11.2026 14:00',
    ]);
    const states = shown.map(({ card }) => within(card).getByText(new RegExp(Object.values(texts.state).join('|'))).textContent);
    expect(states).toEqual([texts.state.booked, texts.state.booked, texts.state.late, texts.state.cancelled, texts.state.served]);

    const upcoming = await cardAt('15.12.2026 10:00');
    expect(within(upcoming).getByRole('heading', { name: 'Umumiy ishonchnoma' })).toBeInTheDocument();
    for (const text of ['Rahimova Malika Anvarovna', MIROBOD_OFFICE.name, MIROBOD_OFFICE.address, '25.11.2026 09:30', 'dilnoza@example.uz', 'Ishonchnoma uchun']) {
      expect(within(upcoming).getByText(text)).toBeInTheDocument();
    }
    // Only what the server lists: a browser is offered no check-in, a past or late booking no cancel.
    expect(within(upcoming).getByRole('button', { name: texts.actions.cancel.label })).toBeInTheDocument();
    const today = await cardAt('01.12.2026 10:30');
    expect(within(today).getByRole('button', { name: texts.actions.cancel.label })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.actions.check_in.label })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: texts.actions.cancel.label })).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: texts.today.title })).not.toBeInTheDocument();
  });

  it('cancels an upcoming booking only after the citizen confirms it', async () => {
    const { user } = renderApp('/equeue?tab=history', session);
    const upcoming = await cardAt('15.12.2026 10:00');
    await user.click(within(upcoming).getByRole('button', { name: texts.actions.cancel.label }));
    let dialog = await screen.findByRole('dialog', { name: texts.actions.cancel.title });
    expect(within(dialog).getByText(texts.actions.cancel.prompt)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.actions.back }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(equeueRequests.actions).toHaveLength(0);

    await user.click(within(upcoming).getByRole('button', { name: texts.actions.cancel.label }));
    dialog = await screen.findByRole('dialog', { name: texts.actions.cancel.title });
    await user.click(within(dialog).getByRole('button', { name: texts.actions.cancel.confirm }));
    await waitFor(() => expect(within(upcoming).getByText(texts.state.cancelled)).toBeInTheDocument());
    expect(within(upcoming).queryByRole('button', { name: texts.actions.cancel.label })).not.toBeInTheDocument();
    expect(equeueRequests.actions).toEqual([{ uuid: UPCOMING_UUID, action: 'cancel', reason: '', kiosk: false }]);
  });

  it('opens the booking the SMS link names, framed and scrolled into view', async () => {
    renderApp(`/equeue?tab=history&booking=${ARRIVING_UUID}`, session);
    expect(await screen.findByRole('tab', { name: texts.tabs.history })).toHaveAttribute('aria-selected', 'true');
    const named = await cardAt('01.12.2026 10:30');
    expect(named).toHaveAttribute('aria-current', 'true');
    expect((await cardAt('15.12.2026 10:00')).hasAttribute('aria-current')).toBe(false);
    await waitFor(() => expect(named.scrollIntoView).toHaveBeenCalled());
  });

  it('keeps the open tab in the address', async () => {
    const { user, router } = renderApp('/equeue', session);
    await user.click(await screen.findByRole('tab', { name: texts.tabs.history }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=history'));
    await user.click(screen.getByRole('tab', { name: texts.tabs.book }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
