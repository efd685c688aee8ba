import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, mondayOf, todayIn, type Restaurant, type RestaurantListResponse } from '@lunch/shared';
import { ApiClient } from '../../functions/test/support/http-client';
import { startStack, type RunningStack } from '../../functions/test/support/local-stack';
import { browserForThisFile, eventually, PHONE } from './support/browser';
import { localAdminLogin } from './support/log-in';
import { failOnPageErrors, openPage, signInOnce } from './support/page-helpers';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/**
 * Veckomeny Validering in Chromium. Week shifts move menus of many restaurants (update-week without a
 * city moves all of them), so this file runs on a stack of its own, on four Jönköping restaurants made
 * weekly here: Korrekt (this week), Delvis korrekt (this and last week), Felaktig vecka (last week only)
 * and Ingen vecka (no menus).
 */
const CITY = 'Jönköping';
let stack: RunningStack;
let dataDir: string;
let admin: ApiClient;
let baseUrl: string;
const browser = browserForThisFile('http://127.0.0.1:1'); // every page below opens absolute URLs on the own stack

const monday = mondayOf(todayIn());
const lastMonday = addDays(monday, -7);
let korrekt: Restaurant, delvis: Restaurant, felaktig: Restaurant, ingen: Restaurant;

async function call<T>(method: string, urlPath: string, body?: unknown): Promise<T> {
  const res = await admin.call(method, urlPath, body);
  expect(res.status, `${method} ${urlPath}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
  return res.json as T;
}

async function addMenu(id: string, name: string, validFrom: string, validTo = validFrom) {
  await call('POST', `/api/admin/restaurants/${id}/menus`, { name, description: `${name} med sallad`, price: 125, tags: [], validFrom, validTo });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-weekly-validation-'));
  stack = await startStack({ dataDir, seededFrom: seeded, env: { LOCAL_TIMERS: 'off' } });
  baseUrl = stack.baseUrl;
  const login = localAdminLogin(dataDir);
  admin = new ApiClient(baseUrl);
  expect((await admin.login(login.username, login.password)).status).toBe(200);
  const res = await fetch(`${baseUrl}/api/restaurants?city=${encodeURIComponent(CITY)}&limit=12`);
  const list = ((await res.json()) as RestaurantListResponse).data as unknown as Restaurant[];
  [korrekt, delvis, felaktig, ingen] = list.slice(0, 4);
  for (const r of [korrekt, delvis, felaktig, ingen]) {
    await call('PATCH', `/api/admin/restaurants/${r.id}`, { field: 'menuPeriodicity', value: 'Weekly' });
    await call('DELETE', `/api/admin/restaurants/${r.id}/menus`);
  }
  await addMenu(korrekt.id, 'Köttbullar', monday);
  await addMenu(delvis.id, 'Pannbiff', monday);
  await addMenu(delvis.id, 'Fiskgratäng', lastMonday);
  await addMenu(felaktig.id, 'Ärtsoppa', addDays(lastMonday, 3));
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const pageErrors = failOnPageErrors();
// One sign-in through the login page, its session cookie reused after (fewer logins, less load on two cores).
const signIn = signInOnce(() => localAdminLogin(dataDir), () => baseUrl);

async function openScreen(device?: typeof PHONE): Promise<Page> {
  const page = await openPage(await browser.openContext(device), { pageErrors });
  await signIn(page);
  await page.goto(`${baseUrl}/admin/weekly-validation`);
  await page.getByRole('heading', { name: 'Veckomeny Validering', level: 1 }).waitFor();
  await page.getByLabel('Filtrera på stad').fill(CITY);
  await row(page, korrekt).waitFor();
  // Until the typed filter's list arrives, every city's rows are shown and the rows move when it lands (a click then
  // hits another row): wait for the city's rows alone (seeded ids are the city's slug and a number).
  const citySlug = korrekt.id.replace(/\d+$/, '');
  await eventually(() => table(page).locator('tbody tr').evaluateAll((trs, slug) => trs.every((tr) => tr.getAttribute('data-id')?.startsWith(slug)), citySlug)).toBe(true);
  return page;
}

const table = (page: Page) => page.locator('.wv-table');
// Names repeat across cities (the list shows every city until the typed filter applies): rows by id.
const row = (page: Page, r: Restaurant) => table(page).locator(`tbody tr[data-id="${r.id}"]`);
const statusOf = (page: Page, r: Restaurant) => row(page, r).locator('.wv-badge').textContent();
const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });
const columnTexts = (page: Page, index: number) => table(page).locator(`tbody tr > :nth-child(${index})`).allTextContents();

describe('Veckomeny Validering', () => {
  it('lists the weekly restaurants with their week status, tiles and week chips', async () => {
    const page = await openScreen();
    await eventually(() => statusOf(page, korrekt)).toBe('Korrekt');
    expect(await statusOf(page, delvis)).toBe('Delvis korrekt');
    expect(await statusOf(page, felaktig)).toBe('Felaktig vecka');
    expect(await statusOf(page, ingen)).toBe('Ingen vecka');
    await page.getByText('mixed weeks').waitFor();
    await page.locator('.wv-chip--current').getByText('aktuell').waitFor();
    // A city without weekly restaurants: the spec's empty state.
    await page.getByLabel('Filtrera på stad').fill('Ingenstans');
    await page.getByText('no restaurants with weekly menu found').waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.getByLabel('Filtrera på stad').inputValue()).toBe('');
  });

  it('sorts on the listed columns, both ways', async () => {
    const page = await openScreen();
    const sv = new Intl.Collator('sv-SE', { sensitivity: 'base', numeric: true });
    const names = () => table(page).locator('tbody th > span:first-child').allTextContents();
    const namesNow = await names();
    expect(namesNow).toEqual([...namesNow].sort(sv.compare));
    const rankHeader = table(page).getByRole('columnheader', { name: /Rank/ });
    await rankHeader.getByRole('button').click();
    await eventually(() => rankHeader.getAttribute('aria-sort')).toBe('ascending');
    const ranks = (await columnTexts(page, 5)).map((t) => Number.parseInt(t, 10));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    await rankHeader.getByRole('button').click();
    await eventually(() => rankHeader.getAttribute('aria-sort')).toBe('descending');
    const ranksDown = (await columnTexts(page, 5)).map((t) => Number.parseInt(t, 10));
    expect(ranksDown).toEqual([...ranksDown].sort((a, b) => b - a));
    // Status: from current to old (Korrekt first), and the other way round.
    const statusHeader = table(page).getByRole('columnheader', { name: /Status/ });
    await statusHeader.getByRole('button').click();
    const order = ['Korrekt', 'Delvis korrekt', 'Felaktig vecka', 'Ingen vecka'];
    const statuses = (await columnTexts(page, 7)).map((s) => order.indexOf(s.trim()));
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    await statusHeader.getByRole('button').click();
    expect((await columnTexts(page, 7))[0]).toBe('Ingen vecka');
    // Menu count.
    await table(page).getByRole('columnheader', { name: /Menyer/ }).getByRole('button').click();
    const counts = (await columnTexts(page, 3)).map(Number);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('edits a rank inline: Enter saves and the list reloads, Escape cancels, non-numeric becomes 0', async () => {
    const page = await openScreen();
    const rankButton = () => row(page, korrekt).getByRole('button', { name: /^Rank \d+ for / });
    await rankButton().click();
    const input = row(page, korrekt).getByLabel(`Rank for ${korrekt.name}`);
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill('27');
    await input.press('Enter');
    await toast(page, 'Rank uppdaterad').waitFor();
    await eventually(() => rankButton().textContent()).toContain('27');

    await rankButton().click();
    await input.fill('5');
    await input.press('Escape');
    await eventually(() => input.count()).toBe(0);
    expect(await rankButton().textContent()).toContain('27');

    await rankButton().click();
    await input.fill('abc');
    await input.press('Enter');
    await eventually(() => rankButton().textContent()).toMatch(/^0/);
  });

  it('moves one restaurant a week with -1v and +1v', async () => {
    const page = await openScreen();
    await row(page, felaktig).getByRole('button', { name: `+1 vecka för ${felaktig.name}` }).click();
    await toast(page, 'Veckor uppdaterade').waitFor();
    await eventually(() => statusOf(page, felaktig)).toBe('Korrekt');
    await row(page, felaktig).getByRole('button', { name: `-1 vecka för ${felaktig.name}` }).click();
    await eventually(() => statusOf(page, felaktig)).toBe('Felaktig vecka');
  });

  it('the bulk bar moves the selected restaurants a week and clears the selection', async () => {
    const page = await openScreen();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    expect(await bar.count()).toBe(0);
    await row(page, korrekt).getByRole('checkbox').check();
    await row(page, felaktig).getByRole('checkbox').check();
    await bar.getByText('2 restauranger valda').waitFor();
    await bar.getByRole('button', { name: '+1 week' }).click();
    await toast(page, 'Veckor uppdaterade').waitFor();
    await eventually(() => statusOf(page, felaktig)).toBe('Korrekt');
    expect(await statusOf(page, korrekt)).toBe('Felaktig vecka');
    await bar.getByRole('button', { name: '-1 week' }).click();
    await eventually(() => statusOf(page, korrekt)).toBe('Korrekt');
    expect(await statusOf(page, felaktig)).toBe('Felaktig vecka');
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await eventually(() => bar.count()).toBe(0);
    expect(await row(page, korrekt).getByRole('checkbox').isChecked()).toBe(false);
    // Select all selects every row shown.
    await page.getByLabel('Select all').check();
    const rows = await table(page).locator('tbody tr').count();
    await bar.getByText(`${rows} restauranger valda`).waitFor();
  });

  it('the bulk week form checks its number and asks before it moves a city', async () => {
    const page = await openScreen();
    const weekInput = page.getByLabel('Veckor att flytta');
    const submit = page.getByRole('button', { name: 'Uppdatera veckor' });
    expect(await submit.isDisabled()).toBe(true);
    await weekInput.fill('abc');
    await submit.click();
    await toast(page, 'Invalid Input').getByText('Please enter a valid number').waitFor();
    await weekInput.fill('101');
    await submit.click();
    await toast(page, 'Invalid Range').getByText('Week number must be between -100 and 100').waitFor();

    await page.getByLabel('Stad', { exact: true }).selectOption(CITY);
    await weekInput.fill('1');
    await submit.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`every weekly restaurant in ${CITY}`).waitFor();
    await dialog.getByText('cannot be undone', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await statusOf(page, korrekt)).toBe('Korrekt');

    await submit.click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Veckor uppdaterade').getByText('1 vecka tillagda', { exact: false }).waitFor();
    await eventually(() => statusOf(page, felaktig)).toBe('Korrekt');
    // And back.
    await weekInput.fill('-1');
    await submit.click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Veckor uppdaterade').getByText('1 vecka borttagen', { exact: false }).waitFor();
    await eventually(() => statusOf(page, korrekt)).toBe('Korrekt');
  });

  it('re-ranks with the guideline shown, and bulk rescrape counts a partial failure', async () => {
    const page = await openScreen();
    await page.getByRole('table', { name: 'Rank guideline' }).getByText('central-edge, worth visiting').waitFor();
    await page.getByRole('button', { name: 'Re-rank restaurants' }).click();
    await toast(page, 'Re-ranking framgångsrik').waitFor();

    await row(page, delvis).getByRole('checkbox').check();
    await row(page, ingen).getByRole('checkbox').check();
    // One of the two is gone by the time the rescrape runs: its call fails, the other's starts.
    await call('DELETE', `/api/admin/restaurants/${ingen.id}`);
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Rescrape' }).click();
    await toast(page, 'Bulk rescrape delvis framgångsrik').getByText('1 of 2 started, 1 failed', { exact: false }).waitFor();
  });

  it('fits a phone screen: the table scrolls inside its own region', async () => {
    const page = await openScreen(PHONE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
