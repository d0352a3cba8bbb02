import { paths } from '@/config/paths';
import { identityLogout } from '@/lib/api';
import { type KioskBridge, kioskBridge } from './kiosk-bridge';
import { navigateTo } from './navigation';
import { resetPersistedState, usePersistedState } from './persisted-state';

/**
 * The end of a kiosk visit (docs/kiosk.md): nothing of the visitor may stay for the next person. Inside the kiosk
 * shell its `endSession()` wipes the card data, storage and cache and loads the kiosk login; in a plain browser
 * (development, tests) the page does what it can itself.
 */

/** Every answer of the closing logout is taken quietly: the visitor has gone, so no toast and no redirect. */
const QUIET_STATUSES = [0, 400, 403, 404, 418, 429, 500, 502, 503, 504] as const;
/** A hung server must not hold the reset up for the 100 s request timeout. */
const QUIET_LOGOUT_TIMEOUT_MS = 5_000;

function forgetVisitor(): void {
  resetPersistedState();
  usePersistedState.getState().setMode('kiosk');
  sessionStorage.clear();
}

/** The shell's wipe under way: answers arriving meanwhile (an idle reset and a refused poll) ask for it once. */
let ending: Promise<boolean> | null = null;

/** False when the shell did not manage it; the page then goes to the kiosk login itself. */
function endInShell(bridge: KioskBridge): Promise<boolean> {
  ending ??= bridge
    .endSession()
    .then(() => true)
    .catch(() => false)
    .finally(() => {
      ending = null;
    });
  return ending;
}

/** Leaves a visit whose server session is already over, and clears what the page kept of the visitor. */
export async function finishKioskVisit(): Promise<void> {
  forgetVisitor();
  const bridge = kioskBridge();
  if (!bridge || !(await endInShell(bridge))) navigateTo(paths.kioskLogin.path, { replace: true });
}

/** "Finish session" and the idle reset: the server session is revoked whatever the answer, then the visit ends. */
export async function endKioskVisit(): Promise<void> {
  if (usePersistedState.getState().user) {
    await identityLogout({ expectedStatuses: QUIET_STATUSES, signal: AbortSignal.timeout(QUIET_LOGOUT_TIMEOUT_MS) });
  }
  await finishKioskVisit();
}

/**
 * On a kiosk an expired session goes to the kiosk login (docs/contracts/portal.md#session-expiry); inside the shell,
 * through its wipe.
 */
export function leaveExpiredKioskSession(): void {
  const bridge = kioskBridge();
  if (!bridge) return navigateTo(paths.kioskLogin.path);
  void endInShell(bridge).then((ended) => {
    if (!ended) navigateTo(paths.kioskLogin.path);
  });
}
