import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerWeek } from '@lunch/shared';
import { request } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { ownerWeekUrl } from './owner-week-url';

/** A week as the server has it, with the ETag a save must send back (If-Match). */
export interface LoadedOwnerWeek {
  week: OwnerWeek;
  /** Null for a week never saved: the first save then creates it (If-None-Match: *). */
  etag: string | null;
}

/** GET /api/owner/restaurants/{id}/weeks/{isoWeek}: the week's draft (an empty one when none was saved). */
export async function getOwnerWeek(restaurantId: string, week: string): Promise<LoadedOwnerWeek> {
  const response = await request('GET', ownerWeekUrl(restaurantId, week));
  return { week: (await response.json()) as OwnerWeek, etag: response.headers.get('ETag') };
}

export const ownerWeekQueryOptions = (restaurantId: string, week: string) =>
  queryOptions({ queryKey: queryKeys.owner.week(restaurantId, week), queryFn: () => getOwnerWeek(restaurantId, week) });

export const useOwnerWeek = (restaurantId: string, week: string) => useQuery(ownerWeekQueryOptions(restaurantId, week));
