import type { HttpRequest } from '@azure/functions';
import type { z } from 'zod';
import { HttpError, MAX_JSON_BODY_BYTES } from './responses';

const tooLarge = () => new HttpError(413, 'payload_too_large', `The JSON body must be at most ${MAX_JSON_BODY_BYTES / 1024} KB`);

/** Reads the body as UTF-8, giving up as soon as it passes the limit instead of buffering all of it. */
async function readTextWithin(request: HttpRequest, maxBytes: number): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads and validates a JSON body; any problem becomes a 400 naming the field, never a 500. */
export async function readJsonBody<S extends z.ZodType>(request: HttpRequest, schema: S): Promise<z.infer<S>> {
  const text = await readTextWithin(request, MAX_JSON_BODY_BYTES);
  let value: unknown;
  try {
    value = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'bad_request', 'The body must be valid JSON');
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue.path.join('.');
    const message = field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
    throw new HttpError(400, 'bad_request', message);
  }
  return result.data;
}
