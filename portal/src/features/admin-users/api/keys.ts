import type { Role, UserState } from '@/lib/api';

export interface UserFilters {
  q: string;
  role: Role | null;
  state: UserState | null;
  page: number;
}

/** Query keys of the administrator's users: one prefix, so a change refreshes every list and the details. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (filters: UserFilters) => [...adminUserKeys.lists(), filters] as const,
  detail: (id: number) => [...adminUserKeys.all, 'detail', id] as const,
};
