import fs from 'node:fs/promises';
import path from 'node:path';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHttpsServer } from '@vercel/cosmosdb-server';
import { CosmosClient } from '@azure/cosmos';
import { withoutSystemFields } from '../src/data/cosmos-helpers';
import { installLinearQueries } from './cosmos-query-speedup';
import { JournalWriter, journalLines, listSegments, parseSegment, removeSegmentsBefore, replayRecords, segmentFile, syncDirectory, type JournalRecord, type Snapshot } from './cosmos-journal';

/**
 * The local Cosmos DB: @vercel/cosmosdb-server on loopback, which keeps data in memory only.
 * Durability: every write the server answers 2xx is appended to a journal under DATA_DIR and fsync'ed
 * before the answer goes out (cosmos-journal.ts), so a crash loses no acknowledged write. A snapshot of
 * all databases, containers (with their partition keys) and items is written now and then, and once
 * more on shutdown; it bounds how much journal a start has to replay, and the journal segments it
 * contains are removed. At start the snapshot plus the journal after it are loaded through the
 * ordinary API.
 */
export interface LocalCosmos {
  endpoint: string;
  key: string;
  /** Writes pending changes to disk now. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

const SAVE_DELAY_MS = 250;

/**
 * Whether a request can change data. Queries and query-plan requests are POSTs too; treating them as
 * writes would make every read (and every snapshot, which reads everything) schedule another snapshot.
 */
export function isWrite(req: IncomingMessage): boolean {
  if (req.method === 'PUT' || req.method === 'PATCH' || req.method === 'DELETE') return true;
  if (req.method !== 'POST') return false;
  const header = (name: string) => String(req.headers[name] ?? '').toLowerCase();
  return header('x-ms-documentdb-isquery') !== 'true' && header('x-ms-cosmos-is-query-plan-request') !== 'true' && !req.headers['x-ms-documentdb-query'];
}

export async function startLocalCosmos(options: { dataDir: string; port?: number }): Promise<LocalCosmos> {
  const cosmosDir = path.join(options.dataDir, 'cosmos');
  const snapshotFile = path.join(cosmosDir, 'snapshot.json');
  installLinearQueries();
  const server = createHttpsServer({ keepAlive: true });
  // The clients (the app's and the snapshot's) keep idle connections without a time limit; a server
  // closing them after its default 5 s races with a request sent on one (ECONNRESET on a busy machine).
  server.keepAliveTimeout = 0;
  let dirty = false;
  let loading = true;
  let timer: NodeJS.Timeout | undefined;
  let saving: Promise<void> = Promise.resolve();
  let journal: JournalWriter | undefined; // opened once the saved data is loaded

  // A snapshot reads and writes the whole database: in a big one (an import of 100,000 restaurants)
  // it takes seconds. So snapshots are throttled, not debounced: the first write schedules one, later
  // writes join it, and the next waits at least four times as long as the last took, so snapshotting
  // never takes more than a fifth of the time while writes keep coming.
  let lastSaveMs = 0;
  const scheduleSave = () => {
    dirty = true;
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void save();
    }, Math.max(SAVE_DELAY_MS, 4 * lastSaveMs));
  };
  server.on('request', (req, res) => {
    if (!isWrite(req) || loading) return;
    holdUntilJournaled(req, res);
    res.on('finish', scheduleSave);
  });

  /**
   * The server answers with one res.end(JSON) after it has changed its in-memory data. For a 2xx
   * answer, the result is appended to the journal and the answer is released only once it is fsync'ed
   * (appends that arrive meanwhile share the next fsync). Answers go out in the order the server made
   * them, which is the order the changes were applied, so the journal's order is the data's order.
   */
  function holdUntilJournaled(req: IncomingMessage, res: ServerResponse) {
    let requestBody: Buffer[] | undefined;
    if (String(req.headers['x-ms-cosmos-is-batch-request']).toLowerCase() === 'true') {
      requestBody = []; // a batch's deletes are named only in the request
      req.on('data', (chunk: Buffer) => requestBody!.push(chunk));
    }
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      let lines: string[];
      try {
        const body = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : undefined;
        lines = journalLines(req, res.statusCode, body, requestBody && Buffer.concat(requestBody).toString('utf8'));
      } catch (err) {
        console.error('[cosmos] cannot journal a write, answering 500:', err);
        res.statusCode = 500;
        return end(JSON.stringify({ code: 'InternalServerError', message: 'local Cosmos DB: the write could not be journaled' }));
      }
      if (lines.length === 0 || !journal) return end(...args);
      journal.append(lines).then(
        () => end(...args),
        (err: Error) => {
          console.error('[cosmos] journal write failed, answering 500:', err);
          res.statusCode = 500;
          end(JSON.stringify({ code: 'InternalServerError', message: `local Cosmos DB: journal write failed: ${err.message}` }));
        },
      );
      return res;
    }) as typeof res.end;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const endpoint = `https://127.0.0.1:${port}`;
  const key = 'local-cosmos-key';
  const agent = new https.Agent({ rejectUnauthorized: false, keepAlive: true });
  const client = new CosmosClient({ endpoint, key, agent, connectionPolicy: { enableEndpointDiscovery: false } });

  async function takeSnapshot(): Promise<Snapshot> {
    const snapshot: Snapshot = { version: 1, databases: [] };
    const { resources: dbs } = await client.databases.readAll().fetchAll();
    for (const db of dbs) {
      const entry: Snapshot['databases'][number] = { id: db.id, containers: [] };
      const { resources: colls } = await client.database(db.id).containers.readAll().fetchAll();
      for (const coll of colls) {
        const { resources: items } = await client.database(db.id).container(coll.id).items.readAll({ maxItemCount: 1000 }).fetchAll();
        entry.containers.push({
          id: coll.id,
          partitionKey: coll.partitionKey?.paths ?? ['/id'],
          items: items.map((item) => withoutSystemFields(item as Record<string, unknown>)),
        });
      }
      snapshot.databases.push(entry);
    }
    return snapshot;
  }

  async function writeSnapshot(snapshot: Snapshot): Promise<void> {
    await fs.mkdir(cosmosDir, { recursive: true });
    const tmp = `${snapshotFile}.${process.pid}.tmp`;
    const handle = await fs.open(tmp, 'w');
    try {
      await handle.writeFile(JSON.stringify(snapshot));
      await handle.sync(); // on disk before it replaces the old one and the journal segments it contains are removed
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, snapshotFile); // atomic: a crash mid-write never leaves a half snapshot
    await syncDirectory(cosmosDir);
  }

  function save(): Promise<void> {
    saving = saving.then(async () => {
      if (!dirty || !journal) return;
      dirty = false;
      const started = Date.now();
      // Writes journaled from here on go to a new segment; everything in the older ones was applied to
      // the data before this point, so the snapshot read below contains it (or what replaced it).
      const journalSegment = await journal.rotate();
      const snapshot = await takeSnapshot();
      await writeSnapshot({ ...snapshot, journalSegment });
      await removeSegmentsBefore(cosmosDir, journalSegment);
      lastSaveMs = Date.now() - started;
    }).catch((err) => {
      dirty = true;
      console.error('[cosmos] could not save snapshot:', err);
    });
    return saving;
  }

  async function readSnapshot(): Promise<Snapshot> {
    try {
      return JSON.parse(await fs.readFile(snapshotFile, 'utf8')) as Snapshot;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, databases: [] };
      throw new Error(`Cannot read the local Cosmos snapshot ${snapshotFile}: ${(err as Error).message}`);
    }
  }

  /** The snapshot plus the journal records written after it; segments the snapshot already contains are removed. */
  async function recover(): Promise<{ snapshot: Snapshot; records: number; nextSegment: number }> {
    const saved = await readSnapshot();
    const firstSegment = saved.journalSegment ?? 1;
    await removeSegmentsBefore(cosmosDir, firstSegment); // left by a crash between a snapshot's rename and their removal
    const segments = await listSegments(cosmosDir);
    const records: JournalRecord[] = [];
    for (const segment of segments) {
      const file = segmentFile(cosmosDir, segment);
      const parsed = parseSegment(await fs.readFile(file, 'utf8'));
      if (parsed.ignoredBytes > 0) console.log(`[cosmos] ${file}: ignored an unfinished last record (${parsed.ignoredBytes} bytes; a crash mid-write, never acknowledged)`);
      records.push(...parsed.records);
    }
    const replayed = replayRecords(saved, records);
    if (replayed.skipped > 0) console.error(`[cosmos] ${replayed.skipped} journaled document writes name a container that does not exist; skipped`);
    // Appends never go after a possibly torn record: always into a segment of their own.
    const nextSegment = segments.length > 0 ? segments[segments.length - 1]! + 1 : firstSegment;
    return { snapshot: replayed.snapshot, records: records.length, nextSegment };
  }

  async function load(snapshot: Snapshot): Promise<number> {
    let count = 0;
    for (const db of snapshot.databases) {
      const { database } = await client.databases.createIfNotExists({ id: db.id });
      for (const coll of db.containers) {
        const { container } = await database.containers.createIfNotExists({ id: coll.id, partitionKey: { paths: coll.partitionKey } });
        for (let i = 0; i < coll.items.length; i += 100) {
          const chunk = coll.items.slice(i, i + 100);
          await container.items.bulk(chunk.map((resourceBody) => ({ operationType: 'Upsert' as const, resourceBody: resourceBody as never })));
          count += chunk.length;
        }
      }
    }
    return count;
  }

  const readStarted = Date.now();
  const recovered = await recover();
  const loadStarted = Date.now();
  const loaded = await load(recovered.snapshot);
  journal = await JournalWriter.open(cosmosDir, recovered.nextSegment);
  loading = false;
  if (loaded > 0 || recovered.records > 0) {
    console.log(
      `[cosmos] restored ${loaded} items from ${snapshotFile} and ${recovered.records} journal records ` +
        `(reading and replay ${loadStarted - readStarted} ms, loading ${Date.now() - loadStarted} ms)`,
    );
  }
  if (recovered.records > 0) scheduleSave(); // fold the replayed journal into a snapshot soon

  return {
    endpoint,
    key,
    flush: async () => {
      clearTimeout(timer);
      timer = undefined;
      await save();
    },
    stop: async () => {
      clearTimeout(timer);
      timer = undefined;
      await save();
      // Connections are kept open without a time limit: close each as soon as its last answer is out.
      const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearInterval(closeIdle);
      server.closeAllConnections?.();
      agent.destroy();
      await journal?.close();
    },
  };
}
