import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UserDetail, usersUserDetail } from '@/lib/api';
import { adminUserKeys } from './keys';

export async function getUser(id: number): Promise<UserDetail> {
  const { data } = await usersUserDetail({ path: { user_id: id }, throwOnError: true });
  return data;
}

export const userQueryOptions = (id: number) => queryOptions({ queryKey: adminUserKeys.detail(id), queryFn: () => getUser(id) });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
