import type { HttpResponseInit, InvocationContext } from '@azure/functions';
import type { ApiError } from '@lunch/shared';
import { DomainError, type DomainErrorKind } from '../app/domain-error';

/** The one place API responses and errors are shaped: every error body is { error, message }. */

const API_HEADERS = { 'X-Content-Type-Options': 'nosniff' } as const;

export function ok(body: unknown, headers: Record<string, string> = {}): HttpResponseInit {
  return { status: 200, jsonBody: body, headers: { ...API_HEADERS, ...headers } };
}

export function errorResponse(status: number, error: string, message: string, extra: Record<string, unknown> = {}): HttpResponseInit {
  const body: ApiError & Record<string, unknown> = { error, message, ...extra };
  return { status, jsonBody: body, headers: { ...API_HEADERS, 'Cache-Control': 'no-store' } };
}

export const badRequest = (message: string, parameter?: string) =>
  errorResponse(400, 'bad_request', message, parameter ? { parameter } : {});
/** The JSON body limit: the default body limit of every function. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

export const payloadTooLarge = (maxBytes: number) =>
  errorResponse(413, 'payload_too_large', `The request body must be at most ${formatBytes(maxBytes)}`);

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export const notFound = (message = 'Not found') => errorResponse(404, 'not_found', message);
export const serviceUnavailable = (message: string, extra: Record<string, unknown> = {}) =>
  errorResponse(503, 'service_unavailable', message, extra);

/** An error of the HTTP layer itself (a body that is not JSON, too large, malformed multipart); services throw DomainError. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The input the error is about, reported as `parameter` like other 400s. */
    readonly parameter?: string,
  ) {
    super(message);
  }
}

/** The status each kind of a service's DomainError stands for. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = { invalid: 400, 'not-found': 404, conflict: 409, gone: 410, 'too-large': 413, 'upstream-failed': 502 };

/** An error thrown on purpose (by a service or by the HTTP layer): it becomes a 4xx/502 answer, never a 500. */
export const isExpectedError = (err: unknown): err is HttpError | DomainError => err instanceof HttpError || err instanceof DomainError;

export const statusOf = (err: HttpError | DomainError) => (err instanceof DomainError ? STATUS_OF_KIND[err.kind] : err.status);

/** The answer a deliberate error stands for. */
export function httpErrorResponse(err: HttpError | DomainError, extra: Record<string, unknown> = {}): HttpResponseInit {
  return errorResponse(statusOf(err), err.code, err.message, { ...(err.parameter ? { parameter: err.parameter } : {}), ...extra });
}

/** Unexpected failures are logged with their stack and answered with a generic 500 that leaks nothing. */
export function internalError(err: unknown, context: InvocationContext): HttpResponseInit {
  if (isExpectedError(err)) return httpErrorResponse(err);
  context.error(`Unhandled error in ${context.functionName}:`, err);
  return errorResponse(500, 'internal_error', 'Something went wrong on our side. Please try again later.');
}
