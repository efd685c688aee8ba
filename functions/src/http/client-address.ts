import type { HttpRequest } from '@azure/functions';
import { getConfig } from '../config';

/**
 * The client's address as the platform reports it. Every proxy appends the address it received the
 * request from to X-Forwarded-For, so only the right-hand entries are trustworthy: whatever stands
 * further left the client may have written itself. With `trustedProxyHops` proxies in front of the
 * app (TRUSTED_PROXY_HOPS; 1 = the Functions front end, or the local host, appends the socket
 * address), the client is the entry that many places from the right.
 */
export function clientAddress(request: HttpRequest): string {
  return clientAddressFrom(request.headers.get('x-forwarded-for'), getConfig().trustedProxyHops);
}

export function clientAddressFrom(forwardedFor: string | null | undefined, trustedProxyHops: number): string {
  const entries = (forwardedFor ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.length === 0) return 'unknown';
  // Fewer entries than proxies: the client sent none, and the leftmost came from a trusted proxy.
  const entry = entries[Math.max(0, entries.length - trustedProxyHops)];
  return withoutPort(entry);
}

function withoutPort(entry: string): string {
  if (entry.startsWith('[')) return entry.slice(1, entry.indexOf(']') > 0 ? entry.indexOf(']') : undefined); // [IPv6]:port
  if (entry.split(':').length === 2) return entry.split(':')[0]; // IPv4:port
  return entry;
}
