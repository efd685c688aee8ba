import type { ExtractionItemStatus, ExtractionOutcome, MenuExtraction } from '@lunch/shared';
import { container } from './cosmos-client';
import { isStatus, readItem, withoutSystemFields } from './cosmos-helpers';

/**
 * The bulk AI extraction queue's items, one per restaurant (id = restaurant id), all in partition
 * "bulk". The item is the durable record; a storage-queue message only says "work on item X, run R".
 * Every change is conditional on the etag read, so a retried or duplicate message, a clear or a
 * re-queue in between can never be overwritten by stale work.
 */
export const EXTRACTION_QUEUE = 'bulk';

export interface ExtractionJob {
  id: string;
  queue: typeof EXTRACTION_QUEUE;
  restaurantId: string;
  name: string;
  city: string;
  /** Changes each time the restaurant is queued: a message of an earlier run is ignored. */
  runId: string;
  status: ExtractionItemStatus;
  attempts: number;
  result?: ExtractionOutcome & { success: boolean };
  /** What apply-results stores: the dishes, hours and includes read. */
  extraction?: MenuExtraction | null;
  /** The text the reading was made from: a reading that goes to review shows it beside the dishes. */
  pageText?: string;
  error?: string;
  createdAt: string;
  updatedAt: string;
}

export type StoredJob = ExtractionJob & { _etag: string };

const jobs = () => container('extractionJobs');

/** Queues (or queues again) restaurants: each item starts over as pending with a new run id. */
export async function putJobs(items: ExtractionJob[]): Promise<void> {
  const c = await jobs();
  for (let i = 0; i < items.length; i += 100) {
    const results = await c.items.bulk(items.slice(i, i + 100).map((item) => ({ operationType: 'Upsert' as const, resourceBody: item as never })));
    const failed = results.filter((r) => r.statusCode >= 400);
    if (failed.length > 0) throw new Error(`Queueing ${failed.length} extraction items failed (status ${failed[0].statusCode})`);
  }
}

export async function readJob(id: string): Promise<StoredJob | undefined> {
  return readItem<StoredJob>(await jobs(), id, EXTRACTION_QUEUE);
}

/** Writes a job if nobody changed it since it was read; false when someone did (or it is gone). */
export async function replaceJobIfUnchanged(job: StoredJob, next: ExtractionJob): Promise<boolean> {
  try {
    await (await jobs()).item(job.id, EXTRACTION_QUEUE).replace(withoutSystemFields(next), { accessCondition: { type: 'IfMatch', condition: job._etag } });
    return true;
  } catch (err) {
    if (isStatus(err, 412) || isStatus(err, 404)) return false;
    throw err;
  }
}

/** Deletes a job if nobody changed it since it was read. */
export async function deleteJobIfUnchanged(job: StoredJob): Promise<boolean> {
  try {
    await (await jobs()).item(job.id, EXTRACTION_QUEUE).delete({ accessCondition: { type: 'IfMatch', condition: job._etag } });
    return true;
  } catch (err) {
    if (isStatus(err, 412) || isStatus(err, 404)) return false;
    throw err;
  }
}

const SUMMARY_FIELDS = ['id', 'restaurantId', 'name', 'city', 'runId', 'status', 'attempts', 'result', 'error', 'createdAt', 'updatedAt', '_etag'];

/** Every item, without the stored extractions (what the status poll shows). */
export async function listJobSummaries(): Promise<(Omit<StoredJob, 'extraction' | 'queue'>)[]> {
  const { resources } = await (await jobs()).items
    .query({ query: `SELECT ${SUMMARY_FIELDS.map((f) => `c.${f}`).join(', ')} FROM c WHERE c.queue = @queue`, parameters: [{ name: '@queue', value: EXTRACTION_QUEUE }] })
    .fetchAll();
  return resources;
}

/** Every item whose work is done, with its extraction: what apply-results reads. */
export async function listFinishedJobs(): Promise<StoredJob[]> {
  const { resources } = await (await jobs()).items
    .query<StoredJob>({
      query: "SELECT * FROM c WHERE c.queue = @queue AND (c.status = 'completed' OR c.status = 'error')",
      parameters: [{ name: '@queue', value: EXTRACTION_QUEUE }],
    })
    .fetchAll();
  return resources;
}

/** Removes every item; messages still queued for them find nothing and are dropped. */
export async function deleteAllJobs(): Promise<number> {
  const c = await jobs();
  const { resources } = await c.items.query<{ id: string }>({ query: 'SELECT c.id FROM c WHERE c.queue = @queue', parameters: [{ name: '@queue', value: EXTRACTION_QUEUE }] }).fetchAll();
  let deleted = 0;
  for (let i = 0; i < resources.length; i += 100) {
    const results = await c.items.bulk(resources.slice(i, i + 100).map((r) => ({ operationType: 'Delete' as const, id: r.id, partitionKey: EXTRACTION_QUEUE })));
    deleted += results.filter((r) => r.statusCode < 300).length;
  }
  return deleted;
}
