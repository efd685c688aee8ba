import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { CosmosClient } from '@azure/cosmos';
import { afterAll, describe, expect, it } from 'vitest';
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

    await rename(stack, id, 'Omdöpt före krasch');
    await new Promise((r) => setTimeout(r, 1500)); // the snapshot is written shortly after each write
    await stack.stop('SIGKILL'); // a crash: no chance to flush
    stack = await startStack({ dataDir });
    expect(await restaurantName(stack, id)).toBe('Omdöpt före krasch');
  });
});

describe('health', () => {
  it('answers 503 naming storage when Azurite is gone, while Cosmos DB is still ok', async () => {
    stack ??= await startStack({ dataDir });
    expect((await fetch(`${stack.baseUrl}/api/health`)).status).toBe(200);
    execFileSync('pkill', ['-f', `${dataDir}/azurite`]);
    const res = await fetch(`${stack.baseUrl}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'service_unavailable', status: 'degraded', cosmos: 'ok', storage: 'unreachable' });
  });
});
