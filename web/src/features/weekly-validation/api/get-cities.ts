import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/cities, cached 5 min (spec section 7); the key is the one every admin screen shares. */
export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.cities,
    queryFn: ({ signal }) => api.get<{ cities: string[] }>('/api/admin/cities', { signal }).then((r) => r.cities),
    staleTime: 5 * 60_000,
  });

export const useCities = () => useQuery(citiesQueryOptions());
