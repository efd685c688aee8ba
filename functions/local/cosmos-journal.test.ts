import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JournalWriter, frameRecord, journalLines, listSegments, parseSegment, removeSegmentsBefore, replayRecords, segmentFile, type JournalRecord, type Snapshot } from './cosmos-journal';

const upsert = (coll: string, doc: Record<string, unknown>): JournalRecord => ({ op: 'upsert', db: 'lunch', coll, doc });
const frame = (records: JournalRecord[]) => records.map((r) => frameRecord(JSON.stringify(r))).join('');

const snapshotWith = (items: Record<string, unknown>[], journalSegment?: number): Snapshot => ({
  version: 1,
  ...(journalSegment ? { journalSegment } : {}),
  databases: [{ id: 'lunch', containers: [{ id: 'todos', partitionKey: ['/userId'], items }] }],
});
const itemsOf = (snapshot: Snapshot, coll = 'todos') => snapshot.databases.find((d) => d.id === 'lunch')!.containers.find((c) => c.id === coll)!.items;

describe('journal framing', () => {
  const records = [upsert('todos', { id: 'a', userId: 'u1', title: 'Köp mjölk\nidag' }), { op: 'delete', db: 'lunch', coll: 'todos', id: 'b', pk: 'u1' } as JournalRecord];

  it('reads back what it wrote, in order, one line per record', () => {
    const text = frame(records);
    expect(text.split('\n')).toHaveLength(3); // a newline inside a value is escaped, so it cannot end a record early
    expect(parseSegment(text)).toEqual({ records, ignoredBytes: 0 });
  });

  it('ignores a torn last record (a crash mid-append), wherever the cut falls', () => {
    const whole = frame(records);
    const firstLength = frameRecord(JSON.stringify(records[0])).length;
    for (let cut = firstLength; cut < whole.length; cut++) {
      const parsed = parseSegment(whole.slice(0, cut));
      expect(parsed.records).toEqual([records[0]]);
      expect(parsed.ignoredBytes).toBe(Buffer.byteLength(whole.slice(firstLength, cut)));
    }
  });

  it('stops at a record whose checksum does not match (a partly written group) and keeps the ones before', () => {
    const lines = frame(records).split('\n');
    const damaged = `${lines[0]}\n${lines[1]!.replace('"b"', '"x"')}\n`;
    expect(parseSegment(damaged).records).toEqual([records[0]]);
    expect(parseSegment(`${lines[0]}\n\0\0\0\0\n`).records).toEqual([records[0]]);
  });
});

describe('journal records from the server answers', () => {
  const req = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers });

  it('journals the stored document of a create, upsert, replace or patch, reusing the answer as is', () => {
    const stored = '{"id":"t1","userId":"u1","title":"A","_etag":"\\"1\\"","_ts":1}';
    for (const r of [req('POST', '/dbs/lunch/colls/todos/docs'), req('POST', '//dbs/lunch/colls/todos/docs/', { 'x-ms-documentdb-is-upsert': 'true' }), req('PUT', '/dbs/lunch/colls/todos/docs/t1'), req('PATCH', '/dbs/lunch/colls/todos/docs/t1')]) {
      const [line] = journalLines(r, 200, stored, undefined);
      expect(line).toContain(stored);
      expect(JSON.parse(line!)).toEqual({ op: 'upsert', db: 'lunch', coll: 'todos', doc: JSON.parse(stored) });
    }
  });

  it('journals a delete by id and the partition key header, and databases and containers with their partition keys', () => {
    expect(journalLines(req('DELETE', '/dbs/lunch/colls/restaurants/docs/r%201', { 'x-ms-documentdb-partitionkey': '["Lund"]' }), 204, undefined, undefined).map((l) => JSON.parse(l))).toEqual([
      { op: 'delete', db: 'lunch', coll: 'restaurants', id: 'r 1', pk: 'Lund' },
    ]);
    expect(journalLines(req('POST', '/dbs'), 201, '{"id":"lunch","_rid":"x"}', undefined).map((l) => JSON.parse(l))).toEqual([{ op: 'createDatabase', db: 'lunch' }]);
    expect(journalLines(req('POST', '/dbs/lunch/colls'), 201, '{"id":"todos","partitionKey":{"paths":["/userId"],"kind":"Hash"}}', undefined).map((l) => JSON.parse(l))).toEqual([
      { op: 'createContainer', db: 'lunch', coll: 'todos', partitionKey: ['/userId'] },
    ]);
    expect(journalLines(req('DELETE', '/dbs/lunch/colls/todos'), 204, undefined, undefined).map((l) => JSON.parse(l))).toEqual([{ op: 'deleteContainer', db: 'lunch', coll: 'todos' }]);
  });

  it('journals each successful operation of a bulk/batch, deletes named from the request', () => {
    const request = JSON.stringify([
      { operationType: 'Create', resourceBody: { id: 'a', queue: 'bulk' } },
      { operationType: 'Create', resourceBody: { id: 'b', queue: 'bulk' } },
      { operationType: 'Delete', id: 'c', partitionKey: '["bulk"]' },
      { operationType: 'Read', id: 'd', partitionKey: '["bulk"]' },
    ]);
    const response = JSON.stringify([
      { statusCode: 201, resourceBody: { id: 'a', queue: 'bulk', _etag: 'e' } },
      { statusCode: 409, requestCharge: 0 },
      { statusCode: 204 },
      { statusCode: 200, resourceBody: { id: 'd', queue: 'bulk' } },
    ]);
    const lines = journalLines(req('POST', '/dbs/lunch/colls/extractionJobs/docs', { 'x-ms-cosmos-is-batch-request': 'True' }), 200, response, request);
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { op: 'upsert', db: 'lunch', coll: 'extractionJobs', doc: { id: 'a', queue: 'bulk', _etag: 'e' } },
      { op: 'delete', db: 'lunch', coll: 'extractionJobs', id: 'c', pk: 'bulk' },
    ]);
  });

  it('journals nothing for refused writes, queries or user-defined functions', () => {
    expect(journalLines(req('POST', '/dbs/lunch/colls/todos/docs'), 409, '{"code":"Conflict"}', undefined)).toEqual([]);
    expect(journalLines(req('POST', '/dbs/lunch/colls/todos/docs', { 'x-ms-documentdb-isquery': 'true' }), 200, '{"Documents":[]}', undefined)).toEqual([]);
    expect(journalLines(req('POST', '/dbs/lunch/colls/todos/docs', { 'content-type': 'application/query+json' }), 200, '{"Documents":[]}', undefined)).toEqual([]);
    expect(journalLines(req('POST', '/dbs/lunch/colls/todos/udfs'), 201, '{"id":"f"}', undefined)).toEqual([]);
  });
});

describe('journal replay', () => {
  it('applies records in order on top of the snapshot, keyed by partition key and id, without system fields', () => {
    const { snapshot, applied } = replayRecords(snapshotWith([{ id: 'a', userId: 'u1', title: 'old' }]), [
      upsert('todos', { id: 'a', userId: 'u1', title: 'new', _etag: 'x', _ts: 5, _rid: 'r', _self: 's' }),
      upsert('todos', { id: 'a', userId: 'u2', title: 'same id, other user' }),
      upsert('todos', { id: 'b', userId: 'u1', title: 'b1' }),
      { op: 'delete', db: 'lunch', coll: 'todos', id: 'b', pk: 'u1' },
      upsert('todos', { id: 'c', userId: 'u1', title: 'c1' }),
      upsert('todos', { id: 'c', userId: 'u1', title: 'c2' }),
    ]);
    expect(applied).toBe(6);
    expect(itemsOf(snapshot)).toEqual([
      { id: 'a', userId: 'u1', title: 'new' },
      { id: 'a', userId: 'u2', title: 'same id, other user' },
      { id: 'c', userId: 'u1', title: 'c2' },
    ]);
  });

  it('is idempotent: records already contained in the snapshot change nothing', () => {
    const records: JournalRecord[] = [upsert('todos', { id: 'a', userId: 'u1', title: 'A' }), { op: 'delete', db: 'lunch', coll: 'todos', id: 'gone', pk: 'u1' }];
    const once = replayRecords(snapshotWith([]), records).snapshot;
    expect(replayRecords(once, records).snapshot).toEqual(once);
  });

  it('creates and drops databases and containers, with the partition key given, and counts documents for a missing container', () => {
    const { snapshot, skipped } = replayRecords({ version: 1, databases: [] }, [
      { op: 'createDatabase', db: 'lunch' },
      { op: 'createContainer', db: 'lunch', coll: 'restaurants', partitionKey: ['/city'] },
      upsert('restaurants', { id: 'r', city: 'Lund' }),
      { op: 'delete', db: 'lunch', coll: 'restaurants', id: 'r', pk: 'Malmö' }, // another partition: not this one
      { op: 'createContainer', db: 'lunch', coll: 'old', partitionKey: ['/id'] },
      { op: 'deleteContainer', db: 'lunch', coll: 'old' },
      upsert('old', { id: 'x' }),
    ]);
    expect(skipped).toBe(1);
    expect(snapshot.databases).toEqual([{ id: 'lunch', containers: [{ id: 'restaurants', partitionKey: ['/city'], items: [{ id: 'r', city: 'Lund' }] }] }]);
  });
});

describe('journal segments', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmos-journal-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('groups concurrent appends, keeps their order, rotates to a new segment and compacts the older ones away', async () => {
    const writer = await JournalWriter.open(dir, 3);
    const records = Array.from({ length: 50 }, (_, i) => upsert('todos', { id: `t${i}`, userId: 'u' }));
    await Promise.all(records.slice(0, 40).map((r) => writer.append([JSON.stringify(r)])));
    expect(await writer.rotate()).toBe(4);
    await writer.append(records.slice(40).map((r) => JSON.stringify(r)));
    await writer.close();

    expect(await listSegments(dir)).toEqual([3, 4]);
    const read = (n: number) => parseSegment(fs.readFileSync(segmentFile(dir, n), 'utf8')).records;
    expect(read(3)).toEqual(records.slice(0, 40));
    expect(read(4)).toEqual(records.slice(40));

    await removeSegmentsBefore(dir, 4); // what a snapshot does once it is renamed into place
    expect(await listSegments(dir)).toEqual([4]);
  });

  it('removes a segment nothing was written to when it closes', async () => {
    const writer = await JournalWriter.open(dir, 9);
    expect(await listSegments(dir)).toContain(9);
    await writer.close();
    expect(await listSegments(dir)).not.toContain(9);
  });
});
