import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { extractStatusQueryKey } from './get-extract-status';
import { toastHarvestFailure } from './harvest-errors';

/** DELETE /api/admin/extract/queue: empties the AI extraction queue. */
export const clearExtractQueue = () => api.delete<unknown>('/api/admin/extract/queue');

export function useClearExtractQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearExtractQueue,
    onSuccess: () => showToast({ title: 'Queue Cleared', description: 'The AI extraction queue is empty.', variant: 'success' }),
    onError: (error) => toastHarvestFailure(error, 'Failed to clear queue'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: extractStatusQueryKey }),
  });
}
