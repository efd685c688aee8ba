import { useMutation, useQueryClient } from '@tanstack/react-query';
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
    onError: (error) => toastError(serverMessage(error, failure)),
  });
}
