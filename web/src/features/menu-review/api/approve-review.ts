import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveReviewInput, ReviewDecisionResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { menuReviewsKey } from './get-menu-reviews';

/** POST /api/admin/menu-reviews/{id}/approve {dishes}: publishes the dishes as the admin left them. */
export const approveReview = (id: string, input: ApproveReviewInput) =>
  api.post<ReviewDecisionResult>(`/api/admin/menu-reviews/${encodeURIComponent(id)}/approve`, input);

/** Whatever the answer (200, or 409: another admin decided first), the queue is read again. */
export function useApproveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ApproveReviewInput }) => approveReview(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuReviewsKey }),
  });
}
