import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { modeOfPath } from '@/config/env';
import { modePaths } from '@/config/paths';
import { loadTexts } from '@/lib/i18n';
import { usePersistedState } from '@/lib/persisted-state';
import { lazyWithData } from '@/lib/with-data';

// The identification form (masks, validation) loads only for a visitor who meets it.
const LoginRequired = lazyWithData(() =>
  Promise.all([import('@/features/identity/components/login-required'), loadTexts(['identity'])]).then(
    ([m]) => m.LoginRequired,
  ),
);

/**
 * A kiosk visitor without a session goes to the kiosk login; the wanted path is remembered first
 * (docs/contracts/portal.md#navigation-rules).
 */
function ToKioskLogin({ wanted }: { wanted: string | null }) {
  const rememberPath = usePersistedState((state) => state.rememberPath);
  useEffect(() => {
    if (wanted) rememberPath(wanted);
  }, [rememberPath, wanted]);
  return <Navigate to={modePaths.login('kiosk')} replace />;
}

/** Gate of the pages that need a session; in a browser the page says so in place (its path is remembered). */
export function RequireSession() {
  const { pathname, search } = useLocation();
  const loggedIn = usePersistedState((state) => state.user !== null);
  // A kiosk session that ends on the page (finish, idle reset) leaves nothing for the next visitor to be sent back
  // to; an expired one is remembered where the expiry is handled (api-errors.ts,
  // docs/contracts/portal.md#session-expiry).
  const [arrivedWithSession] = useState(loggedIn);
  if (loggedIn) return <Outlet />;
  if (modeOfPath(pathname) === 'kiosk') return <ToKioskLogin wanted={arrivedWithSession ? null : pathname + search} />;
  return (
    <Suspense>
      <LoginRequired />
    </Suspense>
  );
}
