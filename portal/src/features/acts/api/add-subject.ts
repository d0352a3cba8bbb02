import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actsAddSubject, type SubjectCreate, type SubjectPublic } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actByRidKeys } from './get-act-by-rid';
import { actQueryOptions } from './get-act';
import { actKeys } from './keys';

/**
 * A business block (a ban on the car, an unfinished similar act with its link…) is a 400 whose text the subjects
 * form shows itself, with the link in it clickable; every other refusal is shown by the API client.
 */
export const SUBJECT_REFUSED = 400;

export async function addSubject(uuid: string, body: SubjectCreate): Promise<SubjectPublic> {
  const { data } = await actsAddSubject({ path: { uuid }, body, throwOnError: true, expectedStatuses: [SUBJECT_REFUSED] });
  return data;
}

/** The answer is the subject alone: the act (its subjects, the parties asked again) is read anew. */
export function useAddSubject(uuid: string) {
  const queryClient = useQueryClient();
  const locale = usePersistedState((state) => state.locale);
  return useMutation({
    mutationFn: (body: SubjectCreate) => addSubject(uuid, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actQueryOptions(uuid, locale).queryKey }),
        queryClient.invalidateQueries({ queryKey: actByRidKeys.all() }),
        queryClient.invalidateQueries({ queryKey: actKeys.lists() }),
      ]);
    },
  });
}
