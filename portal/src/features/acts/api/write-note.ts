import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actsWriteNote, type NotePublic } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actByRidKeys } from './get-act-by-rid';
import { actQueryOptions } from './get-act';

/** 409 (the act no longer moves) carries the server's text; the API client shows it. */
export async function writeNote(uuid: string, text: string): Promise<NotePublic> {
  const { data } = await actsWriteNote({ path: { uuid }, body: { text }, throwOnError: true });
  return data;
}

/** The act's notes are their history: the act is read anew after writing. */
export function useWriteNote(uuid: string) {
  const queryClient = useQueryClient();
  const locale = usePersistedState((state) => state.locale);
  return useMutation({
    mutationFn: (text: string) => writeNote(uuid, text),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actQueryOptions(uuid, locale).queryKey }),
        queryClient.invalidateQueries({ queryKey: actByRidKeys.all() }),
      ]);
    },
  });
}
