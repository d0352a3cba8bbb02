import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActPublic, actsTakeAction } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { invitationQueryOptions } from './get-invitation';

export type InvitationAnswer = { action: 'accept' } | { action: 'reject'; reason: string };

/**
 * The invited party's answer (docs/contracts/acts.md#actions, `accept` / `reject`). A refusal (409: the link has
 * expired or was answered meanwhile) comes back as the server's text, which the API client shows.
 */
export async function answerInvitation(uuid: string, answer: InvitationAnswer): Promise<ActPublic> {
  const body = answer.action === 'reject' ? { reason: answer.reason } : {};
  const { data } = await actsTakeAction({ path: { uuid, action: answer.action }, body, throwOnError: true });
  return data;
}

/** After an answer, or a refusal, the invitation is read again: its state says what happened. */
export function useAnswerInvitation(token: string, uuid: string) {
  const queryClient = useQueryClient();
  const locale = usePersistedState((state) => state.locale);
  return useMutation({
    mutationFn: (answer: InvitationAnswer) => answerInvitation(uuid, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationQueryOptions(token, locale).queryKey }),
  });
}
