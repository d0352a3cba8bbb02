/**
 * What keeps the kiosk's idle countdown (features/kiosk/hooks/use-idle-countdown.ts) from running: a video call is
 * on, and a citizen listening to the notary may not touch the screen for minutes. A count, because holds may
 * overlap; read with `useSyncExternalStore(subscribeIdleHold, idleHeld)`.
 */
let holds = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function idleHeld(): boolean {
  return holds > 0;
}

export function subscribeIdleHold(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Holds the countdown until the returned function is called (once; later calls do nothing). */
export function holdIdle(): () => void {
  holds += 1;
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    changed();
  };
}
