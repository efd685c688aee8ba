import type { AdminPatchableField, Restaurant } from '@lunch/shared';
import { now } from '../app/clock';
import { HttpError } from '../http/responses';
import { updateRestaurant } from '../data/restaurant-repository';

/** Sets one validated field ("contact.phone" style paths reach into contact). */
export async function patchRestaurantField(id: string, field: AdminPatchableField, value: unknown): Promise<Restaurant> {
  const updated = await updateRestaurant(id, (current) => {
    const next: Restaurant = { ...current, updatedAt: now().toISOString() };
    if (field.startsWith('contact.')) next.contact = { ...current.contact, [field.slice('contact.'.length)]: value };
    else (next as unknown as Record<string, unknown>)[field] = value;
    return next;
  });
  if (!updated) throw new HttpError(404, 'not_found', `No restaurant with id '${id}'`);
  return updated;
}
