import type { HttpRequest } from '@azure/functions';

/**
 * The client's address as the platform reports it (Static Web Apps and the Functions front end set
 * X-Forwarded-For; the local host sets it from the socket and drops what the client sent).
 */
export function clientAddress(request: HttpRequest): string {
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (!first) return 'unknown';
  if (first.startsWith('[')) return first.slice(1, first.indexOf(']')); // [IPv6]:port
  if (first.split(':').length === 2) return first.split(':')[0]; // IPv4:port
  return first;
}
