import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActPublic, actsAttach, actsGetAttachment } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actByRidKeys } from './get-act-by-rid';
import { actQueryOptions } from './get-act';
import { actKeys } from './keys';

/** A file the server will not keep (its type, its size, a damaged file) is a 400 the section shows itself. */
export const ATTACHMENT_REFUSED = 400;

/** The file itself is the body, with its own type: the server reads the type from the bytes and compares. */
export async function attach(uuid: string, file: File): Promise<ActPublic> {
  const { data } = await actsAttach({
    path: { uuid },
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    throwOnError: true,
    expectedStatuses: [ATTACHMENT_REFUSED],
  });
  return data;
}

/** The answer is the act with its attachment (and the other parties asked again): it replaces the one shown. */
export function useAttach(uuid: string) {
  const queryClient = useQueryClient();
  const locale = usePersistedState((state) => state.locale);
  return useMutation({
    mutationFn: (file: File) => attach(uuid, file),
    onSuccess: async (act) => {
      queryClient.setQueryData(actQueryOptions(uuid, locale).queryKey, act);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actByRidKeys.all() }),
        queryClient.invalidateQueries({ queryKey: actKeys.lists() }),
      ]);
    },
  });
}

/** The attached file, fetched with the session's token (a plain link could not carry it). */
export function useAttachment(uuid: string, filename: string) {
  return useMutation({
    mutationFn: async () => {
      const { data } = await actsGetAttachment({ path: { uuid }, parseAs: 'blob', throwOnError: true });
      return { blob: data as Blob, filename };
    },
  });
}
