import { UPLOAD_HISTORY_LIMIT, type UploadHistoryEntry } from '@lunch/shared';
import { container } from './cosmos-client';
import { readItem, withoutSystemFields } from './cosmos-helpers';

/** One upload as stored: the API entry plus its owner (partition key) and where the file is. */
export interface UploadRecord extends UploadHistoryEntry {
  userId: string;
  uploadedBy: string;
  /** The blob's name in the restaurants-import container. */
  blobName: string;
  kind: 'xlsx' | 'xls' | 'csv';
  size: number;
}

const toEntry = ({ userId: _u, uploadedBy: _b, blobName: _n, kind: _k, size: _s, ...entry }: UploadRecord): UploadHistoryEntry => withoutSystemFields(entry);

export async function saveUpload(record: UploadRecord): Promise<void> {
  await (await container('uploads')).items.upsert(record);
}

export async function findUpload(userId: string, id: string): Promise<UploadRecord | undefined> {
  const found = await readItem<UploadRecord>(await container('uploads'), id, userId);
  return found && withoutSystemFields(found);
}

/** The user's latest uploads, newest first (ids sort with their timestamp, so equal timestamps still order). */
export async function latestUploads(userId: string, limit = UPLOAD_HISTORY_LIMIT): Promise<UploadHistoryEntry[]> {
  const { resources } = await (await container('uploads')).items
    .query<UploadRecord>(
      { query: `SELECT TOP ${Math.max(1, Math.min(50, Math.floor(limit)))} * FROM c WHERE c.userId = @userId ORDER BY c.id DESC`, parameters: [{ name: '@userId', value: userId }] },
      { partitionKey: userId },
    )
    .fetchAll();
  return resources.map(toEntry);
}
