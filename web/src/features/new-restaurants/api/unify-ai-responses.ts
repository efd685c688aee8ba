import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnifyAiResponsesInput } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { aiResponseAnalysisQueryKey } from './get-ai-response-analysis';
import { toastHarvestFailure } from './harvest-errors';
import { useRefreshRestaurants } from './refresh';

/** POST /api/admin/unify-ai-responses { replacementSchema }: rewrites every old response text to its category. */
export const unifyAiResponses = (input: UnifyAiResponsesInput) => api.post<{ updatedCount: number; message?: string }>('/api/admin/unify-ai-responses', input);

export function useUnifyAiResponses() {
  const queryClient = useQueryClient();
  const refresh = useRefreshRestaurants();
  return useMutation({
    mutationFn: unifyAiResponses,
    onSuccess: (result) =>
      showToast({ title: 'Unification Complete!', description: `${result.updatedCount} ${result.updatedCount === 1 ? 'restaurant' : 'restaurants'} updated`, variant: 'success' }),
    onError: (error) => toastHarvestFailure(error, 'Failed to apply unification'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: aiResponseAnalysisQueryKey });
      void refresh();
    },
  });
}
