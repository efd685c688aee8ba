import type { Restaurant } from '@lunch/shared';
import { now } from '../app/clock';
import { HttpError } from '../http/responses';
import { findRestaurantById } from '../data/restaurant-repository';
import { listDeleted, moveToDeleted, restoreDeleted, type DeletedRestaurantSummary } from '../data/deleted-restaurant-repository';

export async function deleteRestaurant(id: string, deletedBy: string): Promise<void> {
  const stored = await findRestaurantById(id);
  if (!stored) throw new HttpError(404, 'not_found', `No restaurant with id '${id}'`);
  await moveToDeleted(stored, deletedBy, now().toISOString());
}

export async function restoreRestaurant(id: string): Promise<Restaurant> {
  const restored = await restoreDeleted(id);
  if (!restored) throw new HttpError(404, 'not_found', `No deleted restaurant with id '${id}'`);
  return restored;
}

export function deletedRestaurants(): Promise<DeletedRestaurantSummary[]> {
  return listDeleted();
}
