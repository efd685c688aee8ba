import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkflowStatus } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const workflowStatusQueryKey = queryKeys.admin.workflowStatus;

/** GET /api/admin/workflow/status: per queue (keyed by its internal name) active, scheduled and dead-letter counts. */
export const getWorkflowStatus = (signal?: AbortSignal) => api.get<WorkflowStatus>('/api/admin/workflow/status', { signal });

export const workflowStatusQueryOptions = () =>
  queryOptions({ queryKey: workflowStatusQueryKey, queryFn: ({ signal }) => getWorkflowStatus(signal) });

/**
 * Read only when asked (Get Status, refresh, a trigger's polling): the spec shows a placeholder until
 * the first status is loaded, so nothing is fetched when the screen opens.
 */
export const useWorkflowStatus = () => useQuery({ ...workflowStatusQueryOptions(), enabled: false });
