import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RerankResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { toastWeeklyFailure, toastWeeklySuccess } from './failure';
import { weeklyRestaurantsKey } from './get-weekly-restaurants';

/** GET /api/admin/rerank: ranks recomputed by the guideline rule; ranks set by hand are kept. */
export const rerank = () => api.get<RerankResult>('/api/admin/rerank');

export function useRerank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rerank,
    onSuccess: (result) => toastWeeklySuccess('Re-ranking framgångsrik', result.message),
    onError: (error) => toastWeeklyFailure('Re-ranking fel', error, 'Failed to trigger re-ranking'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: weeklyRestaurantsKey }),
  });
}
