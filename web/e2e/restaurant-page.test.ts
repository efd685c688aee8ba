import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Restaurant, RestaurantListItem, RestaurantListResponse } from '@lunch/shared';
import { eventually, launchBrowser, newContext, PHONE } from './support/browser';
import { asVisitor, seriousAxeViolations } from './support/page-helpers';

const baseUrl = inject('baseUrl');
let browser: Browser;
let restaurants: RestaurantListItem[];

/** A visitor who already chose cookies, so the banner stays out of these tests. */
async function visitor(device?: typeof PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await asVisitor(await newContext(browser, baseUrl, device));
  return { context, page: await context.newPage() };
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, baseUrl));
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const isLong = (text: string) => text.length > 120 || text.includes('\n');

beforeAll(async () => {
  browser = await launchBrowser();
  restaurants = (await getJson<RestaurantListResponse>('/api/restaurants?city=Malm%C3%B6&selectedDay=Monday&limit=50')).data;
});
afterAll(async () => {
  await browser?.close();
});

describe('restaurant page', () => {
  it('shows the restaurant with contact, facilities, menus by day and valid JSON-LD', async () => {
    const item =
      restaurants.find((r) => r.menuFreshness.currentWeek && r.contact.phone && r.contact.website && r.features.some((f) => f.includes('_'))) ??
      restaurants.find((r) => r.menuFreshness.currentWeek && r.contact.phone && r.contact.website && r.features.length > 0)!;
    const restaurant = await getJson<Restaurant>(`/api/restaurants/${item.id}`);
    const { context, page } = await visitor();
    await page.goto(`/restaurant/${item.id}`);

    await page.getByRole('heading', { level: 1, name: restaurant.name }).waitFor();
    await page.getByText(restaurant.location.address, { exact: true }).first().waitFor();

    // Kontakt: phone link and "Besök hemsida" in a new tab.
    await page.getByRole('heading', { name: 'Kontakt' }).waitFor();
    const phone = page.getByRole('link', { name: restaurant.contact.phone! });
    expect(await phone.getAttribute('href')).toBe(`tel:${restaurant.contact.phone!.replace(/[^\d+]/g, '')}`);
    const website = page.getByRole('link', { name: 'Besök hemsida' });
    expect(await website.getAttribute('target')).toBe('_blank');
    expect(await website.getAttribute('rel')).toContain('noopener');
    expect(new URL((await website.getAttribute('href'))!).hostname).toBe(new URL(restaurant.contact.website!).hostname);

    // Faciliteter: underscores shown as spaces.
    const facilities = page.locator('section', { has: page.getByRole('heading', { name: 'Faciliteter' }) });
    const shown = await facilities.locator('li').allTextContents();
    expect(shown).toEqual(restaurant.features.map((f) => f.replace(/_/g, ' ')));
    expect(shown.join(' ')).not.toContain('_');

    // Menus of the week grouped by day, each with its update time.
    await page.getByRole('heading', { level: 2, name: /^Lunchmenyer vecka \d+$/ }).waitFor();
    expect(await page.locator('.menu-day__heading').count()).toBeGreaterThan(0);
    expect(await page.getByText(/^Uppdaterad \S+ \d+ \S+$/).count()).toBeGreaterThan(0);
    const withSource = restaurant.lunch_menus.find((m) => m.sourceUrl);
    if (withSource) expect(await page.getByRole('link', { name: 'Källa' }).first().getAttribute('href')).toBe(withSource.sourceUrl);

    // schema.org Restaurant as JSON-LD.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd['@context']).toBe('https://schema.org');
    expect(jsonLd['@type']).toBe('Restaurant');
    expect(jsonLd.name).toBe(restaurant.name);
    expect(jsonLd.address['@type']).toBe('PostalAddress');
    expect(jsonLd.geo).toEqual({ '@type': 'GeoCoordinates', latitude: restaurant.location.coordinates[1], longitude: restaurant.location.coordinates[0] });
    expect(jsonLd.telephone).toBe(restaurant.contact.phone);
    expect(jsonLd.servesCuisine).toEqual(restaurant.cuisines);
    expect(jsonLd.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: restaurant.rating, reviewCount: restaurant.reviewCount });
    expect(jsonLd.openingHoursSpecification[0]).toMatchObject({ '@type': 'OpeningHoursSpecification', opens: restaurant.lunch_hours[0].startTime });

    // Title and meta description of its own.
    expect(await page.title()).toContain(restaurant.name);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(restaurant.name);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);

    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('says so for an unknown restaurant', async () => {
    const { context, page } = await visitor();
    await page.goto('/restaurant/no-such-restaurant');
    await page.getByRole('heading', { name: 'Restaurang hittades inte' }).waitFor();
    await page.getByText('Den begärda restaurangen kunde inte hittas.').waitFor();
    await context.close();
  });

  it('shows the error texts when the server fails', async () => {
    const { context, page } = await visitor();
    await page.route('**/api/restaurants/*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }));
    await page.goto(`/restaurant/${restaurants[0].id}`);
    await page.getByRole('heading', { name: 'Ett fel uppstod' }).waitFor();
    await page.getByText('Kunde inte ladda restaurangsinformation.').waitFor();
    await context.close();
  });

  it('collapses a long description behind "Visa mer" / "Visa mindre"', async () => {
    const item = restaurants.find((r) => r.menuFreshness.currentWeek && r.lunch_menus.some((m) => isLong(m.description)))!;
    const menu = item.lunch_menus.find((m) => isLong(m.description))!;
    const { context, page } = await visitor(PHONE);
    await page.goto(`/restaurant/${item.id}`);
    const dish = page.locator('li.menu', { has: page.getByRole('heading', { name: menu.name, exact: true }) }).first();
    const toggle = dish.getByRole('button', { name: 'Visa mer' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const lastLine = menu.description.trim().split('\n').at(-1)!;
    expect(await dish.locator('.menu__description').textContent()).not.toContain(lastLine.slice(-20));

    await toggle.click();
    const less = dish.getByRole('button', { name: 'Visa mindre' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect(await dish.locator('.menu__description').textContent()).toContain(lastLine.slice(-20));

    await less.click();
    await dish.getByRole('button', { name: 'Visa mer' }).waitFor();
    await context.close();
  });

  it('shows the placeholder when a menu image cannot be loaded, and no AI label for real photos', async () => {
    const item = restaurants.find((r) => r.menuFreshness.currentWeek && r.lunch_menus.some((m) => m.imageUrl))!;
    const { context, page } = await visitor();
    await page.route('**/api/serveImage**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`/restaurant/${item.id}`);
    await page.locator('li.menu').first().waitFor();
    const images = page.locator('.menu-image img');
    await page.waitForFunction(() => {
      const all = Array.from(document.querySelectorAll<HTMLImageElement>('.menu-image img'));
      return all.length > 0 && all.every((img) => img.getAttribute('src') === '/placeholder-menu.svg');
    });
    expect(await images.first().getAttribute('src')).toBe('/placeholder-menu.svg');
    await page.waitForFunction(() => document.querySelector('.restaurant-hero__image')?.getAttribute('src') === '/placeholder-restaurant.svg');
    // The demo's images are not AI-generated, so the label must not appear.
    expect(await page.getByText('AI-genererad bild').count()).toBe(0);
    await context.close();
  });

  it('marks a restaurant whose menus are not for this week, on its page and in the list', async () => {
    const stale = restaurants.find((r) => !r.menuFreshness.currentWeek && r.menuFreshness.latestWeek !== null)!;
    expect(stale, 'the demo data has restaurants a week behind').toBeTruthy();
    const marker = `Meny för vecka ${stale.menuFreshness.latestWeek}`;
    const { context, page } = await visitor();
    await page.goto(`/restaurant/${stale.id}`);
    await page.getByRole('heading', { level: 1, name: stale.name }).waitFor();
    await page.getByText(marker).waitFor();
    await page.getByText(/inte publicerat någon meny för vecka \d+ ännu/).waitFor();

    await page.goto(`/lunch-list?city=Malm%C3%B6&selectedDay=Monday&search=${encodeURIComponent(stale.name)}`);
    const card = page.locator('article', { has: page.getByRole('link', { name: stale.name, exact: true }) });
    await card.getByText(marker).waitFor();
    expect(await card.locator('li.menu').count()).toBe(0);
    await context.close();
  });

  it('shows what lunch includes as icons with tooltips after 700 ms', async () => {
    const item = restaurants.find((r) => r.menuFreshness.currentWeek && r.lunch_includes.length >= 2)!;
    const { context, page } = await visitor();
    // The page's clock is the test's: it stands still while the pointer rests, and moves only when told.
    await page.clock.install();
    await page.goto(`/restaurant/${item.id}`);
    const icons = page.locator('.include-icon');
    await icons.first().waitFor();
    const first = await icons.first().getAttribute('aria-label');
    expect(item.lunch_includes.join(', ')).toContain(first!.split(', ')[0]);

    await page.clock.pauseAt(Date.now() + 60_000);
    await icons.first().hover();
    await page.clock.runFor(699);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await page.clock.runFor(1);
    await page.getByRole('tooltip', { name: first! }).waitFor();

    // Moving straight to the next icon skips the delay: it shows with the clock standing still.
    expect(await icons.count()).toBeGreaterThan(1);
    await icons.nth(1).hover();
    const second = await icons.nth(1).getAttribute('aria-label');
    await page.getByRole('tooltip', { name: second! }).waitFor({ timeout: 5_000 });
    await page.keyboard.press('Escape');
    await eventually(() => page.getByRole('tooltip').count()).toBe(0);
    await context.close();
  });
});
