import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RejectReviewInput, ReviewDecisionResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { menuReviewsKey } from './get-menu-reviews';

/** POST /api/admin/menu-reviews/{id}/reject {reason?}: nothing is published; the restaurant is marked for manual menus. */
export const rejectReview = (id: string, input: RejectReviewInput) =>
  api.post<ReviewDecisionResult>(`/api/admin/menu-reviews/${encodeURIComponent(id)}/reject`, input);

export function useRejectReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectReview(id, reason.trim() ? { reason: reason.trim() } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuReviewsKey }),
  });
}
