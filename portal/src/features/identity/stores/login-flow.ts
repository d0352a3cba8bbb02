import type { LoginData } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { authenticate } from '../api/auth';
import { checkBeforeAuth } from '../api/check-before-auth';
import { idle, type LoginOrigin, useLoginFlow } from './login-flow-state';

/**
 * The login of docs/contracts/portal.md#authentication as one flow, wherever it was started (the /auth page, the
 * login dialog): check-before-auth, the face check, /auth with its token, then the success, technical-work or error
 * dialog. The dialogs are shown by
 * `IdentityDialogs`, mounted once in the layout, so they outlive the page that started the login.
 */

/** Each start of a login gets a number; answers that arrive for an older one (closed, restarted) are dropped. */
let run = 0;

function current(mine: number): boolean {
  return mine === run;
}

/** "Pass identification" (docs/contracts/portal.md#authentication): the button shows loading until the flow is idle. */
export async function startLogin(login: LoginData, origin: LoginOrigin): Promise<void> {
  const mine = ++run;
  useLoginFlow.setState({ step: { name: 'checking' }, login, origin, failure: null });
  let ok = false;
  let failure: unknown = null;
  try {
    ok = await checkBeforeAuth(login);
  } catch (error) {
    failure = error;
  }
  if (current(mine)) useLoginFlow.setState({ step: ok ? { name: 'face-check' } : idle, failure });
}

export async function faceCheckPassed(jwt: string): Promise<void> {
  const { login, step } = useLoginFlow.getState();
  if (!login || step.name !== 'face-check') return;
  const mine = run;
  useLoginFlow.setState({ step: { name: 'verifying' } });
  try {
    const answer = await authenticate(login, jwt);
    if (!current(mine)) return;
    if (answer.resultCode === 1 && answer.user) {
      usePersistedState.getState().signIn(answer.user);
      useLoginFlow.setState({ step: { name: 'success', message: answer.message } });
    } else if (answer.resultCode === 0) {
      useLoginFlow.setState({ step: { name: 'technical-work' } });
    } else {
      useLoginFlow.setState({ step: { name: 'error', message: answer.message } });
    }
  } catch (error) {
    if (current(mine)) useLoginFlow.setState({ step: idle, failure: error });
  }
}

/**
 * The face check gave up after 123 s (docs/contracts/portal.md#authentication): the error dialog, whose retry
 * restarts the login.
 */
export function faceCheckTimedOut(message: string): void {
  if (useLoginFlow.getState().step.name === 'face-check') useLoginFlow.setState({ step: { name: 'error', message } });
}

/** Closing the face check or a result dialog ends the flow. */
export function endLogin(): void {
  run += 1;
  useLoginFlow.setState({ step: idle });
}

/** Confirming the error dialog restarts login with the same data (docs/contracts/portal.md#authentication). */
export async function retryLogin(): Promise<void> {
  const { login, origin } = useLoginFlow.getState();
  if (login) await startLogin(login, origin);
  else endLogin();
}

/** Back to a first visit: used between tests. */
export function resetLoginFlow(): void {
  run += 1;
  useLoginFlow.setState({ step: idle, login: null, origin: { pathname: '/', search: '' }, failure: null });
}
