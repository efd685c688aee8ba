import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_LOG_PAGE_SIZE, type LogLevel, type LogsResponse, type LogType } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface LogFilters {
  level?: LogLevel;
  type?: LogType;
}

export const logsQueryKey = (filters: LogFilters) => queryKeys.admin.logs(filters);

/** GET /api/admin/logs?limit=50&offset=0&level=&type=: newest first, one page. */
export const getLogs = (query: LogFilters & { limit: number; offset: number }, signal?: AbortSignal) =>
  api.get<LogsResponse>('/api/admin/logs', { params: { ...query }, signal });

/** Pages of 50 (spec section 9) by offset; the next page exists while the server says hasMore. */
export const logsQueryOptions = (filters: LogFilters) =>
  infiniteQueryOptions({
    queryKey: logsQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getLogs({ limit: DEFAULT_LOG_PAGE_SIZE, offset: pageParam, ...filters }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, offset) =>
      (last.hasMore ?? last.logs.length === DEFAULT_LOG_PAGE_SIZE) ? offset + DEFAULT_LOG_PAGE_SIZE : undefined,
    // Logs are read fresh whenever the screen opens; the app's default keeps data forever.
    refetchOnMount: 'always',
  });

export const useLogs = (filters: LogFilters) => useInfiniteQuery(logsQueryOptions(filters));
