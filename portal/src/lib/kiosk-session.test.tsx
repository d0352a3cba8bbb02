import { http } from 'msw';
import ozKiosk from '@/locales/kiosk/oz.json';
import { accessDenied } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { sessionState } from '@/testing/mocks/server-state';
import { catalogues } from './i18n';
import { persisted, renderApp, screen, waitFor } from '@/testing/test-utils';
import { installKioskBridge } from '@/testing/kiosk-bridge';
import { leaveExpiredKioskSession } from './kiosk-session';

const oz = catalogues.oz;

afterEach(() => {
  delete window.kioskBridge;
});

async function finishFromTheMenu() {
  const view = renderApp('/kiosk', { session: {} });
  await screen.findByRole('heading', { level: 1, name: ozKiosk.menu_title });
  await view.user.click(screen.getByRole('button', { name: oz.header.finish_session }));
  return view;
}

describe('finishing a kiosk session', () => {
  it('inside the shell: logs out, forgets the visitor, then lets the shell wipe the session', async () => {
    const endSession = installKioskBridge(vi.fn(() => {
      expect(sessionState.base).toBeNull();
      expect(persisted()).toMatchObject({ user: null, redirectUrl: null });
      return Promise.resolve();
    }));
    await finishFromTheMenu();
    await waitFor(() => expect(endSession).toHaveBeenCalledOnce());
  });

  it('in a plain browser: back at the kiosk login, with nothing remembered for the next visitor', async () => {
    const { router } = await finishFromTheMenu();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/auth'));
    expect(persisted()).toMatchObject({ user: null, redirectUrl: null, mode: 'kiosk' });
  });

  it('when the shell fails to answer: the page goes to the kiosk login itself', async () => {
    installKioskBridge(vi.fn(() => Promise.reject(new Error('ipc closed'))));
    const { router } = await finishFromTheMenu();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/auth'));
  });
});

describe('an expired session on a kiosk', () => {
  it('inside the shell: the expiry toast, the path remembered, and the shell wipes the session', async () => {
    server.use(http.get('/api/check_token', accessDenied));
    const endSession = installKioskBridge();
    renderApp('/kiosk/my_notarial_act', { session: {} });
    await waitFor(() => expect(endSession).toHaveBeenCalledOnce());
    expect(await screen.findByText(oz.errors.session_expired)).toBeInTheDocument();
    expect(persisted()).toMatchObject({ user: null, redirectUrl: '/kiosk/my_notarial_act' });
  });

  it('answers refused together (an idle reset and a poll) ask the shell for one wipe', async () => {
    let wiped: () => void = () => {};
    const endSession = installKioskBridge(vi.fn(() => new Promise<void>((resolve) => (wiped = resolve))));
    leaveExpiredKioskSession();
    leaveExpiredKioskSession();
    wiped();
    await waitFor(() => expect(endSession).toHaveBeenCalledOnce());
  });

  it('in a plain browser: the kiosk login', async () => {
    server.use(http.get('/api/check_token', accessDenied));
    const { router } = renderApp('/kiosk/my_notarial_act', { session: {} });
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/auth'));
    expect(persisted().redirectUrl).toBe('/kiosk/my_notarial_act');
  });
});
