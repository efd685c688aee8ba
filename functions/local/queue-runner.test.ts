import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startAzurite, type LocalAzurite } from './azurite';
import { startQueueRunner, readQueueHostSettings, type QueueRunner, type QueueRunnerOptions } from './queue-runner';
import { collectDeclarationsOnly } from '../src/app/registration-mode';
import { declareQueue, type QueueDelivery, type QueueHandler } from '../src/app/declare-queue';
import { enqueue, queueClient, readPoisonMessage, poisonQueueName } from '../src/data/queues';
import { ensureStorage, queueServiceClient } from '../src/data/storage';

/**
 * The local queue trigger against a real Azurite, with the timings shortened through the runner's
 * options: 1 s leases, no delay between retries, 20-50 ms polls. The retry limit stays host.json's 5.
 */
let azurite: LocalAzurite;
let dataDir: string;
const runners: QueueRunner[] = [];

const FAST: QueueRunnerOptions = { leaseSeconds: 1, minPollMs: 20, maxPollMs: 50, settings: { retryDelaySeconds: 0 } };
const job = z.object({ restaurantId: z.string().min(1), attempt: z.number().int().optional() });
type Job = z.output<typeof job>;

collectDeclarationsOnly();
let declarations = 0;
/** A fresh declaration on the 'fast' queue (names must be unique, like in Azure). */
const declareJob = (handler: QueueHandler<Job>) => declareQueue({ name: `test-job-${++declarations}`, queueName: 'fast', schema: job, handler });

async function run(fn: ReturnType<typeof declareJob>, options: QueueRunnerOptions = {}) {
  const runner = await startQueueRunner({ ...FAST, ...options, functions: [fn] });
  runners.push(runner);
  return runner;
}

async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 8000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const count = async (queue: string) => (await queueClient(queue).getProperties()).approximateMessagesCount ?? 0;
const poisonMessages = async () => (await queueClient(poisonQueueName('fast')).peekMessages({ numberOfMessages: 32 })).peekedMessageItems;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-queue-runner-'));
  azurite = await startAzurite({ dataDir });
  // The app's configuration, pointed at this Azurite (Cosmos DB is not used here).
  process.env.AzureWebJobsStorage = azurite.connectionString;
  process.env.COSMOS_ENDPOINT ??= 'https://127.0.0.1:8081';
  await ensureStorage();
}, 30_000);

afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  await Promise.all(['fast', poisonQueueName('fast')].map((q) => queueClient(q).clearMessages()));
});

afterAll(async () => {
  await azurite?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('local queue trigger', () => {
  it('reads host.json: 5 deliveries, 30 s between retries, batches of 16', () => {
    expect(readQueueHostSettings()).toEqual({ maxDequeueCount: 5, retryDelaySeconds: 30, batchSize: 16, newBatchThreshold: 8 });
  });

  it('enqueues base64 of the UTF-8 JSON, as the Functions queue trigger decodes by default', async () => {
    await enqueue('fast', { restaurantId: 'Smörgåsbord' });
    const [peeked] = (await queueClient('fast').peekMessages()).peekedMessageItems;
    expect(peeked.messageText).toBe(Buffer.from(JSON.stringify({ restaurantId: 'Smörgåsbord' }), 'utf8').toString('base64'));
  });

  it('handles a message once, with its delivery details, and deletes it', async () => {
    const calls: { message: Job; delivery: QueueDelivery }[] = [];
    const fn = declareJob(async (message, _context, delivery) => void calls.push({ message, delivery }));
    const { messageId } = await enqueue('fast', { restaurantId: 'r-1' });
    await run(fn);
    await waitFor(() => calls.length === 1);
    await waitFor(async () => (await count('fast')) === 0);
    await new Promise((resolve) => setTimeout(resolve, 300)); // no second delivery
    expect(calls).toHaveLength(1);
    expect(calls[0].message).toEqual({ restaurantId: 'r-1' });
    expect(calls[0].delivery).toMatchObject({ dequeueCount: 1, messageId });
    expect(calls[0].delivery.insertedOn).toBeInstanceOf(Date);
    expect(await poisonMessages()).toHaveLength(0);
  });

  it('retries a failing handler and after 5 deliveries moves the message, intact, to <queue>-poison', async () => {
    const deliveries: number[] = [];
    const fn = declareJob(async (_message, _context, delivery) => {
      deliveries.push(delivery.dequeueCount);
      throw new Error('menu page unreachable');
    });
    await enqueue('fast', { restaurantId: 'r-2', attempt: 7 });
    await run(fn);
    const [poisoned] = await waitFor(async () => ((await poisonMessages()).length > 0 ? poisonMessages() : undefined));
    expect(deliveries).toEqual([1, 2, 3, 4, 5]);
    expect(readPoisonMessage(poisoned.messageText)).toEqual({ bodyText: JSON.stringify({ restaurantId: 'r-2', attempt: 7 }) });
    expect(await count('fast')).toBe(0);
  });

  it('sends an invalid message to the poison queue with the reason, without running the handler or retrying', async () => {
    let calls = 0;
    const fn = declareJob(async () => void calls++);
    await enqueue('fast', { restaurantId: '', extra: true });
    await run(fn);
    const [poisoned] = await waitFor(async () => ((await poisonMessages()).length > 0 ? poisonMessages() : undefined));
    const read = readPoisonMessage(poisoned.messageText);
    expect(read.bodyText).toBe(JSON.stringify({ restaurantId: '', extra: true }));
    expect(read.reason).toMatch(/restaurantId/);
    expect(read.details).toMatchObject({ queue: 'fast', functionName: fn.name, dequeueCount: 1 });
    await waitFor(async () => (await count('fast')) === 0);
    expect(calls).toBe(0);
  });

  it.each([
    ['nested 16,000 levels deep', '['.repeat(16_000) + ']'.repeat(16_000), /nested deeper than 32 levels/],
    ['not JSON', '{"restaurantId":', /not valid JSON/],
  ])('sends a message %s to the poison queue on its first delivery, with the reason', async (_name, text, reason) => {
    let calls = 0;
    const fn = declareJob(async () => void calls++);
    const { messageId } = await queueClient('fast').sendMessage(Buffer.from(text, 'utf8').toString('base64'));
    await run(fn);
    const [poisoned] = await waitFor(async () => ((await poisonMessages()).length > 0 ? poisonMessages() : undefined));
    const read = readPoisonMessage(poisoned.messageText);
    expect(read.reason).toMatch(reason);
    expect(read.bodyText).toBe(text);
    expect(read.details).toMatchObject({ queue: 'fast', functionName: fn.name, messageId, dequeueCount: 1 });
    await waitFor(async () => (await count('fast')) === 0);
    expect(calls).toBe(0);
  });

  it('moves a message that is not base64 to the poison queue unchanged', async () => {
    let calls = 0;
    const fn = declareJob(async () => void calls++);
    await queueClient('fast').sendMessage('{"restaurantId":"raw json, not base64"}');
    await run(fn);
    const [poisoned] = await waitFor(async () => ((await poisonMessages()).length > 0 ? poisonMessages() : undefined));
    expect(poisoned.messageText).toBe('{"restaurantId":"raw json, not base64"}');
    expect(calls).toBe(0);
  });

  it('loses nothing when the process dies mid-handler: the message comes back after its lease and is handled', async () => {
    const deliveries: number[] = [];
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const fn = declareJob(async (_message, _context, delivery) => {
      deliveries.push(delivery.dequeueCount);
      if (delivery.dequeueCount === 1) await stuck; // the first delivery never finishes in time
    });
    await enqueue('fast', { restaurantId: 'r-3' });
    const crashed = await run(fn);
    await waitFor(() => deliveries.length === 1);
    await crashed.abandon(); // like a killed process: no delete, no release, no lease renewal
    release(); // the handler's late completion must not settle the message either
    await run(fn);
    await waitFor(() => deliveries.length === 2);
    expect(deliveries).toEqual([1, 2]); // Azurite redelivers only once the lease has run out

    await waitFor(async () => (await count('fast')) === 0);
    expect(await poisonMessages()).toHaveLength(0);
  });

  it('keeps the lease while a handler runs longer than it (renewal), so the message is not delivered twice', async () => {
    const deliveries: number[] = [];
    const fn = declareJob(async (_message, _context, delivery) => {
      deliveries.push(delivery.dequeueCount);
      await new Promise((resolve) => setTimeout(resolve, 3000)); // 1.5 leases of 2 s (renewed every second)
    });
    await enqueue('fast', { restaurantId: 'r-4' });
    await run(fn, { leaseSeconds: 2 });
    await waitFor(async () => deliveries.length === 1 && (await count('fast')) === 0);
    expect(deliveries).toEqual([1]);
  });

  it('does not handle a message sent with a visibility delay before the delay is over', async () => {
    const handledAt: number[] = [];
    const fn = declareJob(async () => void handledAt.push(Date.now()));
    await run(fn);
    const sentAt = Date.now();
    await enqueue('fast', { restaurantId: 'r-5' }, { visibilityDelaySeconds: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(handledAt).toHaveLength(0);
    await waitFor(() => handledAt.length === 1, 5000);
    expect(handledAt[0] - sentAt).toBeGreaterThanOrEqual(1900);
  });

  /** A queue service that counts the poller's empty receives, so a test knows it has gone to sleep. */
  function countingEmptyReceives() {
    const service = queueServiceClient();
    const counted = { empty: 0 };
    const queueOf = service.getQueueClient.bind(service);
    service.getQueueClient = (name: string) => {
      const client = queueOf(name);
      const receive = client.receiveMessages.bind(client);
      client.receiveMessages = async (options) => {
        const answer = await receive(options);
        if (answer.receivedMessageItems.length === 0) counted.empty++;
        return answer;
      };
      return client;
    };
    return { service, counted };
  }
  // A backoff of a minute: without a wake a message would wait far longer than waitFor's 8 s.
  const MINUTE_BACKOFF = { minPollMs: 60_000, maxPollMs: 60_000 };

  it("wakes the queue's idle poller when this process enqueues, instead of leaving the message to the backoff", async () => {
    const handled: string[] = [];
    const fn = declareJob(async (message) => void handled.push(message.restaurantId));
    const { service, counted } = countingEmptyReceives();
    await run(fn, { queueService: service, ...MINUTE_BACKOFF });
    await waitFor(() => counted.empty >= 1);
    await enqueue('fast', { restaurantId: 'r-wake' });
    await waitFor(() => handled.length === 1);
    expect(handled).toEqual(['r-wake']);
  });

  it('wakes the idle poller when a message this process sent with a delay becomes visible', async () => {
    const handled: string[] = [];
    const fn = declareJob(async (message) => void handled.push(message.restaurantId));
    const { service, counted } = countingEmptyReceives();
    await run(fn, { queueService: service, ...MINUTE_BACKOFF });
    await waitFor(() => counted.empty >= 1);
    await enqueue('fast', { restaurantId: 'r-delayed' }, { visibilityDelaySeconds: 1 });
    await waitFor(() => handled.length === 1);
    expect(handled).toEqual(['r-delayed']);
  });

  it('wakes the idle poller for a retry when the failed message becomes visible again', async () => {
    const attempts: number[] = [];
    const fn = declareJob(async (_message, _context, delivery: QueueDelivery) => {
      attempts.push(delivery.dequeueCount);
      if (attempts.length === 1) throw new Error('first try fails');
    });
    const { service, counted } = countingEmptyReceives();
    await run(fn, { queueService: service, ...MINUTE_BACKOFF, settings: { retryDelaySeconds: 1 } });
    await waitFor(() => counted.empty >= 1);
    await enqueue('fast', { restaurantId: 'r-retry' });
    await waitFor(() => attempts.length === 2);
    expect(attempts).toEqual([1, 2]);
    await waitFor(async () => (await count('fast')) === 0);
  });

  it('stop() waits for running handlers and settles their messages', async () => {
    let started = false;
    let finished = false;
    const fn = declareJob(async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    await enqueue('fast', { restaurantId: 'r-6' });
    const runner = await run(fn);
    await waitFor(() => started);
    await runner.stop();
    expect(finished).toBe(true);
    expect(await count('fast')).toBe(0);
  });

  it('rejects bad enqueue options and oversized messages before sending', async () => {
    await expect(enqueue('fast', { restaurantId: 'x' }, { visibilityDelaySeconds: 1.5 })).rejects.toThrow(/whole number/);
    await expect(enqueue('fast', { restaurantId: 'x'.repeat(60_000) })).rejects.toThrow(/limit/);
  });
});
