import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LogEntry } from '@lunch/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';
import { startStack, type RunningStack } from './support/local-stack';
import { encodeMessage, stackHandles, waitFor, type StackHandles } from './support/workflow-fixtures';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/**
 * Messages a worker cannot read (too deep, too large, not JSON, not the schema) go to `<queue>-poison`
 * on their first delivery with the reason, and leave an error entry in the log store. Own stack, with
 * failed messages coming back after 1 s (LOCAL_QUEUE_RETRY_SECONDS) so that a retried message would
 * show its second delivery quickly.
 */
const ADMIN = { ADMIN_USERNAME: 'poisoner', ADMIN_PASSWORD: 'poisoner-has-a-long-password' };
let stack: RunningStack;
let admin: ApiClient;
let handles: StackHandles;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-poison-'));
  stack = await startStack({ dataDir, seededFrom: seeded, env: { ...ADMIN, LOCAL_TIMERS: 'off', LOCAL_QUEUE_RETRY_SECONDS: '1' } });
  admin = new ApiClient(stack.baseUrl);
  expect((await admin.login(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
  handles = stackHandles(dataDir);
});

afterAll(async () => {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface PoisonEnvelope {
  poison: { reason: string; queue: string; functionName: string; messageId?: string; dequeueCount?: number };
  bodyText: string;
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The rank-poison message that the app wrote for this message id (raw copies have no envelope). */
async function poisonEnvelopeOf(messageId: string): Promise<PoisonEnvelope | undefined> {
  const peeked = (await handles.queues.getQueueClient('rank-poison').peekMessages({ numberOfMessages: 32 })).peekedMessageItems;
  for (const item of peeked) {
    const text = Buffer.from(item.messageText, 'base64').toString('utf8');
    // A raw copy of a hostile message may be deep: only envelopes (which start with {"poison") are parsed.
    if (!text.startsWith('{"poison"')) continue;
    const envelope = JSON.parse(text) as PoisonEnvelope;
    if (envelope.poison.messageId === messageId) return envelope;
  }
  return undefined;
}

const errorLogs = async () => (await admin.call('GET', '/api/admin/logs?type=error&level=error&limit=200')).json.logs as LogEntry[];

describe('unreadable queue messages go to <queue>-poison at once, with the reason and an error log entry', () => {
  const cases: { name: string; text: string; reason: RegExp }[] = [
    // 16,000 levels: 32,000 bytes, inside the size limit; deep enough to overflow recursive JSON.stringify and zod.
    { name: 'nested 16,000 levels deep', text: '['.repeat(16_000) + ']'.repeat(16_000), reason: /nested deeper than \d+ levels/ },
    // Over the app's message size limit, still under Azure's 64 KB for the stored (base64) message.
    { name: 'over the size limit', text: JSON.stringify({ kind: 'rank', restaurantId: 'r', padding: 'x'.repeat(40_000) }), reason: /bytes, over the \d+-byte limit/ },
    { name: 'not JSON', text: '{"kind":"rank","restaurantId":', reason: /not valid JSON/ },
    { name: 'JSON failing the schema', text: JSON.stringify({ kind: 'rank', restaurantId: '' }), reason: /restaurantId/ },
  ];

  it.each(cases)('$name', async ({ text, reason }) => {
    const encoded = base64(text);
    expect(encoded.length).toBeLessThanOrEqual(64 * 1024); // what Azure (and Azurite) accept
    const { messageId } = await handles.queues.getQueueClient('rank').sendMessage(encoded);

    const envelope = await waitFor(() => poisonEnvelopeOf(messageId), Boolean, `message ${messageId} in rank-poison`, 60_000, 300);
    expect(envelope!.poison).toMatchObject({ queue: 'rank', functionName: 'rank', messageId, dequeueCount: 1 });
    expect(envelope!.poison.reason).toMatch(reason);
    // The original text, or as much of it as fits in one message.
    expect(text.startsWith(envelope!.bodyText)).toBe(true);
    expect(envelope!.bodyText.length).toBeGreaterThan(0);

    const entry = await waitFor(async () => (await errorLogs()).find((l) => l.context?.messageId === messageId), Boolean, `the error log entry of ${messageId}`);
    expect(entry).toMatchObject({ level: 'error', type: 'error', service: 'rank' });
    expect(entry!.context).toMatchObject({ step: 'invalid-message', queue: 'rank', dequeueCount: 1, poisoned: true });
    expect(String(entry!.context!.reason)).toMatch(reason);
    expect(entry!.message).toMatch(reason);

    // One delivery: the message is gone from the queue and was never retried (a failed delivery is
    // logged as "Message <id> failed on delivery <n>" by the queue function before the retry).
    await waitFor(async () => (await handles.queues.getQueueClient('rank').getProperties()).approximateMessagesCount, (n) => n === 0, 'the rank queue to be empty');
    expect(stack.output()).not.toContain(`Message ${messageId} failed on delivery`);
  }, 90_000);
});
