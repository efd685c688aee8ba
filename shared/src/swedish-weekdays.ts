import type { Weekday } from './options';

/**
 * The Swedish names of the weekdays, the one home for them (screens, menus' availability, lunch-hour
 * ranges; the menu extractor's lexicon reads every spelling a page may use, which is a wider list).
 */
export const SWEDISH_WEEKDAYS: Record<Weekday, { long: string; short: string }> = {
  Monday: { long: 'Måndag', short: 'Mån' },
  Tuesday: { long: 'Tisdag', short: 'Tis' },
  Wednesday: { long: 'Onsdag', short: 'Ons' },
  Thursday: { long: 'Torsdag', short: 'Tor' },
  Friday: { long: 'Fredag', short: 'Fre' },
  Saturday: { long: 'Lördag', short: 'Lör' },
  Sunday: { long: 'Söndag', short: 'Sön' },
};

/** 'Monday' -> 'Måndag'; a value that is not an English weekday is returned as it is. */
export function swedishWeekday(day: string, form: 'long' | 'short' = 'long'): string {
  return (SWEDISH_WEEKDAYS as Record<string, { long: string; short: string }>)[day]?.[form] ?? day;
}
