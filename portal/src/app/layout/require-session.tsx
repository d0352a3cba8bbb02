import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { modeOfPath } from '@/config/env';
import { modePaths } from '@/config/paths';
import { LoginRequired } from '@/features/identity/components/login-required';
import { usePersistedState } from '@/lib/persisted-state';

/** A kiosk visitor without a session goes to the kiosk login; the wanted path is remembered first (spec 2.2). */
function ToKioskLogin({ wanted }: { wanted: string }) {
  const rememberPath = usePersistedState((state) => state.rememberPath);
  useEffect(() => rememberPath(wanted), [rememberPath, wanted]);
  return <Navigate to={modePaths.login('kiosk')} replace />;
}

/** Gate of the pages that need a session; in a browser the page says so in place (its path is remembered). */
export function RequireSession() {
  const { pathname, search } = useLocation();
  const loggedIn = usePersistedState((state) => state.token !== null);
  if (loggedIn) return <Outlet />;
  if (modeOfPath(pathname) === 'kiosk') return <ToKioskLogin wanted={pathname + search} />;
  return <LoginRequired />;
}
