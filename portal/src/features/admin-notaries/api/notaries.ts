import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AbsenceIn,
  type NotaryIn,
  type NotaryUpdate,
  notariesAdminAddAbsence,
  notariesAdminCreateNotary,
  notariesAdminListAbsences,
  notariesAdminListNotaries,
  notariesAdminRemoveAbsence,
  notariesAdminUpdateNotary,
} from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { adminNotaryKeys, FORM_REFUSALS } from './keys';

export const NOTARY_PAGE_SIZE = 20;

export function useAdminNotaries(q: string, page: number) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery({
    queryKey: adminNotaryKeys.notaryPage(q, page, locale),
    queryFn: async () => {
      const query = { q: q || undefined, page, size: NOTARY_PAGE_SIZE };
      const { data } = await notariesAdminListNotaries({ query, throwOnError: true });
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

/** Creates the notary, or edits it when an id is given (with the version read). */
export function useSaveNotary(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotaryIn | NotaryUpdate) => {
      const options = { throwOnError: true, expectedStatuses: FORM_REFUSALS } as const;
      if (id === null) return (await notariesAdminCreateNotary({ body, ...options })).data;
      const path = { notary_id: id };
      return (await notariesAdminUpdateNotary({ path, body: body as NotaryUpdate, ...options })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotaryKeys.notaries() }),
  });
}

export function useAbsences(notaryId: number) {
  return useQuery({
    queryKey: adminNotaryKeys.absences(notaryId),
    queryFn: async () => (await notariesAdminListAbsences({ path: { notary_id: notaryId }, throwOnError: true })).data,
  });
}

/** An absence changes the notary's state today: the list is asked again with the absences. */
function useRefreshAbsences(notaryId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminNotaryKeys.absences(notaryId) }),
      queryClient.invalidateQueries({ queryKey: adminNotaryKeys.notaries() }),
    ]);
}

export function useAddAbsence(notaryId: number) {
  const refresh = useRefreshAbsences(notaryId);
  return useMutation({
    mutationFn: async (body: AbsenceIn) =>
      (await notariesAdminAddAbsence({ path: { notary_id: notaryId }, body, throwOnError: true, expectedStatuses: FORM_REFUSALS }))
        .data,
    onSuccess: refresh,
  });
}

export function useRemoveAbsence(notaryId: number) {
  const refresh = useRefreshAbsences(notaryId);
  return useMutation({
    mutationFn: async (absenceId: number) => {
      await notariesAdminRemoveAbsence({ path: { notary_id: notaryId, absence_id: absenceId }, throwOnError: true });
    },
    onSuccess: refresh,
  });
}
