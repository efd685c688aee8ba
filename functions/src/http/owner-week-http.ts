import type { HttpRequest } from '@azure/functions';
import { errorResponse } from './responses';

/**
 * The owner week calls' HTTP side: which version the client edited (If-Match / If-None-Match: *) and
 * the answers for a missing or stale one. The week document's Cosmos etag is the ETag.
 */
export function weekPrecondition(request: HttpRequest): { kind: 'match'; etag: string } | { kind: 'create' } | undefined {
  const ifMatch = request.headers.get('if-match')?.trim();
  if (ifMatch) return { kind: 'match', etag: ifMatch };
  if (request.headers.get('if-none-match')?.trim() === '*') return { kind: 'create' };
  return undefined;
}

export const ifMatchOf = (request: HttpRequest) => request.headers.get('if-match')?.trim() || undefined;

export const weekChanged = () =>
  errorResponse(412, 'precondition_failed', 'Veckan har ändrats sedan du öppnade den (någon annan har sparat). Ladda om veckan och försök igen.');

export const weekVersionRequired = () =>
  errorResponse(428, 'precondition_required', 'If-Match krävs: skicka veckans ETag från GET, eller If-None-Match: * för en vecka som inte är sparad än.');

export const etagHeader = (etag: string | undefined): Record<string, string> => (etag ? { ETag: etag } : {});
