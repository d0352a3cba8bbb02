import { useLayoutEffect } from 'react';
import { type Location, type NavigateFunction, useLocation, useNavigate } from 'react-router';

type Place = Pick<Location, 'pathname' | 'search'>;

let appNavigate: NavigateFunction | null = null;
let appPlace: Place | null = null;

/**
 * The router for code outside React (the API client's redirects on 403, 404, 418): NavigationHandle keeps it current
 * while the app is shown; before that, the browser's own.
 */
export const router = {
  navigate(to: string | number, options?: { replace?: boolean }): void {
    if (!appNavigate) return typeof to === 'number' ? window.history.go(to) : window.location.assign(to);
    void (typeof to === 'number' ? appNavigate(to) : appNavigate(to, options));
  },
  state: {
    get location(): Place {
      return appPlace ?? window.location;
    },
  },
};

/** Rendered once inside the app's router. */
export function NavigationHandle() {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => {
    appNavigate = navigate;
    appPlace = location;
    // The last place stays known once the app is gone (a test reads where it ended); navigating no longer goes there.
    return () => {
      appNavigate = null;
    };
  }, [navigate, location]);
  return null;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  router.navigate(to, options);
}

/** The current path with its query, as remembered for after login. */
export function currentPath(): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}

export function currentPathname(): string {
  return router.state.location.pathname;
}
