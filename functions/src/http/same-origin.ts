import type { HttpRequest } from '@azure/functions';

/**
 * True unless a browser says the request comes from another site. Browsers send Origin on every
 * cross-origin POST/PUT/PATCH/DELETE and Sec-Fetch-Site on all requests; a request with neither comes
 * from a non-browser client, which cannot carry a visitor's cookies anyway.
 */
export function isSameOriginRequest(request: HttpRequest): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  if (origin === 'null') return false;
  const ownHost = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  try {
    return new URL(origin).host === ownHost.split(',')[0].trim();
  } catch {
    return false;
  }
}
