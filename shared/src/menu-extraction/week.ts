import { addDays, isoWeekOf, mondayOf, type IsoDate } from '../iso-week';
import type { ExtractedWeek, ExtractOptions, ReadingEvidence, WeekSource } from './types';

/** Week arithmetic and week certainty: which week a page is about, and whether that can be trusted. */

export function sameWeek(a: ExtractedWeek | null | undefined, b: ExtractedWeek | null | undefined): boolean {
  return !!a && !!b && a.year === b.year && a.week === b.week;
}

export function compareWeeks(a: ExtractedWeek, b: ExtractedWeek): number {
  return a.year !== b.year ? a.year - b.year : a.week - b.week;
}

/** The Monday of an ISO week, or null when the year has no such week (week 53). */
export function mondayOfIsoWeek(year: number, week: number): IsoDate | null {
  const monday = addDays(mondayOf(`${year}-01-04`), (week - 1) * 7);
  const w = isoWeekOf(monday);
  return w.year === year && w.week === week ? monday : null;
}

export function weekPlus(week: ExtractedWeek, n: number): ExtractedWeek {
  return isoWeekOf(addDays(mondayOfIsoWeek(week.year, week.week)!, 7 * n));
}

function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

/** An ISO week number without a year: the week-year whose week lies closest to today. */
export function weekNearToday(week: number, today: IsoDate, year?: number): ExtractedWeek | null {
  if (week < 1 || week > 53) return null;
  const y = Number(today.slice(0, 4));
  const todayMonday = mondayOf(today);
  let best: { w: ExtractedWeek; distance: number } | null = null;
  for (const candidate of year !== undefined ? [year < 100 ? 2000 + year : year] : [y - 1, y, y + 1]) {
    const monday = mondayOfIsoWeek(candidate, week);
    if (!monday) continue;
    const distance = daysBetween(monday, todayMonday);
    if (!best || distance < best.distance) best = { w: { year: candidate, week }, distance };
  }
  return best?.w ?? null;
}

export function validDate(year: number, month: number, day: number): IsoDate | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A day and month, with the year given or else the one that puts the date closest to today. */
export function dateNearToday(month: number, day: number, today: IsoDate, year?: number): IsoDate | null {
  if (year !== undefined) return validDate(year < 100 ? 2000 + year : year, month, day);
  const y = Number(today.slice(0, 4));
  let best: IsoDate | null = null;
  for (const candidate of [y - 1, y, y + 1]) {
    const date = validDate(candidate, month, day);
    if (date && (best === null || daysBetween(date, today) < daysBetween(best, today))) best = date;
  }
  return best;
}

/**
 * A fingerprint of menu text: letters only, lower case, so re-rendering (spaces, markup, a changed
 * clock or counter) does not make a stale page look new. FNV-1a, two seeds, 16 hex digits.
 */
export function fingerprintMenuText(text: string): string {
  const norm = text.toLowerCase().replace(/[^\p{L}\n]+/gu, ' ').replace(/\s*\n\s*/g, '\n').trim();
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < norm.length; i++) {
    const c = norm.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export interface WeekCertainty {
  weekSource: WeekSource;
  weekCurrent: boolean;
  unchangedSinceEarlierWeek: boolean;
}

/**
 * How the kept week is known. Stated ('marker' / 'dates'): current when it is this week or next week.
 * Not stated: current only when the menu text changed since the previous harvest, or replaced a different
 * text this week (`changed`); a first harvest or a text unchanged since an earlier week is 'none' (never
 * published unreviewed).
 */
export function weekCertainty(
  stated: 'marker' | 'dates' | null,
  week: ExtractedWeek | null,
  fingerprint: string,
  options: Pick<ExtractOptions, 'today' | 'previousText'>,
): WeekCertainty {
  const current = isoWeekOf(options.today);
  if (stated) {
    // Only this week's: a page that shows next week alone (put up on the Friday before) waits for a person, or
    // for the next harvest in that week.
    const weekCurrent = !!week && sameWeek(week, current);
    return { weekSource: stated, weekCurrent, unchangedSinceEarlierWeek: false };
  }
  const previous = options.previousText;
  // The same text first seen this week shows a change only when it replaced a different earlier text:
  // a first harvest's firstSeen says nothing about when the page was written.
  const changedThisWeek = !!previous && previous.changed === true && sameWeek(isoWeekOf(previous.firstSeen), current);
  if (previous && (previous.fingerprint !== fingerprint || changedThisWeek)) {
    return { weekSource: 'changed-text', weekCurrent: true, unchangedSinceEarlierWeek: false };
  }
  const seenEarlierWeek = !!previous && !sameWeek(isoWeekOf(previous.firstSeen), current);
  return { weekSource: 'none', weekCurrent: false, unchangedSinceEarlierWeek: seenEarlierWeek };
}

export type { ReadingEvidence };
