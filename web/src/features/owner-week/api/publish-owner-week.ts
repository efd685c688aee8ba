import type { OwnerWeek } from '@lunch/shared';
import { HttpError } from '../../../lib/api-client';
import type { LoadedOwnerWeek } from './get-owner-week';
import { ownerWeekUrl } from './owner-week-url';

/**
 * POST /api/owner/restaurants/{id}/weeks/{isoWeek}/publish: the saved draft becomes the restaurant's
 * menus for the week. With the ETag of the draft the owner sees, so a newer save elsewhere is a 412.
 */
export async function publishOwnerWeek(restaurantId: string, week: string, etag: string | null): Promise<LoadedOwnerWeek> {
  const response = await fetch(`${ownerWeekUrl(restaurantId, week)}/publish`, {
    method: 'POST',
    credentials: 'include',
    headers: etag ? { 'If-Match': etag } : undefined,
  });
  if (!response.ok) throw new HttpError(response.status, await response.text().catch(() => ''), response.statusText);
  return { week: (await response.json()) as OwnerWeek, etag: response.headers.get('ETag') };
}
