import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyResultsResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { extractStatusQueryKey } from './get-extract-status';
import { toastHarvestFailure } from './harvest-errors';
import { applyResultsToastText } from '../lib/extraction-queue';
import { useRefreshRestaurants } from './refresh';

/** POST /api/admin/extract/apply-results: stores what the finished queue found; answers how many got menus and which did not. */
export const applyResults = () => api.post<ApplyResultsResult>('/api/admin/extract/apply-results');

export function useApplyResults() {
  const queryClient = useQueryClient();
  const refresh = useRefreshRestaurants();
  return useMutation({
    mutationFn: applyResults,
    // The count is of restaurants that got menus; a run where some got none is not shown as a plain success.
    onSuccess: (result) =>
      showToast({ title: 'Results Applied!', description: applyResultsToastText(result), variant: result.failed.length > 0 ? 'error' : 'success' }),
    onError: (error) => toastHarvestFailure(error, 'Failed to apply results'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: extractStatusQueryKey });
      void refresh();
    },
  });
}
