import { parseOwnerWeek, SERVICE_TIME_ZONE, type IsoDate } from '@lunch/shared';

/** "v. 48" for "2026-W48". */
export function weekLabel(week: string): string {
  const parsed = parseOwnerWeek(week);
  return parsed ? `v. ${parsed.week}` : week;
}

const DAY_HEADING = new Intl.DateTimeFormat('sv-SE', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'short' });
const TIME = new Intl.DateTimeFormat('sv-SE', { timeZone: SERVICE_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const DATE_TIME = new Intl.DateTimeFormat('sv-SE', { timeZone: SERVICE_TIME_ZONE, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** "Måndag 23 nov", as the public restaurant page heads its days. */
export function dayHeading(date: IsoDate): string {
  const text = DAY_HEADING.format(new Date(`${date}T12:00:00Z`)).replace(/\./g, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Måndag" */
export function dayName(date: IsoDate): string {
  return dayHeading(date).split(' ')[0];
}

/** "14:03" in Swedish time. */
export function timeOfDay(timestamp: string): string {
  return TIME.format(new Date(timestamp));
}

/** "25 nov 14:03" in Swedish time. */
export function dateAndTime(timestamp: string): string {
  const parts = DATE_TIME.formatToParts(new Date(timestamp));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').replace(/\./g, '')} ${part('hour')}:${part('minute')}`;
}
