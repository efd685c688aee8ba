import type { Restaurant } from '@lunch/shared';
import { container } from './cosmos-client';
import { deleteItemIfUnchanged, isStatus, readItem } from './cosmos-helpers';
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

const MAX_DELETE_TRIES = 30;

/**
 * Keeps the restaurant as read, then deletes it only if it is still that version: an edit that landed
 * in between (412) is kept too, by copying the fresh document again. False when it was gone already.
 */
export async function moveToDeleted(stored: StoredRestaurant, deletedBy: string, at: string): Promise<boolean> {
  const restaurants = await container('restaurants');
  const deleted = await container('deletedRestaurants');
  let current: StoredRestaurant | undefined = stored;
  for (let attempt = 0; attempt < MAX_DELETE_TRIES && current; attempt++) {
    const entry: DeletedRestaurant = { id: current.id, restaurant: toPublicRestaurant(current), deletedAt: at, deletedBy };
    await deleted.items.upsert(entry);
    const outcome = await deleteItemIfUnchanged(restaurants, current.id, current.city, (current as { _etag?: string })._etag!);
    if (outcome === 'deleted') return true;
    if (outcome === 'gone') return false;
    current = await readItem<StoredRestaurant>(restaurants, stored.id, stored.city);
  }
  if (!current) return false;
  throw new Error(`Restaurant ${stored.id} kept changing under ${MAX_DELETE_TRIES} tries`);
}

/** Puts a deleted restaurant back in its city; undefined when there is nothing to restore. */
export async function restoreDeleted(id: string): Promise<Restaurant | undefined> {
  const deleted = await container('deletedRestaurants');
  const entry = await readItem<DeletedRestaurant & { _etag: string }>(deleted, id, id);
  if (!entry) return undefined;
  try {
    await (await container('restaurants')).items.create(toStoredRestaurant(entry.restaurant));
  } catch (err) {
    if (!isStatus(err, 409)) throw err; // restored before a crash: only the clean-up is left
  }
  // Only the entry restored from: a delete of the restored restaurant in between wrote a newer one to keep.
  await deleteItemIfUnchanged(deleted, id, id, entry._etag);
  return entry.restaurant;
}

export async function listDeleted(): Promise<DeletedRestaurantSummary[]> {
  const { resources } = await (await container('deletedRestaurants')).items
    .query<DeletedRestaurantSummary>('SELECT c.id, c.restaurant.name AS name, c.restaurant.city AS city, c.deletedAt, c.deletedBy FROM c')
    .fetchAll();
  return resources.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}
