import type { HttpRequest } from '@azure/functions';
import type { z } from 'zod';
import { HttpError } from './responses';

const MAX_JSON_BYTES = 64 * 1024;

/** Reads and validates a JSON body; any problem becomes a 400 naming the field, never a 500. */
export async function readJsonBody<S extends z.ZodType>(request: HttpRequest, schema: S): Promise<z.infer<S>> {
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new HttpError(413, 'payload_too_large', 'The JSON body must be at most 64 KB');
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
