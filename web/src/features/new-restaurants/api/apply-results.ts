import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyResultsResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { extractStatusQueryKey } from './get-extract-status';
import { toastHarvestFailure } from './harvest-errors';
import { useRefreshRestaurants } from './refresh';

/** POST /api/admin/extract/apply-results: stores what the finished queue found. */
export const applyResults = () => api.post<ApplyResultsResult>('/api/admin/extract/apply-results');

export function useApplyResults() {
  const queryClient = useQueryClient();
  const refresh = useRefreshRestaurants();
  return useMutation({
    mutationFn: applyResults,
    onSuccess: (result) =>
      showToast({ title: 'Results Applied!', description: `${result.updatedCount} ${result.updatedCount === 1 ? 'restaurant' : 'restaurants'} updated`, variant: 'success' }),
    onError: (error) => toastHarvestFailure(error, 'Failed to apply results'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: extractStatusQueryKey });
      void refresh();
    },
  });
}
