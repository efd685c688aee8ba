import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import azureFunctions from '@azure/functions';
import type { DequeuedMessageItem, QueueClient, QueueServiceClient } from '@azure/storage-queue';
import { declaredQueueFunctions, type DeclaredQueueFunction } from '../src/app/declare-queue';
import { decodeQueueMessage, onEnqueued, poisonQueueName } from '../src/data/queues';
import { queueServiceClient } from '../src/data/storage';

/**
 * The local host's reproduction of the Azure Functions queue trigger (Storage extension 5.x) against
 * Azurite, for the functions declared with declareQueue. What it copies from the Functions host:
 * - each function polls its queue: at once again while messages come, backing off exponentially when the
 *   queue is empty (to maxPollMs, 10 s here: the host's default maximum is 1 min); a message this process
 *   sends itself (enqueue) wakes its queue's poller when it becomes visible (as the host does for what its
 *   own output bindings write), so a chain of queued steps waits no backoff per step, and so does a retry
 *   this process scheduled; a message another process sends waits for the backoff. (At 2 s, an idle
 *   stack's polls of its five queues cost about 2 % of a core with Azurite's share; the suite runs eight
 *   stacks at a time on two cores.)
 * - it receives up to host.json batchSize messages and fetches the next batch when no more than
 *   newBatchThreshold (default batchSize / 2) are still running, so at most batchSize + newBatchThreshold
 *   run at once per function;
 * - a received message is leased for 10 minutes and the lease is renewed while the handler runs, so a
 *   crashed process loses nothing: the message becomes visible again when the lease runs out;
 * - success deletes the message; failure makes it visible again after host.json visibilityTimeout (the
 *   host's meaning of that setting: the delay between retries); a failure on delivery maxDequeueCount,
 *   or a message received with a dequeueCount above it, is copied unchanged to `<queue>-poison` and deleted.
 * Messages that are not base64 go to the poison queue at once (in Azure they fail to bind on every try).
 * Where it differs: the function gets the decoded text, where @azure/functions hands over the parsed JSON
 * (declareQueue's run reads both), so that the size and nesting limits are checked before JSON.parse.
 */
const { InvocationContext } = azureFunctions;

const HOST_JSON = path.resolve(import.meta.dirname, '../host.json');

export interface QueueHostSettings {
  maxDequeueCount: number;
  batchSize: number;
  newBatchThreshold: number;
  /** host.json `visibilityTimeout`: how long a failed message stays invisible before its next try. */
  retryDelaySeconds: number;
}

/** "hh:mm:ss" or "d.hh:mm:ss" (a .NET TimeSpan, as host.json writes durations) in seconds. */
function timeSpanSeconds(value: string): number {
  const match = /^(?:(\d+)\.)?(\d+):(\d+):(\d+)(?:\.\d+)?$/.exec(value.trim());
  if (!match) throw new Error(`host.json: '${value}' is not a TimeSpan (hh:mm:ss)`);
  const [, days, hours, minutes, seconds] = match;
  return Number(days ?? 0) * 86_400 + Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** The queue trigger's settings from host.json `extensions.queues`, with the Functions host's defaults. */
export function readQueueHostSettings(hostJsonPath = HOST_JSON): QueueHostSettings {
  const hostJson = JSON.parse(fs.readFileSync(hostJsonPath, 'utf8')) as { extensions?: { queues?: Record<string, unknown> } };
  const queues = hostJson.extensions?.queues ?? {};
  const batchSize = Number(queues.batchSize ?? 16);
  return {
    maxDequeueCount: Number(queues.maxDequeueCount ?? 5),
    batchSize,
    newBatchThreshold: Number(queues.newBatchThreshold ?? Math.floor(batchSize / 2)),
    retryDelaySeconds: typeof queues.visibilityTimeout === 'string' ? timeSpanSeconds(queues.visibilityTimeout) : 0,
  };
}

export interface QueueRunnerOptions {
  /** Default: every function declared with declareQueue so far. */
  functions?: readonly DeclaredQueueFunction[];
  /** Default: the app's queue service (AzureWebJobsStorage). */
  queueService?: QueueServiceClient;
  /** Override host.json (tests: e.g. retryDelaySeconds 0). */
  settings?: Partial<QueueHostSettings>;
  /** How long a received message stays invisible, renewed at half time while it runs (host: 600 s). */
  leaseSeconds?: number;
  /** Shortest and longest wait between polls of an empty queue (defaults 100 ms and 2000 ms). */
  minPollMs?: number;
  maxPollMs?: number;
  /** How long stop() waits for running handlers before it gives up on them (default 10 s). */
  stopGraceMs?: number;
  log?: (line: string) => void;
}

export interface QueueRunner {
  /** The functions being run, with their queue. */
  readonly functions: readonly { name: string; queueName: string }[];
  /** Stops polling, waits for running handlers to finish and settle their messages. */
  stop(): Promise<void>;
  /**
   * Stops polling at once and walks away from running handlers, like a crashed process: their messages
   * are neither deleted nor released nor renewed, and come back when their lease runs out. For tests.
   */
  abandon(): Promise<void>;
}

const formatArg = (a: unknown) => (a instanceof Error ? a.stack : typeof a === 'string' ? a : JSON.stringify(a));

export async function startQueueRunner(options: QueueRunnerOptions = {}): Promise<QueueRunner> {
  const functions = options.functions ?? declaredQueueFunctions();
  const service = options.queueService ?? queueServiceClient();
  const settings = { ...readQueueHostSettings(), ...options.settings };
  const leaseSeconds = options.leaseSeconds ?? 600;
  const minPollMs = options.minPollMs ?? 100;
  const maxPollMs = Math.max(minPollMs, options.maxPollMs ?? 10_000);
  const log = options.log ?? (() => {});
  if (!Number.isInteger(leaseSeconds) || leaseSeconds < 1) throw new RangeError('leaseSeconds must be a whole number of seconds, at least 1');
  const batchSize = Math.min(32, Math.max(1, settings.batchSize)); // 32: the most one receive returns

  let state: 'running' | 'stopping' | 'abandoned' = 'running';
  const sleepers = new Set<() => void>();
  const wakeAll = () => { for (const wake of sleepers) wake(); sleepers.clear(); };
  const sleep = (ms: number) => new Promise<void>((resolve) => {
    const timer = setTimeout(() => { sleepers.delete(done); resolve(); }, ms);
    const done = () => { clearTimeout(timer); resolve(); };
    sleepers.add(done);
  });

  const inFlight = new Set<Promise<void>>();

  // Per queue: wakes its sleeping poller, or, when it is busy receiving, tells it to poll again at once.
  const wakeQueue = new Map<string, () => void>();
  // A message that becomes visible later (a delayed send, a retry after a failure) wakes its poller then.
  const laterWakes = new Set<NodeJS.Timeout>();
  const wakeWhenVisible = (queueName: string, visibleInSeconds: number) => {
    if (visibleInSeconds <= 0) return wakeQueue.get(queueName)?.();
    const timer = setTimeout(() => {
      laterWakes.delete(timer);
      wakeQueue.get(queueName)?.();
    }, visibleInSeconds * 1000);
    timer.unref();
    laterWakes.add(timer);
  };
  const stopListening = onEnqueued(wakeWhenVisible);
  const stopWaking = () => {
    stopListening();
    for (const timer of laterWakes) clearTimeout(timer);
    laterWakes.clear();
  };

  async function moveToPoison(fn: DeclaredQueueFunction, client: QueueClient, message: DequeuedMessageItem, popReceipt: string, why: string) {
    const poison = service.getQueueClient(poisonQueueName(fn.queueName));
    await poison.sendMessage(message.messageText); // unchanged, as the Functions host copies it
    await client.deleteMessage(message.messageId, popReceipt);
    log(`[${fn.name}] warning: message ${message.messageId} moved to '${poison.name}' (${why})`);
  }

  async function processMessage(fn: DeclaredQueueFunction, client: QueueClient, message: DequeuedMessageItem) {
    let popReceipt = message.popReceipt;
    if (message.dequeueCount > settings.maxDequeueCount) {
      return moveToPoison(fn, client, message, popReceipt, `dequeue count ${message.dequeueCount} is over maxDequeueCount ${settings.maxDequeueCount}`);
    }
    const decoded = decodeQueueMessage(message.messageText);
    if (!decoded.ok) return moveToPoison(fn, client, message, popReceipt, decoded.reason);

    // Keep the message invisible while the handler runs; each renewal gives a new pop receipt.
    let renewal: Promise<void> = Promise.resolve();
    const renewTimer = setInterval(() => {
      if (state === 'abandoned') return;
      renewal = renewal.then(async () => {
        try {
          const renewed = await client.updateMessage(message.messageId, popReceipt, undefined, leaseSeconds);
          popReceipt = renewed.popReceipt ?? popReceipt;
        } catch (err) {
          log(`[${fn.name}] warning: could not renew the lease on message ${message.messageId}: ${(err as Error).message}`);
        }
      });
    }, (leaseSeconds * 1000) / 2);

    const context = new InvocationContext({
      invocationId: randomUUID(),
      functionName: fn.name,
      logHandler: (level, ...args) => log(`[${fn.name}] ${level}: ${args.map(formatArg).join(' ')}`),
      // The same keys the Functions host gives a queue trigger (camel-cased by @azure/functions).
      triggerMetadata: {
        queueTrigger: decoded.text,
        id: message.messageId,
        dequeueCount: message.dequeueCount,
        insertionTime: message.insertedOn.toISOString(),
        expirationTime: message.expiresOn.toISOString(),
        nextVisibleTime: message.nextVisibleOn.toISOString(),
        popReceipt: message.popReceipt,
      },
    });
    let failure: unknown;
    let succeeded = false;
    try {
      // The text itself, not parsed: run() checks its size and nesting before it parses it.
      await fn.run(decoded.text, context);
      succeeded = true;
    } catch (err) {
      failure = err;
    } finally {
      clearInterval(renewTimer);
    }
    if (state === 'abandoned') return;
    await renewal;
    if (succeeded) {
      await client.deleteMessage(message.messageId, popReceipt);
    } else if (message.dequeueCount >= settings.maxDequeueCount) {
      await moveToPoison(fn, client, message, popReceipt, `failed ${message.dequeueCount} times, last: ${(failure as Error)?.message ?? failure}`);
    } else {
      await client.updateMessage(message.messageId, popReceipt, undefined, settings.retryDelaySeconds);
      wakeWhenVisible(fn.queueName, settings.retryDelaySeconds);
    }
  }

  async function poll(fn: DeclaredQueueFunction) {
    const client = service.getQueueClient(fn.queueName);
    const mine = new Set<Promise<void>>();
    let freed: (() => void) | undefined;
    let idleDelay = minPollMs;
    let sentMeanwhile = false;
    let cutSleep: (() => void) | undefined;
    const previousWake = wakeQueue.get(fn.queueName);
    wakeQueue.set(fn.queueName, () => {
      previousWake?.();
      sentMeanwhile = true;
      cutSleep?.();
    });
    while (state === 'running') {
      if (mine.size > settings.newBatchThreshold) {
        await new Promise<void>((resolve) => {
          freed = () => { sleepers.delete(resolve); resolve(); };
          sleepers.add(resolve);
        });
        continue;
      }
      let received: DequeuedMessageItem[];
      try {
        received = (await client.receiveMessages({ numberOfMessages: batchSize, visibilityTimeout: leaseSeconds })).receivedMessageItems;
      } catch (err) {
        if (state !== 'running') break;
        log(`[${fn.name}] error: could not read queue '${fn.queueName}': ${(err as Error).message}`);
        await sleep(maxPollMs);
        continue;
      }
      if (state !== 'running') {
        // Stopped while receiving: hand the messages straight back.
        await Promise.all(received.map((m) => client.updateMessage(m.messageId, m.popReceipt, undefined, 0).catch(() => {})));
        break;
      }
      if (received.length === 0) {
        if (sentMeanwhile) {
          // Sent while this receive was on its way: it may have missed it, so look again now.
          sentMeanwhile = false;
          idleDelay = minPollMs;
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => done(), idleDelay);
          const done = () => { clearTimeout(timer); sleepers.delete(done); cutSleep = undefined; resolve(); };
          sleepers.add(done);
          cutSleep = done;
        });
        idleDelay = sentMeanwhile ? minPollMs : Math.min(maxPollMs, idleDelay * 2);
        sentMeanwhile = false;
        continue;
      }
      idleDelay = minPollMs;
      for (const message of received) {
        const work: Promise<void> = processMessage(fn, client, message)
          .catch((err) => log(`[${fn.name}] error: message ${message.messageId}: ${(err as Error).message} (it comes back when its lease ends)`))
          .finally(() => {
            mine.delete(work);
            inFlight.delete(work);
            freed?.();
            freed = undefined;
          });
        mine.add(work);
        inFlight.add(work);
      }
    }
  }

  await Promise.all(
    [...new Set(functions.flatMap((fn) => [fn.queueName, poisonQueueName(fn.queueName)]))].map((name) => service.getQueueClient(name).createIfNotExists()),
  );
  const pollers = functions.map((fn) => poll(fn));

  return {
    functions: functions.map(({ name, queueName }) => ({ name, queueName })),
    async stop() {
      if (state !== 'running') return;
      state = 'stopping';
      stopWaking();
      wakeAll();
      await Promise.all(pollers);
      const grace = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), options.stopGraceMs ?? 10_000).unref());
      if ((await Promise.race([Promise.all(inFlight).then(() => 'done' as const), grace])) === 'timeout') {
        log(`queue runner: ${inFlight.size} handler(s) still running at stop; their messages come back when their lease ends`);
      }
    },
    async abandon() {
      state = 'abandoned';
      stopWaking();
      wakeAll();
      await Promise.all(pollers);
    },
  };
}
