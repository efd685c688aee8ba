import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { HttpRequest } from '@azure/functions';
import busboy from 'busboy';
import { MAX_UPLOAD_BYTES, UPLOAD_TEXTS, type ExcelUploadResponse } from '@lunch/shared';
import { now } from '../app/clock';
import { createUpload, updateUpload, type UploadRecord } from '../data/upload-history-repository';
import { HttpError } from '../http/responses';
import type { Caller } from '../services/auth-service';
import { deleteImportBlob, storeImportBlob } from './import-blobs';
import { queueImport } from './import-message';
import { detectSpreadsheetKind } from './upload-file-kind';

/** The request body the upload function accepts: the file, multipart framing, and room for an 11 MB file to get the spec's 413. */
export const MAX_UPLOAD_REQUEST_BYTES = 16 * 1024 * 1024;

/** A refused file: the panel's title as `error`, its text as `message`, and what was wrong as `reason`. */
export class UploadRefusedError extends HttpError {
  constructor(status: 400 | 413, title: string, message: string, readonly reason: string) {
    super(status, title, message);
  }
}

const invalidType = (reason: string) => new UploadRefusedError(400, UPLOAD_TEXTS.invalidTypeTitle, UPLOAD_TEXTS.invalidTypeMessage, reason);
const tooLarge = () => new UploadRefusedError(413, UPLOAD_TEXTS.tooLargeTitle, UPLOAD_TEXTS.tooLargeMessage, `the file is larger than ${MAX_UPLOAD_BYTES} bytes`);

interface ReceivedFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Reads the one file of a multipart/form-data request (field `file`) with busboy, streaming: it stops
 * collecting the moment the file passes 10 MB (413) and ignores every other part.
 */
export async function receiveUploadedFile(request: HttpRequest): Promise<ReceivedFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new HttpError(400, 'bad_request', 'The upload must be multipart/form-data with the file in the field "file"');
  if (!request.body) throw new HttpError(400, 'bad_request', 'The upload holds no file');
  return new Promise<ReceivedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Browsers send the file name as UTF-8; busboy would read it as Latin-1 ("kÃ¥san.csv").
      parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 20 } });
    } catch {
      reject(new HttpError(400, 'bad_request', 'The multipart body is malformed'));
      return;
    }
    let received: ReceivedFile | undefined;
    let failure: HttpError | undefined;
    const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);
    const stop = (err: HttpError) => {
      failure ??= err;
      source.unpipe(parser);
      source.destroy();
      reject(failure);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || received || failure) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => stop(tooLarge()));
      stream.on('end', () => {
        if (failure || (stream as unknown as { truncated?: boolean }).truncated) return;
        received = { fileName: info.filename ?? '', contentType: info.mimeType ?? '', bytes: Buffer.concat(chunks, size) };
      });
    });
    parser.on('error', () => stop(new HttpError(400, 'bad_request', 'The multipart body is malformed')));
    parser.on('close', () => {
      if (failure) return;
      if (!received) reject(new HttpError(400, 'bad_request', 'The upload holds no file in the field "file"'));
      else resolve(received);
    });
    source.on('error', () => stop(new HttpError(400, 'bad_request', 'The upload was interrupted')));
    source.pipe(parser);
  });
}

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
