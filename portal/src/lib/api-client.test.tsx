import { notifications } from '@mantine/notifications';
import { delay, http, HttpResponse } from 'msw';
import { client } from '@/lib/api/client.gen';
import { catalogues } from '@/lib/i18n';
import ozIdentity from '@/locales/identity/oz.json';
import { demoCitizen } from '@/testing/mocks/data';
import { accessDenied } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { act, persisted, renderApp, screen, waitFor } from '@/testing/test-utils';
import { ApiError, downloadFile, filenameOf, timeoutFor } from './api-client';
import { getCurrentUser } from './auth';

const oz = catalogues.oz;

/** One call to a test endpoint answering `answer`; resolves with the ApiError it raised. */
async function failingCall(method: 'get' | 'post', answer: () => Response): Promise<ApiError> {
  const url = '/api/test-endpoint';
  server.use(http[method](url, answer));
  // The client's reaction (toast, redirect, session clearing) updates the rendered app: let it settle in act().
  let error: unknown;
  await act(async () => {
    error = await client[method]({ url, throwOnError: true }).catch((caught: unknown) => caught);
  });
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('requests', () => {
  it('carry the portal header and the locale as Accept-Language, never a token', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get('/api/user/me', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json(demoCitizen);
      }),
    );
    persisted().signIn(demoCitizen);
    persisted().setLocale('ru');
    await getCurrentUser();
    expect(seen?.get('X-Requested-With')).toBe('notary-portal');
    expect(seen?.has('Authorization')).toBe(false);
    expect(seen?.get('Accept-Language')).toBe('ru');
  });

  it('carry the portal header without a session too', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get('/api/client-config', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({});
      }),
    );
    await client.get({ url: '/api/client-config', throwOnError: true });
    expect(seen?.get('X-Requested-With')).toBe('notary-portal');
    expect(seen?.get('Accept-Language')).toBe('oz');
  });

  it('time out after 60 s for the identification calls and 100 s for the rest', () => {
    expect(timeoutFor('/api/auth')).toBe(60_000);
    expect(timeoutFor('/api/check_before_auth')).toBe(60_000);
    expect(timeoutFor('/api/user/me')).toBe(100_000);
    expect(timeoutFor('/api/authority')).toBe(100_000);
  });
});

describe('the session', () => {
  it('is not brought back by a late answer when it ended while the call was in flight', async () => {
    server.use(
      http.get('/api/user/me', () => {
        persisted().clearSession();
        return HttpResponse.json(demoCitizen);
      }),
    );
    persisted().signIn(demoCitizen);
    await getCurrentUser();
    expect(persisted().user).toBeNull();
  });
});

describe('errors', () => {
  it('400: shows the body text as an error toast', async () => {
    renderApp('/notary');
    const error = await failingCall('post', () => new HttpResponse('Pasport seriyasi noto‘g‘ri', { status: 400 }));
    expect(error.status).toBe(400);
    expect(await screen.findByText('Pasport seriyasi noto‘g‘ri')).toBeInTheDocument();
  });

  it('409 answered nowhere in place: shows the body text as an error toast', async () => {
    renderApp('/notary');
    await failingCall('post', () => new HttpResponse('Changed by someone else meanwhile', { status: 409 }));
    expect(await screen.findByText('Changed by someone else meanwhile')).toBeInTheDocument();
  });

  it('429: shows the wait message', async () => {
    renderApp('/notary');
    await failingCall('post', () => new HttpResponse('Too many attempts, wait 30 s', { status: 429 }));
    expect(await screen.findByText('Too many attempts, wait 30 s')).toBeInTheDocument();
  });

  it('403 Access Denied: clears the session, remembers the path, toasts; the kiosk goes to its login', async () => {
    const { router } = renderApp('/kiosk/my_notarial_act', { session: {} });
    await screen.findByRole('heading', { name: oz.pages.myActs.title });
    await failingCall('get', accessDenied);
    expect(await screen.findByText(oz.errors.session_expired)).toBeInTheDocument();
    expect(persisted().user).toBeNull();
    expect(persisted().redirectUrl).toBe('/kiosk/my_notarial_act');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/auth'));
  });

  it('403 Access Denied in a browser: the page stays and asks for login', async () => {
    const { router } = renderApp('/search_ban', { session: {} });
    await screen.findByRole('heading', { name: oz.pages.searchBan.title });
    await failingCall('get', accessDenied);
    expect(await screen.findByRole('heading', { name: ozIdentity.login_required_title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search_ban');
    expect(persisted().redirectUrl).toBe('/search_ban');
  });

  it.each([
    ['/notary', '/403'],
    ['/kiosk/search_proxy', '/kiosk/403'],
  ])('403 forbidden on %s goes to %s', async (start, forbidden) => {
    const { router } = renderApp(start, { session: {} });
    await screen.findByRole('heading', { level: 1 });
    await failingCall('get', () => HttpResponse.json({ message: 'Taqiqlangan', code: 'forbidden' }, { status: 403 }));
    await waitFor(() => expect(router.state.location.pathname).toBe(forbidden));
    expect(persisted().user).not.toBeNull();
  });

  it('404 on GET: toast with the body and the 404 page', async () => {
    const { router } = renderApp('/notary/99');
    await screen.findByRole('heading', { level: 1 });
    await failingCall('get', () => HttpResponse.json({ message: 'Notarius topilmadi' }, { status: 404 }));
    expect(await screen.findByText('Notarius topilmadi')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('404 on POST: toast only', async () => {
    const { router } = renderApp('/notary');
    await screen.findByRole('heading', { level: 1 });
    await failingCall('post', () => HttpResponse.json({ message: 'Yozuv topilmadi' }, { status: 404 }));
    expect(await screen.findByText('Yozuv topilmadi')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notary');
  });

  it.each([
    ['uuid_not_found', oz.errors.act_not_found],
    ['pin_not_found_in_uuid', oz.errors.not_a_party],
  ])('418 %s: toast and back to my notarial acts', async (code, message) => {
    const { router } = renderApp('/enotarial_act/abc', { session: {} });
    await screen.findByRole('heading', { level: 1 });
    await failingCall('get', () => HttpResponse.json({ code, message: 'x' }, { status: 418 }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_notarial_act'));
  });

  it('418 in the kiosk goes to the kiosk variant of my notarial acts', async () => {
    const { router } = renderApp('/kiosk/enotarial_act/abc', { session: {} });
    await screen.findByRole('heading', { level: 1 });
    await failingCall('get', () => HttpResponse.json({ code: 'uuid_not_found', message: 'x' }, { status: 418 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/my_notarial_act'));
  });

  it('418 on a download: file access forbidden, then back to my notarial acts', async () => {
    const { router } = renderApp('/enotarial_act/abc', { session: {} });
    await screen.findByRole('heading', { level: 1 });
    server.use(http.get('/api/file', () => HttpResponse.json({ code: 'pin_not_found_in_uuid' }, { status: 418 })));
    await act(() => expect(downloadFile('/api/file')).rejects.toBeInstanceOf(ApiError));
    expect(await screen.findByText(oz.errors.file_access_forbidden)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_notarial_act'));
  });

  it('500: the system-error toast, never the server internals', async () => {
    renderApp('/notary');
    await failingCall('get', () => HttpResponse.json({ message: 'Tizim xatosi' }, { status: 500 }));
    expect(await screen.findByText(oz.errors.system)).toBeInTheDocument();
  });

  it('502: the external-system toast', async () => {
    renderApp('/notary');
    await failingCall('get', () => HttpResponse.json({ message: 'x' }, { status: 502 }));
    expect(await screen.findByText(oz.errors.external_system)).toBeInTheDocument();
  });

  it('an identification call without an answer in 60 s: the timeout toast', async () => {
    renderApp('/notary');
    await screen.findByRole('heading', { level: 1 });
    server.use(http.post('/api/auth', () => delay('infinite')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const call = client.post({ url: '/api/auth', throwOnError: true }).catch((caught: unknown) => caught);
      await act(() => vi.advanceTimersByTimeAsync(59_000));
      expect(screen.queryByText(oz.errors.timeout)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      const error = (await call) as ApiError;
      expect(error.status).toBe(0);
      expect(error.code).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText(oz.errors.timeout)).toBeInTheDocument();
  });

  it('no answer at all: the connection toast', async () => {
    renderApp('/notary');
    const error = await failingCall('get', () => HttpResponse.error());
    expect(error.status).toBe(0);
    expect(await screen.findByText(oz.errors.network)).toBeInTheDocument();
  });
});

it.each([
  { status: 400, answer: () => new HttpResponse('x', { status: 400 }), autoClose: 20_000 },
  { status: 403, answer: accessDenied, autoClose: 3_000 },
  { status: 418, answer: () => HttpResponse.json({ code: 'uuid_not_found' }, { status: 418 }), autoClose: 30_000 },
  { status: 500, answer: () => HttpResponse.json({ message: 'x' }, { status: 500 }), autoClose: 20_000 },
])('keeps the toast of a $status for $autoClose ms (spec 9)', async ({ answer, autoClose }) => {
  const show = vi.spyOn(notifications, 'show');
  renderApp('/enotarial_act/abc', { session: {} });
  await screen.findByRole('heading', { level: 1 });
  await failingCall('get', answer);
  expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose }));
  show.mockRestore();
});

it('shows the stale-version notice once when the server runs another build', async () => {
  renderApp('/notary');
  server.use(http.get('/api/dict/version', () => HttpResponse.json({ version: 3 }, { headers: { 'X-App-Version': '9.9.9' } })));
  await act(async () => {
    await client.get({ url: '/api/dict/version', throwOnError: true });
    await client.get({ url: '/api/dict/version', throwOnError: true });
  });
  expect(await screen.findAllByText(oz.stale_version.message)).toHaveLength(1);
  expect(screen.getByRole('button', { name: oz.stale_version.refresh })).toBeInTheDocument();
});

it('downloads a file under the name given by Content-Disposition', async () => {
  server.use(
    http.get('/api/file', () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF').buffer, {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="act-0001234.pdf"' },
      }),
    ),
  );
  const { blob, filename } = await downloadFile('/api/file');
  expect(filename).toBe('act-0001234.pdf');
  expect(blob.size).toBe(4);
});

it('reads both forms of the Content-Disposition file name', () => {
  expect(filenameOf("attachment; filename*=UTF-8''ishonchnoma%20%E2%84%961.pdf")).toBe('ishonchnoma №1.pdf');
  expect(filenameOf('attachment; filename=plain.txt')).toBe('plain.txt');
  expect(filenameOf(null)).toBeNull();
});
