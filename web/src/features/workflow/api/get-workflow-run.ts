import { useQuery } from '@tanstack/react-query';
import type { WorkflowRunSummary } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const workflowRunQueryKey = queryKeys.admin.workflowRun;

/** GET /api/admin/workflow/runs/{runId}: what a triggered run's harvests did so far, and whether its queues drained. */
export const getWorkflowRun = (runId: string, signal?: AbortSignal) =>
  api.get<WorkflowRunSummary>(`/api/admin/workflow/runs/${encodeURIComponent(runId)}`, { signal });

/** Read with the queue status (the trigger's polling, Get Status), never on its own schedule. */
export const useWorkflowRun = (runId: string | undefined) =>
  useQuery({ queryKey: workflowRunQueryKey(runId ?? ''), queryFn: ({ signal }) => getWorkflowRun(runId!, signal), enabled: false });
