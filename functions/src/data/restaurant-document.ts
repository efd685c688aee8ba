import { withoutSystemFields } from './cosmos-helpers';
import { foldForSearch, lunchHourSlots, normaliseDays, type LunchMenu, type Restaurant } from '@lunch/shared';

/**
 * A restaurant as stored: the public shape plus fields derived from it so that filters run inside
 * the query (Cosmos DB has no accent folding or lunch-hour logic). Derived fields are recomputed on
 * every write by `toStoredRestaurant`, so they can never drift from the data they come from.
 */
export interface StoredMenu extends LunchMenu {
  _search: string;
}

export interface StoredRestaurant extends Omit<Restaurant, 'lunch_menus'> {
  lunch_menus: StoredMenu[];
  /** Folded restaurant name for search. */
  _searchName: string;
  /** Folded lunch_includes, matched by the includes filter. */
  _includes: string[];
  /** Weekdays with a lunch slot (Monday..Sunday). */
  _lunchDays: string[];
}

const DERIVED_FIELDS = ['_searchName', '_includes', '_lunchDays'] as const;

export function toStoredRestaurant(restaurant: Restaurant): StoredRestaurant {
  const slots = lunchHourSlots(restaurant.lunch_hours);
  return {
    ...restaurant,
    city: restaurant.location.city,
    lunch_menus: restaurant.lunch_menus.map((m) => ({ ...m, _search: foldForSearch(`${m.name} ${m.description ?? ''}`) })),
    _searchName: foldForSearch(restaurant.name),
    _includes: restaurant.lunch_includes.map(foldForSearch),
    _lunchDays: normaliseDays(slots.flatMap((s) => s.days)),
  };
}

/** Strips derived and Cosmos system fields: what callers of the API see. */
export function toPublicRestaurant(stored: StoredRestaurant | Record<string, unknown>): Restaurant {
  const copy: Record<string, unknown> = withoutSystemFields({ ...stored });
  for (const f of DERIVED_FIELDS) delete copy[f];
  copy.lunch_menus = ((stored.lunch_menus as StoredMenu[] | undefined) ?? []).map(({ _search, ...menu }) => menu);
  return copy as unknown as Restaurant;
}
