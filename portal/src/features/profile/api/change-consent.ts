import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityChangeConsent, type UserPublic } from '@/lib/api';
import { keepOwnUser } from './own-user';

/** A refusal is a 400 whose text the consent card shows itself; other failures the API client. */
export const CONSENT_REFUSED = 400;

export async function changeConsent(given: boolean): Promise<UserPublic> {
  const { data } = await identityChangeConsent({ body: { given }, throwOnError: true, expectedStatuses: [CONSENT_REFUSED] });
  return data;
}

export function useChangeConsent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeConsent, onSuccess: (user) => keepOwnUser(queryClient, user) });
}
