import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActPublic, type ActTermsInput, actsSetTerms } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actByRidKeys } from './get-act-by-rid';
import { actQueryOptions } from './get-act';
import { actKeys } from './keys';

/**
 * A business rule (a general power disposing of real estate, a main power not in force…) is a 400 whose text the
 * terms dialog shows itself, keeping what was typed; a 409 (not now) is shown by the API client.
 */
export const TERMS_REFUSED = 400;

export async function setTerms(uuid: string, body: ActTermsInput): Promise<ActPublic> {
  const { data } = await actsSetTerms({ path: { uuid }, body, throwOnError: true, expectedStatuses: [TERMS_REFUSED] });
  return data;
}

/** The answer is the act with its terms (and the other parties asked again): it replaces the one shown. */
export function useSetTerms(uuid: string) {
  const queryClient = useQueryClient();
  const locale = usePersistedState((state) => state.locale);
  return useMutation({
    mutationFn: (body: ActTermsInput) => setTerms(uuid, body),
    onSuccess: async (act) => {
      queryClient.setQueryData(actQueryOptions(uuid, locale).queryKey, act);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actByRidKeys.all() }),
        queryClient.invalidateQueries({ queryKey: actKeys.lists() }),
      ]);
    },
  });
}
