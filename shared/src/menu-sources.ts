import type { IsoDate } from './iso-week';
import type { LunchMenu, MenuSource } from './types';

/**
 * One source per restaurant-day. A restaurant's menus come from its owner, an admin, a harvest or the
 * demo seed; for each day a visitor sees only the menus of the highest-precedence source that has any,
 * so a stored mixture (yesterday's demo 'Dillkött' beside the new harvest of the same day) never shows.
 */

/** Highest first. */
export const SOURCE_PRECEDENCE: readonly MenuSource[] = ['owner', 'admin', 'harvest', 'demo'];

/** Who wrote a menu. Older menus carry no source: harvested ones count as 'harvest', the rest as 'admin'. */
export function menuSourceOf(menu: Pick<LunchMenu, 'source' | 'harvested'>): MenuSource {
  return menu.source ?? (menu.harvested ? 'harvest' : 'admin');
}

const rankOf = (source: MenuSource) => SOURCE_PRECEDENCE.indexOf(source);
const day = (value: string): IsoDate => value.slice(0, 10);

type DatedMenu = Pick<LunchMenu, 'source' | 'harvested' | 'validFrom' | 'validTo'>;

/** Whether a menu is served on any day of [from, to] (dates inclusive). */
export function menuOverlaps(menu: Pick<LunchMenu, 'validFrom' | 'validTo'>, from: IsoDate, to: IsoDate): boolean {
  return day(menu.validFrom) <= to && day(menu.validTo) >= from;
}

/**
 * The menus visitors see, in their stored order: a menu is hidden when a source of higher precedence
 * has a menu on any day it covers. A menu spanning several days (a demo "week's special" Monday to
 * Friday) is therefore hidden on all its days as soon as, say, Monday has harvested dishes: a menu is
 * shown whole or not at all, and no day ever shows two sources.
 */
export function visibleMenus<M extends DatedMenu>(menus: readonly M[]): M[] {
  const ranked = menus.map((menu) => ({ menu, rank: rankOf(menuSourceOf(menu)), from: day(menu.validFrom), to: day(menu.validTo) }));
  // Most restaurants hold one source only: nothing to hide.
  if (new Set(ranked.map((r) => r.rank)).size <= 1) return menus.slice();
  return ranked
    .filter((r) => !ranked.some((other) => other.rank < r.rank && other.from <= r.to && other.to >= r.from))
    .map((r) => r.menu);
}

/** The menus of the given sources served on any of `dates`. */
export function menusOnDays<M extends DatedMenu>(menus: readonly M[], dates: readonly IsoDate[], sources: readonly MenuSource[]): M[] {
  return menus.filter((m) => sources.includes(menuSourceOf(m)) && dates.some((d) => menuOverlaps(m, d, d)));
}
