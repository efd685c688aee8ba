import { addDays, isoWeekOf, mondayOf, type IsoDate } from '../iso-week';
import type { ExtractedWeek } from './types';

/**
 * Finding which week a line talks about: week numbers ('Vecka 47', 'v. 47', 'V47', 'week 47',
 * 'Meny v 47-48'), date ranges ('18/11 - 22/11', '18-22 november', '23 januari till 29 januari')
 * and single dates ('18/11', '18 november', '2026-11-18'). Years are chosen around `today`.
 */

const MONTHS: Record<string, number> = {
  januari: 1, january: 1, jan: 1, februari: 2, february: 2, feb: 2, mars: 3, march: 3, mar: 3,
  april: 4, apr: 4, maj: 5, may: 5, juni: 6, june: 6, jun: 6, juli: 7, july: 7, jul: 7,
  augusti: 8, august: 8, aug: 8, september: 9, sept: 9, sep: 9, oktober: 10, october: 10, okt: 10, oct: 10,
  november: 11, nov: 11, december: 12, dec: 12,
};
const MONTH = '(januari|january|februari|february|mars|march|april|maj|may|juni|june|juli|july|augusti|august|september|oktober|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|okt|oct|nov|dec)\\.?';

export function monthNumber(word: string): number | undefined {
  return MONTHS[word.toLowerCase().replace(/\.$/, '')];
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function validDate(year: number, month: number, day: number): IsoDate | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

/** A day and month without a year: the year that puts the date closest to today. */
export function dateNearToday(month: number, day: number, today: IsoDate, year?: number): IsoDate | null {
  const y = Number(today.slice(0, 4));
  if (year !== undefined) return validDate(year < 100 ? 2000 + year : year, month, day);
  let best: IsoDate | null = null;
  for (const candidate of [y - 1, y, y + 1]) {
    const date = validDate(candidate, month, day);
    if (date && (best === null || daysBetween(date, today) < daysBetween(best, today))) best = date;
  }
  return best;
}

/** An ISO week number without a year: the week-year whose week lies closest to today. */
export function weekNearToday(week: number, today: IsoDate, year?: number): ExtractedWeek | null {
  if (week < 1 || week > 53) return null;
  const y = Number(today.slice(0, 4));
  const todayMonday = mondayOf(today);
  let best: { w: ExtractedWeek; distance: number } | null = null;
  for (const candidate of year !== undefined ? [year] : [y - 1, y, y + 1]) {
    const monday = mondayOfIsoWeek(candidate, week);
    if (!monday) continue;
    const distance = daysBetween(monday, todayMonday);
    if (!best || distance < best.distance) best = { w: { year: candidate, week }, distance };
  }
  return best?.w ?? null;
}

/** The Monday of an ISO week, or null when the year has no such week (week 53). */
export function mondayOfIsoWeek(year: number, week: number): IsoDate | null {
  const jan4 = `${year}-01-04`;
  const monday = addDays(mondayOf(jan4), (week - 1) * 7);
  const w = isoWeekOf(monday);
  return w.year === year && w.week === week ? monday : null;
}

export function weekOfDate(date: IsoDate): ExtractedWeek {
  return isoWeekOf(date);
}

export interface WeekMarker {
  week: ExtractedWeek;
  /** Last week of a span such as 'v 47-48' (same as week otherwise). */
  lastWeek: ExtractedWeek;
  /** The text with the marker cut out. */
  rest: string;
}

const WEEK_NUMBER = /(?<![\p{L}\d])(?:vecka|veckan|week|wk|v|w)[.:]?\s*(\d{1,2})(?!\d)(?:\s*(?:-|och|&|\/)\s*(?:v\.?\s*)?(\d{1,2})(?!\d))?(?:\s*,?\s*((?:19|20)\d\d))?(?![\p{L}\d]|[.:]\d)/iu;
const DM_RANGE = /(?<![\d/.])(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?\s*(?:-|till|to)\s*(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?(?![\d/.])/i;
const D_D_MONTH = new RegExp(`(?<!\\d)(\\d{1,2})\\.?\\s*(?:-|till|to)\\s*(\\d{1,2})\\.?\\s+${MONTH}(?:\\s+((?:19|20)\\d\\d))?`, 'iu');
const D_MONTH_D_MONTH = new RegExp(`(?<!\\d)(\\d{1,2})\\.?\\s+${MONTH}\\s*(?:-|till|to|t\\.o\\.m\\.?)\\s*(\\d{1,2})\\.?\\s+${MONTH}(?:\\s+((?:19|20)\\d\\d))?`, 'iu');
const D_D_NUMERIC_MONTH = /(?<![\d/.])(\d{1,2})\s*(?:-|–)\s*(\d{1,2})[/.](\d{1,2})(?:[/.]((?:19|20)?\d\d))?(?![\d/.])/;
const ISO_RANGE = /((?:19|20)\d\d)-(\d\d)-(\d\d)(?:\s*(?:-|till|to)\s*(?:(?:19|20)\d\d-\d\d-\d\d))?/;

/** Finds a week number or a date range in a line. */
export function findWeekMarker(line: string, today: IsoDate): WeekMarker | null {
  const byNumber = WEEK_NUMBER.exec(line);
  if (byNumber) {
    const year = byNumber[3] ? Number(byNumber[3]) : undefined;
    const week = weekNearToday(Number(byNumber[1]), today, year);
    if (week) {
      const last = byNumber[2] ? weekNearToday(Number(byNumber[2]), today, year) : null;
      return { week, lastWeek: last && last.week > week.week ? last : week, rest: cut(line, byNumber) };
    }
  }
  const range = findDateRange(line, today);
  if (range) return { week: weekOfDate(range.start), lastWeek: weekOfDate(range.start), rest: range.rest };
  return null;
}

function cut(line: string, m: RegExpExecArray): string {
  return (line.slice(0, m.index) + ' ' + line.slice(m.index + m[0].length)).trim();
}

/** The first day of a date range ('18/11 - 22/11', '18-22 november', '30 nov - 4 dec', '2026-11-16'). */
export function findDateRange(line: string, today: IsoDate): { start: IsoDate; rest: string } | null {
  let m = DM_RANGE.exec(line);
  if (m) {
    const year = m[3] ? Number(m[3]) : m[6] ? Number(m[6]) : undefined;
    const start = dateNearToday(Number(m[2]), Number(m[1]), today, year);
    if (start) return { start, rest: cut(line, m) };
  }
  // '23-27/11': days of one month with the month given once.
  m = D_D_NUMERIC_MONTH.exec(line);
  if (m) {
    const start = dateNearToday(Number(m[3]), Number(m[1]), today, m[4] ? Number(m[4]) : undefined);
    if (start && Number(m[2]) > Number(m[1])) return { start, rest: cut(line, m) };
  }
  m = D_MONTH_D_MONTH.exec(line);
  if (m) {
    const start = dateNearToday(monthNumber(m[2])!, Number(m[1]), today, m[5] ? Number(m[5]) : undefined);
    if (start) return { start, rest: cut(line, m) };
  }
  m = D_D_MONTH.exec(line);
  if (m) {
    const start = dateNearToday(monthNumber(m[3])!, Number(m[1]), today, m[4] ? Number(m[4]) : undefined);
    if (start) return { start, rest: cut(line, m) };
  }
  m = ISO_RANGE.exec(line);
  if (m) {
    const start = validDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (start) return { start, rest: cut(line, m) };
  }
  return null;
}

const DM = /^\s*(?:den\s+)?(\d{1,2})\s*[/.]\s*(\d{1,2})(?:\s*[/.]\s*((?:19|20)?\d\d))?(?!\d|[:.]\d)/i;
const D_MONTH = new RegExp(`^\\s*(?:den\\s+)?(\\d{1,2})(?:e|a|:e|:a|st|nd|rd|th)?\\.?\\s+${MONTH}(?:\\s+((?:19|20)\\d\\d))?`, 'iu');
const ISO_DATE = /^\s*((?:19|20)\d\d)-(\d\d)-(\d\d)/;

/** A date right after a weekday word ('Måndag 18/11', 'Mån 18.11', 'Monday 18 November'). */
export function readLeadingDate(text: string, today: IsoDate): { date: IsoDate; rest: string } | null {
  let m = ISO_DATE.exec(text);
  if (m) {
    const date = validDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (date) return { date, rest: text.slice(m[0].length) };
  }
  m = D_MONTH.exec(text);
  if (m) {
    const date = dateNearToday(monthNumber(m[2])!, Number(m[1]), today, m[3] ? Number(m[3]) : undefined);
    if (date) return { date, rest: text.slice(m[0].length) };
  }
  m = DM.exec(text);
  if (m) {
    const date = dateNearToday(Number(m[2]), Number(m[1]), today, m[3] ? Number(m[3]) : undefined);
    if (date) return { date, rest: text.slice(m[0].length) };
  }
  return null;
}
