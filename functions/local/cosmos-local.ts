import fs from 'node:fs/promises';
import path from 'node:path';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { createHttpsServer } from '@vercel/cosmosdb-server';
import { CosmosClient } from '@azure/cosmos';
import { withoutSystemFields } from '../src/data/cosmos-helpers';
import { installLinearQueries } from './cosmos-query-speedup';

/**
 * The local Cosmos DB: @vercel/cosmosdb-server on loopback, which keeps data in memory only.
 * To make edits survive a restart, every write request marks the data dirty and a snapshot of all
 * databases, containers (with their partition keys) and items is written under DATA_DIR shortly after,
 * and once more on shutdown. At start the snapshot is loaded back through the ordinary API.
 */
export interface LocalCosmos {
  endpoint: string;
  key: string;
  /** Writes pending changes to disk now. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

interface Snapshot {
  version: 1;
  databases: { id: string; containers: { id: string; partitionKey: string[]; items: Record<string, unknown>[] }[] }[];
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
  const snapshotFile = path.join(options.dataDir, 'cosmos', 'snapshot.json');
  installLinearQueries();
  const server = createHttpsServer({ keepAlive: true });
  let dirty = false;
  let loading = true;
  let timer: NodeJS.Timeout | undefined;
  let saving: Promise<void> = Promise.resolve();

  // A snapshot reads and writes the whole database: in a big one (an import of 100,000 restaurants)
  // it takes seconds. So snapshots are throttled, not debounced: the first write schedules one, later
  // writes join it, and the next waits at least four times as long as the last took, so snapshotting
  // never takes more than a fifth of the time while writes keep coming.
  let lastSaveMs = 0;
  server.on('request', (req, res) => {
    if (!isWrite(req) || loading) return;
    res.on('finish', () => {
      dirty = true;
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void save();
      }, Math.max(SAVE_DELAY_MS, 4 * lastSaveMs));
    });
  });

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

  function save(): Promise<void> {
    saving = saving.then(async () => {
      if (!dirty) return;
      dirty = false;
      const started = Date.now();
      const snapshot = await takeSnapshot();
      await fs.mkdir(path.dirname(snapshotFile), { recursive: true });
      const tmp = `${snapshotFile}.${process.pid}.tmp`;
      await fs.writeFile(tmp, JSON.stringify(snapshot));
      await fs.rename(tmp, snapshotFile); // atomic: a crash mid-write never leaves a half snapshot
      lastSaveMs = Date.now() - started;
    }).catch((err) => {
      dirty = true;
      console.error('[cosmos] could not save snapshot:', err);
    });
    return saving;
  }

  async function load(): Promise<number> {
    let snapshot: Snapshot;
    try {
      snapshot = JSON.parse(await fs.readFile(snapshotFile, 'utf8')) as Snapshot;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw new Error(`Cannot read the local Cosmos snapshot ${snapshotFile}: ${(err as Error).message}`);
    }
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

  const loaded = await load();
  loading = false;
  if (loaded > 0) console.log(`[cosmos] restored ${loaded} items from ${snapshotFile}`);

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
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      agent.destroy();
    },
  };
}
