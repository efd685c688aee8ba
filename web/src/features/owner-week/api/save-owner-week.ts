import type { OwnerWeek, OwnerWeekInput } from '@lunch/shared';
import { HttpError } from '../../../lib/api-client';
import type { LoadedOwnerWeek } from './get-owner-week';
import { ownerWeekUrl } from './owner-week-url';

export interface SaveOwnerWeekInput {
  restaurantId: string;
  week: string;
  input: OwnerWeekInput;
  /** The ETag of the version this edit started from; null creates the week. */
  etag: string | null;
  /** Sent as the page is hidden or closed: the browser finishes the request even if the page goes. */
  keepalive?: boolean;
}

/**
 * PUT /api/owner/restaurants/{id}/weeks/{isoWeek}: saves the draft (the autosave). Someone else's
 * save in between makes it 412, which the caller turns into "Någon annan har ändrat veckan".
 */
export async function saveOwnerWeek({ restaurantId, week, input, etag, keepalive = false }: SaveOwnerWeekInput): Promise<LoadedOwnerWeek> {
  const response = await fetch(ownerWeekUrl(restaurantId, week), {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...(etag ? { 'If-Match': etag } : { 'If-None-Match': '*' }) },
    body: JSON.stringify(input),
    keepalive,
  });
  if (!response.ok) throw new HttpError(response.status, await response.text().catch(() => ''), response.statusText);
  return { week: (await response.json()) as OwnerWeek, etag: response.headers.get('ETag') };
}
