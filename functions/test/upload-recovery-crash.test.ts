import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { BlobServiceClient } from '@azure/storage-blob';
import { QueueServiceClient } from '@azure/storage-queue';
import type { UploadHistoryEntry } from '@lunch/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type RunningStack } from './support/local-stack';
import { ApiClient } from './support/http-client';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/**
 * No spreadsheet upload stays pending. Azurite writes its data to disk only every 5 s, so a crash
 * right after an upload can lose the file and its queue message while the history entry (in the
 * database) survives. Each case is arranged, not left to timing: the first stack holds the import
 * worker (TEST_PAUSE_AT), the test removes what the crash would have lost, waits until Azurite's and
 * the local database's files on disk show exactly that state, and kills the stack; the second start
 * must then finish every entry. The timer path runs the declared timer function in this process
 * against a running stack, with entries written to look idle for 20 minutes; the history writes'
 * If-Match rule is checked the same way.
 */
const ADMIN = { ADMIN_USERNAME: 'recoverer', ADMIN_PASSWORD: 'recoverer-has-a-long-password' };
const LOST = /The uploaded file was lost before it could be imported; please upload it again/;
const RUN = `Rec${randomBytes(3).toString('hex')}`;
const stacks: RunningStack[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const s of stacks) await s.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: last saw ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function started(dataDir: string, extra: Record<string, string> = {}) {
  const stack = await startStack({ dataDir, seededFrom: seeded, env: { ...ADMIN, LOCAL_TIMERS: 'off', ...extra }, timeoutMs: 240_000 });
  stacks.push(stack);
  const admin = new ApiClient(stack.baseUrl);
  expect((await admin.login(ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)).status).toBe(200);
  return { stack, admin };
}

interface StackFile {
  storageConnectionString: string;
  cosmosEndpoint: string;
  cosmosKey: string;
}
const stackFile = (dataDir: string) => JSON.parse(fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as StackFile;
const importBlobs = (dataDir: string) => BlobServiceClient.fromConnectionString(stackFile(dataDir).storageConnectionString).getContainerClient('restaurants-import');
const slowQueue = (dataDir: string) => QueueServiceClient.fromConnectionString(stackFile(dataDir).storageConnectionString).getQueueClient('slow');

function upload(baseUrl: string, admin: ApiClient, fileName: string, csv: string): Promise<{ status: number; json: { uploadId: string } }> {
  const boundary = `----lunch${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const req = http.request(new URL('/api/admin/excel-upload', baseUrl), {
      method: 'POST',
      agent: false,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length), cookie: admin.cookie ?? '' },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const csvOf = (name: string) => `name,address,city,lat,lng\n${RUN} ${name},Storgatan 1,Lund,55.70,13.19\n`;

async function historyEntry(admin: ApiClient, id: string): Promise<UploadHistoryEntry | undefined> {
  const res = await admin.call('GET', '/api/admin/excel-upload/history');
  expect(res.status).toBe(200);
  return (res.json.uploads as UploadHistoryEntry[]).find((u) => u.id === id);
}

const finished = (admin: ApiClient, id: string) => waitFor(() => historyEntry(admin, id), (e) => e !== undefined && e.status !== 'pending', `upload ${id} to leave pending`);

async function blobNameOf(dataDir: string, uploadId: string): Promise<string> {
  for await (const blob of importBlobs(dataDir).listBlobsFlat()) if (blob.name.includes(uploadId)) return blob.name;
  throw new Error(`no blob for upload ${uploadId}`);
}

/** One of Azurite's loki databases as last written to disk (a read during its write is retried). */
function azuriteOnDisk(dataDir: string, db: 'blob' | 'queue'): Record<string, Record<string, unknown>[]> | undefined {
  try {
    const file = JSON.parse(fs.readFileSync(path.join(dataDir, 'azurite', `__azurite_db_${db}__.json`), 'utf8')) as { collections: { name: string; data: Record<string, unknown>[] }[] };
    return Object.fromEntries(file.collections.map((c) => [c.name, c.data]));
  } catch {
    return undefined;
  }
}

/** What a restart would find: blobs of restaurants-import, messages of queue slow, and whether the database snapshot has the ids. */
function onDisk(dataDir: string, uploadIds: string[]) {
  const blobs = azuriteOnDisk(dataDir, 'blob');
  const queue = azuriteOnDisk(dataDir, 'queue');
  let snapshot = '';
  try {
    snapshot = fs.readFileSync(path.join(dataDir, 'cosmos', 'snapshot.json'), 'utf8');
  } catch {
    /* not written yet */
  }
  return {
    importBlobs: blobs && (blobs.$BLOBS_COLLECTION$ ?? []).filter((b) => b.containerName === 'restaurants-import' && !b.deleted).map((b) => String(b.name)),
    slowMessages: queue && (queue.$MESSAGES_COLLECTION$ ?? []).filter((m) => m.queueName === 'slow').length,
    entriesSaved: uploadIds.every((id) => snapshot.includes(id)),
  };
}

describe('spreadsheet uploads across a crash', () => {
  it('ends every upload left pending by a crash: imported when its file survived, failed with "upload again" when it was lost', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-upload-crash-'));
    dirs.push(dataDir);
    const first = await started(dataDir, { TEST_PAUSE_AT: 'import:received' });
    const kept = await upload(first.stack.baseUrl, first.admin, 'kept.csv', csvOf('Kept'));
    const lost = await upload(first.stack.baseUrl, first.admin, 'lost.csv', csvOf('Lost'));
    expect([kept.status, lost.status]).toEqual([202, 202]);
    const keptId = kept.json.uploadId;
    const lostId = lost.json.uploadId;
    const keptBlob = await blobNameOf(dataDir, keptId);
    const lostBlob = await blobNameOf(dataDir, lostId);
    // The worker holds the import (paused), so neither can finish before the crash.
    await waitFor(() => first.stack.output(), (out) => out.includes('TEST_PAUSE_AT: paused at import:received'), 'the import worker to hold an upload');

    // What Azurite lost in the crash that was reproduced: both queue messages; the second upload's file too.
    await slowQueue(dataDir).clearMessages();
    await importBlobs(dataDir).deleteBlob(lostBlob);
    await first.stack.flushStorage(); // Azurite writes now rather than within 5 s; the check below reads the files
    await waitFor(
      () => onDisk(dataDir, [keptId, lostId]),
      (disk) => disk.entriesSaved && disk.slowMessages === 0 && disk.importBlobs !== undefined && disk.importBlobs.includes(keptBlob) && !disk.importBlobs.includes(lostBlob),
      'Azurite and the database to have that state on disk',
    );
    expect((await historyEntry(first.admin, keptId))?.status).toBe('pending');
    expect((await historyEntry(first.admin, lostId))?.status).toBe('pending');
    await first.stack.stop('SIGKILL');

    const second = await started(dataDir);
    expect(await finished(second.admin, keptId)).toMatchObject({ status: 'success', rows: 1, imported: 1 });
    expect(await finished(second.admin, lostId)).toMatchObject({ status: 'error', message: expect.stringMatching(LOST) });
    expect(second.stack.output()).toMatch(/uploads left pending: 1 queued again, 1 marked failed/);
    await second.stack.stop();
  }, 600_000);
});

describe('the upload recovery on a running stack', () => {
  let stack: RunningStack;
  let app: {
    recoveryTimer: typeof import('../src/functions/upload-recovery').default;
    repository: typeof import('../src/data/upload-history-repository');
    storeImportBlob: typeof import('../src/import/import-blobs').storeImportBlob;
    InvocationContext: typeof import('@azure/functions').InvocationContext;
  };
  const userId = `user-${RUN}`;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-upload-timer-'));
    dirs.push(dataDir);
    ({ stack } = await started(dataDir));
    const env = stackFile(dataDir);
    // This process talks to the running stack's storage and database as the Functions app would.
    Object.assign(process.env, { COSMOS_ENDPOINT: env.cosmosEndpoint, COSMOS_KEY: env.cosmosKey, COSMOS_ALLOW_SELF_SIGNED: 'true', AzureWebJobsStorage: env.storageConnectionString });
    (await import('../src/app/registration-mode')).collectDeclarationsOnly();
    app = {
      recoveryTimer: (await import('../src/functions/upload-recovery')).default,
      repository: await import('../src/data/upload-history-repository'),
      storeImportBlob: (await import('../src/import/import-blobs')).storeImportBlob,
      InvocationContext: (await import('@azure/functions')).default.InvocationContext,
    };
  }, 300_000);

  async function pendingEntry(name: string, at: string, withFile: boolean, recoveries?: number) {
    const id = `${at.replace(/[-:.]/g, '')}-${name}-${randomBytes(3).toString('hex')}`;
    const blobName = `recovery-test/${id}.csv`;
    if (withFile) await app.storeImportBlob(blobName, Buffer.from(csvOf(name)), { uploadedBy: 'recoverer', fileName: `${name}.csv`, contentType: 'text/csv', uploadId: id });
    await app.repository.createUpload({ id, userId, uploadedBy: 'recoverer', fileName: `${name}.csv`, timestamp: at, queuedAt: at, status: 'pending', message: 'Queued for import', blobName, kind: 'csv', size: 60, recoveries });
    return id;
  }

  it('the upload-recovery timer queues idle pending uploads again, fails those without a file, and leaves young ones', async () => {
    const { findUpload } = app.repository;
    // Pending with no queue message, as after a lost message or a crash before queueing.
    const longAgo = new Date(Date.now() - 20 * 60_000).toISOString();
    const idle = await pendingEntry('Idle', longAgo, true);
    const gone = await pendingEntry('Gone', longAgo, false);
    const young = await pendingEntry('Young', new Date().toISOString(), true);
    // Queued again three times already and still not finished (say its import kills the worker): given up.
    const worn = await pendingEntry('Worn', longAgo, true, 3);

    const logs: string[] = [];
    const context = new app.InvocationContext({ invocationId: randomBytes(8).toString('hex'), functionName: app.recoveryTimer.name, logHandler: (_level, ...args) => logs.push(args.map(String).join(' ')) });
    await app.recoveryTimer.run({ isPastDue: false, schedule: { adjustForDST: false }, scheduleStatus: { last: '', next: '', lastUpdated: '' } }, context);

    expect(logs.join('\n')).toMatch(/upload recovery: 1 queued again, 2 marked failed/);
    expect(await findUpload(userId, gone)).toMatchObject({ status: 'error', message: expect.stringMatching(LOST) });
    expect(await findUpload(userId, worn)).toMatchObject({ status: 'error', message: expect.stringMatching(/did not finish after several tries; please check the file and upload it again/) });
    // The same run that took the idle entries saw the young one and left it: queued once, by its upload.
    const youngAfter = await findUpload(userId, young);
    expect(youngAfter?.status).toBe('pending');
    expect(youngAfter?.recoveries).toBeUndefined();
    expect((await findUpload(userId, idle))?.recoveries).toBe(1);
    // The stack's own import worker takes the message the timer sent.
    const imported = await waitFor(() => findUpload(userId, idle), (u) => u?.status !== 'pending', 'the queued-again upload to be imported');
    expect(imported).toMatchObject({ status: 'success', rows: 1, imported: 1 });
  }, 300_000);

  it('updates a history entry conditionally: concurrent writers all land, a finished entry is not overwritten, a deleted one is not recreated', async () => {
    const { updateUpload, findUpload } = app.repository;
    const id = await pendingEntry('Raced', new Date().toISOString(), false);
    // Eight read-modify-writes at once: each 412 is applied again to the current entry, none is lost.
    await Promise.all(Array.from({ length: 8 }, () => updateUpload(userId, id, (current) => ({ ...current, recoveries: (current.recoveries ?? 0) + 1 }))));
    expect((await findUpload(userId, id))?.recoveries).toBe(8);

    // The worker's rule: write the outcome only while pending (a duplicate run that finishes second writes nothing).
    const finish = (message: string) => updateUpload(userId, id, (current) => (current.status !== 'pending' ? current : { ...current, status: 'success', message }));
    await finish('first');
    await finish('second');
    expect(await findUpload(userId, id)).toMatchObject({ status: 'success', message: 'first' });

    const { CosmosClient } = await import('@azure/cosmos');
    const https = await import('node:https');
    const env = { endpoint: process.env.COSMOS_ENDPOINT!, key: process.env.COSMOS_KEY! };
    const uploads = new CosmosClient({ ...env, agent: new https.Agent({ rejectUnauthorized: false }), connectionPolicy: { enableEndpointDiscovery: false } }).database('lunch').container('uploads');
    await uploads.item(id, userId).delete();
    expect(await updateUpload(userId, id, (current) => ({ ...current, status: 'error', message: 'late' }))).toBeUndefined();
    expect(await findUpload(userId, id)).toBeUndefined();
  });
});
