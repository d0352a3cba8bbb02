import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContactsUpdate, identityUpdateContacts, type UserPublic } from '@/lib/api';
import { keepOwnUser } from './own-user';

/** A refused e-mail or phone is a 400 whose text the contacts form shows itself; other failures the API client. */
export const CONTACTS_REFUSED = 400;

export async function updateContacts(body: ContactsUpdate): Promise<UserPublic> {
  const { data } = await identityUpdateContacts({ body, throwOnError: true, expectedStatuses: [CONTACTS_REFUSED] });
  return data;
}

export function useUpdateContacts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateContacts, onSuccess: (user) => keepOwnUser(queryClient, user) });
}
