import { useEffect, useEffectEvent } from 'react';
import { usePersistedState } from '@/lib/persisted-state';

interface SessionChangeHandlers {
  /** A session began on this page: someone has just logged in (not a stored session found at start-up). */
  onStart: () => void;
  onEnd: () => void;
}

/** Calls back when the stored session starts or ends; a refreshed user is neither. */
export function useSessionChanges({ onStart, onEnd }: SessionChangeHandlers): void {
  const started = useEffectEvent(onStart);
  const ended = useEffectEvent(onEnd);
  useEffect(
    () =>
      usePersistedState.subscribe((state, previous) => {
        if (!previous.user && state.user) started();
        if (previous.user && !state.user) ended();
      }),
    [],
  );
}
