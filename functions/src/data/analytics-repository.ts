import { createHash } from 'node:crypto';
import type { AnalyticsKind } from '@lunch/shared';
import { container } from './cosmos-client';
import { isStatus } from './cosmos-helpers';

/**
 * Daily counters of first-party analytics (container analyticsCounts, partition /city): one document
 * per city, day, kind and key holding only those and a count. Nothing else is ever written: no
 * address, no user, no time of day.
 */
export interface AnalyticsCounter {
  id: string;
  city: string;
  /** YYYY-MM-DD, Stockholm time. */
  day: string;
  kind: AnalyticsKind;
  key: string;
  count: number;
}

/** A stable id without the characters Cosmos DB refuses in ids (a search term may hold any of them). */
export function counterId(day: string, kind: AnalyticsKind, key: string): string {
  return `${day}.${kind}.${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

/**
 * Adds `by` to a counter with a patch `incr` (atomic on the server, so concurrent instances never lose
 * a count); a counter that does not exist yet is created, and a create that lost the race to another
 * request becomes an increment.
 */
export async function incrementCounter(city: string, day: string, kind: AnalyticsKind, key: string, by: number): Promise<void> {
  const counts = await container('analyticsCounts');
  const id = counterId(day, kind, key);
  const increment = () => counts.item(id, city).patch([{ op: 'incr', path: '/count', value: by }]);
  try {
    await increment();
    return;
  } catch (err) {
    if (!isStatus(err, 404)) throw err;
  }
  const doc: AnalyticsCounter = { id, city, day, kind, key, count: by };
  try {
    await counts.items.create(doc);
  } catch (err) {
    if (!isStatus(err, 409)) throw err;
    await increment();
  }
}

/** A city's counters from `fromDay` on (a single-partition query). */
export async function countersSince(city: string, fromDay: string): Promise<Pick<AnalyticsCounter, 'kind' | 'key' | 'count'>[]> {
  const counts = await container('analyticsCounts');
  const { resources } = await counts.items
    .query<Pick<AnalyticsCounter, 'kind' | 'key' | 'count'>>(
      { query: 'SELECT c.kind, c.key, c.count FROM c WHERE c.city = @city AND c.day >= @from', parameters: [{ name: '@city', value: city }, { name: '@from', value: fromDay }] },
      { partitionKey: city },
    )
    .fetchAll();
  return resources;
}
