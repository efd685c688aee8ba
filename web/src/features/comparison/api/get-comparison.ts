import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ComparisonResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';

/** GET /api/admin/comparison?city= → the weekly restaurants with their current-week menus and the tiles' counts. */
export const getComparison = (city: string, signal?: AbortSignal) =>
  api.get<ComparisonResponse>('/api/admin/comparison', { params: { city: city.trim() }, signal });

export const comparisonQueryOptions = (city: string) =>
  queryOptions({
    queryKey: ['admin', 'comparison', city.trim().toLowerCase()] as const,
    queryFn: ({ signal }) => getComparison(city, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useComparison = (city: string) => useQuery(comparisonQueryOptions(city));
