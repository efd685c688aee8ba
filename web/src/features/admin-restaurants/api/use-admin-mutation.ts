import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../../lib/api-client';
import { showToast, toastError } from '../../../lib/toast-store';
import { failureText } from '../lib/failure-text';
import { adminRestaurantsKey } from './get-admin-restaurants';

/** Spec section 8: failures are titled 'Error'; successes carry the spec's text. */
export const toastAdminSuccess = (description: string) => showToast({ title: 'Success', description, variant: 'success' });
export const toastAdminError = (description: string) => toastError(description, 'Error');

/**
 * A write from the Restaurants tab: the spec's success toast, every cached list page marked stale
 * (names, cities and menus may have changed), and on failure the server's message or the fallback
 * (lib/failure-text).
 * A 401 is left to the global handler's unauthorized toast and redirect.
 */
export function useAdminMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  success: string,
  failure: string,
  onDone?: (result: TResult, input: TInput) => void,
  /** Said when the call got no answer at all, where the spec has its own text ('Error adding menu'). */
  noAnswer = failure,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, input) => {
      toastAdminSuccess(success);
      onDone?.(result, input);
      void queryClient.invalidateQueries({ queryKey: adminRestaurantsKey });
    },
    onError: (error) => {
      if (!isHttpError(error, 401)) toastAdminError(failureText(error, failure, noAnswer));
    },
  });
}
