import type { Role, UserListItem, UserState } from '@/lib/api';

export const ROLES: readonly Role[] = ['citizen', 'notary', 'admin'];
export const STATES: readonly UserState[] = ['active', 'inactive', 'deleted'];

/** The state a user is in, from the screen's two labels: state (active or not) and the isdeleted flag. */
export function stateOf(user: Pick<UserListItem, 'state' | 'isdeleted'>): UserState {
  if (user.isdeleted) return 'deleted';
  return user.state ? 'active' : 'inactive';
}
