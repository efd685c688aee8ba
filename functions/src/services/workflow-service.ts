import { randomUUID } from 'node:crypto';
import type { InvocationContext } from '@azure/functions';
import {
  harvestDue,
  isPubliclyListed,
  QUEUE_KEYS,
  todayIn,
  type HarvestSlot,
  type QueueCounts,
  type QueueKey,
  type WorkflowRunSummary,
  type WorkflowStatus,
  type WorkflowTriggerResult,
} from '@lunch/shared';
import { now } from '../app/clock';
import { listHarvestTargets, type HarvestTarget } from '../data/harvest-target-repository';
import { poisonQueueName, queueClient } from '../data/queues';
import { createRun, findRun, listOutcomes, recordOutcomeOnce } from '../data/workflow-run-repository';
import { harvestQueueFor, sendHarvestMessage } from '../harvest/harvest-message';
import { invalidInput, notFound } from '../app/domain-error';
import { logSystemEvent } from './log-service';
import type { AppliedHarvest, Harvest } from './menu-harvest-service';
import { summarizeRun } from './workflow-run-summary';

/**
 * Workflows over the storage queues: a city's harvest on demand, the scheduled harvests, the queue
 * status and clearing. A harvest message only names its restaurant, so queuing one twice (a trigger
 * pressed twice, a timer and a trigger together) costs a second read of the page and changes nothing.
 */
const SEND_CONCURRENCY = 16;

async function queueHarvests(targets: HarvestTarget[], runId: string): Promise<{ fast: number; slow: number }> {
  const queued = { fast: 0, slow: 0 };
  for (let i = 0; i < targets.length; i += SEND_CONCURRENCY) {
    await Promise.all(
      targets.slice(i, i + SEND_CONCURRENCY).map(async (t) => {
        await sendHarvestMessage(t, { kind: 'harvest', restaurantId: t.id, city: t.city, runId });
        queued[harvestQueueFor(t)] += 1;
      }),
    );
  }
  return queued;
}

/**
 * POST /api/admin/workflow/trigger: every restaurant of the city with a lunch link, ManualScraping ones
 * left out. The run gets an id its messages carry; its record is written once everything is queued
 * (a worker may record an outcome before that: outcomes are documents of their own).
 */
export async function triggerCityWorkflow(city: string, actor: string, context?: InvocationContext): Promise<WorkflowTriggerResult> {
  const runId = randomUUID();
  const startedAt = now().toISOString();
  const targets = await listHarvestTargets(city);
  const manual = targets.filter((t) => t.ManualScraping);
  const queued = await queueHarvests(targets.filter((t) => !t.ManualScraping), runId);
  const restaurantsQueued = queued.fast + queued.slow;
  await createRun({ runId, city, startedAt, actor, restaurantsQueued, queued });
  const message = `${restaurantsQueued} restaurants in ${city} queued for harvesting (${queued.fast} fast, ${queued.slow} slow)${manual.length ? `; ${manual.length} with manual scraping left out` : ''}`;
  await logSystemEvent(`Workflow triggered: ${message}`, 'workflow', { city, runId, queued, skippedManual: manual.length, actor }, context);
  return { success: true, runId, city, queued, restaurantsQueued, skippedManual: manual.length, message };
}

/**
 * What a harvest worker tells the run that queued the message: fetched or failed (with its reason),
 * and the menus it stored, published or waiting for review (the restaurant is NEW). Recorded once per
 * restaurant and run, so a message delivered again changes no count.
 */
export async function recordHarvestOutcome(runId: string | undefined, restaurantId: string, harvest: Harvest, applied: AppliedHarvest | undefined): Promise<void> {
  if (!runId) return;
  const fetched = harvest.outcome.classification !== 'ACCESS_ERROR';
  const stored = applied?.menusStored ?? 0;
  const published = applied ? isPubliclyListed(applied.restaurant) : true;
  await recordOutcomeOnce({
    runId,
    restaurantId,
    result: fetched ? 'fetched' : 'failed',
    ...(fetched ? {} : { reason: harvest.failure ?? 'unreadable' }),
    menusPublished: published ? stored : 0,
    menusWaitingForReview: published ? 0 : stored,
    at: now().toISOString(),
  });
}

const RUN_ID = /^[A-Za-z0-9-]{1,100}$/;

/** GET /api/admin/workflow/runs/{runId}: the run's counts so far, and whether its queues have drained. */
export async function workflowRunSummary(runId: string): Promise<WorkflowRunSummary> {
  if (!RUN_ID.test(runId)) throw invalidInput('runId must be 1-100 letters, digits or "-"', 'bad_request', 'runId');
  const run = await findRun(runId);
  if (!run) throw notFound(`No workflow run ${runId}`);
  const [outcomes, fast, slow] = await Promise.all([listOutcomes(runId), queueCounts('fast'), queueCounts('slow')]);
  const queuesIdle = fast.active + fast.scheduled + slow.active + slow.scheduled === 0;
  return summarizeRun(run, outcomes, queuesIdle);
}

/** The timers' harvest: restaurants of every city whose slot and menu period make them due today. */
export async function runScheduledHarvest(slot: HarvestSlot, context?: InvocationContext): Promise<{ fast: number; slow: number; due: number; runId: string }> {
  const today = todayIn(now());
  const due = (await listHarvestTargets()).filter((t) => harvestDue(t, slot, today));
  const runId = randomUUID();
  const startedAt = now().toISOString();
  const queued = await queueHarvests(due, runId);
  await createRun({ runId, city: '', slot, startedAt, actor: 'scheduler', restaurantsQueued: queued.fast + queued.slow, queued });
  await logSystemEvent(`Scheduled ${slot.toLowerCase()} harvest: ${due.length} restaurants queued (${queued.fast} fast, ${queued.slow} slow)`, 'scheduler', { slot, today, queued, runId }, context);
  return { ...queued, due: due.length, runId };
}

/** Peek returns at most 32 messages: the most visible messages that can be counted exactly. */
const PEEK_LIMIT = 32;

/**
 * One queue's counts in Azure Storage terms. approximateMessagesCount (Azure and Azurite alike) counts
 * every message, visible or not; peek sees only visible ones, up to 32. So: with fewer than 32
 * visible, active is exact and scheduled = total - active; with 32 or more visible, the split cannot be
 * measured, active = total - nothing known as invisible (scheduled 0) and `approximate` says so.
 * deadletter counts `<queue>-poison` (nobody receives from it: all of it is visible).
 */
export async function queueCounts(queue: QueueKey): Promise<QueueCounts> {
  const main = queueClient(queue);
  const poison = queueClient(poisonQueueName(queue));
  const [props, peeked, poisonProps] = await Promise.all([
    main.getProperties().catch(notFoundAsEmpty),
    main.peekMessages({ numberOfMessages: PEEK_LIMIT }).then((r) => r.peekedMessageItems.length).catch(() => 0),
    poison.getProperties().catch(notFoundAsEmpty),
  ]);
  const total = props.approximateMessagesCount ?? 0;
  const deadletter = poisonProps.approximateMessagesCount ?? 0;
  if (peeked < PEEK_LIMIT) {
    const active = Math.min(peeked, total);
    return { active, scheduled: Math.max(0, total - active), deadletter };
  }
  return { active: total, scheduled: 0, deadletter, approximate: true };
}

function notFoundAsEmpty(err: { statusCode?: number }): { approximateMessagesCount: number } {
  if (err?.statusCode === 404) return { approximateMessagesCount: 0 };
  throw err;
}

export async function workflowStatus(): Promise<WorkflowStatus> {
  const counts = await Promise.all(QUEUE_KEYS.map((q) => queueCounts(q)));
  return Object.fromEntries(QUEUE_KEYS.map((q, i) => [q, counts[i]])) as WorkflowStatus;
}

export interface ClearQueueResult {
  success: true;
  queueName: QueueKey;
  /** What the queue and its poison queue held just before (approximate counts). */
  cleared: { messages: number; deadletter: number };
  message: string;
}

/**
 * POST /api/admin/queue/clear: empties the queue (visible and invisible messages; a worker holding one
 * finishes its work, and its delete then finds nothing) and its poison queue, so the card's three
 * counts all go to zero. What was cleared is recorded as a system event, so the dead letters removed
 * stay visible in the log store.
 */
export async function clearQueue(queue: QueueKey, actor: string, context?: InvocationContext): Promise<ClearQueueResult> {
  const before = await queueCounts(queue);
  await Promise.all([queueClient(queue).clearMessages(), queueClient(poisonQueueName(queue)).clearMessages()].map((p) => p.catch((err) => {
    if (err?.statusCode !== 404) throw err;
  })));
  const cleared = { messages: before.active + before.scheduled, deadletter: before.deadletter };
  const message = `Queue ${queue} cleared: ${cleared.messages} messages and ${cleared.deadletter} dead letters removed`;
  await logSystemEvent(message, 'workflow', { queue, cleared, actor }, context);
  return { success: true, queueName: queue, cleared, message };
}
