import type { QueueClient } from '@azure/storage-queue';
import { poisonQueueName, queueServiceClient, QUEUES, type QueueName } from './storage';
import { messageTextProblem } from '../workflow/message-limits';

export { poisonQueueName, QUEUES, type QueueName };

/**
 * Queue messages in the form the Azure Functions queue trigger reads by default: the storage
 * extension's `messageEncoding` is "base64", so a message is the base64 of its UTF-8 JSON text. The
 * trigger decodes it and hands the worker the text, which @azure/functions turns into an object when it
 * parses as JSON. The local queue runner decodes with decodeQueueMessage below and hands over the text
 * (declareQueue reads both, within the limits of workflow/message-limits.ts).
 */

/** Azure Storage's limit for one message, counted after encoding (larger sends fail with 413). */
export const MAX_QUEUE_MESSAGE_BYTES = 64 * 1024;
/** Azure's longest initial invisibility for a new message (7 days). */
const MAX_VISIBILITY_DELAY_SECONDS = 7 * 24 * 3600;

export function queueClient(name: string): QueueClient {
  return queueServiceClient().getQueueClient(name);
}

export function encodeQueueMessage(message: unknown): string {
  const json = JSON.stringify(message);
  if (json === undefined) throw new TypeError('A queue message must be a JSON value');
  const encoded = Buffer.from(json, 'utf8').toString('base64');
  if (encoded.length > MAX_QUEUE_MESSAGE_BYTES) {
    throw new RangeError(`Queue message is ${encoded.length} bytes encoded, over the ${MAX_QUEUE_MESSAGE_BYTES}-byte limit: store the payload in a blob and send its name`);
  }
  return encoded;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The text inside a stored message, or why it is not base64 (the trigger cannot bind such a message). */
export function decodeQueueMessage(messageText: string): { ok: true; text: string } | { ok: false; reason: string } {
  const compact = messageText.replace(/\s+/g, '');
  if (!BASE64.test(compact)) return { ok: false, reason: 'message is not base64 (the queue trigger expects base64-encoded messages)' };
  return { ok: true, text: Buffer.from(compact, 'base64').toString('utf8') };
}

/** The parsed JSON of a message's text, or the text itself (as @azure/functions does for a queue handler). */
export function triggerValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type EnqueueListener = (queue: QueueName, visibleInSeconds: number) => void;
const enqueueListeners = new Set<EnqueueListener>();

/**
 * Tells `listener` each time this process has sent a message, and in how many seconds it becomes
 * visible. The local host's queue runner (functions/local/queue-runner.ts) wakes that queue's poller
 * then instead of leaving the message to its idle backoff; in Azure nothing listens. Returns the
 * unsubscribe.
 */
export function onEnqueued(listener: EnqueueListener): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

export interface EnqueueOptions {
  /** Seconds before the message becomes visible to the trigger (0 to 7 days, whole seconds). */
  visibilityDelaySeconds?: number;
  /** Seconds before an unprocessed message expires (default: the service's 7 days; -1 never). */
  timeToLiveSeconds?: number;
}

/**
 * Sends a JSON message to one of the app's queues, encoded as the queue trigger expects. Refuses a
 * message over the workers' limits (size, nesting), which they would only move to the poison queue.
 */
export async function enqueue(queue: QueueName, message: unknown, options: EnqueueOptions = {}): Promise<{ messageId: string }> {
  if (!(QUEUES as readonly string[]).includes(queue)) throw new RangeError(`Unknown queue '${queue}'`);
  const problem = messageTextProblem(JSON.stringify(message) ?? '');
  if (problem) throw new RangeError(`Queue message refused: ${problem}: store the payload in a blob and send its name`);
  const delay = options.visibilityDelaySeconds ?? 0;
  if (!Number.isInteger(delay) || delay < 0 || delay > MAX_VISIBILITY_DELAY_SECONDS) {
    throw new RangeError(`visibilityDelaySeconds must be a whole number of seconds from 0 to ${MAX_VISIBILITY_DELAY_SECONDS}`);
  }
  const sent = await queueClient(queue).sendMessage(encodeQueueMessage(message), {
    ...(delay > 0 ? { visibilityTimeout: delay } : {}),
    ...(options.timeToLiveSeconds !== undefined ? { messageTimeToLive: options.timeToLiveSeconds } : {}),
  });
  for (const listener of enqueueListeners) listener(queue, delay);
  return { messageId: sent.messageId };
}

/**
 * A message put on a poison queue by the app itself (one that failed validation), so that the reason
 * travels with it. Messages the Functions host (or the local runner) moves after maxDequeueCount
 * failures are copied unchanged instead; readPoisonMessage reads both.
 */
export interface PoisonEnvelope {
  poison: { reason: string; queue: QueueName; functionName: string; messageId?: string; dequeueCount?: number; at: string };
  /** The original message text, exactly as the trigger decoded it. */
  bodyText: string;
}

export async function sendToPoison(queue: QueueName, bodyText: string, details: Omit<PoisonEnvelope['poison'], 'queue' | 'at'>): Promise<void> {
  const envelope: PoisonEnvelope = { poison: { ...details, queue, at: new Date().toISOString() }, bodyText };
  // An envelope over the size limit keeps the reason and as much of the body as fits (escaping can
  // make a body several times longer in JSON, hence the shorter and shorter tries).
  let encoded: string | undefined;
  for (const keep of [bodyText.length, 16 * 1024, 4 * 1024, 1024, 0]) {
    if (keep > bodyText.length) continue;
    try {
      encoded = encodeQueueMessage(keep === bodyText.length ? envelope : { ...envelope, bodyText: bodyText.slice(0, keep), truncated: true });
      break;
    } catch {
      // too long still: keep less
    }
  }
  if (encoded === undefined) throw new RangeError('The poison envelope does not fit in a queue message even without the body');
  const poison = queueClient(poisonQueueName(queue));
  await poison.createIfNotExists();
  await poison.sendMessage(encoded);
}

/** Reads a poison-queue message: the original body, and the reason when the app recorded one. */
export function readPoisonMessage(messageText: string): { bodyText: string; reason?: string; details?: PoisonEnvelope['poison'] } {
  const decoded = decodeQueueMessage(messageText);
  if (!decoded.ok) return { bodyText: messageText };
  const value = triggerValue(decoded.text) as Partial<PoisonEnvelope> | undefined;
  if (value && typeof value === 'object' && typeof value.bodyText === 'string' && value.poison && typeof value.poison.reason === 'string') {
    return { bodyText: value.bodyText, reason: value.poison.reason, details: value.poison };
  }
  return { bodyText: decoded.text };
}
