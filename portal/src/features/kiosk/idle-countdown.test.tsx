import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PERSISTED_STATE_KEY } from '@/lib/persisted-state';
import ozKiosk from '@/locales/kiosk/oz.json';
import { clientConfig } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { sessionState } from '@/testing/mocks/server-state';
import { act, persisted, renderApp, screen, waitFor } from '@/testing/test-utils';
import { COUNTDOWN_SECONDS } from './components/kiosk-visit';
import { installKioskBridge } from '@/testing/kiosk-bridge';

const IDLE_MS = 120_000;

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const countdown = () => screen.queryByRole('dialog', { name: ozKiosk.idle.title });
/** Dialogs open with a transition: wait for it (the fake clock advances with real time too). */
const countdownShown = () => screen.findByRole('dialog', { name: ozKiosk.idle.title });
const secondsShown = (seconds: number) => ozKiosk.idle.message.replace('{{seconds}}', String(seconds));

async function kioskMenu() {
  const view = renderApp('/kiosk', { session: {} });
  await screen.findByRole('heading', { level: 1, name: ozKiosk.menu_title });
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  delete window.kioskBridge;
});

it('counts down after the idle time, and any touch or key press cancels it', async () => {
  await kioskMenu();
  await advance(IDLE_MS - 1_000);
  expect(countdown()).not.toBeInTheDocument();
  await advance(1_000);
  expect(await countdownShown()).toBeInTheDocument();
  expect(screen.getByText(secondsShown(COUNTDOWN_SECONDS))).toBeInTheDocument();
  await advance(5_000);
  expect(screen.getByText(secondsShown(COUNTDOWN_SECONDS - 5))).toBeInTheDocument();

  fireEvent.pointerDown(document.body);
  await waitFor(() => expect(countdown()).not.toBeInTheDocument());
  // The count starts over from the touch: a person typing is never cut off.
  await advance(IDLE_MS - 1_000);
  fireEvent.keyDown(document.body, { key: '1' });
  await advance(IDLE_MS - 1_000);
  expect(countdown()).not.toBeInTheDocument();
  expect(persisted().user).not.toBeNull();
});

it('at zero logs out, forgets the visitor and returns to the kiosk login', async () => {
  const { router } = await kioskMenu();
  act(() => persisted().setLocale('ru'));
  await advance(IDLE_MS + COUNTDOWN_SECONDS * 1_000);
  await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/auth'));
  expect(sessionState.base).toBeNull();
  expect(persisted()).toMatchObject({ user: null, redirectUrl: null, locale: 'oz', mode: 'kiosk' });
  expect(JSON.parse(localStorage.getItem(PERSISTED_STATE_KEY) ?? '{}').state).toMatchObject({ user: null });
  expect(countdown()).not.toBeInTheDocument();
});

it('at zero hands over to the kiosk shell, after the logout, when the page runs in it', async () => {
  const endSession = installKioskBridge(vi.fn(() => {
    expect(sessionState.base).toBeNull();
    expect(persisted().user).toBeNull();
    return Promise.resolve();
  }));
  await kioskMenu();
  await advance(IDLE_MS + COUNTDOWN_SECONDS * 1_000);
  await waitFor(() => expect(endSession).toHaveBeenCalledOnce());
});

it('ends the visit even when the logout fails, without troubling the next visitor with a toast', async () => {
  server.use(http.post('/api/logout', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  const endSession = installKioskBridge();
  await kioskMenu();
  await advance(IDLE_MS + COUNTDOWN_SECONDS * 1_000);
  await waitFor(() => expect(endSession).toHaveBeenCalledOnce());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('lets the visitor end the visit at once from the countdown', async () => {
  const { router } = await kioskMenu();
  await advance(IDLE_MS);
  await countdownShown();
  fireEvent.click(await screen.findByRole('button', { name: ozKiosk.idle.finish }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/auth'));
  expect(persisted().user).toBeNull();
});

it('does not count on an untouched login page, only once someone has touched it', async () => {
  const logout = vi.fn();
  server.use(http.post('/api/logout', logout));
  const { router } = renderApp('/kiosk/auth');
  await screen.findByRole('main');
  await advance(3 * IDLE_MS);
  expect(countdown()).not.toBeInTheDocument();
  fireEvent.pointerDown(document.body);
  await advance(IDLE_MS);
  expect(await countdownShown()).toBeInTheDocument();
  await advance(COUNTDOWN_SECONDS * 1_000);
  await waitFor(() => expect(countdown()).not.toBeInTheDocument());
  expect(router.state.location.pathname).toBe('/kiosk/auth');
  expect(logout).not.toHaveBeenCalled();
});

it('takes the idle time from the client config', async () => {
  server.use(http.get('/api/client-config', () => HttpResponse.json({ ...clientConfig, kioskIdleSeconds: 30 })));
  await kioskMenu();
  await advance(30_000);
  expect(await countdownShown()).toBeInTheDocument();
});
