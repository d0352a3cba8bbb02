import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { modeOfPath } from '@/config/env';
import { SkipLink } from '@/components/layout/skip-link';
import { PageLoader } from '@/components/ui/page-loader';
import { useLoginFlow } from '@/features/identity/stores/login-flow-state';
import { loadTexts } from '@/lib/i18n';
import { usePersistedState } from '@/lib/persisted-state';
import { lazyWithData } from '@/lib/with-data';
import { RouteError } from '../route-error';
import { BrowserShell } from './browser-shell';
import { useAndroidChromeRedirect, useModeFromPath, useRememberWantedPath, useScrollToTop } from './navigation-effects';

// Only kiosks need the kiosk frame (on-screen keyboard, idle countdown): browsers never download it.
const KioskShell = lazy(() => import('./kiosk-shell').then((m) => ({ default: m.KioskShell })));
// The dialogs of a login (and their form schemas and dialog code) load when a login starts or an offer is due.
const IdentityDialogs = lazyWithData(() =>
  Promise.all([import('@/features/identity/components/identity-dialogs'), loadTexts(['identity'])]).then(
    ([m]) => m.IdentityDialogs,
  ),
);
// A stored session is checked with the data layer, after the first screen.
const StartupSessionCheck = lazyWithData(() => import('./startup-session-check').then((m) => m.StartupSessionCheck));

/**
 * The identification dialogs from the first moment one of them can open (a login under way, an offer not accepted
 * yet), then kept, so that they close as they always do.
 */
function IdentityDialogsWhenDue() {
  const loginStarted = useLoginFlow((state) => state.step.name !== 'idle');
  const offerDue = usePersistedState((state) => state.user !== null && state.user.termsofuse !== 1);
  const [due, setDue] = useState(false);
  if ((loginStarted || offerDue) && !due) setDue(true);
  return due ? (
    <Suspense>
      <IdentityDialogs />
    </Suspense>
  ) : null;
}

/**
 * Applies the navigation rules (docs/contracts/portal.md#navigation-rules) around every page, in the frame of the
 * current mode.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const loggedIn = usePersistedState((state) => state.user !== null);
  useModeFromPath();
  useScrollToTop();
  useRememberWantedPath();
  useAndroidChromeRedirect();
  const Shell = modeOfPath(pathname) === 'kiosk' ? KioskShell : BrowserShell;
  return (
    <Suspense>
      <SkipLink />
      <Shell>
        {/* A page that fails shows the notice inside the frame; the next path starts afresh. */}
        <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
        <IdentityDialogsWhenDue />
      </Shell>
      {loggedIn && (
        <Suspense>
          <StartupSessionCheck />
        </Suspense>
      )}
    </Suspense>
  );
}
