import { http, HttpResponse, type RequestHandler } from 'msw';
import { clientConfig, demoCitizen } from './data';
import { authenticate, endSession } from './server-state';

const APP_VERSION = { 'X-App-Version': clientConfig.appVersion };

export const accessDenied = () =>
  HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: APP_VERSION });

/** An authenticated answer as the server gives it: 403 without a valid session, else 200. */
function authenticated(request: Request, body: object) {
  const fresh = authenticate(request);
  if (!fresh) return accessDenied();
  return HttpResponse.json(body, { headers: APP_VERSION });
}

/** Each feature's handlers live in `handlers/<feature>.ts` and export `handlers`; they are collected here. */
const featureHandlers = Object.values(
  import.meta.glob<RequestHandler[]>('./handlers/*.ts', { eager: true, import: 'handlers' }),
).flat();

export const handlers = [
  ...featureHandlers,
  http.get('/api/client-config', () => HttpResponse.json(clientConfig, { headers: APP_VERSION })),
  http.get('/api/check_token', ({ request }) => authenticated(request, { status: 'ok' })),
  http.get('/api/user/me', ({ request }) => authenticated(request, demoCitizen)),
  http.post('/api/logout', ({ request }) => {
    if (!authenticate(request)) return accessDenied();
    endSession();
    return HttpResponse.json({ status: 'ok' }, { headers: APP_VERSION });
  }),
];
