import { countNewRestaurantFacets, type AdminRestaurantListQuery, type AdminRestaurantListResponse, type NewRestaurantsResponse } from '@lunch/shared';
import { findAdminRestaurantRefs, findNewRestaurants, readRestaurants } from '../data/admin-restaurant-repository';
import { toPublicRestaurant } from '../data/restaurant-document';

const byName = new Intl.Collator('sv-SE', { sensitivity: 'base', numeric: true });

/** The Restaurants tab: filtered on the server, ordered by name (then city), one page of whole restaurants. */
export async function listAdminRestaurants(query: AdminRestaurantListQuery): Promise<AdminRestaurantListResponse> {
  const refs = await findAdminRestaurantRefs(query);
  // A restaurant seen twice (only possible mid-move between cities) is listed once.
  const unique = [...new Map(refs.map((r) => [r.id, r])).values()];
  unique.sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.city, b.city) || a.id.localeCompare(b.id));
  const start = (query.page - 1) * query.limit;
  const page = unique.slice(start, start + query.limit);
  const restaurants = (await readRestaurants(page)).map(toPublicRestaurant);
  return { restaurants, pagination: { page: query.page, limit: query.limit, total: unique.length, hasMore: start + query.limit < unique.length } };
}

/** The New-restaurants tab: every restaurant marked NEW, with the count behind each filter option. */
export async function listNewRestaurants(): Promise<NewRestaurantsResponse> {
  const restaurants = (await findNewRestaurants()).map(toPublicRestaurant);
  restaurants.sort((a, b) => byName.compare(a.city, b.city) || byName.compare(a.name, b.name));
  return { restaurants, counts: countNewRestaurantFacets(restaurants) };
}
