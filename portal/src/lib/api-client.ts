import { AUTH_PATHS, AUTH_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@/config/constants';
import { env, modeOfPath } from '@/config/env';
import { client } from '@/lib/api/client.gen';
import { ApiError, NO_ANSWER, reactToApiError } from './api-errors';
import { currentPathname } from './navigation';
import { showStaleVersionNotice } from './notifications';
import { usePersistedState } from './persisted-state';

export { ApiError } from './api-errors';

declare module './api/client/types.gen' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- an augmentation repeats the type parameter
  interface Config<T extends ClientOptions = ClientOptions> {
    /**
     * Error statuses the calling page answers itself, with no toast and no redirect: a registry search whose
     * 404 means "nothing found" shows that in place, it is not a missing page.
     */
    expectedStatuses?: readonly number[];
  }
}

class RequestTimeout extends Error {
  constructor() {
    super('request timed out');
    this.name = 'RequestTimeout';
  }
}

/** 60 s for the identification calls, 100 s for everything else (docs/contracts/errors-and-limits.md#timeouts). */
export function timeoutFor(url: string): number {
  const { pathname } = new URL(url, window.location.origin);
  return (AUTH_PATHS as readonly string[]).includes(pathname) ? AUTH_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

/** fetch with the call's timeout; a caller's own abort (a cancelled query) still passes through. */
function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RequestTimeout()), timeoutFor(request.url));
  request.signal.addEventListener('abort', () => controller.abort(request.signal.reason), { once: true });
  return fetch(request, { signal: controller.signal }).finally(() => clearTimeout(timer));
}

/**
 * The session travels as the server's HttpOnly cookie, sent by the browser on same-origin calls; the portal's header
 * marks a call as the portal's own, which a cross-site form cannot do (docs/security.md#cross-site-requests).
 */
export const PORTAL_HEADER = { name: 'X-Requested-With', value: 'notary-portal' } as const;

function addSessionHeaders(request: Request): Request {
  request.headers.set(PORTAL_HEADER.name, PORTAL_HEADER.value);
  request.headers.set('Accept-Language', usePersistedState.getState().locale);
  // The channel (docs/architecture.md): the audit records it, and a queue check-in is offered at the kiosk only.
  request.headers.set('X-Client-Mode', modeOfPath(currentPathname()));
  return request;
}

let staleVersionNoticed = false;

/** The stale-version notice, read from every answer's headers (the rotated session cookie is the browser's). */
function followAnswerHeaders(response: Response): Response {
  const serverVersion = response.headers.get('X-App-Version');
  if (serverVersion && serverVersion !== env.appVersion && !staleVersionNoticed) {
    staleVersionNoticed = true;
    showStaleVersionNotice();
  }
  return response;
}

function messageOf(body: unknown): { message: string; code: string | null } {
  if (typeof body === 'string') return { message: body, code: null };
  if (body && typeof body === 'object') {
    const { message, code } = body as { message?: unknown; code?: unknown };
    return { message: typeof message === 'string' ? message : '', code: typeof code === 'string' ? code : null };
  }
  return { message: '', code: null };
}

function noAnswerError(error: unknown, request: Request): ApiError {
  const reason = request.signal.aborted ? NO_ANSWER.cancelled : NO_ANSWER.network;
  const code = error instanceof RequestTimeout ? NO_ANSWER.timeout : reason;
  return new ApiError(0, String(error), code);
}

function toApiError(
  body: unknown,
  response: Response | undefined,
  request: Request,
  options: { parseAs?: string; expectedStatuses?: readonly number[] },
): ApiError {
  const error = response
    ? new ApiError(response.status, messageOf(body).message, messageOf(body).code)
    : noAnswerError(body, request);
  if (options.expectedStatuses?.includes(error.status)) return error;
  reactToApiError(error, { method: request.method, download: options.parseAs === 'blob' });
  return error;
}

let configured = false;

/** Installs the conventions of docs/api-conventions.md on the generated client; called once at start-up. */
export function configureApiClient(): void {
  if (configured) return;
  configured = true;
  // Same origin as the page (api-conventions.md); an absolute base also lets the client build every Request.
  client.setConfig({ baseUrl: window.location.origin, fetch: fetchWithTimeout, credentials: 'same-origin' });
  client.interceptors.request.use(addSessionHeaders);
  client.interceptors.response.use(followAnswerHeaders);
  client.interceptors.error.use(toApiError);
}

/** Generic blob download: the file name comes from the Content-Disposition header. */
export async function downloadFile(
  url: string,
  query?: Record<string, string | number>,
): Promise<{ blob: Blob; filename: string | null }> {
  const { data, response } = await client.get({ url, query, parseAs: 'blob', throwOnError: true });
  return { blob: data as Blob, filename: filenameOf(response.headers.get('Content-Disposition')) };
}

export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = disposition.match(/filename\*=(?:UTF-8'')?([^;]+)/i);
  if (encoded?.[1]) return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
  const plain = disposition.match(/filename="?([^";]+)"?/i);
  return plain?.[1] ?? null;
}
