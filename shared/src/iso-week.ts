import { WEEKDAYS, type Weekday } from './options';

/** The service's clock runs in Swedish time: "today" and weekdays are as seen in Sweden. */
export const SERVICE_TIME_ZONE = 'Europe/Stockholm';

/** A calendar date without time, as an ISO string YYYY-MM-DD. */
export type IsoDate = string;

/** Today's calendar date in Sweden (or in the given time zone). */
export function todayIn(now: Date = new Date(), timeZone = SERVICE_TIME_ZONE): IsoDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function toUtcDate(date: IsoDate): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtcDate(d: Date): IsoDate {
  return d.toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = toUtcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtcDate(d);
}

/** Weekday of a date, Monday first. */
export function weekdayOf(date: IsoDate): Weekday {
  const jsDay = toUtcDate(date).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(jsDay + 6) % 7];
}

/** ISO 8601 week number and week-year of a date (weeks start Monday; week 1 holds the first Thursday). */
export function isoWeekOf(date: IsoDate): { year: number; week: number } {
  const d = toUtcDate(date);
  const dayNumber = (d.getUTCDay() + 6) % 7; // Monday = 0
  d.setUTCDate(d.getUTCDate() - dayNumber + 3); // the Thursday of this week decides the year
  const year = d.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstThursdayDay = (firstThursday.getUTCDay() + 6) % 7;
  firstThursday.setUTCDate(firstThursday.getUTCDate() - firstThursdayDay + 3);
  const week = 1 + Math.round((d.getTime() - firstThursday.getTime()) / (7 * 24 * 3600 * 1000));
  return { year, week };
}

export function isoWeekNumber(date: IsoDate): number {
  return isoWeekOf(date).week;
}

/** The Monday of the ISO week that contains the date. */
export function mondayOf(date: IsoDate): IsoDate {
  const dayNumber = (toUtcDate(date).getUTCDay() + 6) % 7;
  return addDays(date, -dayNumber);
}

/** The date of a weekday within the ISO week that contains `reference`. */
export function dateOfWeekday(reference: IsoDate, day: Weekday): IsoDate {
  return addDays(mondayOf(reference), WEEKDAYS.indexOf(day));
}
