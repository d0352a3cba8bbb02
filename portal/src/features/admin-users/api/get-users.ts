import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type UserPage, usersListUsers } from '@/lib/api';
import { adminUserKeys, type UserFilters } from './keys';

export const USERS_PAGE_SIZE = 20;

/** Anyone but an administrator gets 403, which the API client turns into the forbidden page. */
export async function getUsers({ q, role, state, page }: UserFilters): Promise<UserPage> {
  const query = { q: q.trim() || undefined, role: role ?? undefined, state: state ?? undefined, page, size: USERS_PAGE_SIZE };
  const { data } = await usersListUsers({ query, throwOnError: true });
  return data;
}

export const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({ queryKey: adminUserKeys.list(filters), queryFn: () => getUsers(filters) });

/** The previous page stays on screen while the next one loads. */
export function useUsers(filters: UserFilters) {
  return useQuery({ ...usersQueryOptions(filters), placeholderData: keepPreviousData });
}
