import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityCheckToken, identityLogout, identityMe, type UserPublic } from '@/lib/api';
import { usePersistedState } from './persisted-state';

/**
 * The session as every feature sees it: the stored user (docs/contracts/portal.md#locally-persisted-state), refreshed
 * from the server; the token itself is the browser's HttpOnly cookie.
 */

export async function getCurrentUser(): Promise<UserPublic> {
  const { data } = await identityMe({ throwOnError: true });
  // A late answer must not bring back a session that ended while it was under way.
  if (usePersistedState.getState().user) usePersistedState.getState().setUser(data);
  return data;
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: ['user', 'me'], queryFn: getCurrentUser, staleTime: 0 });

/** Fetches /api/user/me while a session is held; the stored copy is what pages display. */
export function useCurrentUser() {
  const user = usePersistedState((state) => state.user);
  const query = useQuery({ ...currentUserQueryOptions(), enabled: user !== null });
  return { user, isFetching: query.isFetching };
}

/**
 * 200 means the session is valid (docs/api-conventions.md#endpoints-of-the-foundation); any failure is handled by the
 * API client (403 logs out).
 */
export async function checkToken(): Promise<boolean> {
  const { response } = await identityCheckToken({ throwOnError: true });
  return response.status === 200;
}

/** Ends the session on the server, then locally; a failed call still logs out locally. */
export async function logout(): Promise<void> {
  try {
    await identityLogout({ throwOnError: true });
  } finally {
    usePersistedState.getState().clearSession();
  }
}
