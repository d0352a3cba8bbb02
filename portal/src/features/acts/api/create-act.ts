import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActCreate, type ActPublic, actsCreateAct } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actQueryOptions } from './get-act';
import { actKeys } from './keys';

export async function createAct(body: ActCreate): Promise<ActPublic> {
  const { data } = await actsCreateAct({ body, throwOnError: true });
  return data;
}

/** A new act at step 1; a refusal is shown by the API client (its translated text). */
export function useCreateAct() {
  const queryClient = useQueryClient();
  const locale = usePersistedState((state) => state.locale);
  return useMutation({
    mutationFn: createAct,
    onSuccess: async (act) => {
      queryClient.setQueryData(actQueryOptions(act.uuid, locale).queryKey, act);
      await queryClient.invalidateQueries({ queryKey: actKeys.lists() });
    },
  });
}
