import type { HttpRequest } from '@azure/functions';
import { getConfig } from '../config';

/**
 * The site's address for links sent to people (invitations): PUBLIC_BASE_URL when set, else the
 * address the request came to (the Static Web App's host, forwarded, in Azure; the local host locally).
 */
export function publicBaseUrl(request: HttpRequest): string {
  const configured = getConfig().publicBaseUrl;
  if (configured) return configured;
  const url = new URL(request.url);
  const first = (header: string) => request.headers.get(header)?.split(',')[0].trim() || undefined;
  const host = first('x-forwarded-host') ?? first('host') ?? url.host;
  const protocol = first('x-forwarded-proto') ?? url.protocol.replace(/:$/, '');
  return `${protocol}://${host}`;
}
