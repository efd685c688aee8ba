import { addDays, isoWeekOf, mondayOf, type IsoDate } from './iso-week';
import type { LunchMenu } from './types';

export interface MenuFreshness {
  /** True when some menu is valid during the ISO week of `today`. */
  currentWeek: boolean;
  /** ISO week of the newest menu (by validTo), or null without menus. */
  latestWeek: number | null;
  /** Newest updatedAt among the menus (ISO timestamp), or null. */
  updatedAt: string | null;
}

/**
 * Whether a restaurant's menus belong to this week, so an old menu is shown as "Meny för vecka 46"
 * instead of passing for today's.
 */
export function menuFreshness(menus: readonly Pick<LunchMenu, 'validFrom' | 'validTo' | 'updatedAt'>[], today: IsoDate): MenuFreshness {
  if (menus.length === 0) return { currentWeek: false, latestWeek: null, updatedAt: null };
  const weekStart = mondayOf(today);
  const weekEnd = addDays(weekStart, 6);
  const currentWeek = menus.some((m) => m.validFrom <= weekEnd && m.validTo >= weekStart);
  const newest = menus.reduce((a, b) => (b.validTo > a.validTo ? b : a));
  const updatedAt = menus.reduce<string | null>((max, m) => (m.updatedAt && (!max || m.updatedAt > max) ? m.updatedAt : max), null);
  return { currentWeek, latestWeek: isoWeekOf(newest.validTo.slice(0, 10)).week, updatedAt };
}

