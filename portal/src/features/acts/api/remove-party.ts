import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActPublic, actsRemoveParty } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actQueryOptions } from './get-act';
import { actKeys } from './keys';

/** The applicant takes a party out at step 1 (docs/contracts/acts.md#calls): its link dies; the act comes back. */
export async function removeParty(uuid: string, partyId: number): Promise<ActPublic> {
  const { data } = await actsRemoveParty({ path: { uuid, party_id: partyId }, throwOnError: true });
  return data;
}

export function useRemoveParty(uuid: string) {
  const queryClient = useQueryClient();
  const locale = usePersistedState((state) => state.locale);
  return useMutation({
    mutationFn: (partyId: number) => removeParty(uuid, partyId),
    onSuccess: async (act) => {
      queryClient.setQueryData(actQueryOptions(uuid, locale).queryKey, act);
      await queryClient.invalidateQueries({ queryKey: actKeys.lists() });
    },
  });
}
