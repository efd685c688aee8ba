import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { toastError, toastSuccess } from '../../../lib/toast-store';
import { todosQueryKey } from './get-todos';

/** A board change: on success the spec's toast and a fresh board, on failure the server's message or the fallback. */
export function useTodoMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>, success: string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      toastSuccess(success);
      // Not awaited: the form resets together with the toast, not after the board has reloaded.
      void queryClient.invalidateQueries({ queryKey: todosQueryKey });
    },
    // A 401 is the session ending: the global handler's unauthorized toast and redirect say so, and
    // this toast would replace it (one toast at a time; this handler runs after the global one).
    onError: (error) => {
      if (!isHttpError(error, 401)) toastError(serverMessage(error, failure));
    },
  });
}
