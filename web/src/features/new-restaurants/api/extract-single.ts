import { useMutation } from '@tanstack/react-query';
import type { SingleExtractResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { RefusedHarvest, toastHarvestFailure } from './harvest-errors';
import { useRefreshRestaurants } from './refresh';

/** A single extraction that answered `success: false` is a failure with the server's text. */
export function requireExtracted(result: SingleExtractResult, fallback: string): SingleExtractResult {
  if (!result?.success) throw new RefusedHarvest(result?.error || result?.message || fallback);
  return result;
}

/** POST /api/admin/extract/single/{id}: the AI extraction of one restaurant, now. */
export const extractSingle = (id: string) =>
  api.post<SingleExtractResult>(`/api/admin/extract/single/${encodeURIComponent(id)}`).then((r) => requireExtracted(r, 'Failed to extract data'));

/** A card's 'AI extract': 'Data extracted successfully' with the server's summary, else its message or 'Failed to extract data'. */
export function useExtractSingle() {
  const refresh = useRefreshRestaurants();
  return useMutation({
    mutationFn: extractSingle,
    onSuccess: (result) => showToast({ title: 'Data extracted successfully', description: result.message, variant: 'success' }),
    onError: (error) => toastHarvestFailure(error, 'Failed to extract data'),
    onSettled: refresh,
  });
}
