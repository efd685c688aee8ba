import { PUBLISH_THRESHOLD, type IsoDate, type MenuReviewListStatus, type WeekSource } from '@lunch/shared';

/** The statuses the screen filters on (a superseded reading is replaced by a newer one and never shown). */
export const REVIEW_FILTERS = [
  { status: 'waiting', label: 'Väntar' },
  { status: 'published', label: 'Publicerade' },
  { status: 'rejected', label: 'Avvisade' },
] as const satisfies readonly { status: MenuReviewListStatus; label: string }[];

export type ReviewFilter = MenuReviewListStatus;

/** `?status=` of the screen's URL; anything unknown is the waiting queue. */
export const reviewFilterOf = (value: string | null): ReviewFilter =>
  REVIEW_FILTERS.find((f) => f.status === value)?.status ?? 'waiting';

const percent = new Intl.NumberFormat('sv-SE', { style: 'percent', maximumFractionDigits: 0 });

/** "62 %" (sv-SE puts a no-break space before the sign). */
export const confidenceText = (confidence: number) => percent.format(Math.min(1, Math.max(0, confidence)));

export type ConfidenceTone = 'low' | 'medium' | 'high';

/** Colour of a confidence: at or above the publish threshold it would have been published by itself. */
export function confidenceTone(confidence: number): ConfidenceTone {
  if (confidence >= PUBLISH_THRESHOLD) return 'high';
  return confidence >= 0.5 ? 'medium' : 'low';
}

/**
 * "v. 48" for "2026-W48". A page that states no week gets the week the harvest assumed, marked as such
 * ("v. 48 (ej angiven)"), or "Ingen vecka" when there is none.
 */
export function weekText(week: string | null, weekSource?: WeekSource): string {
  const match = week ? /^\d{4}-W(\d{2})$/.exec(week) : null;
  if (!match) return 'Ingen vecka';
  return weekSource === 'none' ? `v. ${Number(match[1])} (ej angiven)` : `v. ${Number(match[1])}`;
}

const dateTime = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Stockholm' });

/** "2026-11-24 09:15", Swedish time; the raw text when it is no date. */
export function dateTimeText(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateTime.format(at);
}

const dayHeading = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "Måndag 24 november". */
export function dayHeadingText(date: IsoDate): string {
  const text = dayHeading.format(new Date(`${date}T12:00:00Z`));
  return text.charAt(0).toLocaleUpperCase('sv-SE') + text.slice(1);
}
