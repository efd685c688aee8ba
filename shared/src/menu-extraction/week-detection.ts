import { addDays, isoWeekOf, weekdayOf, type IsoDate } from '../iso-week';
import type { Weekday } from '../options';
import { MONTHS, WEEK_WORDS } from './lexicon';
import { dateNearToday, validDate, weekNearToday } from './week';
import type { ExtractedWeek } from './types';

/**
 * Finding which week a line talks about: week numbers ('Vecka 47', 'v. 47', 'V47', 'week 47',
 * 'Meny v 47-48'), date ranges ('18/11 - 22/11', '18-22 november', '23 januari till 29 januari')
 * and single dates ('18/11', '18 november', '2026-11-18'). Years are chosen around `today`.
 */

const MONTH_WORDS = Object.keys(MONTHS).sort((x, y) => y.length - x.length);
const MONTH = `(${MONTH_WORDS.join('|')})\\.?`;

export function monthNumber(word: string): number | undefined {
  const key = word.toLowerCase().replace(/\.$/, '');
  return Object.hasOwn(MONTHS, key) ? MONTHS[key] : undefined;
}

export function weekOfDate(date: IsoDate): ExtractedWeek {
  return isoWeekOf(date);
}

export interface WeekMarker {
  week: ExtractedWeek;
  /** Last week of a span such as 'v 47-48' (same as week otherwise). */
  lastWeek: ExtractedWeek;
  /** The last day of a stated date range ('22–26 mars' gives the 26th), when the range names it. */
  through?: IsoDate;
  /** The text with the marker cut out. */
  rest: string;
}

const WEEK_NUMBER = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${WEEK_WORDS.join('|')})[.:#]?\s*(?:nr\.?\s*)?(\d{1,2})(?!\d)(?:\s*(?:-|och|&|\/)\s*(?:v\.?\s*)?(\d{1,2})(?!\d))?(?:\s*[,–—-]?\s*((?:19|20)\d\d))?(?![\p{L}\d]|[.:]\d)`,
  'iu',
);
const DM_RANGE = /(?<![\d/.])(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?\s*(?:-|till|to)\s*(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?(?![\d/.])/i;
const D_D_MONTH = new RegExp(`(?<!\\d)(\\d{1,2})\\.?\\s*(?:-|till|to)\\s*(\\d{1,2})\\.?\\s+${MONTH}(?:\\s+((?:19|20)\\d\\d))?`, 'iu');
const D_MONTH_D_MONTH = new RegExp(`(?<!\\d)(\\d{1,2})\\.?\\s+${MONTH}\\s*(?:-|till|to|t\\.o\\.m\\.?)\\s*(\\d{1,2})\\.?\\s+${MONTH}(?:\\s+((?:19|20)\\d\\d))?`, 'iu');
const D_D_NUMERIC_MONTH = /(?<![\d/.])(\d{1,2})\s*(?:-|–)\s*(\d{1,2})[/.](\d{1,2})(?:[/.]((?:19|20)?\d\d))?(?![\d/.])/;
const ISO_RANGE = /((?:19|20)\d\d)-(\d\d)-(\d\d)(?:\s*(?:-|till|to)\s*(?:(?:19|20)\d\d-\d\d-\d\d))?/;

/** A line's week number as written ('Lunch v.7 – Krogen' gives 'v.7'), for a text stage that knows no date. */
export function weekNumberText(line: string): string | null {
  return WEEK_NUMBER.exec(line)?.[0] ?? null;
}

/** Finds a week number or a date range in a line. */
export function findWeekMarker(line: string, today: IsoDate): WeekMarker | null {
  const byNumber = WEEK_NUMBER.exec(line);
  if (byNumber) {
    const year = byNumber[3] ? Number(byNumber[3]) : undefined;
    // 'Menyvecka A (v. 9, 11, 13)': a rotating menu names every week it is served; this week when it is among them.
    const listed = byNumber[2] || byNumber[3] ? null : LISTED_WEEKS.exec(line.slice(byNumber.index + byNumber[0].length));
    if (listed) {
      const numbers = [Number(byNumber[1]), ...[...listed[0].matchAll(/\d{1,2}/gu)].map((m) => Number(m[0]))];
      const served = numbers.includes(isoWeekOf(today).week) ? isoWeekOf(today).week : numbers[0];
      const week = weekNearToday(served, today);
      if (week) return { week, lastWeek: week, rest: `${line.slice(0, byNumber.index)} ${line.slice(byNumber.index + byNumber[0].length + listed[0].length)}`.trim() };
    }
    const week = weekNearToday(Number(byNumber[1]), today, year);
    if (week) {
      const last = byNumber[2] ? weekNearToday(Number(byNumber[2]), today, year) : null;
      return { week, lastWeek: last && last.week > week.week ? last : week, rest: cut(line, byNumber) };
    }
  }
  const range = findDateRange(line, today);
  if (range) return { week: weekOfDate(range.start), lastWeek: weekOfDate(range.start), rest: range.rest, ...(range.through ? { through: range.through } : {}) };
  const commencing = WEEK_COMMENCING.exec(line);
  const start = commencing ? readLeadingDate(line.slice(commencing.index + commencing[0].length), today) : null;
  if (commencing && start) {
    // A week said to start on a Sunday (a British habit) is the Monday-to-Friday after it.
    const week = weekOfDate(weekdayOf(start.date) === 'Sunday' ? addDays(start.date, 1) : start.date);
    return { week, lastWeek: week, rest: `${line.slice(0, commencing.index)} ${start.rest}`.trim() };
  }
  return null;
}

/** ', 11, 13' or ', 11 och 13' after a week number: more weeks listed, two or more numbers in all. */
const LISTED_WEEKS = /^(?:\s*,\s*\d{1,2}(?![\d.:–-]))+(?:\s*(?:,|och|&|and)\s*\d{1,2}(?![\d.:–-]))?/u;

/** 'w/c 8 March', 'Week commencing 16/11', 'Week of November 23': the week that starts on the date after it. */
const WEEK_COMMENCING = /(?<![\p{L}\d])(?:w\/c|w\/b|week\s+(?:commencing|beginning|starting|of))\s*:?\s*(?=\d|\p{L})/iu;

function cut(line: string, m: RegExpExecArray): string {
  return (line.slice(0, m.index) + ' ' + line.slice(m.index + m[0].length)).trim();
}

/** The first day of a date range ('18/11 - 22/11', '18-22 november', '30 nov - 4 dec', '2026-11-16'). */
export function findDateRange(line: string, today: IsoDate): { start: IsoDate; through?: IsoDate; rest: string } | null {
  // The range's last day, when it falls in the start's month and at most six days after it.
  const within = (start: IsoDate, from: string, to: string) => {
    const days = Number(to) - Number(from);
    return days >= 1 && days <= 6 ? { through: addDays(start, days) } : {};
  };
  let m = DM_RANGE.exec(line);
  if (m) {
    const year = m[3] ? Number(m[3]) : m[6] ? Number(m[6]) : undefined;
    const start = dateNearToday(Number(m[2]), Number(m[1]), today, year);
    if (start) return { start, rest: cut(line, m), ...(Number(m[2]) === Number(m[5]) ? within(start, m[1], m[4]) : {}) };
  }
  // '23-27/11': days of one month with the month given once.
  m = D_D_NUMERIC_MONTH.exec(line);
  if (m) {
    const start = dateNearToday(Number(m[3]), Number(m[1]), today, m[4] ? Number(m[4]) : undefined);
    if (start && Number(m[2]) > Number(m[1])) return { start, rest: cut(line, m), ...within(start, m[1], m[2]) };
  }
  m = D_MONTH_D_MONTH.exec(line);
  if (m) {
    const start = dateNearToday(monthNumber(m[2])!, Number(m[1]), today, m[5] ? Number(m[5]) : undefined);
    if (start) return { start, rest: cut(line, m) };
  }
  m = D_D_MONTH.exec(line);
  if (m) {
    const start = dateNearToday(monthNumber(m[3])!, Number(m[1]), today, m[4] ? Number(m[4]) : undefined);
    if (start) return { start, rest: cut(line, m), ...within(start, m[1], m[2]) };
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
const MONTH_D = new RegExp(`^\\s*,?\\s*${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)(?:,?\\s+((?:19|20)\\d\\d))?`, 'iu');

/** A date right after a weekday word ('Måndag 18/11', 'Mån 18.11', 'Monday 18 November'). */
export function readLeadingDate(text: string, today: IsoDate): { date: IsoDate; rest: string; yearStated: boolean } | null {
  let m = ISO_DATE.exec(text);
  if (m) {
    const date = validDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (date) return { date, rest: text.slice(m[0].length), yearStated: true };
  }
  m = D_MONTH.exec(text);
  if (m) {
    const date = dateNearToday(monthNumber(m[2])!, Number(m[1]), today, m[3] ? Number(m[3]) : undefined);
    if (date) return { date, rest: text.slice(m[0].length), yearStated: !!m[3] };
  }
  m = DM.exec(text);
  if (m) {
    const date = dateNearToday(Number(m[2]), Number(m[1]), today, m[3] ? Number(m[3]) : undefined);
    if (date) return { date, rest: text.slice(m[0].length), yearStated: !!m[3] };
  }
  m = MONTH_D.exec(text);
  if (m) {
    const date = dateNearToday(monthNumber(m[1])!, Number(m[2]), today, m[3] ? Number(m[3]) : undefined);
    if (date) return { date, rest: text.slice(m[0].length), yearStated: !!m[3] };
  }
  return null;
}

/**
 * A day heading's date without a year ('Måndag 15/9'): the year nearest today in which the date falls on the
 * heading's weekday. 15/9 is a Monday in 2025, not in 2026: a page a year old keeps its own year, so it reads stale.
 */
export function dateOnWeekday(date: IsoDate, day: Weekday): IsoDate {
  if (weekdayOf(date) === day) return date;
  const [y, m, d] = date.split('-').map(Number);
  const fits = [y - 1, y + 1].map((year) => validDate(year, m, d)).filter((x): x is IsoDate => !!x && weekdayOf(x) === day);
  return fits.length === 1 ? fits[0] : date;
}
