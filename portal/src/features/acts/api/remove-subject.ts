import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActPublic, actsRemoveSubject } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actByRidKeys } from './get-act-by-rid';
import { actQueryOptions } from './get-act';
import { actKeys } from './keys';

/** 400 (unknown subject) and 409 (no longer at step 1) carry the server's text; the API client shows it. */
export async function removeSubject(uuid: string, subjectId: number): Promise<ActPublic> {
  const { data } = await actsRemoveSubject({ path: { uuid, subject_id: subjectId }, throwOnError: true });
  return data;
}

export function useRemoveSubject(uuid: string) {
  const queryClient = useQueryClient();
  const locale = usePersistedState((state) => state.locale);
  return useMutation({
    mutationFn: (subjectId: number) => removeSubject(uuid, subjectId),
    onSuccess: async (act) => {
      queryClient.setQueryData(actQueryOptions(uuid, locale).queryKey, act);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actByRidKeys.all() }),
        queryClient.invalidateQueries({ queryKey: actKeys.lists() }),
      ]);
    },
  });
}
