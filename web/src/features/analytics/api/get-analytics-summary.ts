import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsSummary } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const analyticsSummaryQueryKey = queryKeys.admin.analyticsSummary;

/** GET /api/admin/analytics/summary?city=: a city's first-party counts over the last 7 days. */
export const getAnalyticsSummary = (city: string, signal?: AbortSignal) => api.get<AnalyticsSummary>('/api/admin/analytics/summary', { params: { city }, signal });

export const analyticsSummaryQueryOptions = (city: string) =>
  queryOptions({
    queryKey: analyticsSummaryQueryKey(city),
    queryFn: ({ signal }) => getAnalyticsSummary(city, signal),
    refetchOnMount: 'always',
  });

export const useAnalyticsSummary = (city: string) => useQuery(analyticsSummaryQueryOptions(city));
