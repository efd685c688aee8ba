import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { AdminRestaurantListResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { listQueryParams, normalisedFilters, type AdminListFilters } from '../lib/list-filters';
import { queryKeys } from '../../../lib/query-keys';

/** Spec section 7: the restaurants query is cached 30 s. */
export const ADMIN_RESTAURANTS_STALE_TIME_MS = 30_000;

/** Every admin restaurants query starts with this key; a write invalidates them all. */
export const adminRestaurantsKey = queryKeys.admin.restaurants;

/** GET /api/admin/restaurants: one page of the server-filtered list. */
export async function getAdminRestaurants(filters: AdminListFilters, page: number, signal?: AbortSignal): Promise<AdminRestaurantListResponse> {
  const response = await api.get<AdminRestaurantListResponse>('/api/admin/restaurants', { params: listQueryParams(filters, page), signal });
  if (!response || !Array.isArray(response.restaurants) || typeof response.pagination !== 'object') {
    throw new Error('Failed to fetch restaurants');
  }
  return response;
}

export function adminRestaurantsPageQueryOptions(filters: AdminListFilters, page: number) {
  const normalised = normalisedFilters(filters);
  return queryOptions({
    queryKey: queryKeys.admin.restaurantPage(normalised, page),
    queryFn: ({ signal }) => getAdminRestaurants(normalised, page, signal),
    staleTime: ADMIN_RESTAURANTS_STALE_TIME_MS,
  });
}

/** Page 1 of the list: it says how many restaurants match. The previous answer stays while the next filters load. */
export const useAdminRestaurantsFirstPage = (filters: AdminListFilters) =>
  useQuery({ ...adminRestaurantsPageQueryOptions(filters, 1), placeholderData: keepPreviousData });

/** The pages the visible rows need, fetched as the admin scrolls to them. */
export const useAdminRestaurantsPages = (filters: AdminListFilters, pages: readonly number[], enabled: boolean) =>
  useQueries({ queries: pages.map((page) => ({ ...adminRestaurantsPageQueryOptions(filters, page), enabled })) });
