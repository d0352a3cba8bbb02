import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { modeOfPath } from '@/config/env';
import { takeAndroidIntent } from '@/lib/android-intent';
import { usePersistedState } from '@/lib/persisted-state';

/**
 * The mode follows the path (docs/contracts/portal.md#navigation-rules); it is stored and marks the page for the kiosk
 * look.
 */
export function useModeFromPath(): void {
  const { pathname } = useLocation();
  const setMode = usePersistedState((state) => state.setMode);
  useEffect(() => {
    const mode = modeOfPath(pathname);
    setMode(mode);
    document.documentElement.dataset.mode = mode;
  }, [pathname, setMode]);
}

/** Every navigation starts at the top of the page (docs/contracts/portal.md#navigation-rules). */
export function useScrollToTop(): void {
  const { key } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}

/**
 * In browser mode a logged-out visitor's path is remembered, except the main page
 * (docs/contracts/portal.md#navigation-rules).
 */
export function useRememberWantedPath(): void {
  const { pathname, search } = useLocation();
  const loggedIn = usePersistedState((state) => state.user !== null);
  const rememberPath = usePersistedState((state) => state.rememberPath);
  useEffect(() => {
    if (loggedIn || modeOfPath(pathname) === 'kiosk') return;
    rememberPath(pathname + search);
  }, [loggedIn, pathname, search, rememberPath]);
}

/**
 * Android browsers go through an intent link to Chrome, once per session (docs/contracts/portal.md#navigation-rules).
 */
export function useAndroidChromeRedirect(): void {
  useEffect(() => {
    const intent = takeAndroidIntent(navigator.userAgent, window.location, sessionStorage);
    if (intent) window.location.href = intent;
  }, []);
}
