import { useMutation } from '@tanstack/react-query';
import type { ExtractableField, ExtractFieldInput, ExtractFieldResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { RefusedHarvest, toastHarvestFailure } from './harvest-errors';
import { useRefreshRestaurants } from './refresh';

/** POST /api/admin/extract-field/{lunch_hours | lunch_includes} { restaurantId, lunchLink }: reads one field from the lunch page and stores it. */
export const extractField = (field: ExtractableField, input: ExtractFieldInput) =>
  api.post<ExtractFieldResult>(`/api/admin/extract-field/${field}`, input).then((r) => {
    if (!r?.success) throw new RefusedHarvest(r?.error || r?.message || 'Failed to extract data');
    return r;
  });

/** 'Extract lunch_hours' / 'Extract lunch_includes' of a card: 'Data extracted successfully' with what was found, else the server's message or 'Failed to extract data'. */
export function useExtractField() {
  const refresh = useRefreshRestaurants();
  return useMutation({
    mutationFn: ({ field, input }: { field: ExtractableField; input: ExtractFieldInput }) => extractField(field, input),
    onSuccess: (result) => showToast({ title: 'Data extracted successfully', description: result.message, variant: 'success' }),
    onError: (error) => toastHarvestFailure(error, 'Failed to extract data'),
    onSettled: refresh,
  });
}
