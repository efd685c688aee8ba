import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkExtractQueuedResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast-store';
import { extractStatusQueryKey } from './get-extract-status';
import { toastHarvestFailure } from './harvest-errors';

/** POST /api/admin/extract/bulk { restaurantIds }: puts the restaurants on the AI extraction queue. */
export const extractBulk = (restaurantIds: string[]) => api.post<BulkExtractQueuedResult>('/api/admin/extract/bulk', { restaurantIds });

/** The bulk 'AI Extract': queues, then the queue panel reads the status again (and polls while it runs). */
export function useExtractBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extractBulk,
    onSuccess: (result) => {
      const skipped = result.skipped.length > 0 ? `, ${result.skipped.length} skipped (no lunch link)` : '';
      toastSuccess(`${result.restaurantsQueued} ${result.restaurantsQueued === 1 ? 'restaurant' : 'restaurants'} queued for AI extraction${skipped}`);
      void queryClient.invalidateQueries({ queryKey: extractStatusQueryKey });
    },
    onError: (error) => toastHarvestFailure(error, 'Failed to start bulk extraction'),
  });
}
