import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { startAttempt } from './attempt';
import { OVERALL_TIMEOUT_MS, START_DELAY_MS } from './constants';
import type { FaceCheckSource } from './source';
import { faceCheckReducer, initialFaceCheckState } from './state';

interface UseFaceCheckOptions {
  source: FaceCheckSource;
  /** The hint language, sent as the socket's `lang` when an attempt starts. */
  language: string;
  onPassed: (jwt: string) => void;
  onTimeout: () => void;
}

/**
 * A face check from the dialog's opening to its end (docs/contracts/portal.md#camera-readiness,
 * docs/contracts/errors-and-limits.md#face-check): it starts 3 s after opening, each attempt has 123 s, and an
 * attempt that ends (success, error, close, unmount) releases camera and socket at once.
 */
export function useFaceCheck({ source, language, onPassed, onTimeout }: UseFaceCheckOptions) {
  const [state, dispatch] = useReducer(faceCheckReducer, initialFaceCheckState);
  const videoRef = useRef<HTMLVideoElement>(null);
  const passed = useEffectEvent(onPassed);
  const timedOut = useEffectEvent(onTimeout);
  const currentLanguage = useEffectEvent(() => language);

  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'start' }), START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const running = state.phase === 'starting' || state.phase === 'checking';
  useEffect(() => {
    if (!running) return;
    const stop = startAttempt({
      source,
      lang: currentLanguage(),
      video: () => videoRef.current,
      dispatch,
      onTimeout: () => timedOut(),
    });
    const timer = setTimeout(() => timedOut(), OVERALL_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [running, state.attempt, source]);

  useEffect(() => {
    if (state.jwt) passed(state.jwt);
  }, [state.jwt]);

  return {
    state,
    videoRef,
    retry: () => dispatch({ type: 'retry' }),
    pictureLoaded: (width: number, height: number) => dispatch({ type: 'picture-size', width, height }),
  };
}
