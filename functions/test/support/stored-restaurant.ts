import type { Restaurant } from '@lunch/shared';
import type { ApiClient } from './http-client';

/**
 * A restaurant with every stored field, read as an admin (the public API leaves internal fields
 * out and hides restaurants waiting for review). Pages the admin list until the id turns up.
 */
export async function storedRestaurant(admin: ApiClient, id: string, options: { name?: string; city?: string } = {}): Promise<Restaurant | undefined> {
  const params = new URLSearchParams({ limit: '200' });
  if (options.name) params.set('search', options.name);
  if (options.city) params.set('city', options.city);
  for (let page = 1; page <= 1000; page++) {
    params.set('page', String(page));
    const res = await admin.call('GET', `/api/admin/restaurants?${params}`);
    if (res.status !== 200) throw new Error(`admin list answered ${res.status}: ${JSON.stringify(res.json)}`);
    const found = (res.json.restaurants as Restaurant[]).find((r) => r.id === id);
    if (found) return found;
    if (!res.json.pagination.hasMore) return undefined;
  }
  return undefined;
}
