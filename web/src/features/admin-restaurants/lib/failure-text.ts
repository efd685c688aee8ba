import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';

/** A 2xx answer that still says `success: false` (the menu and add-field calls); its message is the server's. */
export class RefusedWrite extends Error {
  override readonly name = 'RefusedWrite';
}

/**
 * What a failed write says (spec section 8): the server's message or error field, else the call's
 * default ('Failed to add menu'); a body that is not JSON gives 'Invalid JSON response: ...'; a call
 * that never got an answer (network down) the 'Error ...' text where the spec has one.
 */
export function failureText(error: unknown, failure: string, noAnswer = failure): string {
  if (isHttpError(error)) return serverMessage(error, failure);
  if (error instanceof RefusedWrite) return error.message || failure;
  if (error instanceof SyntaxError) return `Invalid JSON response: ${error.message}`;
  return noAnswer;
}

/** A failed read (spec section 8, screen failures): '{status}: {message}', the message falling back to the screen's text. */
export function fetchFailureText(error: unknown, fallback: string): string {
  const message = isHttpError(error) ? serverMessage(error, fallback) : fallback;
  return isHttpError(error) ? `${error.status}: ${message}` : message;
}
