import type { LogEntry, LogsQuery, LogsResponse } from '@lunch/shared';
import { container } from './cosmos-client';
import { withoutSystemFields } from './cosmos-helpers';

/** A stored log entry: the API's LogEntry plus its partition key (the UTC day of the timestamp). */
export interface StoredLogEntry extends LogEntry {
  day: string;
}

/** Writes an entry; the same id written again replaces it (a retried worker records one entry, not two). */
export async function writeLogEntry(entry: LogEntry): Promise<void> {
  const stored: StoredLogEntry = { ...entry, day: entry.timestamp.slice(0, 10) };
  await (await container('logs')).items.upsert(stored);
}

const FIELDS = ['id', 'timestamp', 'level', 'type', 'message', 'service', 'endpoint', 'statusCode', 'duration', 'context'] as const;

/**
 * Newest first, filtered by level and type. Neither Cosmos DB's OFFSET/LIMIT (not on the local server)
 * nor continuation tokens fit "offset": the query takes the TOP offset + limit + 1 entries across the
 * days (a cross-partition ORDER BY the SDK merges) and slices; offset is at most 10,000 by the schema.
 */
export async function listLogEntries(query: LogsQuery): Promise<LogsResponse> {
  const where: string[] = [];
  const parameters: { name: string; value: string }[] = [];
  if (query.level) {
    where.push('c.level = @level');
    parameters.push({ name: '@level', value: query.level });
  }
  if (query.type) {
    where.push('c.type = @type');
    parameters.push({ name: '@type', value: query.type });
  }
  // A whole number checked by the schema (1..10,201), not text from the request.
  const top = Math.floor(query.offset) + Math.floor(query.limit) + 1;
  const sql = `SELECT TOP ${top} ${FIELDS.map((f) => `c.${f}`).join(', ')} FROM c${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY c.timestamp DESC`;
  const { resources } = await (await container('logs')).items.query<LogEntry>({ query: sql, parameters }).fetchAll();
  const page = resources.slice(query.offset, query.offset + query.limit).map((e) => withoutSystemFields(dropUndefined(e)));
  return { logs: page, hasMore: resources.length > query.offset + query.limit };
}

function dropUndefined<T extends object>(entry: T): T {
  return Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined && v !== null)) as T;
}

/**
 * Removes entries of days before `beforeDay` (YYYY-MM-DD). Azure's container TTL does this there; the
 * local server has no TTL, so the local host calls this at start. Returns how many were removed.
 */
export async function pruneLogEntries(beforeDay: string): Promise<number> {
  const logs = await container('logs');
  const { resources } = await logs.items
    .query<{ id: string; day: string }>({ query: 'SELECT c.id, c.day FROM c WHERE c.day < @day', parameters: [{ name: '@day', value: beforeDay }] })
    .fetchAll();
  for (let i = 0; i < resources.length; i += 100) {
    await logs.items.bulk(resources.slice(i, i + 100).map((r) => ({ operationType: 'Delete' as const, id: r.id, partitionKey: r.day })));
  }
  return resources.length;
}
