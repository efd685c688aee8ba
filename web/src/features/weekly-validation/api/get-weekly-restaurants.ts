import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WeeklyRestaurantsResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every cached weekly list (any city filter): what a write marks stale. */
export const weeklyRestaurantsKey = queryKeys.admin.weeklyRestaurants;

/** GET /api/admin/weekly-restaurants?city= → the weekly restaurants (menuPeriodicity Weekly) with their weeks and status. */
export const getWeeklyRestaurants = (city: string, signal?: AbortSignal) =>
  api.get<WeeklyRestaurantsResponse>('/api/admin/weekly-restaurants', { params: { city: city.trim() }, signal });

/** pollMs: read the list again this often (while a rescrape the screen waits for runs). */
export const weeklyRestaurantsQueryOptions = (city: string, pollMs: number | false = false) =>
  queryOptions({
    queryKey: queryKeys.admin.weeklyRestaurantsOf(city.trim().toLowerCase()),
    queryFn: ({ signal }) => getWeeklyRestaurants(city, signal),
    // Spec section 7: the restaurants query is cached 30 s. The previous city's rows stay while the next load.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });

export const useWeeklyRestaurants = (city: string, pollMs: number | false = false) => useQuery(weeklyRestaurantsQueryOptions(city, pollMs));
