import { weekdayOf, type IsoDate } from './iso-week';
import { menuFreshness } from './menu-freshness';
import type { LunchMenu, Restaurant } from './types';

/**
 * Which restaurants a scheduled harvest reads (pure, so the timers and their tests share it):
 * - only restaurants with a lunch link, never ManualScraping ones;
 * - the run's slot must match the restaurant's scrapingTime (MORNING when unset);
 * - on weekdays only; Weekly (and Monthly, Special) menus on Mondays, and on later weekdays only while the
 *   restaurant still has no menu for the current week (a menu published late is still picked up);
 *   Daily menus every weekday. 'Never' restaurants are harvested on Mondays only.
 */
export type HarvestSlot = 'MORNING' | 'EVENING';
export const STOCKHOLM_HARVEST_HOURS: Record<HarvestSlot, number> = { MORNING: 6, EVENING: 18 };

export type ScheduleCandidate = Pick<Restaurant, 'lunch_link' | 'ManualScraping' | 'scrapingTime' | 'menuPeriodicity'> & {
  lunch_menus: readonly Pick<LunchMenu, 'validFrom' | 'validTo'>[];
};

export function harvestDue(restaurant: ScheduleCandidate, slot: HarvestSlot, today: IsoDate): boolean {
  if (!restaurant.lunch_link?.trim() || restaurant.ManualScraping) return false;
  if ((restaurant.scrapingTime ?? 'MORNING') !== slot) return false;
  const weekday = weekdayOf(today);
  if (weekday === 'Saturday' || weekday === 'Sunday') return false;
  if (weekday === 'Monday' || restaurant.menuPeriodicity === 'Daily') return true;
  if (restaurant.menuPeriodicity === 'Never') return false;
  return !menuFreshness(restaurant.lunch_menus ?? [], today).currentWeek;
}
