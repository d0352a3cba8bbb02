import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { modeOfPath } from '@/config/env';
import { SkipLink } from '@/components/layout/skip-link';
import { IdentityDialogs } from '@/features/identity/components/identity-dialogs';
import { BrowserShell } from './browser-shell';

// Only kiosks need the kiosk frame (on-screen keyboard, idle countdown): browsers never download it.
const KioskShell = lazy(() => import('./kiosk-shell').then((m) => ({ default: m.KioskShell })));
import {
  useAndroidChromeRedirect,
  useModeFromPath,
  useRememberWantedPath,
  useScrollToTop,
  useStartupSessionCheck,
} from './navigation-effects';

/**
 * Applies the navigation rules (docs/contracts/portal.md#navigation-rules) around every page, in the frame of the
 * current mode.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useModeFromPath();
  useScrollToTop();
  useRememberWantedPath();
  useAndroidChromeRedirect();
  useStartupSessionCheck();
  const Shell = modeOfPath(pathname) === 'kiosk' ? KioskShell : BrowserShell;
  return (
    <Suspense>
      <SkipLink />
      <Shell>
        <Outlet />
        <IdentityDialogs />
      </Shell>
    </Suspense>
  );
}
