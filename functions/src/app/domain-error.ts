/**
 * What a service throws when a request cannot be served as asked: a kind the caller can act on, a
 * stable code and a message for the person. Services know nothing of HTTP; the HTTP layer
 * (functions/src/http/responses.ts) maps each kind to its status and the `{ error, message }` shape.
 */
export type DomainErrorKind = 'invalid' | 'not-found' | 'conflict' | 'gone' | 'too-large' | 'upstream-failed';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    /** The input the error is about (reported as `parameter`). */
    readonly parameter?: string,
  ) {
    super(message);
  }
}

/** Bad input: a field missing or out of range, an action that does not apply to the thing asked. */
export const invalidInput = (message: string, code = 'bad_request', parameter?: string) => new DomainError('invalid', code, message, parameter);
export const notFound = (message: string, code = 'not_found', parameter?: string) => new DomainError('not-found', code, message, parameter);
/** The thing exists but its state does not allow the action (a duplicate, already decided, ...). */
export const conflict = (message: string, code = 'conflict', parameter?: string) => new DomainError('conflict', code, message, parameter);
/** The thing existed but can no longer be used (a used or expired invitation link). */
export const gone = (message: string, code = 'gone') => new DomainError('gone', code, message);
/** A page or service the request depends on could not be fetched or read. */
export const upstreamFailed = (message: string, code = 'fetch_failed') => new DomainError('upstream-failed', code, message);
