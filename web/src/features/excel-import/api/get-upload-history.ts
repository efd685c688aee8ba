import { queryOptions, useQuery } from '@tanstack/react-query';
import { UPLOAD_HISTORY_LIMIT, type UploadHistoryEntry, type UploadHistoryResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const uploadHistoryQueryKey = queryKeys.admin.uploadHistory;

/** GET /api/admin/excel-upload/history: the caller's latest 5 uploads, newest first. */
export const getUploadHistory = (signal?: AbortSignal) => api.get<UploadHistoryResponse>('/api/admin/excel-upload/history', { signal });

/**
 * Where an upload the panel follows stands in the history: its entry, not listed yet (read again),
 * or gone from the latest 5 because newer uploads came after it (ids sort by upload time).
 */
export function followedEntry(uploads: readonly UploadHistoryEntry[] | undefined, uploadId: string): UploadHistoryEntry | 'not-yet' | 'gone' {
  const entry = uploads?.find((u) => u.id === uploadId);
  if (entry) return entry;
  return uploads && uploads.length >= UPLOAD_HISTORY_LIMIT && uploads.every((u) => u.id > uploadId) ? 'gone' : 'not-yet';
}

/**
 * Read fresh when the tab opens; while an import is pending the history is read again every 2 s until
 * it finished. With `follow` (an upload's id) it is also read again until that upload's entry is listed.
 */
export const uploadHistoryQueryOptions = (follow?: string) =>
  queryOptions({
    queryKey: uploadHistoryQueryKey,
    queryFn: ({ signal }) => getUploadHistory(signal),
    refetchOnMount: 'always',
    refetchInterval: (query) => {
      const uploads = query.state.data?.uploads;
      const pending = uploads?.some((u) => u.status === 'pending') ?? false;
      return pending || (follow !== undefined && followedEntry(uploads, follow) === 'not-yet') ? 2000 : false;
    },
  });

export const useUploadHistory = (follow?: string) => useQuery(uploadHistoryQueryOptions(follow));
