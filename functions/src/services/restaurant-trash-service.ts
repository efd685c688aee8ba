import type { Restaurant } from '@lunch/shared';
import { now } from '../app/clock';
import { notFound } from '../app/domain-error';
import { findRestaurantById } from '../data/restaurant-repository';
import { listDeleted, moveToDeleted, restoreDeleted, type DeletedRestaurantSummary } from '../data/deleted-restaurant-repository';

/** A restaurant moved to another city while being deleted is looked up again this often. */
const MAX_LOOKUPS = 3;

export async function deleteRestaurant(id: string, deletedBy: string): Promise<void> {
  const at = now().toISOString();
  for (let lookup = 0; lookup < MAX_LOOKUPS; lookup++) {
    const stored = await findRestaurantById(id);
    if (!stored) break;
    if (await moveToDeleted(stored, deletedBy, at)) return;
    // Gone from its city between the read and the delete: deleted by someone else, or moved.
  }
  throw notFound(`No restaurant with id '${id}'`);
}

export async function restoreRestaurant(id: string): Promise<Restaurant> {
  const restored = await restoreDeleted(id);
  if (!restored) throw notFound(`No deleted restaurant with id '${id}'`);
  return restored;
}

export function deletedRestaurants(): Promise<DeletedRestaurantSummary[]> {
  return listDeleted();
}
