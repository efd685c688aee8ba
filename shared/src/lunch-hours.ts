import { WEEKDAYS, type Weekday } from './options';
import { SWEDISH_WEEKDAYS } from './swedish-weekdays';
import type { LunchHourSlot } from './types';


export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);
}

/** The spec allows lunch_hours as an object or as an array whose first item is used. */
export function lunchHourSlots(raw: unknown): LunchHourSlot[] {
  if (Array.isArray(raw)) return raw.filter(isSlot);
  return isSlot(raw) ? [raw] : [];
}

function isSlot(value: unknown): value is LunchHourSlot {
  return typeof value === 'object' && value !== null && Array.isArray((value as LunchHourSlot).days);
}

/** Only the seven English weekday names count, duplicates removed, in week order. */
export function normaliseDays(days: readonly unknown[]): Weekday[] {
  return WEEKDAYS.filter((d) => days.includes(d));
}

/** Consecutive days become ranges: ["Monday".."Friday", "Sunday"] -> "Mån–Fre, Sön". */
export function dayRangesText(days: readonly unknown[]): string {
  const indexes = normaliseDays(days).map((d) => WEEKDAYS.indexOf(d));
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= indexes.length; i++) {
    if (i === indexes.length || indexes[i] !== indexes[i - 1] + 1) {
      const first = WEEKDAYS[indexes[start]];
      const last = WEEKDAYS[indexes[i - 1]];
      parts.push(first === last ? SWEDISH_WEEKDAYS[first].short : `${SWEDISH_WEEKDAYS[first].short}–${SWEDISH_WEEKDAYS[last].short}`);
      start = i;
    }
  }
  return parts.join(', ');
}

/** True when some slot covers the day. A restaurant without any valid slot is treated as open on weekdays. */
export function servesLunchOn(slots: readonly LunchHourSlot[], day: Weekday): boolean {
  const valid = slots.filter((s) => normaliseDays(s.days).length > 0);
  if (valid.length === 0) return WEEKDAYS.indexOf(day) < 5;
  return valid.some((s) => normaliseDays(s.days).includes(day));
}
