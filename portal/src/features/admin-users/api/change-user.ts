import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AssignableRole,
  type UserDetail,
  usersActivate,
  usersAddComment,
  usersAssignRole,
  usersDeactivate,
  usersDelete,
  usersRevokeRole,
} from '@/lib/api';
import { adminUserKeys } from './keys';

/** A refusal (400, 404, 409) is shown in the dialog or form that asked, not as a toast: its text is the server's. */
const IN_PLACE = { throwOnError: true, expectedStatuses: [400, 404, 409] } as const;

export type UserChange =
  | { kind: 'assign' | 'revoke'; role: AssignableRole }
  | { kind: 'deactivate' | 'activate' | 'delete' }
  | { kind: 'comment'; text: string };

export async function changeUser(id: number, change: UserChange): Promise<UserDetail> {
  const path = { user_id: id };
  switch (change.kind) {
    case 'assign':
      return (await usersAssignRole({ path, body: { role: change.role }, ...IN_PLACE })).data;
    case 'revoke':
      return (await usersRevokeRole({ path: { ...path, role: change.role }, ...IN_PLACE })).data;
    case 'deactivate':
      return (await usersDeactivate({ path, ...IN_PLACE })).data;
    case 'activate':
      return (await usersActivate({ path, ...IN_PLACE })).data;
    case 'delete':
      return (await usersDelete({ path, ...IN_PLACE })).data;
    case 'comment':
      return (await usersAddComment({ path, body: { text: change.text }, ...IN_PLACE })).data;
  }
}

/** The server answers with the user as they are now: the details show it at once, and the lists are refreshed. */
export function useChangeUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => changeUser(id, change),
    onSuccess: (user) => queryClient.setQueryData(adminUserKeys.detail(id), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() }),
  });
}
