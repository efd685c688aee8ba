import { mondayOf, type IsoDate } from './iso-week';
import type { ExtractedDish } from './menu-extraction/types';
import { menuOverlaps, menuSourceOf } from './menu-sources';
import { swedishWeekday } from './swedish-weekdays';
import type { LunchMenu } from './types';

/**
 * How harvested dishes become a restaurant's menus. Each dish is one menu valid on its day. A
 * published harvest replaces the harvested menus of the weeks it read and the demo menus of its days,
 * nothing else: menus an admin (or the owner) entered stay, and so do harvested menus of weeks the
 * page no longer shows. Menu ids come from the restaurant, the day and the dish, so applying the same
 * harvest twice writes the same menus.
 */

/** FNV-1a, 2 × 32 bits: a stable short id without Node's crypto (this module also runs in the browser). */
function stableHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export function harvestedMenuId(restaurantId: string, dish: Pick<ExtractedDish, 'date' | 'name'>, occurrence: number): string {
  return `h-${dish.date}-${stableHash(`${restaurantId}|${dish.date}|${dish.name.toLowerCase()}|${occurrence}`)}`;
}

export interface HarvestedMenuContext {
  restaurantId: string;
  sourceUrl: string;
  /** When the harvest ran (ISO timestamp). */
  at: string;
}

export function menusFromDishes(dishes: readonly ExtractedDish[], context: HarvestedMenuContext): LunchMenu[] {
  const seen = new Map<string, number>();
  return dishes.map((dish) => {
    const key = `${dish.date}|${dish.name.toLowerCase()}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return {
      _id: harvestedMenuId(context.restaurantId, dish, occurrence),
      name: dish.name,
      description: dish.description,
      ...(dish.price ? { price: dish.price } : {}),
      tags: [...dish.tags],
      availability: [swedishWeekday(dish.day)],
      validFrom: dish.date,
      validTo: dish.date,
      updatedAt: context.at,
      sourceUrl: context.sourceUrl,
      harvested: true,
      source: 'harvest' as const,
    };
  });
}

/** The Mondays of the weeks a harvest read dishes for (closed days alone do not replace a week). */
export function harvestedWeeks(dishes: readonly Pick<ExtractedDish, 'date'>[]): IsoDate[] {
  return [...new Set(dishes.map((d) => mondayOf(d.date)))].sort();
}

/**
 * The restaurant's menus after a published harvest: harvested menus of the weeks read are replaced by
 * the new ones (keeping each menu's image when the same menu comes back), and demo menus covering any
 * of the reading's days (`days`: its dish days and closed days; default the new menus' days) go, so a
 * day never mixes demo and harvested dishes. Admin and owner menus always stay.
 */
export function mergeHarvestedMenus(existing: readonly LunchMenu[], harvested: readonly LunchMenu[], days?: readonly IsoDate[]): LunchMenu[] {
  const weeks = new Set(harvested.map((m) => mondayOf(m.validFrom)));
  const replacedDays = days ?? [...new Set(harvested.map((m) => m.validFrom))];
  const isHarvest = (m: LunchMenu) => menuSourceOf(m) === 'harvest';
  const previous = new Map(existing.filter(isHarvest).map((m) => [m._id, m]));
  const kept = existing.filter((m) => {
    if (isHarvest(m)) return !weeks.has(mondayOf(m.validFrom));
    if (menuSourceOf(m) === 'demo') return !replacedDays.some((d) => menuOverlaps(m, d, d));
    return true;
  });
  // A harvested menu an admin edited is the admin's now, under the same id: it wins over the harvest's.
  const keptIds = new Set(kept.map((m) => m._id));
  const fresh = harvested.filter((m) => !keptIds.has(m._id)).map((m) => {
    const before = previous.get(m._id);
    return before?.imageUrl ? { ...m, imageUrl: before.imageUrl, ...(before.imageAiGenerated ? { imageAiGenerated: true } : {}) } : m;
  });
  return [...kept, ...fresh];
}
