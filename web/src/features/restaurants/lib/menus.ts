import {
  addDays,
  dayRangesText,
  isoWeekNumber,
  mondayOf,
  priceText,
  WEEKDAYS,
  weekdayOf,
  type IsoDate,
  type LunchMenu,
  type Weekday,
} from '@lunch/shared';

const RECOMMENDED_TAG = 'rekommenderad';

export function isRecommendedTag(tag: string): boolean {
  return tag.trim().toLowerCase() === RECOMMENDED_TAG;
}

/** Spec: the tag "rekommenderad" comes first; the rest keep their order. Blank and repeated tags are dropped. */
export function orderTags(tags: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const unique = tags
    .map((t) => t.trim())
    .filter((t) => {
      const key = t.toLowerCase();
      if (!t || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return [...unique.filter(isRecommendedTag), ...unique.filter((t) => !isRecommendedTag(t))];
}

/** Spec: "N SEK", the restaurant's fallback_price when the menu's price is 0 or missing; null when neither is known. */
export function menuPriceText(menu: Pick<LunchMenu, 'price'>, fallbackPrice: number | null | undefined): string | null {
  return priceText(menu.price, fallbackPrice);
}

/** The days of the ISO week that contains `date` (Monday..Sunday) as dates. */
export function weekDates(date: IsoDate): IsoDate[] {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Menus valid on some day of the week that contains `date`, in date order. */
export function menusOfWeek(menus: readonly LunchMenu[], date: IsoDate): LunchMenu[] {
  const dates = weekDates(date);
  const first = dates[0];
  const last = dates[6];
  return menus
    .filter((m) => m.validFrom <= last && m.validTo >= first)
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom) || a.name.localeCompare(b.name, 'sv'));
}

/** Which days of the week of `date` a menu is served, e.g. "Mån" or "Mån–Fre". */
export function menuDaysText(menu: LunchMenu, date: IsoDate): string {
  return dayRangesText(menuWeekdays(menu, date));
}

function menuWeekdays(menu: LunchMenu, date: IsoDate): Weekday[] {
  return weekDates(date)
    .filter((d) => menu.validFrom <= d && menu.validTo >= d)
    .map(weekdayOf);
}

export interface WeekMenus {
  /** ISO week the menus are for. */
  week: number;
  /** A date in that week (its Monday). */
  monday: IsoDate;
  /** True when that week is the current one. */
  current: boolean;
  menus: LunchMenu[];
}

/**
 * The menus the detail page shows: this week's; when there are none, the newest week that has menus
 * (shown as "Meny för vecka N", never as today's). Null without any menus.
 */
export function menusToShow(menus: readonly LunchMenu[], today: IsoDate): WeekMenus | null {
  const current = menusOfWeek(menus, today);
  if (current.length > 0) return { week: isoWeekNumber(today), monday: mondayOf(today), current: true, menus: current };
  const valid = menus.filter((m) => m.validFrom && m.validTo && m.validFrom <= m.validTo);
  if (valid.length === 0) return null;
  const newest = valid.reduce((a, b) => (b.validTo > a.validTo ? b : a));
  const reference = newest.validTo.slice(0, 10);
  return { week: isoWeekNumber(reference), monday: mondayOf(reference), current: false, menus: menusOfWeek(valid, reference) };
}

export interface MenuDayGroup {
  key: string;
  days: Weekday[];
  /** "Måndag 16 nov" for one day, "Mån–Fre" for menus served on several days. */
  heading: string;
  /** The one day of the group is today. */
  isToday: boolean;
  menus: LunchMenu[];
}

const DAY_HEADING = new Intl.DateTimeFormat('sv-SE', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'short' });

function dayHeading(date: IsoDate): string {
  const text = DAY_HEADING.format(new Date(`${date}T12:00:00Z`)).replace(/\./g, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The week's menus grouped by the days they are served: one group per single day in week order
 * ("Måndag 16 nov"), then the menus served on several days ("Mån–Fre", e.g. the week's soup), so a
 * weekly dish is listed once rather than under every day.
 */
export function groupMenusByDay(menus: readonly LunchMenu[], weekDate: IsoDate, today: IsoDate): MenuDayGroup[] {
  const groups = new Map<string, MenuDayGroup>();
  const dates = weekDates(weekDate);
  for (const menu of menus) {
    const days = menuWeekdays(menu, weekDate);
    if (days.length === 0) continue;
    const key = days.join(',');
    let group = groups.get(key);
    if (!group) {
      const single = days.length === 1 ? dates[WEEKDAYS.indexOf(days[0])] : null;
      group = {
        key,
        days,
        heading: single ? dayHeading(single) : dayRangesText(days),
        isToday: single === today,
        menus: [],
      };
      groups.set(key, group);
    }
    group.menus.push(menu);
  }
  const firstDay = (g: MenuDayGroup) => WEEKDAYS.indexOf(g.days[0]);
  return [...groups.values()].sort(
    (a, b) =>
      Number(a.days.length > 1) - Number(b.days.length > 1) || firstDay(a) - firstDay(b) || a.days.length - b.days.length,
  );
}
