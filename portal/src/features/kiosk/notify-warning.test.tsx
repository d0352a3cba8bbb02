import { http, HttpResponse } from 'msw';
import ozKiosk from '@/locales/kiosk/oz.json';
import { demoCitizen } from '@/testing/mocks/data';
import { upcomingActs } from '@/testing/mocks/handlers/kiosk';
import { notifyHandler } from '@/testing/mocks/handlers/notify';
import { server } from '@/testing/mocks/server';
import { startSession } from '@/testing/mocks/server-state';
import { act, persisted, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const [inPerson, video] = upcomingActs as [(typeof upcomingActs)[0], (typeof upcomingActs)[0]];

/**
 * What the login flow does on success (docs/contracts/portal.md#authentication): the session is stored on the login
 * page, then the menu opens.
 */
async function logIn(router: ReturnType<typeof renderApp>['router'], user = demoCitizen) {
  act(() => {
    startSession('fresh-token');
    persisted().signIn(user);
  });
  await act(() => router.navigate('/kiosk'));
}

const notifyDialog = () => screen.findByRole('dialog', { name: ozKiosk.notify.title });

it('lists the upcoming acts after a kiosk login, each linking to its act', async () => {
  server.use(notifyHandler(upcomingActs));
  const { router } = renderApp('/kiosk/auth');
  await screen.findByRole('main');
  await logIn(router);
  const dialog = await notifyDialog();
  const items = within(dialog).getAllByRole('listitem');
  expect(items).toHaveLength(2);

  const first = within(items[0] as HTMLElement);
  expect(first.getByRole('link', { name: inPerson.na })).toHaveAttribute('href', `/kiosk/enotarial_act/${inPerson.uuid}`);
  expect(first.getByText(ozKiosk.notify.in_person)).toBeInTheDocument();
  expect(items[0]?.querySelector('[data-registration-type="1"]')).not.toBeNull();
  // The visit date and time are shown for video conferences only (docs/contracts/portal.md#notify-warning-dialog).
  expect(first.queryByText(/Videokonferensiya:/)).not.toBeInTheDocument();

  const second = within(items[1] as HTMLElement);
  expect(second.getByRole('link', { name: video.na })).toHaveAttribute('href', `/kiosk/enotarial_act/${video.uuid}`);
  expect(second.getByText(ozKiosk.notify.video)).toBeInTheDocument();
  expect(items[1]?.querySelector('[data-registration-type="2"]')).not.toBeNull();
  expect(second.getByText('Videokonferensiya: 12.03.2026, soat 14:30')).toBeInTheDocument();
});

it('waits on the login page until the visitor has left it for the menu', async () => {
  const asked = vi.fn();
  server.use(notifyHandler(upcomingActs, asked));
  const { router } = renderApp('/kiosk/auth');
  await screen.findByRole('main');
  act(() => {
    startSession('fresh-token');
    persisted().signIn(demoCitizen);
  });
  await vi.waitFor(() => expect(asked).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.queryByRole('dialog', { name: ozKiosk.notify.title })).not.toBeInTheDocument();
  await act(() => router.navigate('/kiosk'));
  expect(await notifyDialog()).toBeInTheDocument();
});

it('is shown once: closing it, or following a link, puts it away for the rest of the visit', async () => {
  server.use(notifyHandler(upcomingActs));
  const { user, router } = renderApp('/kiosk/auth');
  await screen.findByRole('main');
  await logIn(router);
  await user.click(within(await notifyDialog()).getByRole('link', { name: video.na }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/kiosk/enotarial_act/${video.uuid}`));
  await act(() => router.navigate('/kiosk'));
  await screen.findByRole('heading', { level: 1, name: ozKiosk.menu_title });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: ozKiosk.notify.title })).not.toBeInTheDocument());
});

it('waits until the terms of use are accepted', async () => {
  server.use(notifyHandler(upcomingActs));
  const { router } = renderApp('/kiosk/auth');
  await screen.findByRole('main');
  await logIn(router, { ...demoCitizen, termsofuse: 0 });
  await screen.findByRole('heading', { level: 1, name: ozKiosk.menu_title });
  expect(screen.queryByRole('dialog', { name: ozKiosk.notify.title })).not.toBeInTheDocument();
  act(() => persisted().setUser(demoCitizen));
  expect(await notifyDialog()).toBeInTheDocument();
});

it('is not shown for a session found at start-up, nor when there is nothing to announce', async () => {
  const asked = vi.fn();
  server.use(
    http.get('/api/notarial_act/get_notify', () => {
      asked();
      return HttpResponse.json([]);
    }),
  );
  const { router } = renderApp('/kiosk', { session: {} });
  await screen.findByRole('heading', { level: 1, name: ozKiosk.menu_title });
  expect(asked).not.toHaveBeenCalled();
  act(() => persisted().clearSession());
  await logIn(router);
  await vi.waitFor(() => expect(asked).toHaveBeenCalledOnce());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
