import { foldForSearch, nameAddressKey, type PlaceIdentity, type Restaurant } from '@lunch/shared';
import { container } from './cosmos-client';
import { isStatus } from './cosmos-helpers';
import { toStoredRestaurant } from './restaurant-document';

/** The restaurant a new place duplicates, by the shared rule (shared/src/restaurant-identity.ts). */
export interface DuplicateOf {
  id: string;
  name: string;
  city: string;
}

/**
 * The duplicate lookup of new restaurants, for one insert or for a whole spreadsheet: every place id
 * (anywhere) is loaded once, and name + address per city once, with only those fields selected, so a
 * file of thousands of rows costs one query per city instead of one per row.
 */
export class DuplicateIndex {
  private placeIds: Map<string, DuplicateOf> | undefined;
  private byCity = new Map<string, Map<string, DuplicateOf>>();

  async byPlaceId(placeId: string): Promise<DuplicateOf | undefined> {
    if (!this.placeIds) {
      const { resources } = await (await container('restaurants')).items
        .query<DuplicateOf & { placeId: string }>("SELECT c.id, c.name, c.city, c.gMaps_place_id AS placeId FROM c WHERE IS_DEFINED(c.gMaps_place_id) AND c.gMaps_place_id != ''")
        .fetchAll();
      this.placeIds = new Map(resources.map((r) => [r.placeId, { id: r.id, name: r.name, city: r.city }]));
    }
    return this.placeIds.get(placeId);
  }

  async byNameAddress(place: Pick<PlaceIdentity, 'city' | 'name' | 'address'>): Promise<DuplicateOf | undefined> {
    let index = this.byCity.get(place.city);
    if (!index) {
      const { resources } = await (await container('restaurants')).items
        .query<{ id: string; name: string; address?: string }>(
          { query: 'SELECT c.id, c.name, c.location.address AS address FROM c WHERE c.city = @city', parameters: [{ name: '@city', value: place.city }] },
          { partitionKey: place.city },
        )
        .fetchAll();
      index = new Map(resources.map((r) => [nameAddressKey({ city: place.city, name: r.name, address: r.address ?? '' }), { id: r.id, name: r.name, city: place.city }]));
      this.byCity.set(place.city, index);
    }
    return index.get(nameAddressKey(place));
  }

  /** The duplicate of a place: the same place id anywhere, else the same name and address in its city. */
  async find(place: PlaceIdentity): Promise<DuplicateOf | undefined> {
    return (place.placeId ? await this.byPlaceId(place.placeId) : undefined) ?? (await this.byNameAddress(place));
  }

  /** A restaurant created during this run, so later rows of the same file find it. */
  remember(restaurant: Restaurant): void {
    const entry = { id: restaurant.id, name: restaurant.name, city: restaurant.city };
    if (restaurant.gMaps_place_id) this.placeIds?.set(restaurant.gMaps_place_id, entry);
    this.byCity.get(restaurant.city)?.set(nameAddressKey({ city: restaurant.city, name: restaurant.name, address: restaurant.location.address }), entry);
  }
}

/** One insert's duplicate check: the place id by a direct query, name + address within the city by its folded name. */
export async function findDuplicateRestaurant(place: PlaceIdentity): Promise<DuplicateOf | undefined> {
  const restaurants = await container('restaurants');
  if (place.placeId) {
    const { resources } = await restaurants.items
      .query<DuplicateOf>({ query: 'SELECT c.id, c.name, c.city FROM c WHERE c.gMaps_place_id = @placeId', parameters: [{ name: '@placeId', value: place.placeId }] })
      .fetchAll();
    if (resources[0]) return resources[0];
  }
  const { resources } = await restaurants.items
    .query<DuplicateOf & { address?: string }>(
      { query: 'SELECT c.id, c.name, c.city, c.location.address AS address FROM c WHERE c.city = @city AND c._searchName = @name', parameters: [{ name: '@city', value: place.city }, { name: '@name', value: foldForSearch(place.name) }] },
      { partitionKey: place.city },
    )
    .fetchAll();
  const wanted = nameAddressKey(place);
  const match = resources.find((r) => nameAddressKey({ city: place.city, name: r.name, address: r.address ?? '' }) === wanted);
  return match && { id: match.id, name: match.name, city: match.city };
}

/** Creates the restaurant; false when its id is taken (a concurrent insert of the same place). */
export async function insertNewRestaurant(restaurant: Restaurant): Promise<boolean> {
  try {
    await (await container('restaurants')).items.create(toStoredRestaurant(restaurant));
    return true;
  } catch (err) {
    if (isStatus(err, 409)) return false;
    throw err;
  }
}

/**
 * Creates many new restaurants with bulk calls of 100, a few calls in flight at once (the database's
 * durable writes, a journal fsync locally and replica acknowledgements in Azure, then overlap).
 * Answers per restaurant: 'created', or 'exists' when its id is taken (an earlier delivery of the same
 * import, or the same place inserted by hand); any other failure throws, so the import is retried.
 */
export async function createRestaurantsInBulk(items: Restaurant[], callsAtOnce: number): Promise<('created' | 'exists')[]> {
  const restaurants = await container('restaurants');
  const outcomes: ('created' | 'exists')[] = new Array(items.length);
  const chunkStarts: number[] = [];
  for (let i = 0; i < items.length; i += 100) chunkStarts.push(i);
  const writeChunk = async (start: number) => {
    const chunk = items.slice(start, start + 100);
    const results = await restaurants.items.bulk(chunk.map((r) => ({ operationType: 'Create' as const, resourceBody: toStoredRestaurant(r) as never })));
    results.forEach((result, j) => {
      if (result.statusCode < 400) outcomes[start + j] = 'created';
      else if (result.statusCode === 409) outcomes[start + j] = 'exists';
      else throw new Error(`Creating restaurant ${chunk[j]!.id} failed with status ${result.statusCode}`);
    });
  };
  for (let i = 0; i < chunkStarts.length; i += callsAtOnce) await Promise.all(chunkStarts.slice(i, i + callsAtOnce).map(writeChunk));
  return outcomes;
}
