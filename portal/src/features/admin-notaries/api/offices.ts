import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type OfficeIn,
  type OfficeUpdate,
  notariesAdminCreateOffice,
  notariesAdminListOffices,
  notariesAdminUpdateOffice,
} from '@/lib/api';
import { adminNotaryKeys, FORM_REFUSALS } from './keys';

export const OFFICE_PAGE_SIZE = 20;

export function useAdminOffices(q: string, page: number, size = OFFICE_PAGE_SIZE) {
  return useQuery({
    queryKey: [...adminNotaryKeys.officePage(q, page), size],
    queryFn: async () => {
      const { data } = await notariesAdminListOffices({ query: { q: q || undefined, page, size }, throwOnError: true });
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

/** Creates the office, or edits it when an id is given (with the version read). */
export function useSaveOffice(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OfficeIn | OfficeUpdate) => {
      const options = { throwOnError: true, expectedStatuses: FORM_REFUSALS } as const;
      if (id === null) return (await notariesAdminCreateOffice({ body, ...options })).data;
      return (await notariesAdminUpdateOffice({ path: { office_id: id }, body: body as OfficeUpdate, ...options })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNotaryKeys.offices() }),
  });
}
