import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadHistoryResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';

export const uploadHistoryQueryKey = ['admin', 'excel-upload', 'history'] as const;

/** GET /api/admin/excel-upload/history: the caller's latest 5 uploads, newest first. */
export const getUploadHistory = (signal?: AbortSignal) => api.get<UploadHistoryResponse>('/api/admin/excel-upload/history', { signal });

/** Read fresh when the tab opens; while an import is pending the history is read again every 2 s until it finished. */
export const uploadHistoryQueryOptions = () =>
  queryOptions({
    queryKey: uploadHistoryQueryKey,
    queryFn: ({ signal }) => getUploadHistory(signal),
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.uploads.some((u) => u.status === 'pending') ? 2000 : false),
  });

export const useUploadHistory = () => useQuery(uploadHistoryQueryOptions());
