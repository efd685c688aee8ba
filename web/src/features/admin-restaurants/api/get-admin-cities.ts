import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec section 7: the cities list is cached 5 min. */
export const ADMIN_CITIES_STALE_TIME_MS = 5 * 60_000;

export const getAdminCities = (signal?: AbortSignal) => api.get<{ cities: string[] }>('/api/admin/cities', { signal }).then((r) => r.cities);

export const adminCitiesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.cities, queryFn: ({ signal }) => getAdminCities(signal), staleTime: ADMIN_CITIES_STALE_TIME_MS });

export const useAdminCities = () => useQuery(adminCitiesQueryOptions());
