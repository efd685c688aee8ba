import { randomUUID } from 'node:crypto';
import { AI_RESPONSE_CATEGORIES, type AiResponse, type ApplyResultsResult, type BulkExtractQueuedResult, type ExtractionQueueStatus } from '@lunch/shared';
import { now } from '../app/clock';
import { pausePointForTests } from '../app/test-pause';
import { findHarvestTargets } from '../data/admin-restaurant-repository';
import {
  EXTRACTION_QUEUE,
  deleteAllJobs,
  deleteJobIfUnchanged,
  listFinishedJobs,
  listJobSummaries,
  putJobs,
  readJob,
  replaceJobIfUnchanged,
  type ExtractionJob,
} from '../data/extraction-job-repository';
import { findRestaurantById } from '../data/restaurant-repository';
import { sendHarvestMessage } from '../harvest/harvest-message';
import { applyHarvest, foundMenus, harvestLunchLink, harvestOptionsOf, type AppliedHarvest } from './menu-harvest-service';

/**
 * The bulk AI extraction queue (New-restaurants tab): restaurants are queued, the harvest workers
 * read each one's page and keep the result on its item, and an admin applies the results when all
 * are done. Durable: items live in Cosmos DB, messages in a storage queue; a worker that crashes
 * mid-item leaves it "processing" and its message comes back; a stale or duplicate message changes
 * nothing (run ids and etags); applying is idempotent and removes each item it applied.
 */

/**
 * A pending item not started after this long has lost its message (a crash between writing the item
 * and sending it); a processing one this old outlived every hold and retry of its message. Either is
 * queued again with a new run id, so its old message, should it turn up, changes nothing.
 */
const RESEND_PENDING_AFTER_MS = 10 * 60_000;
const RESEND_PROCESSING_AFTER_MS = 30 * 60_000;
/** The Functions host tries a message 5 times; the last failure marks the item as failed. */
const MAX_ATTEMPTS = 5;

export async function queueBulkExtraction(restaurantIds: string[]): Promise<BulkExtractQueuedResult> {
  const targets = await findHarvestTargets(restaurantIds);
  const byId = new Map(targets.map((t) => [t.id, t]));
  const skipped: BulkExtractQueuedResult['skipped'] = [];
  const jobs: ExtractionJob[] = [];
  const at = now().toISOString();
  for (const id of restaurantIds) {
    const target = byId.get(id);
    if (!target) skipped.push({ restaurantId: id, reason: 'No such restaurant' });
    else if (!target.lunch_link?.trim()) skipped.push({ restaurantId: id, reason: 'Ingen lunch link att kontrollera' });
    else jobs.push({ id, queue: EXTRACTION_QUEUE, restaurantId: id, name: target.name, city: target.city, runId: randomUUID(), status: 'pending', attempts: 0, createdAt: at, updatedAt: at });
  }
  // Items first, then messages: a message never points at nothing, and an item whose message was
  // lost to a crash in between is sent again by the status poll.
  await putJobs(jobs);
  for (const job of jobs) await sendHarvestMessage(byId.get(job.id)!, { kind: 'extract-item', jobId: job.id, runId: job.runId });
  return {
    restaurantsQueued: jobs.length,
    skipped,
    message: `${jobs.length} ${jobs.length === 1 ? 'restaurant' : 'restaurants'} queued for extraction${skipped.length ? `, ${skipped.length} skipped` : ''}`,
  };
}

/**
 * One item, by the harvest worker. Returns without doing anything when the item is gone, belongs to
 * another run or is already done, so a message delivered twice is harmless.
 */
export async function processExtractionItem(jobId: string, runId: string, dequeueCount: number): Promise<void> {
  const job = await readJob(jobId);
  if (!job || job.runId !== runId || job.status === 'completed' || job.status === 'error') return;
  const started: ExtractionJob = { ...job, status: 'processing', attempts: job.attempts + 1, updatedAt: now().toISOString() };
  if (!(await replaceJobIfUnchanged(job, started))) return;
  await pausePointForTests('extract:item-processing');
  const current = await readJob(jobId);
  if (!current || current.runId !== runId) return;

  try {
    const restaurant = await findRestaurantById(job.restaurantId);
    const link = restaurant?.lunch_link?.trim();
    const finished: ExtractionJob = !restaurant || !link
      ? { ...current, status: 'error', error: restaurant ? 'Ingen lunch link att kontrollera' : 'The restaurant no longer exists', updatedAt: now().toISOString() }
      : await (async () => {
          const harvest = await harvestLunchLink(link, { ...harvestOptionsOf(restaurant), prefer: 'model' });
          return {
            ...current,
            status: 'completed' as const,
            result: { success: foundMenus(harvest), ...harvest.outcome },
            extraction: harvest.extraction,
            ...(harvest.pageText ? { pageText: harvest.pageText.slice(0, 200_000) } : {}),
            updatedAt: now().toISOString(),
          };
        })();
    await replaceJobIfUnchanged(current, finished);
  } catch (err) {
    // Unexpected (storage down, a bug): the message is tried again; the last try marks the item failed.
    if (dequeueCount >= MAX_ATTEMPTS) {
      await replaceJobIfUnchanged(current, { ...current, status: 'error', error: err instanceof Error ? err.message : String(err), updatedAt: now().toISOString() });
      return;
    }
    throw err;
  }
}

export async function extractionQueueStatus(): Promise<ExtractionQueueStatus> {
  const items = await listJobSummaries();
  await resendLostMessages(items);
  items.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name, 'sv'));
  const count = (status: string) => items.filter((i) => i.status === status).length;
  const failed = count('error') + items.filter((i) => i.status === 'completed' && !i.result?.success).length;
  return {
    // "completed" counts every finished item, failed ones too: Apply Results appears when all are finished.
    status: { totalItems: items.length, completed: count('completed') + count('error'), pending: count('pending'), processing: count('processing'), failed },
    queueItems: items.map((i) => ({
      id: i.id,
      restaurantId: i.restaurantId,
      name: i.name,
      city: i.city,
      status: i.status,
      ...(i.result ? { result: i.result } : {}),
      ...(i.error ? { error: i.error } : {}),
      updatedAt: i.updatedAt,
    })),
  };
}

async function resendLostMessages(items: Awaited<ReturnType<typeof listJobSummaries>>): Promise<void> {
  const lost = (status: string, updatedAt: string) => {
    const age = now().getTime() - Date.parse(updatedAt);
    return (status === 'pending' && age > RESEND_PENDING_AFTER_MS) || (status === 'processing' && age > RESEND_PROCESSING_AFTER_MS);
  };
  for (const item of items) {
    if (!lost(item.status, item.updatedAt)) continue;
    const job = await readJob(item.id);
    if (!job || !lost(job.status, job.updatedAt)) continue;
    const resent: ExtractionJob = { ...job, status: 'pending', runId: randomUUID(), updatedAt: now().toISOString() };
    if (!(await replaceJobIfUnchanged(job, resent))) continue;
    const restaurant = await findRestaurantById(job.restaurantId);
    await sendHarvestMessage(restaurant ?? {}, { kind: 'extract-item', jobId: job.id, runId: resent.runId });
    Object.assign(item, { status: 'pending', runId: resent.runId, updatedAt: resent.updatedAt });
  }
}

/**
 * Stores every finished item's result on its restaurant, through the same publish gate as every
 * harvest (a reading that is not sure waits for review), and removes the item. The restaurant is
 * written first and the item removed after, both idempotently, so a crash in between only means the
 * same result is applied again (same menus, same ids; the same waiting review), never twice over. The
 * answer counts only the restaurants whose menus were published; every other finished item is named
 * with why it got none (waiting for review, or a failed harvest, which still records its classification).
 */
export async function applyExtractionResults(): Promise<ApplyResultsResult> {
  const finished = await listFinishedJobs();
  let updatedCount = 0;
  const failed: ApplyResultsResult['failed'] = [];
  for (const job of finished) {
    const applied = job.status === 'completed' && job.result
      ? await applyHarvest(job.restaurantId, { outcome: job.result, extraction: job.extraction ?? null, ...(job.pageText ? { pageText: job.pageText } : {}) })
      : undefined;
    await pausePointForTests('extract:applied-before-remove');
    // An item another apply removed first is that apply's to report.
    if (!(await deleteJobIfUnchanged(job))) continue;
    if (applied && applied.decision === 'published' && applied.menusStored > 0) updatedCount++;
    else failed.push({ restaurantId: job.restaurantId, name: applied?.restaurant.name ?? job.name, ...withoutMenusReason(job, applied) });
  }
  const restaurants = (n: number) => `${n} ${n === 1 ? 'restaurant' : 'restaurants'}`;
  return {
    updatedCount,
    failed,
    message: `Menus stored for ${restaurants(updatedCount)}${failed.length ? `; ${failed.length} got none` : ''}`,
  };
}

/** Why a finished item gave its restaurant no menus: its classification and the fetch's error, or the item's error. */
function withoutMenusReason(job: ExtractionJob, applied: AppliedHarvest | undefined): { classification?: AiResponse; reason: string } {
  if (job.status === 'error' || !job.result) return { reason: job.error ?? 'The extraction failed' };
  const classification = job.result.classification;
  if (!applied) return { classification, reason: 'The restaurant no longer exists' };
  if (applied.decision !== 'published' && applied.reason) return { classification, reason: applied.reason };
  if (job.result.error) return { classification, reason: job.result.error };
  // MENU_FOUND or PARTIAL_MENU without dishes to store is possible when the dishes were for other dates.
  return { classification, reason: classification === 'MENU_FOUND' || classification === 'PARTIAL_MENU' ? 'No dishes for this week to store' : AI_RESPONSE_CATEGORIES[classification].description };
}

export async function clearExtractionQueue(): Promise<number> {
  return deleteAllJobs();
}
