import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { notariesMyReview, notariesSaveMyReview, type ReviewIn, type ReviewPublic } from '@/lib/api';
import { usePersistedState } from '@/lib/persisted-state';
import { notaryKeys } from './keys';

/** The citizen's own review of this notary, or null when there is none yet (the server's 404 says so). */
export async function getMyReview(id: number): Promise<ReviewPublic | null> {
  try {
    const { data } = await notariesMyReview({ path: { notary_id: id }, throwOnError: true, expectedStatuses: [404] });
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const myReviewQueryOptions = (id: number, pin: string) =>
  queryOptions({ queryKey: notaryKeys.myReview(id, pin), queryFn: () => getMyReview(id), staleTime: 0 });

/** Only asked while a citizen is logged in. */
export function useMyReview(id: number) {
  const pin = usePersistedState((state) => (state.user ? state.user.pin : null));
  return useQuery({ ...myReviewQueryOptions(id, pin ?? ''), enabled: pin !== null });
}

/** Writes the citizen's one review, or edits it: the same call either way. */
export async function saveMyReview(id: number, review: ReviewIn): Promise<ReviewPublic> {
  const { data } = await notariesSaveMyReview({ path: { notary_id: id }, body: review, throwOnError: true });
  return data;
}

export function useSaveMyReview(id: number) {
  const queryClient = useQueryClient();
  const pin = usePersistedState((state) => state.user?.pin ?? '');
  return useMutation({
    mutationFn: (review: ReviewIn) => saveMyReview(id, review),
    onSuccess: async (saved) => {
      queryClient.setQueryData(myReviewQueryOptions(id, pin).queryKey, saved);
      // The list of reviews and both ratings (on the details page and in the directory) have changed.
      await queryClient.invalidateQueries({ queryKey: notaryKeys.all });
    },
  });
}
