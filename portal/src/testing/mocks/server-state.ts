/**
 * The mock server's view of the session, rotating like the real one (server/notary/identity/sessions.py): a call
 * with the current token moves the session to the next generation; a call with the one just rotated out (requests
 * in flight) is accepted and answered with the current token.
 */
export const sessionState = {
  base: null as string | null,
  generation: 0,
};

const tokenOf = (generation: number) =>
  generation === 0 ? (sessionState.base ?? '') : `${sessionState.base}~${generation}`;

export function currentToken(): string | null {
  return sessionState.base === null ? null : tokenOf(sessionState.generation);
}

export function startSession(token: string): void {
  sessionState.base = token;
  sessionState.generation = 0;
}

export function endSession(): void {
  sessionState.base = null;
}

/** The token to answer with, or null when the presented one is not (or no longer) valid. */
export function authenticate(authorization: string | null): string | null {
  const token = authorization?.replace(/^Bearer\s+/i, '') ?? null;
  if (sessionState.base === null || token === null) return null;
  if (token === tokenOf(sessionState.generation)) {
    sessionState.generation += 1;
    return currentToken();
  }
  const justRotatedOut = sessionState.generation > 0 && token === tokenOf(sessionState.generation - 1);
  return justRotatedOut ? currentToken() : null;
}
