import { randomUUID } from 'node:crypto';
import type { AdminMenuInput, LunchMenu, Restaurant } from '@lunch/shared';
import { now } from '../app/clock';
import { conflict, notFound } from '../app/domain-error';
import { updateRestaurant } from '../data/restaurant-repository';

/**
 * The menus of one restaurant, embedded in its document. Every call is one `updateRestaurant`
 * change: a pure function of the document it is given, so when two admins write the same restaurant
 * at once the loser's change is applied again to the winner's document and both edits are kept.
 * Ids and timestamps are chosen before the change runs, so a retried change writes the same menu.
 */

/** Keeps a restaurant document far below Cosmos DB's 2 MB item limit (a menu is at most a few KB). */
export const MAX_MENUS_PER_RESTAURANT = 200;

type Menu = LunchMenu;

const noRestaurant = (id: string) => notFound(`No restaurant with id '${id}'`);
const noMenu = (id: string, menuId: string) => notFound(`No menu '${menuId}' in restaurant '${id}'`, 'not_found', 'menuId');

/** The fields an admin writes; price absent or null means "use the restaurant's fallback_price". */
function menuFields(input: AdminMenuInput) {
  return {
    name: input.name,
    description: input.description,
    ...(input.price === undefined || input.price === null ? {} : { price: input.price }),
    tags: input.tags,
    allergies: input.allergies,
    availability: input.availability,
    validFrom: input.validFrom,
    validTo: input.validTo,
  };
}

async function changeMenus(id: string, change: (menus: Menu[], restaurant: Restaurant) => Menu[]): Promise<Restaurant> {
  const at = now().toISOString();
  const updated = await updateRestaurant(id, (current) => ({ ...current, lunch_menus: change(current.lunch_menus, current), updatedAt: at }));
  if (!updated) throw noRestaurant(id);
  return updated;
}

function indexOfMenu(menus: Menu[], id: string, menuId: string): number {
  const index = menus.findIndex((m) => m._id === menuId);
  if (index < 0) throw noMenu(id, menuId);
  return index;
}

function assertRoom(menus: Menu[]) {
  if (menus.length >= MAX_MENUS_PER_RESTAURANT) {
    throw conflict(`A restaurant can hold at most ${MAX_MENUS_PER_RESTAURANT} menus: delete old ones first`);
  }
}

const written = (restaurant: Restaurant, menuId: string) => restaurant.lunch_menus.find((m) => m._id === menuId)!;

export async function addMenu(id: string, input: AdminMenuInput): Promise<LunchMenu> {
  const menu: Menu = { _id: randomUUID(), ...menuFields(input), updatedAt: now().toISOString(), source: 'admin' };
  const restaurant = await changeMenus(id, (menus) => {
    assertRoom(menus);
    return [...menus, menu];
  });
  return written(restaurant, menu._id);
}

/**
 * Replaces what an admin writes and keeps what the server owns (_id, sourceUrl). The edited menu is
 * the admin's from now on (source 'admin', no harvest mark): a later harvest of its days goes to
 * review instead of overwriting the correction. The image illustrates the dish by its name, so a
 * renamed menu loses its image.
 */
export async function replaceMenu(id: string, menuId: string, input: AdminMenuInput): Promise<LunchMenu> {
  const at = now().toISOString();
  const restaurant = await changeMenus(id, (menus) => {
    const index = indexOfMenu(menus, id, menuId);
    const { price: _oldPrice, imageUrl, imageAiGenerated, harvested: _harvested, source: _source, ...kept } = menus[index];
    const image = menus[index].name === input.name ? { ...(imageUrl ? { imageUrl } : {}), ...(imageAiGenerated !== undefined ? { imageAiGenerated } : {}) } : {};
    const next = menus.slice();
    next[index] = { ...kept, ...image, ...menuFields(input), _id: menuId, updatedAt: at, source: 'admin' };
    return next;
  });
  return written(restaurant, menuId);
}

export async function deleteMenu(id: string, menuId: string): Promise<void> {
  await changeMenus(id, (menus) => {
    const index = indexOfMenu(menus, id, menuId);
    return menus.filter((_, i) => i !== index);
  });
}

/** Removes every menu; answers how many there were. */
export async function clearMenus(id: string): Promise<number> {
  let count = 0;
  await changeMenus(id, (menus) => {
    count = menus.length; // the last run of the change is the one written
    return [];
  });
  return count;
}

/**
 * A copy with a new _id and the same name, placed right after the original. Not "(kopia)": menus are
 * public as soon as they are written, so a suffix would show on the restaurant's page until edited.
 * The image is the same dish's, so it is kept.
 */
export async function duplicateMenu(id: string, menuId: string): Promise<LunchMenu> {
  const copyId = randomUUID();
  const at = now().toISOString();
  const restaurant = await changeMenus(id, (menus) => {
    const index = indexOfMenu(menus, id, menuId);
    assertRoom(menus);
    return [...menus.slice(0, index + 1), { ...menus[index], _id: copyId, updatedAt: at }, ...menus.slice(index + 1)];
  });
  return written(restaurant, copyId);
}
