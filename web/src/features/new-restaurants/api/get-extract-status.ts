import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExtractionQueueStatus } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { isQueueRunning } from '../lib/extraction-queue';
import { queryKeys } from '../../../lib/query-keys';

export const extractStatusQueryKey = queryKeys.admin.extractStatus;

/** Spec section 9: the extraction status is read every 2 s while the queue runs. */
export const EXTRACT_STATUS_POLL_MS = 2000;

/** GET /api/admin/extract/status: the AI extraction queue, its counts and items. */
export const getExtractStatus = (signal?: AbortSignal) => api.get<ExtractionQueueStatus>('/api/admin/extract/status', { signal });

export const extractStatusQueryOptions = () =>
  queryOptions({
    queryKey: extractStatusQueryKey,
    queryFn: ({ signal }) => getExtractStatus(signal),
    // Read once when the panel mounts (a queue started earlier shows), then every 2 s while anything is pending or processing.
    refetchOnMount: 'always',
    refetchInterval: (query) => (isQueueRunning(query.state.data) ? EXTRACT_STATUS_POLL_MS : false),
  });

/** Polling stops by itself when the queue is done, and with the panel (no observer, no interval). */
export const useExtractStatus = () => useQuery(extractStatusQueryOptions());
