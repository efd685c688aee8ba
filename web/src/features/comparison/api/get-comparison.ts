import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ComparisonResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/comparison?city= → the weekly restaurants with their current-week menus and the tiles' counts. */
export const getComparison = (city: string, signal?: AbortSignal) =>
  api.get<ComparisonResponse>('/api/admin/comparison', { params: { city: city.trim() }, signal });

export const comparisonQueryOptions = (city: string) =>
  queryOptions({
    queryKey: queryKeys.admin.comparison(city.trim().toLowerCase()),
    queryFn: ({ signal }) => getComparison(city, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useComparison = (city: string) => useQuery(comparisonQueryOptions(city));
