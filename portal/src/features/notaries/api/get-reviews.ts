import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notariesReviews, type ReviewPage } from '@/lib/api';
import { notaryKeys } from './keys';

export const REVIEWS_PAGE_SIZE = 10;

/** Newest (or newest edited) first, as the server orders them. */
export async function getReviews(id: number, page: number): Promise<ReviewPage> {
  const { data } = await notariesReviews({
    path: { notary_id: id },
    query: { page, size: REVIEWS_PAGE_SIZE },
    throwOnError: true,
  });
  return data;
}

export const reviewsQueryOptions = (id: number, page: number) =>
  queryOptions({ queryKey: notaryKeys.reviewPage(id, page), queryFn: () => getReviews(id, page) });

export function useReviews(id: number, page: number) {
  return useQuery({ ...reviewsQueryOptions(id, page), placeholderData: keepPreviousData });
}
