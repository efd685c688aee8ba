import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuReviewListResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import type { ReviewFilter } from '../lib/review-format';
import { queryKeys } from '../../../lib/query-keys';

/** Every cached list and reading of the review queue: what a decision marks stale. */
export const menuReviewsKey = queryKeys.admin.menuReviews;

/** GET /api/admin/menu-reviews?status= → the readings with that status (no page text) and the count per status. */
export const getMenuReviews = (status: ReviewFilter, signal?: AbortSignal) =>
  api.get<MenuReviewListResult>('/api/admin/menu-reviews', { params: { status }, signal });

export const menuReviewsQueryOptions = (status: ReviewFilter) =>
  queryOptions({
    queryKey: queryKeys.admin.menuReviewList(status),
    queryFn: ({ signal }) => getMenuReviews(status, signal),
    // Harvests add readings at any time: a visit to the screen reads the queue again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useMenuReviews = (status: ReviewFilter) => useQuery(menuReviewsQueryOptions(status));
