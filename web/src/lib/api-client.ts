/**
 * The one way the web app talks to the API (spec sections 7 and 8): every call sends cookies, a body
 * is sent as JSON, and any non-ok response becomes an HttpError whose message is
 * "{status}: {body text, or the status text when the body is empty}".
 */

export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    /** HTTP status code, kept so callers can tell 401 and 404 from other failures. */
    readonly status: number,
    /** The raw response body text (the API sends `{ error, message }` as JSON). */
    readonly body: string,
    /** The HTTP status text ("Internal Server Error"). */
    readonly statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

export function isHttpError(error: unknown, status?: number): error is HttpError {
  return error instanceof HttpError && (status === undefined || error.status === status);
}

type QueryValue = string | number | boolean | readonly string[] | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  /** Added to the URL; undefined, null, '' and empty lists are left out, lists are comma-joined. */
  params?: QueryParams;
  /** Sent as JSON, or as-is when it is FormData (multipart uploads). */
  body?: unknown;
  signal?: AbortSignal;
}

export function withQuery(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
    } else {
      search.set(key, String(value));
    }
  }
  const query = search.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

export async function request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const { params, body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const hasJsonBody = body !== undefined && !isForm;
  const response = await fetch(withQuery(path, params), {
    method,
    credentials: 'include',
    headers: hasJsonBody ? { 'Content-Type': 'application/json' } : undefined,
    body: isForm ? body : hasJsonBody ? JSON.stringify(body) : undefined,
    signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new HttpError(response.status, text, response.statusText);
  }
  return response;
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request('GET', path, options).then((r) => readJson<T>(r)),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request('POST', path, { ...options, body }).then((r) => readJson<T>(r)),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request('PUT', path, { ...options, body }).then((r) => readJson<T>(r)),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request('PATCH', path, { ...options, body }).then((r) => readJson<T>(r)),
  delete: <T>(path: string, options?: RequestOptions) => request('DELETE', path, options).then((r) => readJson<T>(r)),
};
