import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import type { AiResponseAnalysis, ExtractionQueueStatus } from '@lunch/shared';
import { startStack, type RunningStack } from '../../functions/test/support/local-stack';
import { DESKTOP, eventually, launchBrowser, newContext, PHONE } from './support/browser';
import { asVisitor, requestsSettled, seriousAxeViolations, signInOnce, keepScreenshot } from './support/page-helpers';
import { adminRestaurant, insertRestaurant as insertNewRestaurant } from './support/restaurants-api';
import { aboutPage, startHarvestSite, weeklyMenuPage, type HarvestSite } from './support/harvest-site';
import { localAdminLogin, type Login } from './support/log-in';

/** Stacks start from a copy of the project's seeded DATA_DIR instead of seeding again (global setup). */
const seeded = inject('seededDataDir');

/**
 * The harvesting actions of the New-restaurants tab, against the real server. The lunch links point at
 * a small website on 127.0.0.1 that this file starts; the shared test stack may not fetch loopback
 * addresses, so this file starts its own stack with FETCH_ALLOWED_HOSTS naming that website.
 */
const SCREENSHOTS = '/tmp';
const run = `${process.pid.toString(36)}${Date.now().toString(36)}`;

let site: HarvestSite;
let stack: RunningStack;
let dataDir: string;
let admin: Login;
let baseUrl = '';
let browser: Browser;
const contexts: BrowserContext[] = [];
// The queue test's menu page answers only once the test has seen a status poll with the item still
// waiting, so it sees polling go on until the item completes however fast the worker is.
let releaseQueuedMenuPage!: () => void;
const queuedMenuPageHeld = new Promise<void>((resolve) => (releaseQueuedMenuPage = resolve));

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startHarvestSite({
    '/lunch': { body: weeklyMenuPage('Skördekrogen') },
    '/kolunch': { body: weeklyMenuPage('Köbistron'), hold: () => queuedMenuPageHeld },
    '/om-oss': { body: aboutPage('Skördekrogen') },
    '/trasig': { status: 500, body: 'Internal error' },
  });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-harvest-test-'));
  stack = await startStack({ dataDir, seededFrom: seeded, env: { FETCH_ALLOWED_HOSTS: site.hostPort } });
  baseUrl = stack.baseUrl;
  admin = localAdminLogin(dataDir);
}, 180_000);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await site?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A context on this file's stack, closed after the test, whose visitor already answered the cookie banner. */
async function openContext(device: typeof PHONE | typeof DESKTOP = DESKTOP) {
  const context = await newContext(browser, baseUrl, device);
  contexts.push(context);
  return asVisitor(context);
}

// Through the login page once, that session's cookie after: no test here tests signing in, and each
// goes to its tab itself (openTab).
const signIn = signInOnce(() => admin);

async function signedInPage(device: typeof PHONE | typeof DESKTOP = DESKTOP): Promise<Page> {
  const page = await (await openContext(device)).newPage();
  await signIn(page);
  return page;
}

/** A NEW restaurant in Borås made through the API with the page's cookies, its lunch link set when given. */
const insertRestaurant = (request: APIRequestContext, name: string, lunchLink?: string) =>
  insertNewRestaurant(request, { name, city: 'Borås', address: `Skördegatan ${run}`, coordinates: [12.9401, 57.721], lunchLink });

const toast = (page: Page) => page.locator('.toast');

/** The tab, narrowed to Borås, with a card locator by restaurant name. */
async function openTab(page: Page) {
  await page.goto('/admin?tab=new-restaurants');
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('list', { name: 'Nya restauranger' }).waitFor();
  await panel.getByLabel('City', { exact: true }).selectOption('Borås');
  const card = (name: string) => panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const bulk = panel.getByRole('toolbar', { name: 'Bulk actions' });
  return { panel, card, bulk };
}

/** No element wider than the page: nothing sticks out sideways at 390 px. */
const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('lunch-link checks', () => {
  it('checks one card and a selection in bulk: found, not found and error, with the summary and checkedformenu stored', async () => {
    const page = await signedInPage();
    const found = await insertRestaurant(page.request, `Länk hittad ${run}`, `${site.origin}/lunch`);
    const notFound = await insertRestaurant(page.request, `Länk utan meny ${run}`, `${site.origin}/om-oss`);
    const broken = await insertRestaurant(page.request, `Länk trasig ${run}`, `${site.origin}/trasig`);
    const linkless = await insertRestaurant(page.request, `Länklös skörd ${run}`);
    const { panel, card, bulk } = await openTab(page);
    for (const r of [found, notFound, broken, linkless]) await card(r.name).waitFor();

    // No placeholders left.
    expect(await panel.locator('[title="Kommer med skördningen"]').count()).toBe(0);

    // A card without a link: the spec's message, no call.
    await card(linkless.name).getByRole('button', { name: /Visa detaljer/ }).click();
    await card(linkless.name).getByRole('button', { name: 'Check lunch link' }).click();
    await toast(page).getByText('Ingen lunch link att kontrollera').waitFor();
    await card(linkless.name).getByRole('button', { name: 'Extract lunch_hours' }).click();
    await toast(page).getByText('Ingen lunch link för att extrahera data från').waitFor();

    // Only the linkless one selected: nothing to check in bulk.
    await card(linkless.name).getByRole('checkbox').check();
    await bulk.getByRole('button', { name: /Check lunch links/ }).click();
    await toast(page).getByText('Ingen scraping möjlig').waitFor();

    // One card on its own: not found.
    await card(notFound.name).getByRole('button', { name: /Visa detaljer/ }).click();
    await card(notFound.name).getByRole('button', { name: 'Check lunch link' }).click();
    await card(notFound.name).getByText('No lunch menu found').waitFor();
    expect(await card(notFound.name).locator('[data-status="not-found"]').count()).toBe(1);
    await eventually(async () => (await adminRestaurant(page.request, notFound.name))?.checkedformenu).toBe(false);
    await card(notFound.name).getByText('Meny: no-menu').waitFor();

    // Bulk over the selection (four, one without a link).
    for (const r of [found, notFound, broken]) await card(r.name).getByRole('checkbox').check();
    await panel.getByText('4 selected', { exact: true }).waitFor();
    await bulk.getByRole('button', { name: /Check lunch links/ }).click();
    const summary = panel.getByRole('status').filter({ hasText: 'Lunch link check:' });
    await summary.getByText('Lunch link check: 1 found, 1 not found, 1 error, 1 without a lunch link').waitFor({ timeout: 30_000 });
    await toast(page).getByText('1 found, 1 not found, 1 error, 1 without a lunch link').waitFor();
    expect(await card(found.name).locator('[data-status="found"]').textContent()).toMatch(/Lunch menu found \(.*lunch/);
    expect(await card(broken.name).locator('[data-status="error"]').textContent()).toMatch(/Check failed: 502: Failed to scrape lunch link/);
    expect(await card(notFound.name).locator('[data-status="not-found"]').count()).toBe(1);
    expect(await card(linkless.name).locator('[data-status]').count()).toBe(0);

    // The server stored the outcome; the list shows it after it is read again.
    await eventually(async () => (await adminRestaurant(page.request, found.name))?.checkedformenu).toBe(true);
    await card(found.name).getByText('Meny: has-menu').waitFor();
    expect((await adminRestaurant(page.request, broken.name))?.checkedformenu).toBeUndefined();
    expect(site.requests).toContain('/lunch');

    await keepScreenshot(page, { path: `${SCREENSHOTS}/harvest-link-check-1280.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('AI extraction queue', () => {
  it("queues a selection, polls until every item is done, applies the results; 'No Selection' without one", async () => {
    const page = await signedInPage();
    const menu = await insertRestaurant(page.request, `Kö med meny ${run}`, `${site.origin}/kolunch`);
    const about = await insertRestaurant(page.request, `Kö utan meny ${run}`, `${site.origin}/om-oss`);
    // Time runs as usual, but the test can jump the page's clock past its polls.
    await page.clock.install();
    const { panel, card, bulk } = await openTab(page);
    const queuePanel = panel.getByRole('region', { name: 'AI Extraction Queue' });
    await queuePanel.waitFor();

    // A queue left by someone else is cleared first.
    const clear = queuePanel.getByRole('button', { name: 'Clear queue' });
    if (await clear.isVisible()) {
      await clear.click();
      await toast(page).getByText('Queue Cleared').waitFor();
    }
    await queuePanel.getByText('The queue is empty.', { exact: false }).waitFor();

    await bulk.getByRole('button', { name: 'AI Extract' }).click();
    await toast(page).getByText('No Selection').waitFor();
    await bulk.getByRole('button', { name: 'Azure Extract' }).click();
    await toast(page).getByText('No Selection').waitFor();

    await card(menu.name).getByRole('checkbox').check();
    await card(about.name).getByRole('checkbox').check();
    const statusCalls: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/extract/status')) statusCalls.push(Date.now());
    });
    const pollWhileHeld = page.waitForResponse((r) => r.url().endsWith('/api/admin/extract/status'));
    await bulk.getByRole('button', { name: 'AI Extract' }).click();
    await toast(page).getByText(/2 restaurants queued for AI extraction/).waitFor();

    const items = queuePanel.getByRole('list', { name: 'Queue items' });
    await items.getByText(menu.name).waitFor();
    await items.getByText(about.name).waitFor();
    // A poll has answered while the menu page is held (its item cannot be completed yet); now let it be read.
    await pollWhileHeld;
    expect(await queuePanel.getByRole('button', { name: 'Apply Results' }).isVisible()).toBe(false);
    releaseQueuedMenuPage();
    const apply = queuePanel.getByRole('button', { name: 'Apply Results' });
    // Polled every 2 s until both are completed; only then 'Apply Results'.
    await apply.waitFor({ timeout: 60_000 });
    await queuePanel.getByText(/^2 \/ 2 completed/).waitFor();
    expect(await queuePanel.getByRole('progressbar').getAttribute('value')).toBe('2');
    expect(await queuePanel.getByRole('progressbar').getAttribute('max')).toBe('2');
    expect(await items.getByRole('listitem').filter({ hasText: menu.name }).textContent()).toMatch(/Completed: (success|failed)/);
    expect(await items.getByRole('listitem').filter({ hasText: about.name }).textContent()).toMatch(/Completed: failed|Error/);
    expect(statusCalls.length).toBeGreaterThanOrEqual(2);
    // Done: polling has stopped. Three polls' time (2 s each) passes on the page's clock, and no read is sent.
    const callsWhenDone = statusCalls.length;
    await page.clock.runFor(6_000);
    await requestsSettled(page);
    expect(statusCalls.length).toBe(callsWhenDone);

    await keepScreenshot(page, { path: `${SCREENSHOTS}/harvest-queue-1280.png`, fullPage: true });
    await apply.click();
    await toast(page).getByText('Results Applied!').waitFor();
    // The count is of restaurants that got menus; the about page got none and is named with why.
    const outcome = queuePanel.getByRole('status').filter({ hasText: 'Results applied:' });
    await outcome.getByText(/^Results applied: \d restaurants? got menus/).waitFor();
    await eventually(async () => (await adminRestaurant(page.request, menu.name))?.AIResponse).toBeTruthy();
    const stored = await adminRestaurant(page.request, menu.name);
    await card(menu.name).getByText(`AI: ${stored!.AIResponse}`).waitFor();

    // A reload finds the queue as the server has it (read once on mount), and it can be cleared.
    const after = page.waitForResponse((r) => r.url().endsWith('/api/admin/extract/status'));
    await page.reload();
    const server = (await (await after).json()) as ExtractionQueueStatus;
    const reloaded = page.getByRole('tabpanel').getByRole('region', { name: 'AI Extraction Queue' });
    if (server.status.totalItems > 0) {
      await reloaded.getByText(`${server.status.completed} / ${server.status.totalItems} completed`, { exact: false }).waitFor();
      await reloaded.getByRole('button', { name: 'Clear queue' }).click();
      await toast(page).getByText('Queue Cleared').waitFor();
    }
    await reloaded.getByText('The queue is empty.', { exact: false }).waitFor();
  });

  it('runs the cloud-function extraction for a selection and one card, and shows the results panel', async () => {
    const page = await signedInPage();
    const menu = await insertRestaurant(page.request, `Azure meny ${run}`, `${site.origin}/lunch`);
    const broken = await insertRestaurant(page.request, `Azure trasig ${run}`, `${site.origin}/trasig`);
    const { panel, card, bulk } = await openTab(page);
    await card(menu.name).getByRole('checkbox').check();
    await card(broken.name).getByRole('checkbox').check();
    await bulk.getByRole('button', { name: 'Azure Extract' }).click();
    const results = panel.getByRole('region', { name: 'Azure Function Results' });
    const summary = results.getByRole('list', { name: 'Azure results' });
    await summary.getByText(menu.name).waitFor({ timeout: 45_000 });
    expect(await results.getByRole('term').allTextContents()).toEqual(['Total', 'Successful', 'Failed', 'Queued']);
    expect(await results.getByRole('term').filter({ hasText: 'Total' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('2');
    expect(await summary.getByRole('listitem').filter({ hasText: broken.name }).textContent()).toMatch(/Failed|Queued/);

    // One card: 'Azure extract', then the field extraction.
    await card(menu.name).getByRole('button', { name: /Visa detaljer/ }).click();
    await card(menu.name).getByRole('button', { name: 'Azure extract' }).click();
    await toast(page).getByText(/Data extracted successfully|Error/).first().waitFor({ timeout: 45_000 });
    await card(menu.name).getByRole('button', { name: 'Extract lunch_hours' }).click();
    await toast(page).getByText(/Data extracted successfully|Error/).first().waitFor({ timeout: 45_000 });
    await keepScreenshot(page, { path: `${SCREENSHOTS}/harvest-azure-1280.png`, fullPage: true });
  });
});

describe('AI Response Analysis', () => {
  const analysisWith = (overrides: Partial<AiResponseAnalysis> | { aiUnification?: undefined }): AiResponseAnalysis =>
    ({
      totalRestaurants: 12,
      uniqueResponseCount: 4,
      efficiencyGain: 0,
      canPerformReplacement: true,
      aiUnification: {
        standardizedCategories: [
          { category: 'MENU_FOUND', displayName: 'Meny hittad', description: "This week's menu was read for every open lunch day." },
          { category: 'NO_MENU_FOUND', displayName: 'Ingen meny', description: 'Nothing on the page looks like a lunch menu.' },
        ],
      },
      replacementSchema: { [`Menu found for week 47 ${run}`]: 'MENU_FOUND', [`Ingen meny hittades ${run}`]: 'NO_MENU_FOUND' },
      responses: [
        { response: 'MENU_FOUND', count: 6, restaurants: [{ name: 'A' }, { name: 'B' }], hasMore: true, standard: true, category: 'MENU_FOUND' },
        { response: `Menu found for week 47 ${run}`, count: 3, restaurants: [{ name: 'C' }], hasMore: false, standard: false, category: 'MENU_FOUND' },
        { response: `Ingen meny hittades ${run}`, count: 2, restaurants: [{ name: 'D' }], hasMore: false, standard: false, category: 'NO_MENU_FOUND' },
        { response: 'NO_MENU_FOUND', count: 1, restaurants: [{ name: 'E' }], hasMore: false, standard: true, category: 'NO_MENU_FOUND' },
      ],
      ...overrides,
    }) as AiResponseAnalysis;

  it('opens as a labelled dialog with the real totals and responses, closes with Escape and gives focus back', async () => {
    const page = await signedInPage();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/analyze-ai-responses'));
    const { bulk } = await openTab(page);
    const opener = bulk.getByRole('button', { name: 'AI Response Analysis' });
    await opener.click();
    const data = (await (await answer).json()) as AiResponseAnalysis;
    const dialog = page.getByRole('dialog', { name: 'AI Response Analysis' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const totals = dialog.getByRole('definition');
    await dialog.getByRole('term').filter({ hasText: 'Restaurants' }).waitFor();
    expect(await totals.first().textContent()).toBe(String(data.totalRestaurants));
    const table = dialog.getByRole('table', { name: 'Unique responses' });
    expect(await table.getByRole('row').count()).toBe(data.responses.length + 1);
    if (Object.keys(data.replacementSchema).length === 0) {
      expect(await dialog.getByRole('button', { name: 'Apply unification' }).isDisabled()).toBe(true);
      await dialog.getByText('No replacement schema available').first().waitFor();
    }
    await keepScreenshot(page, { path: `${SCREENSHOTS}/harvest-analysis-real-1280.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => opener.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it('shows the proposal and applies the unification through the server', async () => {
    const page = await signedInPage();
    await page.route('**/api/admin/analyze-ai-responses', (route) => route.fulfill({ json: analysisWith({ efficiencyGain: 50 }) }));
    const unifyBodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/unify-ai-responses')) unifyBodies.push(r.postDataJSON());
    });
    const { bulk } = await openTab(page);
    await bulk.getByRole('button', { name: 'AI Response Analysis' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Response Analysis' });
    await dialog.getByText('50%').waitFor();
    await dialog.getByText('Meny hittad', { exact: true }).waitFor();
    const schema = dialog.getByRole('table', { name: 'Replacement schema' });
    expect(await schema.getByRole('row').filter({ hasText: `Menu found for week 47 ${run}` }).textContent()).toContain('→ MENU_FOUND');
    const responses = dialog.getByRole('table', { name: 'Unique responses' });
    expect(await responses.getByRole('row').filter({ hasText: 'A, B' }).textContent()).toMatch(/MENU_FOUND6foundA, B, …/);
    // The badge is the server's category for the text (issue 18: not a keyword guess).
    expect(await responses.getByRole('row').filter({ hasText: `Ingen meny hittades ${run}` }).textContent()).toContain('not found');
    await keepScreenshot(page, { path: `${SCREENSHOTS}/harvest-analysis-1280.png` });

    await dialog.getByRole('button', { name: 'Apply unification' }).click();
    await dialog.getByText(/^Unification Complete! \d+ restaurants? updated\.$/).waitFor();
    expect(unifyBodies).toEqual([{ replacementSchema: { [`Menu found for week 47 ${run}`]: 'MENU_FOUND', [`Ingen meny hittades ${run}`]: 'NO_MENU_FOUND' } }]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await toast(page).getByText('Unification Complete!').waitFor();
  });

  it("applies the server's own proposal: the old texts become categories and nothing is left to unify", async () => {
    const page = await signedInPage();
    const first = page.waitForResponse((r) => r.url().endsWith('/api/admin/analyze-ai-responses'));
    const { bulk } = await openTab(page);
    await bulk.getByRole('button', { name: 'AI Response Analysis' }).click();
    const before = (await (await first).json()) as AiResponseAnalysis;
    const dialog = page.getByRole('dialog', { name: 'AI Response Analysis' });
    const applyButton = dialog.getByRole('button', { name: 'Apply unification' });
    await applyButton.waitFor();
    // The demo data holds older free-text responses; without any the button is disabled and says why.
    if (Object.keys(before.replacementSchema).length === 0) {
      expect(await applyButton.isDisabled()).toBe(true);
      return;
    }
    expect(await dialog.getByRole('table', { name: 'Replacement schema' }).getByRole('row').count()).toBe(Object.keys(before.replacementSchema).length + 1);
    const again = page.waitForResponse((r) => r.url().endsWith('/api/admin/analyze-ai-responses'));
    await applyButton.click();
    await dialog.getByText(/^Unification Complete! [1-9]\d* restaurants? updated\.$/).waitFor();
    const after = (await (await again).json()) as AiResponseAnalysis;
    expect(after.replacementSchema).toEqual({});
    await dialog.getByText('No replacement schema available').first().waitFor();
    expect(await applyButton.isDisabled()).toBe(true);
    expect(after.responses.every((r) => r.standard)).toBe(true);
  });

  it('says the AI analysis failed and shows only the basic list; fits 390 px', async () => {
    const page = await signedInPage(PHONE);
    await page.route('**/api/admin/analyze-ai-responses', (route) =>
      route.fulfill({ json: { ...analysisWith({}), aiUnification: undefined, replacementSchema: {}, canPerformReplacement: false } }),
    );
    const { bulk } = await openTab(page);
    await keepScreenshot(page, { path: `${SCREENSHOTS}/harvest-tab-390.png`, fullPage: true });
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
    // An open card with its harvesting buttons fits too.
    const first = page.getByRole('tabpanel').getByRole('list', { name: 'Nya restauranger' }).getByRole('listitem').first();
    await first.getByRole('button', { name: /Visa detaljer/ }).click();
    const actions = first.getByRole('group', { name: /^Harvesting for / });
    await actions.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: `${SCREENSHOTS}/harvest-card-390.png` });
    expect(await actions.getByRole('button').count()).toBe(5);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
    await bulk.getByRole('button', { name: 'AI Response Analysis' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Response Analysis' });
    await dialog.getByRole('heading', { name: 'AI analysis failed' }).waitFor();
    await dialog.getByText('Only the basic list of responses is shown.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Apply unification' }).count()).toBe(0);
    expect(await dialog.getByRole('table', { name: 'Unique responses' }).getByRole('row').count()).toBe(5);
    await keepScreenshot(page, { path: `${SCREENSHOTS}/harvest-analysis-failed-390.png` });
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // Nothing inside sticks out of the dialog: only the tables scroll sideways, in their own boxes.
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
  });

  it('shows the modal with the proposal at 390 px inside the screen', async () => {
    const page = await signedInPage(PHONE);
    await page.route('**/api/admin/analyze-ai-responses', (route) => route.fulfill({ json: analysisWith({ efficiencyGain: 50 }) }));
    const { bulk } = await openTab(page);
    await bulk.getByRole('button', { name: 'AI Response Analysis' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Response Analysis' });
    await dialog.getByText('Meny hittad', { exact: true }).waitFor();
    await keepScreenshot(page, { path: `${SCREENSHOTS}/harvest-analysis-390.png` });
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // Nothing inside sticks out of the dialog: only the tables scroll sideways, in their own boxes.
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
  });
});
