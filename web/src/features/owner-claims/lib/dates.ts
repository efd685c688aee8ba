import { SERVICE_TIME_ZONE } from '@lunch/shared';

const DATE_TIME = new Intl.DateTimeFormat('sv-SE', { timeZone: SERVICE_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "25 nov 2026 14:03" in Swedish time; the text itself when it is not a time. */
export function dateTimeText(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date).replace(/\./g, '');
}
