import { findCity } from './cities';
import { distanceKm } from './distance';
import type { IsoDate } from './iso-week';
import { menuFreshness } from './menu-freshness';
import type { Restaurant } from './types';

/**
 * The rule-based rank (spec section 9, "Rank guideline"), as a pure function so the rank worker and
 * the admin re-rank call give the same answer. The guideline speaks of place (central, central-edge,
 * outside, far away), of weekly updates, of "traditional or finer" vs "cheaper", and of "cozy or
 * special"; the record has coordinates, menus, menuPeriodicity, cuisines, price and rating, so:
 * - place: distance from the city centre: central <= 1.5 km, edge <= 4 km, outside <= 10 km, far beyond;
 * - weekly updates: menus for the current week (harvested or entered), or a Daily/Weekly menu period
 *   together with a lunch link that was last read as MENU_FOUND/PARTIAL_MENU;
 * - traditional or finer: Swedish or French cuisine, or a lunch price of 130 kr and more; cheaper below;
 * - special: rating 4.5 or more on at least 20 reviews; cozy: rating 4.2 or more;
 * - lowest (12): nothing to show: no current menus, no lunch link, and no fallback price.
 */
export const RANK_GUIDELINE = [
  { rank: 30, meaning: 'central, weekly updates, traditional or finer (and special)' },
  { rank: 29, meaning: 'central, weekly updates, traditional or finer' },
  { rank: 28, meaning: 'central, weekly updates, cheaper' },
  { rank: 27, meaning: 'outside city but cozy or special' },
  { rank: 26, meaning: 'central-edge, worth visiting' },
  { rank: 25, meaning: 'far away but special' },
  { rank: 24, meaning: 'far away, special, with good prices' },
  { rank: 23, meaning: 'low interest' },
  { rank: 12, meaning: 'lowest' },
] as const;

/** Where a rank came from: set by hand in the admin (never overwritten by the rule), or by the rule. */
export type RankSource = 'manual' | 'rule';

export type RankInput = Pick<
  Restaurant,
  'city' | 'location' | 'lunch_menus' | 'menuPeriodicity' | 'cuisines' | 'fallback_price' | 'rating' | 'reviewCount' | 'lunch_link' | 'AIResponse'
>;

export type Place = 'central' | 'edge' | 'outside' | 'far';

export function placeOf(restaurant: Pick<RankInput, 'city' | 'location'>): Place {
  const city = findCity(restaurant.location?.city ?? restaurant.city);
  const [lng, lat] = restaurant.location?.coordinates ?? [NaN, NaN];
  if (!city || !Number.isFinite(lat) || !Number.isFinite(lng)) return 'outside';
  const km = distanceKm({ lat, lng }, city);
  return km <= 1.5 ? 'central' : km <= 4 ? 'edge' : km <= 10 ? 'outside' : 'far';
}

const FINER_CUISINES = new Set(['Svensk', 'Fransk']);
const FINER_PRICE = 130;
const GOOD_PRICE = 115;

export interface RankReason {
  rank: number;
  place: Place;
  weeklyUpdates: boolean;
  currentWeekMenus: boolean;
}

export function ruleRank(restaurant: RankInput, today: IsoDate): RankReason {
  const place = placeOf(restaurant);
  const currentWeekMenus = menuFreshness(restaurant.lunch_menus ?? [], today).currentWeek;
  const readable = restaurant.AIResponse === 'MENU_FOUND' || restaurant.AIResponse === 'PARTIAL_MENU';
  const weeklyUpdates = currentWeekMenus || ((restaurant.menuPeriodicity === 'Weekly' || restaurant.menuPeriodicity === 'Daily') && !!restaurant.lunch_link && readable);
  const rating = restaurant.rating ?? 0;
  const special = rating >= 4.5 && (restaurant.reviewCount ?? 0) >= 20;
  const cozy = special || rating >= 4.2;
  const price = restaurant.fallback_price ?? 0;
  const finer = (restaurant.cuisines ?? []).some((c) => FINER_CUISINES.has(c)) || price >= FINER_PRICE;
  const reason = (rank: number): RankReason => ({ rank, place, weeklyUpdates, currentWeekMenus });

  if (!currentWeekMenus && !restaurant.lunch_link && !(price > 0)) return reason(12);
  if (place === 'central' && weeklyUpdates) return reason(finer ? (special ? 30 : 29) : 28);
  if (place === 'outside' && cozy) return reason(27);
  if ((place === 'central' || place === 'edge') && (weeklyUpdates || cozy)) return reason(26);
  if (place === 'far' && special) return reason(price > 0 && price <= GOOD_PRICE ? 24 : 25);
  return reason(23);
}
