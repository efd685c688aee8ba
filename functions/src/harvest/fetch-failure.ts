/** Why a safe fetch did not return a page. Every refusal and failure is one of these, never a thrown error. */
export type FetchFailureReason =
  | 'invalid-url'
  | 'blocked-scheme'
  | 'blocked-address'
  | 'dns-failure'
  | 'robots-disallowed'
  | 'too-many-redirects'
  | 'timeout'
  | 'too-large'
  | 'http-error'
  | 'network-error';

/** Thrown inside the harvest fetch code only; safeFetch turns it into a `{ ok: false }` result. */
export class FetchFailure extends Error {
  constructor(
    readonly reason: FetchFailureReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FetchFailure';
  }
}

const DNS_ERROR_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA', 'ENODATA']);

/** Any error from the transport, as a FetchFailure with a message a person can read. */
export function toFetchFailure(error: unknown, host: string): FetchFailure {
  if (error instanceof FetchFailure) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && DNS_ERROR_CODES.has(code)) return new FetchFailure('dns-failure', `The host name ${host} could not be resolved (${code}).`);
  const detail = code ?? (error instanceof Error ? error.message : String(error));
  return new FetchFailure('network-error', `The connection to ${host} failed (${detail}).`);
}
