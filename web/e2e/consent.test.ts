import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, PHONE } from './support/browser';
import { requestsSettled } from './support/page-helpers';

const baseUrl = inject('baseUrl');
const STORAGE_KEY = 'lunchkoll.cookie-consent';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Records every beacon and every request that leaves the site's own origin. */
async function watchOutgoing(page: Page) {
  const external: string[] = [];
  const origin = new URL(baseUrl).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) external.push(request.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __beacons: string[] };
    w.__beacons = [];
    const original = navigator.sendBeacon?.bind(navigator);
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      w.__beacons.push(String(url));
      return original ? original(url, data) : false;
    };
  });
  return {
    external,
    beacons: () => page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons),
  };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Vi använder cookies' });
const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY);

describe('cookie consent', () => {
  it('sends nothing before a choice, and the choice survives a reload', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const outgoing = await watchOutgoing(page);
    const restaurants = await (await fetch(new URL('/api/restaurants?city=Malm%C3%B6&limit=1', baseUrl))).json();

    await page.goto(`/restaurant/${restaurants.data[0].id}`);
    await banner(page).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The banner is fixed at the bottom: it never pushes the page around.
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await page.goto('/about');
    await banner(page).waitFor();
    expect(await outgoing.beacons()).toEqual([]);
    expect(outgoing.external).toEqual([]);
    expect(await stored(page)).toBeNull();

    await banner(page).getByRole('button', { name: 'Endast nödvändiga' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: false, performance: false });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Om oss' }).waitFor();
    // The app has replaced the pre-rendered shell: without a kept choice the banner comes in that same
    // render (as it did before the choice above), so now it is known not to come.
    await page.locator('.prerendered').waitFor({ state: 'detached' });
    expect(await banner(page).count()).toBe(0);
    await requestsSettled(page);
    expect(await outgoing.beacons()).toEqual([]);
    expect(outgoing.external).toEqual([]);

    // The watch sees what would leave: a beacon, and an image from another site (the kind of request
    // the page's policy lets through, img-src https:), sent here on purpose.
    await page.evaluate(() => {
      navigator.sendBeacon('/beacon-seen-by-the-watch', 'x');
      new Image().src = 'https://tracker.invalid/pixel.gif';
    });
    await requestsSettled(page);
    expect(await outgoing.beacons()).toEqual(['/beacon-seen-by-the-watch']);
    expect(outgoing.external).toEqual(['https://tracker.invalid/pixel.gif']);
    await context.close();
  });

  it('is keyboard accessible: reached by Tab, accepted with Enter', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await banner(page).waitFor();
    // Once the app has replaced the pre-rendered shell (key presses during that swap are not this test's subject).
    await page.locator('.prerendered').waitFor({ state: 'detached' });
    let focused = '';
    for (let i = 0; i < 6 && focused !== 'Acceptera alla'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    }
    expect(focused).toBe('Acceptera alla');
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached' });
    expect(await stored(page)).toMatchObject({ analytics: true, performance: true });
    await context.close();
  });

  it('lets the visitor choose per kind and change the choice later from the footer', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/privacy');
    await banner(page).getByRole('button', { name: 'Välj själv' }).click();
    const necessary = banner(page).getByRole('checkbox', { name: /Nödvändiga cookies/ });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    await banner(page).getByRole('checkbox', { name: 'Analyscookies' }).check();
    await banner(page).getByRole('button', { name: 'Spara mina val' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await stored(page)).toMatchObject({ analytics: true, performance: false });

    await page.reload();
    await page.getByText('Analyscookies: på').waitFor();
    await page.getByText('Prestandacookies: av').waitFor();

    // Reopened from the footer: focus moves into the banner, the current choice is shown, and it goes back.
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookieinställningar' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await banner(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Vi använder cookies');
    expect(await banner(page).getByRole('checkbox', { name: 'Analyscookies' }).isChecked()).toBe(true);
    await banner(page).getByRole('checkbox', { name: 'Analyscookies' }).uncheck();
    await banner(page).getByRole('checkbox', { name: 'Prestandacookies' }).check();
    await banner(page).getByRole('button', { name: 'Spara mina val' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cookieinställningar');
    await page.getByText('Analyscookies: av').waitFor();
    expect(await stored(page)).toMatchObject({ analytics: false, performance: true });

    // Escape closes the reopened banner without changing anything.
    await page.getByRole('button', { name: 'Ändra cookieinställningar' }).click();
    await banner(page).waitFor();
    await page.keyboard.press('Escape');
    await banner(page).waitFor({ state: 'detached' });
    expect(await stored(page)).toMatchObject({ analytics: false, performance: true });
    await context.close();
  });
});
