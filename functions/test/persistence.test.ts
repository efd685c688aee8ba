import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { CosmosClient } from '@azure/cosmos';
import { QueueServiceClient } from '@azure/storage-queue';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startStack, type RunningStack } from './support/local-stack';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-persist-'));
let stack: RunningStack | undefined;

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function cosmosOf(running: RunningStack) {
  const endpoint = /cosmos (https:\/\/127\.0\.0\.1:\d+)/.exec(running.output())![1];
  const client = new CosmosClient({ endpoint, key: 'any', agent: new https.Agent({ rejectUnauthorized: false }), connectionPolicy: { enableEndpointDiscovery: false } });
  return client.database('lunch').container('restaurants');
}

/** A queue of the running stack's Azurite (its connection string is in DATA_DIR/stack.json). */
function storageQueue(dir: string, name: string) {
  const { storageConnectionString } = JSON.parse(fs.readFileSync(path.join(dir, 'stack.json'), 'utf8')) as { storageConnectionString: string };
  return QueueServiceClient.fromConnectionString(storageConnectionString).getQueueClient(name);
}

async function restaurantName(running: RunningStack, id: string): Promise<string> {
  const res = await fetch(`${running.baseUrl}/api/restaurants/${id}`);
  return ((await res.json()) as { name: string }).name;
}

async function rename(running: RunningStack, id: string, name: string) {
  const container = cosmosOf(running);
  const { resources } = await container.items.query({ query: 'SELECT * FROM c WHERE c.id = @id', parameters: [{ name: '@id', value: id }] }).fetchAll();
  await container.items.upsert({ ...resources[0], name });
}

describe('local data', () => {
  it('survives a restart and a crash, and the seed runs only once', async () => {
    stack = await startStack({ dataDir });
    expect(stack.output()).toContain('demo data created');
    const list = (await (await fetch(`${stack.baseUrl}/api/restaurants?city=Lund`)).json()) as { data: { id: string }[]; pagination: { total: number } };
    const id = list.data[0].id;

    await rename(stack, id, 'Omdöpt före omstart');
    await stack.stop(); // Ctrl-C / SIGTERM: pending changes are written on the way out
    stack = await startStack({ dataDir });
    expect(stack.output()).not.toContain('demo data created');
    expect(await restaurantName(stack, id)).toBe('Omdöpt före omstart');
    const again = (await (await fetch(`${stack.baseUrl}/api/restaurants?city=Lund`)).json()) as { pagination: { total: number } };
    expect(again.pagination.total).toBe(list.pagination.total);

    // A queue message too: Azurite writes its data every 5 s, so the test hook writes it now, as a
    // storage account keeps every acknowledged write (without it, a crash this soon loses the message).
    const queue = storageQueue(dataDir, 'persistence-check');
    await queue.createIfNotExists();
    await queue.sendMessage('sent right before the crash');
    await stack.flushStorage();
    await rename(stack, id, 'Omdöpt före krasch');
    await stack.stop('SIGKILL'); // a crash right after the write: no snapshot, the journal keeps it
    stack = await startStack({ dataDir });
    expect(await restaurantName(stack, id)).toBe('Omdöpt före krasch');
    const kept = (await storageQueue(dataDir, 'persistence-check').peekMessages()).peekedMessageItems;
    expect(kept.map((m) => m.messageText)).toEqual(['sent right before the crash']);
  }, 300_000); // three stack starts
});

/** Whether the stack's Azurite blob endpoint still accepts connections. */
function blobPortOpen(dir: string): Promise<boolean> {
  const { storageConnectionString } = JSON.parse(fs.readFileSync(path.join(dir, 'stack.json'), 'utf8')) as { storageConnectionString: string };
  const port = Number(/BlobEndpoint=http:\/\/127\.0\.0\.1:(\d+)/.exec(storageConnectionString)![1]);
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => { socket.destroy(); resolve(false); });
  });
}

describe('health', () => {
  it('answers 503 naming storage when Azurite is gone, while Cosmos DB is still ok', async () => {
    stack ??= await startStack({ dataDir });
    expect((await fetch(`${stack.baseUrl}/api/health`)).status).toBe(200);
    expect(await blobPortOpen(dataDir)).toBe(true); // the probe below would see it listening
    execFileSync('pkill', ['-f', `${dataDir}/azurite`]);
    // pkill only sends the signal: wait until Azurite has really stopped listening before asking again.
    await vi.waitFor(async () => expect(await blobPortOpen(dataDir)).toBe(false), { timeout: 30_000, interval: 100 });
    const res = await fetch(`${stack.baseUrl}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'service_unavailable', status: 'degraded', cosmos: 'ok', storage: 'unreachable' });
  });
});
