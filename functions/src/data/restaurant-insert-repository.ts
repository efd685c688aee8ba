import { foldForSearch, type Restaurant } from '@lunch/shared';
import { container } from './cosmos-client';
import { isStatus } from './cosmos-helpers';
import { toStoredRestaurant } from './restaurant-document';

/**
 * The duplicate rule of a new restaurant (maps import, and spreadsheet import later): the same place
 * id anywhere, or the same name and address within the city, compared case- and accent-insensitively.
 */
export async function findDuplicateRestaurant(key: { placeId?: string; city: string; name: string; address: string }): Promise<{ id: string; name: string; city: string } | undefined> {
  const restaurants = await container('restaurants');
  if (key.placeId) {
    const { resources } = await restaurants.items
      .query<{ id: string; name: string; city: string }>({ query: 'SELECT c.id, c.name, c.city FROM c WHERE c.gMaps_place_id = @placeId', parameters: [{ name: '@placeId', value: key.placeId }] })
      .fetchAll();
    if (resources[0]) return resources[0];
  }
  const { resources } = await restaurants.items
    .query<{ id: string; name: string; city: string; address: string }>(
      { query: 'SELECT c.id, c.name, c.city, c.location.address AS address FROM c WHERE c.city = @city AND c._searchName = @name', parameters: [{ name: '@city', value: key.city }, { name: '@name', value: foldForSearch(key.name) }] },
      { partitionKey: key.city },
    )
    .fetchAll();
  return resources.find((r) => foldForSearch(r.address ?? '') === foldForSearch(key.address));
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
