import type { InvocationContext } from '@azure/functions';
import { harvestDue, QUEUE_KEYS, todayIn, type HarvestSlot, type QueueCounts, type QueueKey, type WorkflowStatus, type WorkflowTriggerResult } from '@lunch/shared';
import { now } from '../app/clock';
import { listHarvestTargets, type HarvestTarget } from '../data/harvest-target-repository';
import { poisonQueueName, queueClient } from '../data/queues';
import { harvestQueueFor, sendHarvestMessage } from '../harvest/harvest-message';
import { logSystemEvent } from './log-service';

/**
 * Workflows over the storage queues: a city's harvest on demand, the scheduled harvests, the queue
 * status and clearing. A harvest message only names its restaurant, so queuing one twice (a trigger
 * pressed twice, a timer and a trigger together) costs a second read of the page and changes nothing.
 */
const SEND_CONCURRENCY = 16;

async function queueHarvests(targets: HarvestTarget[]): Promise<{ fast: number; slow: number }> {
  const queued = { fast: 0, slow: 0 };
  for (let i = 0; i < targets.length; i += SEND_CONCURRENCY) {
    await Promise.all(
      targets.slice(i, i + SEND_CONCURRENCY).map(async (t) => {
        await sendHarvestMessage(t, { kind: 'harvest', restaurantId: t.id, city: t.city });
        queued[harvestQueueFor(t)] += 1;
      }),
    );
  }
  return queued;
}

/** POST /api/admin/workflow/trigger: every restaurant of the city with a lunch link, ManualScraping ones left out. */
export async function triggerCityWorkflow(city: string, actor: string, context?: InvocationContext): Promise<WorkflowTriggerResult> {
  const targets = await listHarvestTargets(city);
  const manual = targets.filter((t) => t.ManualScraping);
  const queued = await queueHarvests(targets.filter((t) => !t.ManualScraping));
  const restaurantsQueued = queued.fast + queued.slow;
  const message = `${restaurantsQueued} restaurants in ${city} queued for harvesting (${queued.fast} fast, ${queued.slow} slow)${manual.length ? `; ${manual.length} with manual scraping left out` : ''}`;
  await logSystemEvent(`Workflow triggered: ${message}`, 'workflow', { city, queued, skippedManual: manual.length, actor }, context);
  return { success: true, city, queued, restaurantsQueued, skippedManual: manual.length, message };
}

/** The timers' harvest: restaurants of every city whose slot and menu period make them due today. */
export async function runScheduledHarvest(slot: HarvestSlot, context?: InvocationContext): Promise<{ fast: number; slow: number; due: number }> {
  const today = todayIn(now());
  const due = (await listHarvestTargets()).filter((t) => harvestDue(t, slot, today));
  const queued = await queueHarvests(due);
  await logSystemEvent(`Scheduled ${slot.toLowerCase()} harvest: ${due.length} restaurants queued (${queued.fast} fast, ${queued.slow} slow)`, 'scheduler', { slot, today, queued }, context);
  return { ...queued, due: due.length };
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
