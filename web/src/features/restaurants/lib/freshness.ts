import { isoWeekNumber, SERVICE_TIME_ZONE, todayIn, type MenuFreshness } from '@lunch/shared';

// Formatters are built once: creating an Intl.DateTimeFormat costs far more than using one, and a
// list renders dozens of menus.
const YEAR_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: SERVICE_TIME_ZONE, year: 'numeric' });

const UPDATED_FORMAT = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SERVICE_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const UPDATED_FORMAT_WITH_YEAR = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SERVICE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Intl writes "nov." in sv-SE; the interface shows "nov". */
const withoutAbbreviationDots = (text: string) => text.replace(/\./g, '');

/**
 * "Uppdaterad mån 16 nov" (Swedish time), with the year instead of the weekday when it is not this
 * year's. Null for a missing or unreadable timestamp.
 */
export function menuUpdatedText(updatedAt: string | null | undefined, now: Date = new Date()): string | null {
  if (!updatedAt) return null;
  const date = new Date(updatedAt);
  if (Number.isNaN(date.getTime())) return null;
  const sameYear = YEAR_FORMAT.format(date) === YEAR_FORMAT.format(now);
  const format = sameYear ? UPDATED_FORMAT : UPDATED_FORMAT_WITH_YEAR;
  return `Uppdaterad ${withoutAbbreviationDots(format.format(date))}`;
}

/**
 * "Meny för vecka 46" when the restaurant's newest menus are not for the current week, so an old
 * menu is never shown as today's. Null when the menus are current or there are none at all.
 */
export function staleMenuText(freshness: MenuFreshness | null | undefined): string | null {
  if (!freshness || freshness.currentWeek || freshness.latestWeek === null) return null;
  return `Meny för vecka ${freshness.latestWeek}`;
}

/** The sentence under the marker: which week is missing. */
export function staleMenuExplanation(today: string = todayIn()): string {
  return `Restaurangen har inte publicerat någon meny för vecka ${isoWeekNumber(today)} ännu.`;
}
