import { SERVICE_TIME_ZONE } from '@lunch/shared';

// Built once: a list renders one per confirmed restaurant.
const PUBLISHED_FORMAT = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SERVICE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** "25 nov 14:03" (Swedish time) for when the restaurant published its menu; null for an unreadable time. */
export function confirmedTimeText(publishedAt: string | null | undefined): string | null {
  if (!publishedAt) return null;
  const date = new Date(publishedAt);
  if (Number.isNaN(date.getTime())) return null;
  // Built from parts: Intl writes "nov." and its joining differs between versions; the interface shows "25 nov 14:03".
  const part = Object.fromEntries(PUBLISHED_FORMAT.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day} ${part.month.replace(/\./g, '')} ${part.hour}:${part.minute}`;
}
