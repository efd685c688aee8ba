import { describe, expect, inject, it } from 'vitest';
import { PRICE_OPTIONS, WEEKDAYS, effectivePrice, type RestaurantListResponse } from '@lunch/shared';
import { ApiClient } from './support/http-client';

const api = new ApiClient(inject('baseUrl'));

async function list(query: string): Promise<RestaurantListResponse> {
  const { status, json } = await api.call('GET', `/api/restaurants?${query}&limit=50`);
  expect(status, query).toBe(200);
  return json as RestaurantListResponse;
}

/**
 * The demo data's prices look like Swedish lunch (most 105-145 kr, a cheap tail from 89 kr, a few
 * over 160 kr), so every option of the price filter finds restaurants in the three cities the public
 * copy names: with today's menus (no selectedDay, whatever day the test runs) and on every weekday.
 */
describe('price filter on the demo data', () => {
  const cities = ['Stockholm', 'Malmö', 'Helsingborg'];
  const days = [undefined, ...WEEKDAYS];

  for (const city of cities) {
    for (const day of days) {
      const base = `city=${encodeURIComponent(city)}${day ? `&selectedDay=${day}` : ''}`;
      it(`finds restaurants for every price option in ${city}, ${day ?? 'today'}`, async () => {
        const all = (await list(base)).pagination.total;
        const totals: number[] = [];
        for (const price of PRICE_OPTIONS) {
          const body = await list(`${base}&price=${price}`);
          expect(body.pagination.total, `${base}&price=${price}`).toBeGreaterThan(0);
          for (const r of body.data) {
            const prices = r.lunch_menus.map((m) => effectivePrice(m.price, r.fallback_price) ?? Infinity);
            expect(Math.min(...prices), `${r.id} at ${price}`).toBeLessThanOrEqual(price);
          }
          totals.push(body.pagination.total);
        }
        // A higher limit never finds fewer, and the lowest one really filters.
        for (let i = 1; i < totals.length; i++) expect(totals[i]).toBeGreaterThanOrEqual(totals[i - 1]);
        expect(totals[totals.length - 1]).toBeLessThanOrEqual(all);
        expect(totals[0]).toBeLessThan(all);
      });
    }
  }
});
