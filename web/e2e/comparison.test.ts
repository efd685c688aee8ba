import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, mondayOf, todayIn, type Restaurant, type RestaurantListResponse } from '@lunch/shared';
import { ApiClient } from '../../functions/test/support/http-client';
import { browserForThisFile, eventually, PHONE } from './support/browser';
import { startHarvestSite, type HarvestSite } from './support/harvest-site';
import { localAdminLogin } from './support/log-in';
import { openPage, failOnPageErrors, signInOnce } from './support/page-helpers';

/**
 * Menu Comparison in Chromium, on the shared stack: three Göteborg restaurants (index 5-7 of the city's
 * first page; no other test uses Göteborg) are made weekly with this week's menus and put back after.
 * One's update URL is a page on 127.0.0.1 (shown in the frame: the route's CSP allows it), one's lacks a
 * scheme (https:// is put in front), one has no URL at all.
 */
const CITY = 'Göteborg';
const baseUrl = inject('baseUrl');
const adminLogin = localAdminLogin(inject('dataDir'));
const browser = browserForThisFile(baseUrl);
const monday = mondayOf(todayIn());
let admin: ApiClient;
let site: HarvestSite;
let framed: Restaurant, noScheme: Restaurant, noUrl: Restaurant;
/** What the three had before, put back after (their own menus included). */
const saved: { id: string; menuPeriodicity: string; menuUpdateUrl: string; lunch_link: string; website: string; menus: Restaurant['lunch_menus'] }[] = [];

async function call<T>(method: string, urlPath: string, body?: unknown): Promise<T> {
  const res = await admin.call(method, urlPath, body);
  expect(res.status, `${method} ${urlPath}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
  return res.json as T;
}
const patch = (id: string, field: string, value: unknown) => call('PATCH', `/api/admin/restaurants/${id}`, { field, value });
const addMenu = (id: string, name: string, validFrom: string, validTo = validFrom, price = 125) =>
  call('POST', `/api/admin/restaurants/${id}/menus`, { name, description: `${name}, serveras med sallad`, price, tags: [], validFrom, validTo });

beforeAll(async () => {
  site = await startHarvestSite({ '/lunch': { body: '<!doctype html><html lang="sv"><title>Lunch</title><h1>Veckans lunch hos oss</h1></html>' } });
  admin = new ApiClient(baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  const res = await fetch(`${baseUrl}/api/restaurants?city=${encodeURIComponent(CITY)}&limit=12`);
  const list = ((await res.json()) as RestaurantListResponse).data as unknown as Restaurant[];
  [framed, noScheme, noUrl] = list.slice(5, 8);
  for (const r of [framed, noScheme, noUrl]) {
    // The admin list has every field (the public view leaves out the harvest settings put back here).
    const found = await call<{ restaurants: Restaurant[] }>('GET', `/api/admin/restaurants?search=${encodeURIComponent(r.name)}&city=${encodeURIComponent(CITY)}&limit=50`);
    const full = found.restaurants.find((x) => x.id === r.id)!;
    saved.push({ id: r.id, menuPeriodicity: full.menuPeriodicity, menuUpdateUrl: full.menuUpdateUrl ?? '', lunch_link: full.lunch_link ?? '', website: full.contact?.website ?? '', menus: full.lunch_menus ?? [] });
    await patch(r.id, 'menuPeriodicity', 'Weekly');
    await call('DELETE', `/api/admin/restaurants/${r.id}/menus`);
  }
  await patch(framed.id, 'menuUpdateUrl', `${site.origin}/lunch`);
  // A URL without a scheme cannot be stored through the PATCH call (it takes http(s) URLs only); the
  // https:// rule is covered by the unit test of frameUrl.
  await patch(noScheme.id, 'menuUpdateUrl', 'https://lunch.example.invalid/meny');
  await patch(noUrl.id, 'menuUpdateUrl', '');
  await patch(noUrl.id, 'lunch_link', '');
  await patch(noUrl.id, 'contact.website', '');
  const dishes = ['Köttbullar', 'Pannbiff', 'Fiskgratäng', 'Kycklinggryta', 'Ärtsoppa'];
  for (const [i, dish] of dishes.entries()) await addMenu(framed.id, dish, monday, monday, 110 + i);
  await addMenu(framed.id, 'Veckans sallad', monday, addDays(monday, 4), 99);
  await addMenu(noScheme.id, 'Tisdagens fisk', addDays(monday, 1));
  await addMenu(noUrl.id, 'Onsdagens soppa', addDays(monday, 2));
}, 120_000);

afterAll(async () => {
  for (const s of saved) {
    await call('DELETE', `/api/admin/restaurants/${s.id}/menus`).catch(() => {});
    await patch(s.id, 'menuPeriodicity', s.menuPeriodicity).catch(() => {});
    await patch(s.id, 'menuUpdateUrl', s.menuUpdateUrl).catch(() => {});
    await patch(s.id, 'lunch_link', s.lunch_link).catch(() => {});
    await patch(s.id, 'contact.website', s.website).catch(() => {});
    for (const m of s.menus) await addMenu(s.id, m.name, m.validFrom, m.validTo, m.price ?? 0).catch(() => {});
  }
  await site?.close();
});

const pageErrors = failOnPageErrors();
const signIn = signInOnce(adminLogin);

async function openScreen(device?: typeof PHONE): Promise<Page> {
  const page = await openPage(await browser.openContext(device), { pageErrors });
  await signIn(page);
  await page.goto('/admin/comparison');
  await page.getByRole('heading', { name: 'Menu Comparison', level: 1 }).waitFor();
  await page.getByLabel('Filtrera på stad').fill(CITY);
  await card(page, framed).waitFor();
  return page;
}

// Names repeat across cities (every city shows until the typed filter applies): cards by id.
const card = (page: Page, r: Restaurant) => page.locator(`.cmp-restaurant[data-id="${r.id}"]`);

describe('Menu Comparison', () => {
  it('lists the weekly restaurants with this week\'s menus: per day, Swedish dates, 3 items with kr, +N more', async () => {
    const page = await openScreen();
    await page.locator('.cmp-tile').filter({ hasText: 'Aktuell vecka' }).waitFor();
    const menus = card(page, framed).locator('.cmp-menu');
    const monday = menus.filter({ has: page.getByRole('heading', { name: 'Måndag' }) });
    await monday.waitFor();
    expect(await monday.locator('.cmp-menu__valid').textContent()).toMatch(/^måndag \d{1,2} [a-zåäö]+$/);
    expect(await monday.locator('.cmp-item').count()).toBe(3);
    expect(await monday.locator('.cmp-item__price').allTextContents()).toEqual(['110 kr', '111 kr', '112 kr']);
    const more = monday.getByRole('button', { name: '+2 more items' });
    await more.click();
    await eventually(() => monday.locator('.cmp-item').count()).toBe(5);
    expect(await menus.filter({ has: page.getByRole('heading', { name: 'Veckans meny' }) }).locator('.cmp-menu__valid').textContent()).toMatch(/^måndag .* – fredag /);
    expect(await card(page, framed).getByRole('link', { name: /Öppna i ny flik/ }).getAttribute('target')).toBe('_blank');
  });

  it('prompts for a selection, shows the page in a sandboxed frame, and a notice without a URL', async () => {
    const page = await openScreen();
    await page.getByRole('heading', { name: 'Välj en restaurang' }).waitFor();
    await card(page, framed).getByRole('button', { name: framed.name, exact: true }).click();
    const frame = page.locator('iframe.cmp-frame__iframe');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    expect(await frame.getAttribute('src')).toBe(`${site.origin}/lunch`);
    // The page really shows: this route's policy allows the frame (the public pages' does not).
    await page.frameLocator('iframe.cmp-frame__iframe').getByRole('heading', { name: 'Veckans lunch hos oss' }).waitFor();
    expect(await page.locator('.cmp-frame__bar').getByRole('link', { name: /Öppna i ny flik/ }).getAttribute('href')).toBe(`${site.origin}/lunch`);

    await card(page, noUrl).getByRole('button', { name: noUrl.name, exact: true }).click();
    await page.getByRole('heading', { name: 'Ingen URL' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
  });

  it('an admin reaching the screen from the dashboard gets the frame too (the page is loaded with its own policy)', async () => {
    const page = await openScreen();
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Menu Comparison' }).click();
    await page.getByLabel('Filtrera på stad').fill(CITY);
    await card(page, framed).getByRole('button', { name: framed.name, exact: true }).click();
    await page.frameLocator('iframe.cmp-frame__iframe').getByRole('heading', { name: 'Veckans lunch hos oss' }).waitFor();
  });

  it('fits a phone screen', async () => {
    const page = await openScreen(PHONE);
    await card(page, framed).getByRole('button', { name: framed.name, exact: true }).click();
    await page.locator('iframe.cmp-frame__iframe').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
