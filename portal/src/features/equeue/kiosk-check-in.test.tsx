import { http, HttpResponse } from 'msw';
import { catalogues } from '@/lib/i18n';
import equeueOz from '@/locales/equeue/oz.json';
import { ARRIVING_UUID, atEqueueNow, equeueMocks, equeueRequests, LATE_UUID, resetEqueueMocks } from '@/testing/mocks/handlers/equeue';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const oz = { ...catalogues.oz, equeue: equeueOz };
const texts = oz.equeue;
const session = { session: {} };
const KIOSK_PAGE = '/kiosk/equeue';

/** Today's bookings the kiosk shows first, by their time. */
async function todayCards() {
  const heading = await screen.findByRole('heading', { name: texts.today.title });
  const section = heading.closest('section');
  if (!section) throw new Error('no section of today');
  return within(section).getAllByRole('article');
}

const cardAt = async (time: string) => {
  const card = (await todayCards()).find((item) => within(item).queryByText(time, { selector: 'div' }));
  if (!card) throw new Error(`no booking of today at ${time}`);
  return card;
};

beforeEach(() => {
  resetEqueueMocks();
  server.use(atEqueueNow);
});

describe("the kiosk's check-in", () => {
  it("shows the visitor's bookings of today first, each with the moves the server lists for a kiosk", async () => {
    renderApp(KIOSK_PAGE, session);
    const cards = await todayCards();
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('09:30')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('10:30')).toBeInTheDocument();
    // The late one may still check in (to be served in the general queue), no longer cancel.
    const late = cards[0] as HTMLElement;
    expect(within(late).getByText(texts.state.late)).toBeInTheDocument();
    expect(within(late).getByRole('button', { name: texts.actions.check_in.label })).toBeInTheDocument();
    expect(within(late).queryByRole('button', { name: texts.actions.cancel.label })).not.toBeInTheDocument();
    const coming = cards[1] as HTMLElement;
    expect(within(coming).getByRole('button', { name: texts.actions.check_in.label })).toBeInTheDocument();
    expect(within(coming).getByRole('button', { name: texts.actions.cancel.label })).toBeInTheDocument();
    // The booking form follows, and the calendar file is not offered on a kiosk.
    expect(screen.getByRole('combobox', { name: texts.book.fields.service })).toBeInTheDocument();
  });

  it('checks the visitor in on time', async () => {
    const { user } = renderApp(KIOSK_PAGE, session);
    const coming = await cardAt('10:30');
    await user.click(within(coming).getByRole('button', { name: texts.actions.check_in.label }));

    expect(await within(coming).findByRole('status')).toHaveTextContent(texts.arrived.checked_in);
    expect(within(coming).getByText(texts.state.checked_in)).toBeInTheDocument();
    expect(within(coming).queryByRole('button', { name: texts.actions.check_in.label })).not.toBeInTheDocument();
    expect(within(coming).getByText('01.12.2026 10:00')).toBeInTheDocument();
    expect(equeueRequests.actions).toEqual([{ uuid: ARRIVING_UUID, action: 'check_in', reason: '', kiosk: true }]);
  });

  it('tells a visitor more than 15 minutes late that the general queue serves them', async () => {
    const { user } = renderApp(KIOSK_PAGE, session);
    const late = await cardAt('09:30');
    await user.click(within(late).getByRole('button', { name: texts.actions.check_in.label }));
    expect(await within(late).findByRole('status')).toHaveTextContent(texts.arrived.late);
    expect(within(late).getByText(texts.state.late)).toBeInTheDocument();
    expect(equeueRequests.actions).toEqual([{ uuid: LATE_UUID, action: 'check_in', reason: '', kiosk: true }]);
  });

  it('shows nothing of today when the visitor has no booking today', async () => {
    equeueMocks.bookings.delete(ARRIVING_UUID);
    equeueMocks.bookings.delete(LATE_UUID);
    renderApp(KIOSK_PAGE, session);
    expect(await screen.findByRole('combobox', { name: texts.book.fields.service })).toBeInTheDocument();
    await waitFor(() => expect(equeueRequests.histories).toBe(1));
    // The answer's render: a moment after the history came.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: texts.today.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.actions.check_in.label })).not.toBeInTheDocument();
  });

  it('tells why the bookings of today could not be had, and asks again', async () => {
    server.use(http.get('/api/equeue/bookings', () => HttpResponse.error(), { once: true }));
    const { user } = renderApp(KIOSK_PAGE, session);
    const alert = await screen.findByRole('alert', { name: texts.today.failed });
    expect(alert).toHaveTextContent(oz.errors.network);
    // The booking form stays usable under it.
    expect(screen.getByRole('combobox', { name: texts.book.fields.service })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: oz.errors.try_again }));
    expect(await todayCards()).toHaveLength(2);
    expect(screen.queryByRole('alert', { name: texts.today.failed })).not.toBeInTheDocument();
  });

  it('tells why today is unknown when the server’s clock could not be read, and asks again', async () => {
    // Down until the retry: each part of the page that mounts later asks once more by itself.
    let down = true;
    server.use(http.get('/api/client-config', () => (down ? HttpResponse.error() : undefined)));
    const { user } = renderApp(KIOSK_PAGE, session);
    const alert = await screen.findByRole('alert', { name: texts.today.failed });
    expect(alert).toHaveTextContent(oz.errors.network);
    down = false;
    await user.click(within(alert).getByRole('button', { name: oz.errors.try_again }));
    expect(await todayCards()).toHaveLength(2);
  });

  it('gives every button and field a finger-sized target', async () => {
    renderApp(KIOSK_PAGE, session);
    const [first] = await todayCards();
    const checkIn = within(first as HTMLElement).getByRole('button', { name: texts.actions.check_in.label });
    expect(checkIn.style.getPropertyValue('--button-height')).toBe('var(--button-height-lg)');
    const service = screen.getByRole('combobox', { name: texts.book.fields.service });
    expect(service.closest('[data-size]')).toHaveAttribute('data-size', 'lg');
    expect(screen.getByRole('button', { name: texts.book.submit }).style.getPropertyValue('--button-height')).toBe('var(--button-height-lg)');
  });
});
