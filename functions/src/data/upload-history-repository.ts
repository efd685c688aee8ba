import type { Container } from '@azure/cosmos';
import { UPLOAD_HISTORY_LIMIT, type UploadHistoryEntry } from '@lunch/shared';
import { container } from './cosmos-client';
import { readItem, updateWithRetry, withoutSystemFields } from './cosmos-helpers';

/** One upload as stored: the API entry plus its owner (partition key) and where the file is. */
export interface UploadRecord extends UploadHistoryEntry {
  userId: string;
  uploadedBy: string;
  /** The blob's name in the restaurants-import container. */
  blobName: string;
  kind: 'xlsx' | 'xls' | 'csv';
  size: number;
  /** When the import message was last sent (the upload, or a recovery); older entries use timestamp. */
  queuedAt?: string;
  /** When a worker last began importing it: a running import is not re-queued by the recovery. */
  importStartedAt?: string;
  /** How often the recovery queued it again (bounded, so a file that kills the worker cannot loop). */
  recoveries?: number;
}

const toEntry = ({ userId: _u, uploadedBy: _b, blobName: _n, kind: _k, size: _s, queuedAt: _q, importStartedAt: _i, recoveries: _r, ...entry }: UploadRecord): UploadHistoryEntry =>
  withoutSystemFields(entry);

const uploads = (): Promise<Container> => container('uploads');

/** Writes a new entry (the upload's id is new, so this never replaces one). */
export async function createUpload(record: UploadRecord): Promise<void> {
  await (await uploads()).items.create(record);
}

export async function findUpload(userId: string, id: string): Promise<UploadRecord | undefined> {
  const found = await readItem<UploadRecord>(await uploads(), id, userId);
  return found && withoutSystemFields(found);
}

/**
 * Read-modify-write of one entry with If-Match (updateWithRetry): the import worker and the recovery
 * (on any instance) may write the same entry, so a 412 applies `change` again to the current document
 * instead of overwriting it. `change` gets the stored entry and returns the entry to write, or the very object it
 * got to write nothing. A deleted entry is never recreated: the result is then undefined.
 */
export async function updateUpload(userId: string, id: string, change: (current: UploadRecord) => UploadRecord): Promise<UploadRecord | undefined> {
  const updated = await updateWithRetry<UploadRecord>(await uploads(), id, userId, (stored) => {
    const current = withoutSystemFields(stored);
    const next = change(current);
    return next === current ? stored : { ...next, id, userId };
  });
  return updated && withoutSystemFields(updated);
}

/** Every user's pending uploads (cross-partition: the recovery's view; pending entries are few). */
export async function pendingUploads(): Promise<UploadRecord[]> {
  const { resources } = await (await uploads()).items
    .query<UploadRecord>({ query: 'SELECT * FROM c WHERE c.status = @status', parameters: [{ name: '@status', value: 'pending' }] })
    .fetchAll();
  return resources.map((r) => withoutSystemFields(r));
}

/** The user's latest uploads, newest first (ids sort with their timestamp, so equal timestamps still order). */
export async function latestUploads(userId: string, limit = UPLOAD_HISTORY_LIMIT): Promise<UploadHistoryEntry[]> {
  const { resources } = await (await uploads()).items
    .query<UploadRecord>(
      { query: `SELECT TOP ${Math.max(1, Math.min(50, Math.floor(limit)))} * FROM c WHERE c.userId = @userId ORDER BY c.id DESC`, parameters: [{ name: '@userId', value: userId }] },
      { partitionKey: userId },
    )
    .fetchAll();
  return resources.map(toEntry);
}
