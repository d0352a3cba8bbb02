/**
 * The API client redirects (403, 404, 418) outside React; the app registers its router here at start-up.
 */
interface RouterHandle {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  state: { location: { pathname: string; search: string } };
}

let router: RouterHandle | null = null;

export function registerRouter(handle: RouterHandle): void {
  router = handle;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (router) void router.navigate(to, options);
  else window.location.assign(to);
}

function currentLocation(): { pathname: string; search: string } {
  return router?.state.location ?? window.location;
}

/** The current path with its query, as remembered for after login. */
export function currentPath(): string {
  const { pathname, search } = currentLocation();
  return pathname + search;
}

export function currentPathname(): string {
  return currentLocation().pathname;
}
