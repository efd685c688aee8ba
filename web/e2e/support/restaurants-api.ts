import type { APIRequestContext } from 'playwright-core';
import type { Restaurant, RestaurantListResponse } from '@lunch/shared';
import { expect } from 'vitest';

/** The public list's own answer for a view (50 a page unless asked): what a page must agree with. */
export async function publicList(baseUrl: string, params: Record<string, string>): Promise<RestaurantListResponse> {
  const url = new URL('/api/restaurants', baseUrl);
  for (const [key, value] of Object.entries({ limit: '50', ...params })) url.searchParams.set(key, value);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.json()) as RestaurantListResponse;
}

export interface NewRestaurant {
  name: string;
  city: string;
  address: string;
  coordinates: readonly [number, number];
  lunchLink?: string;
}

/** A NEW restaurant made through the API with a signed-in page's cookies (the maps import's insert call), its lunch link set when given. */
export async function insertRestaurant(request: APIRequestContext, { name, city, address, coordinates, lunchLink }: NewRestaurant): Promise<Restaurant> {
  const response = await request.post('/api/admin/insert-restaurant', {
    data: { name, location: { city, address, coordinates }, contact: { phone: '', website: '' }, rating: null, reviews: null, gMaps_place_id: '' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { restaurant } = (await response.json()) as { restaurant: Restaurant };
  if (lunchLink !== undefined) {
    const patched = await request.patch(`/api/admin/restaurants/${restaurant.id}`, { data: { field: 'lunch_link', value: lunchLink } });
    expect(patched.status(), await patched.text()).toBe(200);
  }
  return restaurant;
}

/** The restaurant of that exact name as the admin list has it, if there is one. */
export async function adminRestaurant(request: APIRequestContext, name: string): Promise<Restaurant | undefined> {
  const response = await request.get(`/api/admin/restaurants?search=${encodeURIComponent(name)}&limit=10`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { restaurants: Restaurant[] }).restaurants.find((r) => r.name === name);
}
