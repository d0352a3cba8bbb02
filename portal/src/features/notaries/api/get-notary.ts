import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/config/env';
import { type NotaryDetail, notariesNotaryDetail } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { notaryKeys } from './keys';

/** Licence, state, office with its coordinates, timetable and ratings; an unknown id is the API client's 404. */
export async function getNotary(id: number): Promise<NotaryDetail> {
  const { data } = await notariesNotaryDetail({ path: { notary_id: id }, throwOnError: true });
  return data;
}

export const notaryQueryOptions = (id: number, locale: Locale) =>
  queryOptions({ queryKey: notaryKeys.detail(id, locale), queryFn: () => getNotary(id) });

export function useNotary(id: number) {
  const locale = usePersistedState((state) => state.locale);
  return useQuery(notaryQueryOptions(id, locale));
}
