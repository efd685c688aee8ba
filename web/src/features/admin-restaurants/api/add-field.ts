import type { AddFieldResponse } from '@lunch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isHttpError } from '../../../lib/api-client';
import type { AddFieldBody } from '../lib/add-field-value';
import { failureText, RefusedWrite } from '../lib/failure-text';
import { adminRestaurantsKey } from './get-admin-restaurants';
import { toastAdminError, toastAdminSuccess } from './use-admin-mutation';

/** POST /api/admin/add-field { fieldPath, fieldValue, condition } → { success, message, matched, modifiedCount, batches }. */
export const addField = (body: AddFieldBody) =>
  api.post<AddFieldResponse>('/api/admin/add-field', body).then((r) => {
    if (!r?.success) throw new RefusedWrite(r?.message || r?.error || 'Failed to add field');
    return r;
  });

/** What a failed call says: the server's message (a 400 names the reason), else 'Failed to add field'. */
export const addFieldFailure = (error: unknown): string => failureText(error, 'Failed to add field');

/** Success shows the server's summary; a failure its message (a 400 names the reason), else 'Failed to add field'. */
export function useAddField(onAdded?: (response: AddFieldResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addField,
    onSuccess: (response) => {
      toastAdminSuccess(response.message);
      onAdded?.(response);
      void queryClient.invalidateQueries({ queryKey: adminRestaurantsKey });
    },
    onError: (error) => {
      if (isHttpError(error, 401)) return;
      toastAdminError(addFieldFailure(error));
    },
  });
}
