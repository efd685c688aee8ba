import { addDays, dayRangesText, mondayOf, weekdayOf, type IsoDate, type LunchMenu } from '@lunch/shared';

const RECOMMENDED_TAG = 'rekommenderad';

export function isRecommendedTag(tag: string): boolean {
  return tag.trim().toLowerCase() === RECOMMENDED_TAG;
}

/** Spec: the tag "rekommenderad" comes first; the rest keep their order. */
export function orderTags(tags: readonly string[] = []): string[] {
  return [...tags.filter(isRecommendedTag), ...tags.filter((t) => !isRecommendedTag(t))];
}

/** The days of the current ISO week (Monday..Sunday) as dates. */
function weekDates(today: IsoDate): IsoDate[] {
  const monday = mondayOf(today);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Menus valid on some day of the week that contains `today`, in date order. */
export function menusOfWeek(menus: readonly LunchMenu[], today: IsoDate): LunchMenu[] {
  const dates = weekDates(today);
  const first = dates[0];
  const last = dates[6];
  return menus
    .filter((m) => m.validFrom <= last && m.validTo >= first)
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom) || a.name.localeCompare(b.name, 'sv'));
}

/** Which days of this week a menu is served, e.g. "Mån" or "Mån–Fre". */
export function menuDaysText(menu: LunchMenu, today: IsoDate): string {
  const days = weekDates(today)
    .filter((d) => menu.validFrom <= d && menu.validTo >= d)
    .map(weekdayOf);
  return dayRangesText(days);
}
