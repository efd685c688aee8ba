import { z } from 'zod';
import { findCity } from './cities';

/**
 * First-party, privacy-friendly analytics: the web app posts batches of events (after analytics
 * consent) to POST /api/analytics/events; the server keeps only aggregate daily counters per city,
 * kind and key (no address, no user, no cookie, no timestamp finer than a day). Admins read the top
 * searches and restaurants of a city with GET /api/admin/analytics/summary?city=.
 */

export const ANALYTICS_KINDS = ['restaurant_view', 'location_view', 'filter_use', 'search'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

export const ANALYTICS_FILTERS = ['price', 'cuisines', 'dietaryOptions', 'lunchIncludes', 'selectedDay', 'nearMe'] as const;

/** At most this many events in one batch, and this many bytes in its body. */
export const ANALYTICS_MAX_EVENTS = 20;
export const ANALYTICS_MAX_BODY_BYTES = 8 * 1024;
/** Stored search terms are cut to this many characters. */
export const SEARCH_TERM_MAX_CHARS = 60;
/** The admin summary covers the last this many days (today included). */
export const ANALYTICS_SUMMARY_DAYS = 7;

const city = z.string().min(1).max(40);

export const analyticsEventSchema = z.discriminatedUnion('name', [
  z.object({
    name: z.literal('restaurant_view'),
    city,
    restaurantId: z.string().regex(/^[\w.:-]{1,80}$/, 'restaurantId must be 1-80 letters, digits, _ . : or -'),
  }),
  z.object({ name: z.literal('location_view'), city }),
  z.object({ name: z.literal('filter_use'), city, filter: z.enum(ANALYTICS_FILTERS), value: z.string().max(120) }),
  z.object({ name: z.literal('search'), city, query: z.string().max(200) }),
]);
export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_EVENTS),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** The answer to a batch: how many events were counted and how many dropped (unknown city, personal data, empty term). */
export interface AnalyticsBatchResult {
  counted: number;
  dropped: number;
}

/** Text that may identify a person: an e-mail address, a phone or personal-identity number, a URL. */
export function looksPersonal(text: string): boolean {
  return (
    /[^\s@]+@[^\s@]+\.[^\s@]+/.test(text) ||
    /(?:\d[\s().+-]*){7,}/.test(text) || // 7+ digits, however separated: phone, personnummer, card
    /https?:\/\/|www\./i.test(text)
  );
}

/**
 * A search term as it is counted: lower case, single spaces, at most SEARCH_TERM_MAX_CHARS; null when
 * it is too short to mean anything or looks like personal data (then nothing of it is stored).
 */
export function normaliseSearchTerm(raw: string): string | null {
  const text = raw.normalize('NFKC').toLocaleLowerCase('sv-SE').replace(/\s+/g, ' ').trim();
  if (text.length < 2 || looksPersonal(text)) return null;
  return text.length > SEARCH_TERM_MAX_CHARS ? text.slice(0, SEARCH_TERM_MAX_CHARS).trimEnd() : text;
}

/** A filter value as it is counted (same rules as search terms; "off"/"on" and prices pass). */
export function normaliseFilterValue(raw: string): string | null {
  const text = raw.normalize('NFKC').toLocaleLowerCase('sv-SE').replace(/\s+/g, ' ').trim();
  if (text.length === 0) return '(cleared)';
  if (looksPersonal(text)) return null;
  return text.slice(0, SEARCH_TERM_MAX_CHARS);
}

/** The city as the service spells it, or null when it is not one of the fixed list. */
export function analyticsCity(raw: string): string | null {
  return findCity(raw)?.name ?? null;
}

/**
 * The counter an event adds one to, or null when it is not counted. The key never holds more than the
 * event's own subject: a restaurant id, a city, "filter=value" or a normalised search term.
 */
export function analyticsCounterOf(event: AnalyticsEventInput): { city: string; kind: AnalyticsKind; key: string } | null {
  const cityName = analyticsCity(event.city);
  if (!cityName) return null;
  switch (event.name) {
    case 'restaurant_view':
      return { city: cityName, kind: event.name, key: event.restaurantId };
    case 'location_view':
      return { city: cityName, kind: event.name, key: cityName };
    case 'filter_use': {
      const value = normaliseFilterValue(event.value);
      return value === null ? null : { city: cityName, kind: event.name, key: `${event.filter}=${value}` };
    }
    case 'search': {
      const term = normaliseSearchTerm(event.query);
      return term === null ? null : { city: cityName, kind: event.name, key: term };
    }
  }
}

export const analyticsSummaryQuerySchema = z.object({
  city: z.string().min(1).max(40),
});

export interface AnalyticsCount {
  key: string;
  count: number;
}

export interface AnalyticsSummary {
  city: string;
  /** First and last day covered (YYYY-MM-DD, Stockholm time). */
  from: string;
  to: string;
  totals: Record<AnalyticsKind, number>;
  topSearches: AnalyticsCount[];
  topRestaurants: (AnalyticsCount & { name: string | null })[];
  topFilters: AnalyticsCount[];
}
