import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PartyCreate, type PartyPublic, actsAddParty } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actQueryOptions } from './get-act';
import { actKeys } from './keys';

/**
 * A party the applicant invites (docs/contracts/acts.md#calls): its link goes out by SMS. A business block (400) or a
 * refusal (409) comes back as the server's text, which the API client shows.
 */
export async function addParty(uuid: string, body: PartyCreate): Promise<PartyPublic> {
  const { data } = await actsAddParty({ path: { uuid }, body, throwOnError: true });
  return data;
}

/** The answer is the new party alone; the act is asked for again, as the others' answers were reset too. */
export function useAddParty(uuid: string) {
  const queryClient = useQueryClient();
  const locale = usePersistedState((state) => state.locale);
  return useMutation({
    mutationFn: (body: PartyCreate) => addParty(uuid, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actQueryOptions(uuid, locale).queryKey }),
        queryClient.invalidateQueries({ queryKey: actKeys.lists() }),
      ]);
    },
  });
}
