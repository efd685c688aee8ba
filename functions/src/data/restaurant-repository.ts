import type { SqlParameter } from '@azure/cosmos';
import { dietsSatisfying, foldForSearch, type Weekday } from '@lunch/shared';
import { container } from './cosmos-client';
import { readItem, updateWithRetry } from './cosmos-helpers';
import { finishPendingMoveOf } from './restaurant-move-repository';
import { toPublicRestaurant, toStoredRestaurant, type StoredRestaurant } from './restaurant-document';
import type { Restaurant } from '@lunch/shared';

export interface RestaurantFilter {
  city: string;
  /** Only restaurants with a lunch slot on this weekday; absent means no weekday filter. */
  day?: Weekday;
  /** The calendar date of the selected day: menus valid on it count for price and search. */
  date: string;
  search?: string;
  price?: number;
  cuisines: string[];
  dietaryOptions: string[];
  lunchIncludes: string[];
}

export interface RestaurantCandidate {
  id: string;
  rank: number;
  name: string;
  coordinates: [number, number];
}

// Restaurants waiting for review (NEW) are not public. Written without IS_BOOLEAN/IIF, which the
// local Cosmos server cannot run; NEW is a boolean or absent.
const PUBLIC_RESTAURANT = '(NOT IS_DEFINED(c.NEW) OR IS_NULL(c.NEW) OR c.NEW = false)';

/**
 * The search and price conditions for the menus valid on the date held by `dateParam`, adding their
 * parameters (once) to `parameters`.
 */
function menuConditions(filter: RestaurantFilter, dateParam: string, parameters: SqlParameter[]): string[] {
  const where: string[] = [];
  const menuOnDate = `m.validFrom <= ${dateParam} AND m.validTo >= ${dateParam}`;
  const addOnce = (name: string, value: string | number) => {
    if (!parameters.some((p) => p.name === name)) parameters.push({ name, value });
  };
  if (filter.search) {
    addOnce('@search', foldForSearch(filter.search));
    where.push(`(CONTAINS(c._searchName, @search) OR EXISTS(SELECT VALUE m FROM m IN c.lunch_menus WHERE ${menuOnDate} AND CONTAINS(m._search, @search)))`);
  }
  if (filter.price !== undefined) {
    addOnce('@price', filter.price);
    where.push(
      `EXISTS(SELECT VALUE m FROM m IN c.lunch_menus WHERE ${menuOnDate} AND (` +
        '(IS_NUMBER(m.price) AND m.price > 0 AND m.price <= @price) OR ' +
        '((NOT IS_NUMBER(m.price) OR m.price <= 0) AND c.fallback_price > 0 AND c.fallback_price <= @price)))',
    );
  }
  return where;
}

/** The conditions that do not depend on the day: cuisines, dietary options and what lunch includes. */
function restaurantConditions(filter: RestaurantFilter, parameters: SqlParameter[]): string[] {
  const where: string[] = [];
  if (filter.cuisines.length > 0) {
    parameters.push({ name: '@cuisines', value: filter.cuisines });
    where.push('EXISTS(SELECT VALUE x FROM x IN c.cuisines WHERE ARRAY_CONTAINS(@cuisines, x))');
  }
  filter.dietaryOptions.forEach((option, i) => {
    const accepted = dietsSatisfying(option); // vegan food is vegetarian too
    parameters.push({ name: `@diet${i}`, value: accepted });
    where.push(`EXISTS(SELECT VALUE d FROM d IN c.dietaryOptions WHERE ARRAY_CONTAINS(@diet${i}, d))`);
  });
  filter.lunchIncludes.forEach((include, i) => {
    parameters.push({ name: `@inc${i}`, value: foldForSearch(include) });
    where.push(`ARRAY_CONTAINS(c._includes, @inc${i})`);
  });
  return where;
}

/**
 * Ids, ranks and positions of every public restaurant in the city that passes the filters. One
 * single-partition query with only parameters; ordering by rank and distance happens in the service
 * because Cosmos DB cannot order by a distance to a caller-given point.
 */
export async function findRestaurantCandidates(filter: RestaurantFilter): Promise<RestaurantCandidate[]> {
  const where: string[] = ['c.city = @city', PUBLIC_RESTAURANT];
  const parameters: SqlParameter[] = [
    { name: '@city', value: filter.city },
    { name: '@date', value: filter.date },
  ];
  if (filter.day) {
    parameters.push({ name: '@day', value: filter.day });
    where.push('ARRAY_CONTAINS(c._lunchDays, @day)');
  }
  where.push(...menuConditions(filter, '@date', parameters), ...restaurantConditions(filter, parameters));

  const query = `SELECT c.id, c.rank, c.name, c.location.coordinates AS coordinates FROM c WHERE ${where.join(' AND ')}`;
  const restaurants = await container('restaurants');
  const { resources } = await restaurants.items.query<RestaurantCandidate>({ query, parameters }, { partitionKey: filter.city }).fetchAll();
  return resources;
}

/**
 * Which of `days` would list at least one public restaurant with the filter (each day with its date;
 * `filter.day` and `filter.date` are not used). For the list's "served on other days" hint, so it only
 * runs when the chosen day found nothing. Each day is the list's own query (same text, other
 * parameters), run side by side: one query OR-ing six days' conditions took the local Cosmos server
 * 13 s to compile on its first use, where the list's query is already compiled.
 */
export async function findDaysWithRestaurants(filter: RestaurantFilter, days: { day: Weekday; date: string }[]): Promise<Weekday[]> {
  const found = await Promise.all(days.map(({ day, date }) => findRestaurantCandidates({ ...filter, day, date })));
  return days.filter((_, i) => found[i].length > 0).map(({ day }) => day);
}

/** Full documents for the given ids within one city (one page of the list). */
export async function getRestaurantsByIds(city: string, ids: string[]): Promise<StoredRestaurant[]> {
  if (ids.length === 0) return [];
  const restaurants = await container('restaurants');
  const { resources } = await restaurants.items
    .query<StoredRestaurant>(
      { query: 'SELECT * FROM c WHERE c.city = @city AND ARRAY_CONTAINS(@ids, c.id)', parameters: [{ name: '@city', value: city }, { name: '@ids', value: ids }] },
      { partitionKey: city },
    )
    .fetchAll();
  return resources;
}

/**
 * A restaurant by id alone (the public detail page and the admin calls have no city): a light
 * cross-partition query for its city, then a point read in that partition.
 */
export async function findRestaurantById(id: string): Promise<StoredRestaurant | undefined> {
  const restaurants = await container('restaurants');
  const cities = async () =>
    (await restaurants.items.query<{ city: string }>({ query: 'SELECT c.city FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] }, { maxItemCount: 10 }).fetchAll()).resources;
  let found = await cities();
  // Two copies only exist while a move between cities is unfinished (a process died mid-move): finish it.
  if (found.length > 1 && (await finishPendingMoveOf(id))) found = await cities();
  return found[0] ? readItem<StoredRestaurant>(restaurants, id, found[0].city) : undefined;
}

/**
 * A restaurant by id, with a point read when its city is known (queue messages carry it); a restaurant
 * that is not there (moved to another city since) is looked up by id alone.
 */
export async function findRestaurant(id: string, city?: string): Promise<StoredRestaurant | undefined> {
  if (city) {
    const found = await readItem<StoredRestaurant>(await container('restaurants'), id, city);
    if (found) return found;
  }
  return findRestaurantById(id);
}

/** Writes restaurants (create or replace by id); retrying the same write leaves the same data. */
export async function upsertRestaurants(items: Restaurant[]): Promise<void> {
  const restaurants = await container('restaurants');
  for (let i = 0; i < items.length; i += 100) {
    const chunk = items.slice(i, i + 100).map(toStoredRestaurant);
    const results = await restaurants.items.bulk(chunk.map((doc) => ({ operationType: 'Upsert' as const, resourceBody: doc as never })));
    const failed = results.filter((r) => r.statusCode >= 400);
    if (failed.length > 0) throw new Error(`Upsert of ${failed.length} restaurants failed (status ${failed[0].statusCode})`);
  }
}

/** A restaurant moved to another city while being changed is looked up again this often. */
const MAX_LOOKUPS = 3;

/**
 * Read-modify-write of one restaurant with optimistic concurrency (updateWithRetry): when someone
 * else wrote the restaurant in between (412), the change is applied again to the fresh document, so
 * two admins editing different parts (two menus, two fields) both keep their change and neither is
 * lost. A restaurant deleted meanwhile stays deleted (undefined); one moved to another city meanwhile
 * gets the change there. `change` must therefore be a pure function of the document it gets; it may
 * throw to abort, or return the very object it got to write nothing.
 */
export async function updateRestaurant(id: string, change: (current: Restaurant) => Restaurant, options: { city?: string } = {}): Promise<Restaurant | undefined> {
  const restaurants = await container('restaurants');
  let city = options.city;
  for (let lookup = 0; lookup < MAX_LOOKUPS; lookup++) {
    // The first read finds the city (a point read when the caller knows it); updateWithRetry's retries are point reads in that partition.
    const found = await findRestaurant(id, city);
    if (!found) return undefined;
    let result: Restaurant | undefined;
    const written = await updateWithRetry<StoredRestaurant>(
      restaurants,
      id,
      found.city,
      (stored) => {
        const current = toPublicRestaurant(stored);
        const changed = change(current);
        if (changed === current) {
          result = current; // `change` returned its input: nothing to write
          return stored;
        }
        const next = toStoredRestaurant(changed);
        if (next.city !== stored.city) throw new Error('updateRestaurant cannot change the city (partition key): use the move');
        result = toPublicRestaurant(next);
        return next;
      },
      { current: found },
    );
    if (written) return result;
    city = undefined; // gone from its city: deleted (the lookup by id finds nothing) or moved
  }
  return undefined;
}
