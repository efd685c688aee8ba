import type { HttpRequest } from '@azure/functions';

/** Query parameters as a plain object (first value wins), ready for a shared schema. */
export function queryObject(request: HttpRequest): Record<string, string> {
  const out: Record<string, string> = {};
  request.query.forEach((value, key) => {
    if (!Object.hasOwn(out, key)) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  });
  return out;
}
