import { isHttpError } from './api-client';

/** The server's own message ({ error, message } body) when there is one, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (isHttpError(error)) {
    try {
      const body = JSON.parse(error.body) as { message?: unknown; error?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      /* not JSON */
    }
    if (error.body) return error.body;
  }
  return fallback;
}

/**
 * The server's message for a visitor: a 400 names its field first for API callers ("name: Namn måste
 * fyllas i"); the form beside the field needs only the Swedish sentence.
 */
export function visitorMessage(error: unknown, fallback: string): string {
  return serverMessage(error, fallback).replace(/^[A-Za-z][\w.[\]]*: (?=\S)/, '');
}
