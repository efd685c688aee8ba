import type { IsoDate } from './iso-week';
import { menuOverlaps, menuSourceOf, visibleMenus } from './menu-sources';
import type { LunchMenu, Restaurant, RestaurantLocation } from './types';

/**
 * What visitors may see of a restaurant: the public fields of the spec (public-side.md section 3) and
 * the menu freshness fields the pages show. Built from allow-lists, so a field added to the stored
 * document (by Add Field, by harvesting, by a later feature) stays private until it is named here.
 */
export const PUBLIC_RESTAURANT_FIELDS = [
  'id', '_id', 'name', 'city', 'location', 'contact', 'cuisines', 'dietaryOptions', 'lunch_includes', 'tags',
  'fallback_price', 'lunch_hours', 'lunch_menus', 'rating', 'reviewCount', 'images', 'features', 'updatedAt',
] as const;

/** Menu fields: the spec's, the AI-image label, and when and where the menu was read (freshness notice). */
export const PUBLIC_MENU_FIELDS = [
  '_id', 'name', 'description', 'price', 'tags', 'allergies', 'imageUrl', 'imageAiGenerated', 'validFrom', 'validTo', 'updatedAt', 'sourceUrl', 'closed',
] as const;

export const PUBLIC_LOCATION_FIELDS = ['address', 'street', 'city', 'coordinates'] as const;
export const PUBLIC_CONTACT_FIELDS = ['phone', 'website'] as const;

export type PublicLunchMenu = Pick<LunchMenu, (typeof PUBLIC_MENU_FIELDS)[number]>;

export interface PublicRestaurant extends Omit<Pick<Restaurant, (typeof PUBLIC_RESTAURANT_FIELDS)[number]>, 'lunch_menus' | 'contact' | 'location'> {
  location: Pick<RestaurantLocation, (typeof PUBLIC_LOCATION_FIELDS)[number]>;
  contact: Pick<Restaurant['contact'], (typeof PUBLIC_CONTACT_FIELDS)[number]>;
  lunch_menus: PublicLunchMenu[];
  /**
   * Present when the menus visitors see for the period asked (the list: the selected day; the
   * restaurant page: the current week) come from the restaurant's owner: when the owner published them.
   */
  confirmedByRestaurant?: { publishedAt: string };
}

function pick<T extends object, K extends string>(source: T | undefined, keys: readonly K[]): Record<K, unknown> {
  const out: Partial<Record<K, unknown>> = {};
  if (!source) return out as Record<K, unknown>;
  for (const key of keys) {
    if (Object.prototype.hasOwnProperty.call(source, key) && (source as Record<string, unknown>)[key] !== undefined) {
      out[key] = (source as Record<string, unknown>)[key];
    }
  }
  return out as Record<K, unknown>;
}

/**
 * A restaurant waiting for an admin's review (NEW: inserted from a maps link, imported from a
 * spreadsheet) is not public until it is marked processed.
 */
export function isPubliclyListed(restaurant: Pick<Restaurant, 'NEW'>): boolean {
  return restaurant.NEW !== true;
}

/**
 * The visitor's view of a restaurant: only allow-listed fields, at every level, and per day only the
 * menus of one source (menu-sources.ts), so a stored mixture of demo, harvested and hand-entered
 * menus never reaches visitors.
 */
export function toPublicView(restaurant: Restaurant, options: { confirmedDuring?: { from: IsoDate; to: IsoDate } } = {}): PublicRestaurant {
  const view = pick(restaurant, PUBLIC_RESTAURANT_FIELDS) as unknown as PublicRestaurant;
  view.location = pick(restaurant.location, PUBLIC_LOCATION_FIELDS) as PublicRestaurant['location'];
  view.contact = pick(restaurant.contact, PUBLIC_CONTACT_FIELDS) as PublicRestaurant['contact'];
  const visible = visibleMenus(restaurant.lunch_menus ?? []);
  view.lunch_menus = visible.map((menu) => pick(menu, PUBLIC_MENU_FIELDS) as unknown as PublicLunchMenu);
  const confirmed = options.confirmedDuring && confirmedByRestaurant(visible, options.confirmedDuring.from, options.confirmedDuring.to);
  if (confirmed) view.confirmedByRestaurant = confirmed;
  return view;
}

/**
 * "Bekräftad av restaurangen": when menus the owner published are among the visible menus of
 * [from, to], the latest time they were published. Visitors see one source per day, so on a day with
 * owner menus every menu shown is the owner's.
 */
export function confirmedByRestaurant(
  visible: readonly Pick<LunchMenu, 'source' | 'harvested' | 'validFrom' | 'validTo' | 'confirmedAt' | 'updatedAt'>[],
  from: IsoDate,
  to: IsoDate,
): { publishedAt: string } | undefined {
  const times = visible
    .filter((m) => menuSourceOf(m) === 'owner' && menuOverlaps(m, from, to))
    .map((m) => m.confirmedAt ?? m.updatedAt)
    .filter((t): t is string => typeof t === 'string');
  if (times.length === 0) return undefined;
  return { publishedAt: times.reduce((a, b) => (a > b ? a : b)) };
}
