import type { RestaurantListItem, RestaurantListResponse } from '@lunch/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForThisFile, eventually } from './support/browser';
import { visitorPages } from './support/page-helpers';

const baseUrl = inject('baseUrl');
// A first visit (the banner unanswered); no internet here: tiles fail at once, the map must work without them.
const { openPage } = visitorPages(browserForThisFile(baseUrl), { consent: false, blockMapTiles: true });

const MALMO_MONDAY_QUERY = 'city=Malm%C3%B6&selectedDay=Monday';

async function firstPageFromApi(): Promise<RestaurantListItem[]> {
  const url = new URL('/api/restaurants', baseUrl);
  url.search = `${MALMO_MONDAY_QUERY}&page=1&limit=12`;
  const body = (await (await fetch(url)).json()) as RestaurantListResponse;
  return body.data;
}

const items = (page: Page) => page.locator('li[data-restaurant-id]');

/** Web Mercator at zoom 0 (a 256 px world), as Leaflet projects. */
function worldPoint(lat: number, lng: number): { x: number; y: number } {
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: (256 * (lng + 180)) / 360, y: 256 * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) };
}

interface MarkerOnScreen {
  title: string;
  x: number;
  y: number;
  selected: boolean;
}

/** Where each marker's anchor (the tip of the pin: bottom centre of its box) is on screen. */
async function markers(page: Page): Promise<MarkerOnScreen[]> {
  return page.locator('.map-marker').evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      return { title: el.getAttribute('title') ?? '', x: box.left + box.width / 2, y: box.bottom, selected: el.classList.contains('map-marker--selected') };
    }),
  );
}

async function mapCentre(page: Page): Promise<{ x: number; y: number }> {
  return page.locator('.leaflet-container').evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { x: box.left + el.clientWidth / 2, y: box.top + el.clientHeight / 2 };
  });
}

/** The map's zoom level, read from how far apart two markers are on screen compared with the world. */
function zoomFrom(a: MarkerOnScreen, b: MarkerOnScreen, byName: Map<string, RestaurantListItem>): number {
  const pa = byName.get(a.title)!.location.coordinates;
  const pb = byName.get(b.title)!.location.coordinates;
  const wa = worldPoint(pa[1], pa[0]);
  const wb = worldPoint(pb[1], pb[0]);
  const world = Math.hypot(wa.x - wb.x, wa.y - wb.y);
  const screen = Math.hypot(a.x - b.x, a.y - b.y);
  return Math.log2(screen / world);
}

function uniqueByName(restaurants: RestaurantListItem[]): Map<string, RestaurantListItem> {
  const counts = new Map<string, number>();
  for (const r of restaurants) counts.set(r.name, (counts.get(r.name) ?? 0) + 1);
  return new Map(restaurants.filter((r) => counts.get(r.name) === 1).map((r) => [r.name, r]));
}

/** Two markers far enough apart on screen to measure the zoom with. */
function farPair(list: MarkerOnScreen[], byName: Map<string, RestaurantListItem>, include?: string): [MarkerOnScreen, MarkerOnScreen] {
  const known = list.filter((m) => byName.has(m.title));
  const first = include ? known.find((m) => m.title === include)! : known[0];
  const second = known
    .filter((m) => m !== first)
    .sort((p, q) => Math.hypot(q.x - first.x, q.y - first.y) - Math.hypot(p.x - first.x, p.y - first.y))[0];
  return [first, second];
}

describe('map', () => {
  it('is its own chunk, loaded after the list: the list works while the map library is held back', async () => {
    const page = await openPage();
    const scripts: { url: string; body: string }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) void response.text().then((body) => scripts.push({ url: response.url(), body }), () => {});
    });
    let requested = false;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/leaflet-map-[^/]*\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });

    await page.goto(`/lunch-list?${MALMO_MONDAY_QUERY}`);
    await items(page).first().waitFor();
    await page.getByText('Laddar karta...').waitFor();
    await eventually(() => requested).toBe(true);
    expect(await page.locator('.leaflet-container').count()).toBe(0);

    // The list is usable: selecting works before the map exists.
    await items(page).nth(2).locator('.restaurant-card__address').click();
    expect(await items(page).nth(2).getAttribute('aria-current')).toBe('true');
    const name = await items(page).nth(2).locator('.restaurant-card__name').textContent();

    // No script loaded so far carries Leaflet.
    for (const { url, body } of scripts) expect(body.includes('_leaflet_id'), url).toBe(false);

    release();
    await page.locator('.leaflet-container').waitFor();
    await eventually(() => page.locator('.map-marker').count()).toBe(12);
    // The selection made before the map arrived is shown on it.
    expect(await page.locator('.map-marker--selected').getAttribute('title')).toBe(name);
    expect(scripts.some(({ url, body }) => /leaflet-map-/.test(url) && body.includes('_leaflet_id'))).toBe(true);
  });

  it('selecting a restaurant highlights it and pans the map to it at zoom 15; a marker click selects too', async () => {
    const restaurants = await firstPageFromApi();
    const byName = uniqueByName(restaurants);
    const page = await openPage();
    await page.goto(`/lunch-list?${MALMO_MONDAY_QUERY}`);
    await page.locator('.leaflet-container').waitFor();
    await eventually(() => page.locator('.map-marker').count()).toBe(12);
    expect(await page.locator('.map-marker--selected').count()).toBe(0);

    // Before: the map fits all twelve, so it is zoomed out further than 15.
    const before = await markers(page);
    const zoomBefore = zoomFrom(...farPair(before, byName), byName);
    expect(zoomBefore).toBeLessThan(14.5);

    // Pick a restaurant with a unique name, not the first (the map is not centred on it yet).
    const index = restaurants.findIndex((r, i) => i > 1 && byName.has(r.name));
    const target = restaurants[index];
    const item = items(page).nth(index);
    await item.locator('.restaurant-card__address').click();
    expect(await item.getAttribute('aria-current')).toBe('true');
    expect(await item.getAttribute('class')).toContain('restaurant-list__item--selected');
    expect(await item.getByRole('button', { name: /^Visa på kartan/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.restaurant-list__item--selected').count()).toBe(1);
    expect(await page.locator('.map-marker--selected').getAttribute('title')).toBe(target.name);
    await page.locator('.leaflet-tooltip', { hasText: target.name }).waitFor();

    // After: the selected marker sits in the middle of the map, at zoom 15.
    await eventually(async () => {
      const centre = await mapCentre(page);
      const selected = (await markers(page)).find((m) => m.selected)!;
      return Math.round(Math.hypot(selected.x - centre.x, selected.y - centre.y));
    }).toBeLessThanOrEqual(2);
    const zoomNow = async () => zoomFrom(...farPair(await markers(page), byName, target.name), byName);
    await eventually(async () => Math.round((await zoomNow()) * 100) / 100).toBe(15);

    // A marker click selects its restaurant in the list.
    const other = restaurants.find((r, i) => i !== index && byName.has(r.name))!;
    await page.locator(`.map-marker[title="${other.name.replace(/"/g, '\\"')}"]`).dispatchEvent('click');
    const otherItem = page.locator(`li[data-restaurant-id="${other.id}"]`);
    await eventually(() => otherItem.getAttribute('aria-current')).toBe('true');
    expect(await item.getAttribute('aria-current')).toBeNull();
    expect(await page.locator('.map-marker--selected').getAttribute('title')).toBe(other.name);

    // The keyboard way: "Visa på kartan".
    await item.getByRole('button', { name: /^Visa på kartan/ }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => item.getAttribute('aria-current')).toBe('true');

    // A new day is a new list: the selection is gone (checked once Tuesday's list has arrived, not on
    // Monday's list still shown while it loads).
    const tuesdayList = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/restaurants' && new URL(r.url()).searchParams.get('selectedDay') === 'Tuesday');
    await page.locator('.day-picker').getByRole('button', { name: /tisdag/ }).click();
    await page.waitForURL((url) => url.searchParams.get('selectedDay') === 'Tuesday');
    await tuesdayList;
    await items(page).first().waitFor();
    await eventually(() => page.locator('.restaurant-list__item--selected').count()).toBe(0);
    await eventually(() => page.locator('.map-marker--selected').count()).toBe(0);
  });

  it('opens a restaurant in a maps service in a new tab (name plus address)', async () => {
    const [first] = await firstPageFromApi();
    const page = await openPage();
    await page.goto(`/lunch-list?${MALMO_MONDAY_QUERY}`);
    const link = items(page).first().getByRole('link', { name: /^Öppna i Google Maps/ });
    const href = new URL((await link.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://www.google.com/maps/search/');
    expect(href.searchParams.get('api')).toBe('1');
    expect(href.searchParams.get('query')).toBe(`${first.name}, ${first.location.address}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  });

  it('credits the tile source', async () => {
    const page = await openPage();
    await page.goto(`/lunch-list?${MALMO_MONDAY_QUERY}`);
    const attribution = page.locator('.leaflet-control-attribution');
    await attribution.waitFor();
    expect(await attribution.getByRole('link', { name: 'OpenStreetMap' }).getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
  });
});
