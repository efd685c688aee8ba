import { Readable } from 'node:stream';
import type { HttpRequest } from '@azure/functions';
import busboy from 'busboy';
import { HttpError } from './responses';

/** One file of a multipart/form-data request, held in memory (the reader bounds its size). */
export interface ReceivedFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}


export interface MultipartFileOptions {
  /** The form field that holds the file; every other part is ignored. */
  field: string;
  maxFileBytes: number;
  /** The error for a file over maxFileBytes (the caller's own 413 text). */
  tooLarge: () => Error;
}

/**
 * Reads the one file of a multipart/form-data request with busboy, streaming: it stops collecting the
 * moment the file passes maxFileBytes and ignores every other part. Malformed framing is a 400.
 */
export async function readMultipartFile(request: HttpRequest, options: MultipartFileOptions): Promise<ReceivedFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new HttpError(400, 'bad_request', `The upload must be multipart/form-data with the file in the field "${options.field}"`);
  if (!request.body) throw new HttpError(400, 'bad_request', 'The upload holds no file');
  return new Promise<ReceivedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Browsers send the file name as UTF-8; busboy would read it as Latin-1 ("kÃ¥san.csv").
      parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: { files: 1, fileSize: options.maxFileBytes, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 20 } });
    } catch {
      reject(new HttpError(400, 'bad_request', 'The multipart body is malformed'));
      return;
    }
    let received: ReceivedFile | undefined;
    let failure: Error | undefined;
    const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);
    const stop = (err: Error) => {
      failure ??= err;
      source.unpipe(parser);
      source.destroy();
      reject(failure);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== options.field || received || failure) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => stop(options.tooLarge()));
      stream.on('end', () => {
        if (failure || (stream as unknown as { truncated?: boolean }).truncated) return;
        received = { fileName: info.filename ?? '', contentType: info.mimeType ?? '', bytes: Buffer.concat(chunks, size) };
      });
    });
    parser.on('error', () => stop(new HttpError(400, 'bad_request', 'The multipart body is malformed')));
    parser.on('close', () => {
      if (failure) return;
      if (!received) reject(new HttpError(400, 'bad_request', `The upload holds no file in the field "${options.field}"`));
      else resolve(received);
    });
    source.on('error', () => stop(new HttpError(400, 'bad_request', 'The upload was interrupted')));
    source.pipe(parser);
  });
}
