import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, PHONE } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('finding lunch from the home page', () => {
  it('picks Malmö in the city search and sees the list', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Ha koll på den bästa lunchen!' }).isVisible()).resolves.toBe(true);

    const box = page.getByRole('combobox');
    await box.fill('mal');
    await page.getByRole('option', { name: 'Malmö' }).waitFor();
    await box.press('Enter');

    await page.waitForURL(/\/lunch-list\?city=Malm(ö|%C3%B6)/);
    await page.getByRole('heading', { name: 'Lunchrestauranger i Malmö' }).waitFor();
    await page.locator('a[href^="/restaurant/"]').first().waitFor();
    expect(await page.locator('a[href^="/restaurant/"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('finds cities typed without accents or with a typo', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    const box = page.getByRole('combobox');
    for (const [typed, city] of [['orebro', 'Örebro'], ['malmo', 'Malmö'], ['gotebrog', 'Göteborg']]) {
      await box.fill(typed);
      await page.getByRole('option', { name: city }).waitFor();
    }
    await box.fill('goteborg');
    await page.getByRole('option', { name: 'Göteborg' }).waitFor();
    await box.press('Enter');
    await page.waitForURL(/\/lunch-list\?city=G(ö|%C3%B6)teborg/);
    await page.getByRole('heading', { name: 'Lunchrestauranger i Göteborg' }).waitFor();
    await context.close();
  });

  it('says "Inga resultat." when no city matches and closes on Escape', async () => {
    const context = await newContext(browser, baseUrl, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    const box = page.getByRole('combobox');
    await box.fill('xyz');
    await page.getByText('Inga resultat.').waitFor();
    await box.press('Escape');
    await page.getByText('Inga resultat.').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('shows "404 Page Not Found" for an unknown path', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.getByText('404 Page Not Found').waitFor();
    await context.close();
  });
});
