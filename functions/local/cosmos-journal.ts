import fs from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import { withoutSystemFields } from '../src/data/cosmos-helpers';

/**
 * The write-ahead journal of the local Cosmos DB server. The server keeps data in memory and a snapshot
 * of everything is written only now and then (it takes seconds in a big database), so every write it
 * answers 2xx is first appended here and fsync'ed; the response is held until then. A record holds
 * the RESULT of a write (the document as stored, a delete by id and partition key, a database or
 * container with its partition key paths), not the request, so replaying it is deterministic and
 * idempotent: replaying a record whose effect is already in the snapshot changes nothing.
 *
 * On disk: DATA_DIR/cosmos/journal-<segment>.log, one line per record, `<crc32 hex> <json>\n`. A
 * snapshot names the first segment it does not contain (`journalSegment`); before a snapshot is taken
 * the journal moves on to a new segment, and older segments are removed once the snapshot is renamed
 * into place. A crash mid-append leaves a torn last line, which replay ignores (that write was never
 * answered). After a restart, appends always go to a new segment, never after a torn line.
 */

export interface SnapshotContainer {
  id: string;
  partitionKey: string[];
  items: Record<string, unknown>[];
}

export interface Snapshot {
  version: 1;
  /** The first journal segment whose records are not (all) in this snapshot; absent in older snapshots. */
  journalSegment?: number;
  databases: { id: string; containers: SnapshotContainer[] }[];
}

type PartitionKeyValue = string | number | boolean | null;

export type JournalRecord =
  | { op: 'upsert'; db: string; coll: string; doc: Record<string, unknown> }
  | { op: 'delete'; db: string; coll: string; id: string; pk: PartitionKeyValue }
  | { op: 'createDatabase'; db: string }
  | { op: 'deleteDatabase'; db: string }
  | { op: 'createContainer'; db: string; coll: string; partitionKey: string[] }
  | { op: 'deleteContainer'; db: string; coll: string };

// ---------------------------------------------------------------------------------------------------
// Framing

const hex = (n: number) => n.toString(16).padStart(8, '0');

/** One record as a journal line; `json` is the record already serialised (a response body is reused as is). */
export function frameRecord(json: string): string {
  return `${hex(crc32(json))} ${json}\n`;
}

/**
 * The records of one segment, in order. Reading stops at the first line that is incomplete (no newline:
 * a torn append) or does not match its checksum (a partly written group after a power loss); what
 * follows it was never acknowledged, since an append is answered only after its whole group is on disk.
 */
export function parseSegment(text: string): { records: JournalRecord[]; ignoredBytes: number } {
  const records: JournalRecord[] = [];
  let pos = 0;
  while (pos < text.length) {
    const newline = text.indexOf('\n', pos);
    if (newline < 0) break;
    const line = text.slice(pos, newline);
    const json = line.slice(9);
    if (line.length < 10 || line[8] !== ' ' || line.slice(0, 8) !== hex(crc32(json))) break;
    let record: JournalRecord;
    try {
      record = JSON.parse(json) as JournalRecord;
    } catch {
      break;
    }
    records.push(record);
    pos = newline + 1;
  }
  return { records, ignoredBytes: Buffer.byteLength(text.slice(pos)) };
}

// ---------------------------------------------------------------------------------------------------
// Records from the server's answers

export interface WriteRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

const isTrue = (value: string | string[] | undefined) => [value ?? []].flat().some((v) => v.toLowerCase() === 'true');

/** The request's path as the server's router sees it: decoded segments, without the SDK's double slash or trailing slashes. */
function pathSegments(url: string): string[] {
  const pathname = url.split(/[?#]/, 1)[0]!; // not new URL(): it would read '//dbs/...' as a host name
  return pathname.split('/').filter(Boolean).map(decodeURIComponent);
}

/** The server's reading of a partition key sent as JSON (header or bulk operation): the first component, the id for "none". */
function partitionKeyOf(sent: unknown, id: string): PartitionKeyValue {
  let value = sent;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return value as string;
    }
  }
  if (Array.isArray(value)) value = value[0];
  if (value !== null && typeof value === 'object') return id;
  return (value ?? null) as PartitionKeyValue;
}

const upsertLine = (db: string, coll: string, docJson: string) => `{"op":"upsert","db":${JSON.stringify(db)},"coll":${JSON.stringify(coll)},"doc":${docJson}}`;

/**
 * The journal records (serialised) for a write the server answered with a 2xx `status`. Single-document
 * answers reuse the response body as the record's document without parsing it again; a batch (the
 * SDK's bulk) needs the request too, for the ids and partition keys of its deletes.
 */
export function journalLines(req: WriteRequest, status: number, responseBody: string | undefined, requestBody: string | undefined): string[] {
  if (status < 200 || status > 299) return [];
  const [dbs, db, colls, coll, docs, doc, ...rest] = pathSegments(req.url ?? '/');
  if (dbs !== 'dbs' || rest.length > 0) return [];
  const method = req.method ?? '';
  const isQuery = isTrue(req.headers['x-ms-documentdb-isquery']) || req.headers['content-type'] === 'application/query+json';
  if (method === 'POST' && isQuery) return [];

  if (db === undefined) {
    if (method !== 'POST' || !responseBody) return [];
    return [JSON.stringify({ op: 'createDatabase', db: (JSON.parse(responseBody) as { id: string }).id })];
  }
  if (colls === undefined) return method === 'DELETE' ? [JSON.stringify({ op: 'deleteDatabase', db })] : [];
  if (colls !== 'colls') return [];
  if (coll === undefined) {
    if (method !== 'POST' || !responseBody) return [];
    const created = JSON.parse(responseBody) as { id: string; partitionKey?: { paths?: string[] } };
    return [JSON.stringify({ op: 'createContainer', db, coll: created.id, partitionKey: created.partitionKey?.paths ?? ['/id'] })];
  }
  if (docs === undefined) return method === 'DELETE' ? [JSON.stringify({ op: 'deleteContainer', db, coll })] : [];
  if (docs !== 'docs') return []; // user-defined functions and partition key ranges: not kept (the snapshot has none either)

  if (doc !== undefined) {
    if (method === 'DELETE') {
      return [JSON.stringify({ op: 'delete', db, coll, id: doc, pk: partitionKeyOf(req.headers['x-ms-documentdb-partitionkey'], doc) })];
    }
    return (method === 'PUT' || method === 'PATCH') && responseBody ? [upsertLine(db, coll, responseBody)] : [];
  }
  if (method !== 'POST' || !responseBody) return [];
  if (!isTrue(req.headers['x-ms-cosmos-is-batch-request'])) return [upsertLine(db, coll, responseBody)]; // create or upsert

  const results = JSON.parse(responseBody) as { statusCode: number; resourceBody?: Record<string, unknown> }[];
  const operations = JSON.parse(requestBody ?? '[]') as { operationType?: string; id?: string; partitionKey?: unknown }[];
  const lines: string[] = [];
  results.forEach((result, i) => {
    if (result.statusCode < 200 || result.statusCode > 299) return;
    const operation = operations[i];
    if (operation?.operationType === 'Delete' && operation.id !== undefined) {
      lines.push(JSON.stringify({ op: 'delete', db, coll, id: operation.id, pk: partitionKeyOf(operation.partitionKey, operation.id) }));
    } else if (operation?.operationType !== 'Read' && result.resourceBody) {
      lines.push(upsertLine(db, coll, JSON.stringify(result.resourceBody)));
    }
  });
  return lines;
}

// ---------------------------------------------------------------------------------------------------
// Replay: a snapshot plus records, folded into the data they describe

function partitionValue(doc: Record<string, unknown>, paths: string[]): PartitionKeyValue {
  let value: unknown = doc;
  for (const key of (paths[0] ?? '/id').split('/').filter(Boolean)) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value === undefined || (value !== null && typeof value === 'object') ? null : (value as PartitionKeyValue);
}

const itemKey = (pk: PartitionKeyValue, id: unknown) => JSON.stringify([pk, id]);

interface ModelContainer {
  partitionKey: string[];
  items: Map<string, Record<string, unknown>>;
}

/**
 * Applies journal records, in order, to a snapshot and returns the resulting snapshot (the input is not
 * changed). Upserts and deletes are keyed by partition key and id, so a record already contained in the
 * snapshot changes nothing. `skipped` counts documents for a container that does not exist (cannot
 * happen when every container creation is journaled; counted rather than guessed at).
 */
export function replayRecords(snapshot: Snapshot, records: Iterable<JournalRecord>): { snapshot: Snapshot; applied: number; skipped: number } {
  const model = new Map<string, Map<string, ModelContainer>>();
  for (const db of snapshot.databases) {
    const containers = new Map<string, ModelContainer>();
    for (const coll of db.containers) {
      const items = new Map<string, Record<string, unknown>>();
      for (const item of coll.items) items.set(itemKey(partitionValue(item, coll.partitionKey), item.id), item);
      containers.set(coll.id, { partitionKey: coll.partitionKey, items });
    }
    model.set(db.id, containers);
  }
  let applied = 0;
  let skipped = 0;
  for (const record of records) {
    switch (record.op) {
      case 'createDatabase':
        if (!model.has(record.db)) model.set(record.db, new Map());
        break;
      case 'deleteDatabase':
        model.delete(record.db);
        break;
      case 'createContainer': {
        if (!model.has(record.db)) model.set(record.db, new Map());
        const containers = model.get(record.db)!;
        if (!containers.has(record.coll)) containers.set(record.coll, { partitionKey: record.partitionKey, items: new Map() });
        break;
      }
      case 'deleteContainer':
        model.get(record.db)?.delete(record.coll);
        break;
      case 'upsert':
      case 'delete': {
        const container = model.get(record.db)?.get(record.coll);
        if (!container) {
          skipped++;
          continue;
        }
        if (record.op === 'upsert') {
          const doc = withoutSystemFields(record.doc);
          container.items.set(itemKey(partitionValue(doc, container.partitionKey), doc.id), doc);
        } else {
          container.items.delete(itemKey(record.pk, record.id));
        }
        break;
      }
    }
    applied++;
  }
  return {
    snapshot: {
      version: 1,
      ...(snapshot.journalSegment !== undefined ? { journalSegment: snapshot.journalSegment } : {}),
      databases: [...model].map(([id, containers]) => ({
        id,
        containers: [...containers].map(([collId, c]) => ({ id: collId, partitionKey: c.partitionKey, items: [...c.items.values()] })),
      })),
    },
    applied,
    skipped,
  };
}

// ---------------------------------------------------------------------------------------------------
// Segments on disk

const SEGMENT_FILE = /^journal-(\d+)\.log$/;
export const segmentFile = (dir: string, segment: number) => path.join(dir, `journal-${String(segment).padStart(8, '0')}.log`);

/** The segment numbers present in `dir`, ascending. */
export async function listSegments(dir: string): Promise<number[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return names
    .map((name) => SEGMENT_FILE.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

export async function removeSegmentsBefore(dir: string, segment: number): Promise<void> {
  for (const n of await listSegments(dir)) if (n < segment) await fs.rm(segmentFile(dir, n), { force: true });
}

/** A directory entry (a new or renamed file) is durable only once the directory itself is synced. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Appends records to the current segment with group commit: every append waiting while a write+fsync
 * is in progress goes out together in the next one (one write, one fdatasync), and each append's
 * promise resolves only when its records are on disk.
 */
export class JournalWriter {
  private pending: string[] = [];
  private waiting: { resolve: () => void; reject: (err: Error) => void }[] = [];
  private scheduled = false;
  private queue: Promise<void> = Promise.resolve();
  private written = 0;

  private constructor(
    private readonly dir: string,
    private segment: number,
    private handle: fs.FileHandle,
  ) {}

  static async open(dir: string, segment: number): Promise<JournalWriter> {
    await fs.mkdir(dir, { recursive: true });
    const handle = await fs.open(segmentFile(dir, segment), 'a');
    await syncDirectory(dir);
    return new JournalWriter(dir, segment, handle);
  }

  get currentSegment(): number {
    return this.segment;
  }

  /** Resolves once the records (serialised, unframed) are written and fsync'ed. */
  append(records: string[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      for (const json of records) this.pending.push(frameRecord(json));
      this.waiting.push({ resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      this.enqueue(() => this.writeGroup());
    });
  }

  /** Starts a new segment (after the appends already waiting) and returns its number. */
  rotate(): Promise<number> {
    return this.enqueue(() => this.nextSegment());
  }

  /** Closes the journal after the waiting appends; removes the current segment when nothing went into it. */
  close(): Promise<void> {
    return this.enqueue(async () => {
      await this.handle.close();
      if (this.written === 0) await fs.rm(segmentFile(this.dir, this.segment), { force: true });
    });
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  private async writeGroup(): Promise<void> {
    this.scheduled = false;
    const group = Buffer.from(this.pending.join(''));
    const waiting = this.waiting;
    this.pending = [];
    this.waiting = [];
    try {
      for (let offset = 0; offset < group.length; ) offset += (await this.handle.write(group, offset)).bytesWritten;
      await this.handle.datasync();
      this.written += group.length;
      for (const w of waiting) w.resolve();
    } catch (err) {
      for (const w of waiting) w.reject(err as Error);
      // A failed write may have left part of a line: later records must not follow it in the same file.
      await this.nextSegment().catch(() => undefined);
    }
  }

  private async nextSegment(): Promise<number> {
    const next = await fs.open(segmentFile(this.dir, this.segment + 1), 'a');
    await syncDirectory(this.dir);
    const previous = this.handle;
    this.handle = next;
    this.segment += 1;
    this.written = 0;
    await previous.close().catch(() => undefined);
    return this.segment;
  }
}
