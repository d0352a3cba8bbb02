/**
 * The mock server's view of the session. As with the real server (docs/security.md#session-cookie) the browser holds
 * the session in an HttpOnly cookie the portal never sees: the mock keeps that cookie here, and a call is
 * authenticated while a session is live. An unsafe call must carry the portal's header, as the server demands.
 */
export const sessionState = {
  base: null as string | null,
};

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

export function currentToken(): string | null {
  return sessionState.base;
}

export function startSession(token: string): void {
  sessionState.base = token;
}

export function endSession(): void {
  sessionState.base = null;
}

/** The session's token, or null when the call is refused (no live session, or an unsafe call not the portal's). */
export function authenticate(request: Request): string | null {
  if (sessionState.base === null) return null;
  const fromPortal = request.headers.get('X-Requested-With') === 'notary-portal';
  return SAFE_METHODS.includes(request.method) || fromPortal ? sessionState.base : null;
}
