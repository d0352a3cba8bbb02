import { queryOptions, useQuery } from '@tanstack/react-query';
import { notariesNotaryDetail, type WorkingDay } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { actKeys } from './keys';

/**
 * The notary's working hours by weekday (the directory's own call), to offer only the times the notary works. A
 * notary missing from the directory (404) is no missing page here: the times of an ordinary day are offered then,
 * and the server still refuses a time outside the notary's hours.
 */
export async function getNotaryTimetable(id: number): Promise<WorkingDay[]> {
  try {
    const { data } = await notariesNotaryDetail({ path: { notary_id: id }, throwOnError: true, expectedStatuses: [404] });
    return data.timetable;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const notaryTimetableQueryOptions = (id: number) =>
  queryOptions({ queryKey: actKeys.notaryTimetable(id), queryFn: () => getNotaryTimetable(id), staleTime: 10 * 60_000 });

export function useNotaryTimetable(id: number) {
  return useQuery(notaryTimetableQueryOptions(id));
}
