import { useCallback, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { idleHeld, subscribeIdleHold } from '@/lib/idle-hold';

/**
 * What counts as someone using the kiosk: the same as for the shell's backstop (docs/kiosk.md), a key press, touch,
 * click or wheel turn; a mouse merely moving does not.
 */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel'] as const;
const TICK_MS = 250;

interface IdleCountdownOptions {
  idleSeconds: number;
  countdownSeconds: number;
  /** Count from now; otherwise only from the first touch (an untouched kiosk has nothing to reset). */
  watchNow: boolean;
  onExpire: () => void;
}

/**
 * After `idleSeconds` without activity, counts `countdownSeconds` down to `onExpire`; any activity starts over, so
 * a person typing or touching is never cut off. Gives the seconds left (null while no countdown runs) and a way to
 * start over without a touch (a button pressed from the keyboard). Nothing runs while a video call holds the kiosk
 * (lib/idle-hold.ts); after the call the idle time counts from its end, touched or not.
 */
export function useIdleCountdown({ idleSeconds, countdownSeconds, watchNow, onExpire }: IdleCountdownOptions) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const expire = useEffectEvent(onExpire);
  const startOver = useRef<() => void>(() => undefined);
  const held = useSyncExternalStore(subscribeIdleHold, idleHeld);
  const wasHeld = useRef(false);

  useEffect(() => {
    if (held) {
      wasHeld.current = true;
      startOver.current = () => undefined;
      return;
    }
    const afterCall = wasHeld.current;
    wasHeld.current = false;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearTimeout(idleTimer);
      clearInterval(ticker);
    };
    const countDown = () => {
      // From a deadline, not by counting ticks: a busy or throttled page must not stretch the countdown.
      const deadline = Date.now() + countdownSeconds * 1000;
      const tick = () => {
        const left = Math.ceil((deadline - Date.now()) / 1000);
        if (left > 0) return setSecondsLeft(left);
        stop();
        setSecondsLeft(null);
        expire();
      };
      tick();
      ticker = setInterval(tick, TICK_MS);
    };
    const watch = () => {
      stop();
      idleTimer = setTimeout(countDown, idleSeconds * 1000);
    };
    const onActivity = () => {
      setSecondsLeft(null);
      watch();
    };

    startOver.current = onActivity;
    if (watchNow || afterCall) watch();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      stop();
      setSecondsLeft(null);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [idleSeconds, countdownSeconds, watchNow, held]);

  const stayActive = useCallback(() => startOver.current(), []);
  return { secondsLeft, stayActive };
}
