import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewRestaurantsResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const newRestaurantsQueryKey = queryKeys.admin.newRestaurants;

export const getNewRestaurants = (signal?: AbortSignal) => api.get<NewRestaurantsResponse>('/api/admin/restaurants/new', { signal });

export const newRestaurantsQueryOptions = () =>
  queryOptions({
    queryKey: newRestaurantsQueryKey,
    queryFn: ({ signal }) => getNewRestaurants(signal),
    staleTime: 30_000,
    // Restaurants are added from other places (the maps import): opening the tab always asks again.
    refetchOnMount: 'always',
  });

export const useNewRestaurants = () => useQuery(newRestaurantsQueryOptions());
