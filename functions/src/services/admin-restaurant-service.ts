import type { AdminPatchableField, Restaurant } from '@lunch/shared';
import { now } from '../app/clock';
import { conflict, notFound } from '../app/domain-error';
import { findRestaurantById, updateRestaurant } from '../data/restaurant-repository';
import { toPublicRestaurant } from '../data/restaurant-document';
import { MoveInProgressError, moveRestaurant } from '../data/restaurant-move-repository';

/** Sets one validated field ("contact.phone" style paths reach into contact and location). */
export async function patchRestaurantField(id: string, field: AdminPatchableField, value: unknown): Promise<Restaurant> {
  if (field === 'location.city') return moveToCity(id, value as string);
  const updated = await updateRestaurant(id, (current) => {
    const next: Restaurant = { ...current, updatedAt: now().toISOString() };
    if (field.startsWith('contact.')) next.contact = { ...current.contact, [field.slice('contact.'.length)]: value };
    else if (field.startsWith('location.')) next.location = { ...current.location, [field.slice('location.'.length)]: value };
    else (next as unknown as Record<string, unknown>)[field] = value;
    // A rank set by hand stays: the rank worker never overwrites a 'manual' rank.
    if (field === 'rank') next.rankSource = 'manual';
    return next;
  });
  if (!updated) throw notFound(`No restaurant with id '${id}'`);
  return updated;
}

/** Another city is another partition: the move is written down first and finished even after a crash. */
async function moveToCity(id: string, city: string): Promise<Restaurant> {
  const stored = await findRestaurantById(id);
  if (!stored) throw notFound(`No restaurant with id '${id}'`);
  const current = toPublicRestaurant(stored);
  if (current.city === city) return current;
  const at = now().toISOString();
  const moved: Restaurant = { ...current, city, location: { ...current.location, city }, updatedAt: at };
  try {
    return await moveRestaurant(current, moved, at, (stored as { _etag?: string })._etag);
  } catch (err) {
    if (err instanceof MoveInProgressError) throw conflict(err.message);
    throw err;
  }
}
