import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerRestaurantsResponse } from '@lunch/shared';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/owner/restaurants: the signed-in owner's restaurants with this and next week's status. */
export const getOwnerRestaurants = () => api.get<OwnerRestaurantsResponse>('/api/owner/restaurants').then((r) => r.restaurants);

export const ownerRestaurantsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.owner.restaurants, queryFn: getOwnerRestaurants });

export const useOwnerRestaurants = (enabled: boolean) => useQuery({ ...ownerRestaurantsQueryOptions(), enabled });
