import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Action, type ActionBody, type ActPublic, actsTakeAction } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { actQueryOptions } from './get-act';
import { actKeys } from './keys';

export interface ActionCall {
  action: Action;
  body?: ActionBody;
}

/** 409 and 400 answers carry the server's translated text; the API client shows it. */
export async function takeAction(uuid: string, { action, body }: ActionCall): Promise<ActPublic> {
  const { data } = await actsTakeAction({ path: { uuid, action }, body: body ?? {}, throwOnError: true });
  return data;
}

export function useTakeAction(uuid: string) {
  const queryClient = useQueryClient();
  const locale = usePersistedState((state) => state.locale);
  return useMutation({
    mutationFn: (call: ActionCall) => takeAction(uuid, call),
    onSuccess: async (act) => {
      queryClient.setQueryData(actQueryOptions(uuid, locale).queryKey, act);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: actKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: actKeys.desks() }),
      ]);
    },
  });
}
