import { randomBytes } from 'node:crypto';
import { MAX_UPLOAD_BYTES, UPLOAD_TEXTS, type ExcelUploadResponse } from '@lunch/shared';
import { now } from '../app/clock';
import { DomainError } from '../app/domain-error';
import { createUpload, updateUpload, type UploadRecord } from '../data/upload-history-repository';
import type { Caller } from '../services/auth-service';
import { deleteImportBlob, storeImportBlob } from './import-blobs';
import { queueImport } from './import-message';
import { detectSpreadsheetKind } from './upload-file-kind';

/** The request body the upload function accepts: the file, multipart framing, and room for an 11 MB file to get the spec's 413. */
export const MAX_UPLOAD_REQUEST_BYTES = 16 * 1024 * 1024;

/** A refused file: the panel's title as `error`, its text as `message`, and what was wrong as `reason`. */
export class UploadRefusedError extends DomainError {
  constructor(kind: 'invalid' | 'too-large', title: string, message: string, readonly reason: string) {
    super(kind, title, message);
  }
}

/** The one file of an upload, as the HTTP layer received it. */
export interface ReceivedFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const invalidType = (reason: string) => new UploadRefusedError('invalid', UPLOAD_TEXTS.invalidTypeTitle, UPLOAD_TEXTS.invalidTypeMessage, reason);
/** The spec's 413 for a file over 10 MB (the multipart reader stops at that size). */
export const uploadTooLarge = () => new UploadRefusedError('too-large', UPLOAD_TEXTS.tooLargeTitle, UPLOAD_TEXTS.tooLargeMessage, `the file is larger than ${MAX_UPLOAD_BYTES} bytes`);

/** A sortable, unguessable id: the upload time (so newest-first is id order) and random bytes. */
function newUploadId(at: Date): string {
  return `${at.toISOString().replace(/[-:.]/g, '')}-${randomBytes(6).toString('hex')}`;
}

/**
 * POST /api/admin/excel-upload: checks the file (type and content, size already held while reading),
 * then stores it, writes the pending history entry and queues the import. Nothing is written for a
 * refused file; when a later step fails the earlier writes are undone (or the entry marked error).
 * A crash between the steps (or a message lost with it) leaves a pending entry: the upload recovery
 * (upload-recovery-service.ts) queues it again or marks it failed.
 */
export async function acceptSpreadsheetUpload(caller: Caller, file: ReceivedFile): Promise<ExcelUploadResponse> {
  const fileName = file.fileName.replace(/[\\/]/g, '_').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  if (file.bytes.length === 0) throw invalidType('the file is empty');
  const kind = detectSpreadsheetKind(fileName, file.contentType, file.bytes);
  if (!kind.ok) throw invalidType(kind.reason);

  const at = now();
  const uploadId = newUploadId(at);
  const blobName = `${at.toISOString().slice(0, 10)}/${uploadId}.${kind.kind}`;
  await storeImportBlob(blobName, file.bytes, { uploadedBy: caller.username, fileName, contentType: file.contentType, uploadId });
  const record: UploadRecord = {
    id: uploadId,
    userId: caller.userId,
    uploadedBy: caller.username,
    fileName,
    timestamp: at.toISOString(),
    status: 'pending',
    message: 'Queued for import',
    blobName,
    kind: kind.kind,
    size: file.bytes.length,
    queuedAt: at.toISOString(),
  };
  try {
    await createUpload(record);
  } catch (err) {
    await deleteImportBlob(blobName).catch(() => {});
    throw err;
  }
  try {
    await queueImport(record);
  } catch (err) {
    await updateUpload(record.userId, record.id, (current) =>
      current.status !== 'pending' ? current : { ...current, status: 'error', message: 'The import could not be queued; please upload again', finishedAt: now().toISOString() },
    ).catch(() => {});
    throw err;
  }
  // The upload is received, nothing more: the import's result is on the history entry whose id is uploadId.
  return { success: true, uploadId, message: `${UPLOAD_TEXTS.success} The file was received and is queued for import.` };
}
