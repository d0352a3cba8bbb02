import type { QueryClient } from '@tanstack/react-query';
import type { UserPublic } from '@/lib/api';
import { currentUserQueryOptions } from '@/lib/auth';
import { usePersistedState } from '@/lib/persisted-state';

/** The server's answer to a profile change is the user as it is now: stored, and the profile query holds it too. */
export function keepOwnUser(queryClient: QueryClient, user: UserPublic): void {
  usePersistedState.getState().setUser(user);
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
}
