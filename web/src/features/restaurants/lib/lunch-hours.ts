import { dayRangesText, lunchHourSlots, normaliseDays, WEEKDAYS, type Weekday } from '@lunch/shared';

const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

export interface LunchHoursLine {
  days: Weekday[];
  /** "Mån–Fre" */
  daysText: string;
  /** "11:00–14:00", or '' when the slot has no valid times. */
  timeText: string;
}

function timeText(start: unknown, end: unknown): string {
  const s = typeof start === 'string' ? start.trim() : '';
  const e = typeof end === 'string' ? end.trim() : '';
  return TIME.test(s) && TIME.test(e) ? `${s.padStart(5, '0')}–${e.padStart(5, '0')}` : '';
}

/**
 * The restaurant's lunch hours as display lines. Only the seven English weekday names count as days
 * (spec); duplicates are removed and consecutive days become ranges. A slot without any valid day is
 * left out. Slots with the same times are merged ("Mån–Ons" + "Tor–Fre" at 11–14 is "Mån–Fre").
 */
export function lunchHoursLines(raw: unknown): LunchHoursLine[] {
  const byTime = new Map<string, Weekday[]>();
  for (const slot of lunchHourSlots(raw)) {
    const days = normaliseDays(slot.days);
    if (days.length === 0) continue;
    const time = timeText(slot.startTime, slot.endTime);
    byTime.set(time, normaliseDays([...(byTime.get(time) ?? []), ...days]));
  }
  return [...byTime.entries()]
    .map(([time, days]) => ({ days, daysText: dayRangesText(days), timeText: time }))
    .sort((a, b) => WEEKDAYS.indexOf(a.days[0]) - WEEKDAYS.indexOf(b.days[0]));
}

/** One line for cards and descriptions: "Mån–Fre 11:00–14:00, Lör 12:00–15:00". */
export function lunchHoursText(raw: unknown): string {
  return lunchHoursLines(raw)
    .map((line) => [line.daysText, line.timeText].filter(Boolean).join(' '))
    .join(', ');
}
