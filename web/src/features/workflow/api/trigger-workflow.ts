import { useMutation } from '@tanstack/react-query';
import type { WorkflowTriggerInput, WorkflowTriggerResult } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast-store';
import { toastWorkflowFailure } from './failure';

/** POST /api/admin/workflow/trigger {city}: queues a harvest for each of the city's restaurants with a lunch link. */
export const triggerWorkflow = (input: WorkflowTriggerInput) => api.post<WorkflowTriggerResult>('/api/admin/workflow/trigger', input);

export const useTriggerWorkflow = (onTriggered: (result: WorkflowTriggerResult) => void) =>
  useMutation({
    mutationFn: triggerWorkflow,
    onSuccess: (result) => {
      showToast({ title: 'Success', description: result?.message || `Workflow started for ${result?.city ?? 'the city'}`, variant: 'success' });
      onTriggered(result);
    },
    // Spec section 8 describes a swallowed failure with a simulated success; this screen says what happened instead.
    onError: (error) => toastWorkflowFailure(error, 'Failed to trigger workflow'),
  });
