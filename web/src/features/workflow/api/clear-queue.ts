import { useMutation } from '@tanstack/react-query';
import { QUEUE_DISPLAY_NAMES, type ClearQueueInput } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { toastWorkflowFailure } from './failure';

/** POST /api/admin/queue/clear {queueName} with the queue's short key (fast, slow, imggen, rank, error). */
export const clearQueue = (input: ClearQueueInput) => api.post<unknown>('/api/admin/queue/clear', input);

/** Clears a queue, says 'Queue Cleared', then lets the screen read the status again (whatever the outcome). */
export const useClearQueue = (onSettled: () => void) =>
  useMutation({
    mutationFn: clearQueue,
    onSuccess: (_result, { queueName }) =>
      showToast({ title: 'Queue Cleared', description: `The ${QUEUE_DISPLAY_NAMES[queueName]} queue is empty.`, variant: 'success' }),
    onError: (error) => toastWorkflowFailure(error, 'Failed to clear queue'),
    onSettled,
  });
