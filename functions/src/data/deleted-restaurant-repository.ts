import type { Restaurant } from '@lunch/shared';
import { container } from './cosmos-client';
import { deleteItem, isStatus, readItem } from './cosmos-helpers';
import { toPublicRestaurant, toStoredRestaurant, type StoredRestaurant } from './restaurant-document';

/**
 * Deleted restaurants are kept whole in `deletedRestaurants` (90 days by container TTL in Azure) so an
 * operator can restore them. Both directions copy first and remove second: a crash in between
 * leaves two copies, never none, and running the call again finishes the job.
 */
export interface DeletedRestaurant {
  id: string;
  restaurant: Restaurant;
  deletedAt: string;
  deletedBy: string;
}

export type DeletedRestaurantSummary = Pick<DeletedRestaurant, 'id' | 'deletedAt' | 'deletedBy'> & { name: string; city: string };

export async function moveToDeleted(stored: StoredRestaurant, deletedBy: string, at: string): Promise<void> {
  const entry: DeletedRestaurant = { id: stored.id, restaurant: toPublicRestaurant(stored), deletedAt: at, deletedBy };
  await (await container('deletedRestaurants')).items.upsert(entry);
  await deleteItem(await container('restaurants'), stored.id, stored.city);
}

/** Puts a deleted restaurant back in its city; undefined when there is nothing to restore. */
export async function restoreDeleted(id: string): Promise<Restaurant | undefined> {
  const deleted = await container('deletedRestaurants');
  const entry = await readItem<DeletedRestaurant>(deleted, id, id);
  if (!entry) return undefined;
  try {
    await (await container('restaurants')).items.create(toStoredRestaurant(entry.restaurant));
  } catch (err) {
    if (!isStatus(err, 409)) throw err; // restored before a crash: only the clean-up is left
  }
  await deleteItem(deleted, id, id);
  return entry.restaurant;
}

export async function listDeleted(): Promise<DeletedRestaurantSummary[]> {
  const { resources } = await (await container('deletedRestaurants')).items
    .query<DeletedRestaurantSummary>('SELECT c.id, c.restaurant.name AS name, c.restaurant.city AS city, c.deletedAt, c.deletedBy FROM c')
    .fetchAll();
  return resources.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}
