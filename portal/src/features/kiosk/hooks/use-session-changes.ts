import { useEffect, useEffectEvent } from 'react';
import { usePersistedState } from '@/lib/persisted-state';

interface SessionChangeHandlers {
  /** A session began on this page: someone has just logged in (not a stored session found at start-up). */
  onStart: () => void;
  onEnd: () => void;
}

/** Calls back when the stored session starts or ends; token rotation is neither. */
export function useSessionChanges({ onStart, onEnd }: SessionChangeHandlers): void {
  const started = useEffectEvent(onStart);
  const ended = useEffectEvent(onEnd);
  useEffect(
    () =>
      usePersistedState.subscribe((state, previous) => {
        if (!previous.token && state.token) started();
        if (previous.token && !state.token) ended();
      }),
    [],
  );
}
