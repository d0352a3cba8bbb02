import { http, HttpResponse } from 'msw';
import type { NotifyItem } from '@/lib/api';
import { clientConfig } from '../data';
import { authenticate } from '../server-state';

const APP_VERSION = { 'X-App-Version': clientConfig.appVersion };

/**
 * GET /api/notarial_act/get_notify answering `items` to a valid session, as the server does (403 Access Denied
 * otherwise); `onCall` hears every request, for tests that count them.
 */
export function notifyHandler(items: NotifyItem[], onCall: () => void = () => undefined) {
  return http.get('/api/notarial_act/get_notify', ({ request }) => {
    onCall();
    const fresh = authenticate(request);
    if (!fresh) return HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: APP_VERSION });
    return HttpResponse.json(items, { headers: APP_VERSION });
  });
}

/** The server has no upcoming acts to announce today; tests that need some use `server.use(notifyHandler([...]))`. */
export const handlers = [notifyHandler([])];
