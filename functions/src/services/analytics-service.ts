import { addDays, analyticsCity, analyticsCounterOf, ANALYTICS_KINDS, ANALYTICS_SUMMARY_DAYS, todayIn, type AnalyticsBatch, type AnalyticsBatchResult, type AnalyticsCount, type AnalyticsKind, type AnalyticsSummary } from '@lunch/shared';
import { now } from '../app/clock';
import { countersSince, incrementCounter } from '../data/analytics-repository';
import { getRestaurantsByIds } from '../data/restaurant-repository';
import { invalidInput } from '../app/domain-error';
import { perMinuteLimit } from './per-minute-limit';

/**
 * First-party analytics: aggregate daily counters only. The client address is used for the rate limit
 * (in memory, never stored); an event becomes "+1 on (city, day, kind, key)" and nothing else.
 *
 * The rate limit is per instance, like the client-error one: ANALYTICS_BATCHES_PER_MINUTE batches per
 * address (a visitor's page sends one batch every few seconds at most) plus a global cap, enough to keep
 * one script from inflating the counts or filling the store with made-up search terms.
 */
export const ANALYTICS_BATCHES_PER_MINUTE = 30;
const TOP = 10;

/** Whether this address may send a batch now; counts the batch. */
export const analyticsBatchAllowed = perMinuteLimit(ANALYTICS_BATCHES_PER_MINUTE, 3000);

/** Counts a batch: the same counter named twice in a batch is one increment by two. */
export async function recordAnalyticsBatch(batch: AnalyticsBatch): Promise<AnalyticsBatchResult> {
  const day = todayIn(now());
  const increments = new Map<string, { city: string; kind: AnalyticsKind; key: string; by: number }>();
  let dropped = 0;
  for (const event of batch.events) {
    const counter = analyticsCounterOf(event);
    if (!counter) {
      dropped += 1;
      continue;
    }
    const id = JSON.stringify([counter.city, counter.kind, counter.key]);
    const known = increments.get(id);
    if (known) known.by += 1;
    else increments.set(id, { ...counter, by: 1 });
  }
  for (const { city, kind, key, by } of increments.values()) await incrementCounter(city, day, kind, key, by);
  return { counted: batch.events.length - dropped, dropped };
}

function top(sums: Map<string, number>): AnalyticsCount[] {
  return [...sums]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key, 'sv'))
    .slice(0, TOP);
}

/** A city's last ANALYTICS_SUMMARY_DAYS days: totals per kind and the top searches, restaurants and filters. */
export async function analyticsSummary(cityInput: string): Promise<AnalyticsSummary> {
  const city = analyticsCity(cityInput);
  if (!city) throw invalidInput('city must be one of the service\'s cities', 'bad_request', 'city');
  const to = todayIn(now());
  const from = addDays(to, -(ANALYTICS_SUMMARY_DAYS - 1));
  const counters = await countersSince(city, from);
  const totals = Object.fromEntries(ANALYTICS_KINDS.map((k) => [k, 0])) as Record<AnalyticsKind, number>;
  const sums = Object.fromEntries(ANALYTICS_KINDS.map((k) => [k, new Map<string, number>()])) as Record<AnalyticsKind, Map<string, number>>;
  for (const c of counters) {
    if (!(c.kind in sums) || typeof c.count !== 'number') continue;
    totals[c.kind] += c.count;
    sums[c.kind].set(c.key, (sums[c.kind].get(c.key) ?? 0) + c.count);
  }
  const restaurants = top(sums.restaurant_view);
  const names = new Map((await getRestaurantsByIds(city, restaurants.map((r) => r.key))).map((r) => [r.id, r.name]));
  return {
    city,
    from,
    to,
    totals,
    topSearches: top(sums.search),
    topRestaurants: restaurants.map((r) => ({ ...r, name: names.get(r.key) ?? null })),
    topFilters: top(sums.filter_use),
  };
}
