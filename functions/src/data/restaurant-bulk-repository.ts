import type { PatchOperation } from '@azure/cosmos';
import type { Restaurant } from '@lunch/shared';
import { container } from './cosmos-client';
import { isStatus, readItem } from './cosmos-helpers';
import { toPublicRestaurant, toStoredRestaurant, type StoredRestaurant } from './restaurant-document';

/** One restaurant an all-restaurant field change may touch, with what deciding needs. */
export interface FieldTarget {
  id: string;
  city: string;
  etag: string;
  /** The current value of the path's top-level field (undefined when absent). */
  topValue?: unknown;
}

/** What to write at a path, or why nothing is written (decided from the top-level field's value). */
export type FieldDecision = { write: true; path: string[]; value: unknown } | { write: false; reason: string };
export type FieldOutcome = { modified: true } | { modified: false; reason: string };

/**
 * Top-level fields `toStoredRestaurant` derives query fields from: a change below them is written as
 * a full rewrite, so the derived fields are recomputed; any other field is set with a Cosmos patch.
 */
const DERIVED_SOURCES = new Set(['name', 'lunch_includes', 'lunch_hours', 'lunch_menus']);
const MAX_TRIES = 10;

const pathExpression = (segments: string[]) => 'c' + segments.map((_, i) => `[@s${i}]`).join('');
const segmentParameters = (segments: string[]) => segments.map((value, i) => ({ name: `@s${i}`, value }));

/**
 * Every restaurant (all cities), or only those where the field path is undefined: id, city, etag and
 * the top-level field, never whole documents (10,000 restaurants stay a small answer). The path's
 * segments are query parameters, read with Cosmos DB's bracket property access.
 */
export async function findFieldTargets(segments: string[], onlyWhereMissing: boolean): Promise<FieldTarget[]> {
  const restaurants = await container('restaurants');
  const where = onlyWhereMissing ? ` WHERE NOT IS_DEFINED(${pathExpression(segments)})` : '';
  const { resources } = await restaurants.items
    // Large pages: each page is a full scan on the local server; real Cosmos DB still caps a page at 4 MB.
    .query<FieldTarget>({ query: `SELECT c.id, c.city, c._etag AS etag, c[@s0] AS topValue FROM c${where}`, parameters: segmentParameters(segments) }, { maxItemCount: 5000 })
    .fetchAll();
  return resources;
}

/**
 * Sets one field on one restaurant, deciding again on the current document after a concurrent write
 * (412): an etag-conditioned patch, or a full rewrite when the field feeds derived fields. Patch is
 * never used inside bulk (the local server does not support that). A deleted restaurant is "gone".
 */
export async function setRestaurantField(
  target: FieldTarget,
  topField: string,
  decide: (top: unknown) => FieldDecision,
  updatedAt: string,
): Promise<FieldOutcome> {
  const restaurants = await container('restaurants');
  const item = restaurants.item(target.id, target.city);
  let etag = target.etag;
  let top = target.topValue;
  let stored: StoredRestaurant | undefined;
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const decision = decide(top);
    if (!decision.write) return { modified: false, reason: decision.reason };
    try {
      if (DERIVED_SOURCES.has(topField)) {
        stored ??= await readItem<StoredRestaurant>(restaurants, target.id, target.city);
        if (!stored) return { modified: false, reason: 'gone' };
        // Decided on the document being replaced: the query's value may be older than this read.
        const fresh = decide(fieldOf(stored, topField));
        if (!fresh.write) return { modified: false, reason: fresh.reason };
        const next = setAtPath(toPublicRestaurant(stored) as unknown as Record<string, unknown>, fresh.path, fresh.value);
        const document = toStoredRestaurant({ ...(next as unknown as Restaurant), updatedAt });
        await item.replace(document, { accessCondition: { type: 'IfMatch', condition: etagOf(stored) } });
      } else {
        const operations: PatchOperation[] = [
          { op: 'set', path: '/' + decision.path.join('/'), value: decision.value },
          { op: 'set', path: '/updatedAt', value: updatedAt },
        ];
        await item.patch(operations, { accessCondition: { type: 'IfMatch', condition: etag } });
      }
      return { modified: true };
    } catch (err) {
      if (isStatus(err, 404)) return { modified: false, reason: 'gone' };
      // Someone wrote in between (412), or the connection broke and the write may or may not have
      // happened: read again and decide again (a write that did happen now reads as present or same).
      if (!isStatus(err, 412) && !isBrokenConnection(err)) throw err;
    }
    stored = await readItem<StoredRestaurant>(restaurants, target.id, target.city);
    if (!stored) return { modified: false, reason: 'gone' };
    etag = etagOf(stored);
    top = fieldOf(stored, topField);
  }
  throw new Error(`Restaurant ${target.id} kept changing under ${MAX_TRIES} tries`);
}

/** Errors after which a write's outcome is unknown; the SDK retries reads on these, never writes. */
const BROKEN_CONNECTION = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const isBrokenConnection = (err: unknown) => typeof err === 'object' && err !== null && BROKEN_CONNECTION.has(String((err as { code?: unknown }).code));

const etagOf = (stored: StoredRestaurant) => (stored as { _etag?: string })._etag!;
const fieldOf = (stored: StoredRestaurant, field: string) => (Object.hasOwn(stored, field) ? (stored as unknown as Record<string, unknown>)[field] : undefined);

/** A copy of `doc` with `value` at `path` (own properties only; the path's parents are objects or absent). */
function setAtPath(doc: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  const child = Object.hasOwn(doc, head) ? doc[head] : undefined;
  const inner = rest.length === 0 ? value : setAtPath(typeof child === 'object' && child !== null && !Array.isArray(child) ? (child as Record<string, unknown>) : {}, rest, value);
  const copy = { ...doc };
  Object.defineProperty(copy, head, { value: inner, enumerable: true, writable: true, configurable: true });
  return copy;
}
