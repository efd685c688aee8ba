import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, PHONE } from './support/browser';
import { asVisitor, seriousAxeViolations } from './support/page-helpers';

const baseUrl = inject('baseUrl');
let browser: Browser;

async function visitor(device: typeof PHONE | typeof DESKTOP = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await asVisitor(await newContext(browser, baseUrl, device));
  return { context, page: await context.newPage() };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home', () => {
  it('has the headline, sub-line, three selling points and landmarks', async () => {
    const { context, page } = await visitor();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Ha koll på den bästa lunchen!' }).waitFor();
    await page.getByText('Sveriges enklaste lunchmeny sök', { exact: true }).waitFor();
    // The headline is painted from index.html before the app starts; the selling points come with React.
    await page.locator('.selling-point').nth(2).waitFor();
    expect(await page.locator('.selling-point').count()).toBe(3);
    expect(await page.locator('html').getAttribute('lang')).toBe('sv');
    for (const role of ['banner', 'main', 'contentinfo'] as const) expect(await page.getByRole(role).count()).toBe(1);
    expect(await page.getByRole('navigation').count()).toBeGreaterThanOrEqual(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('pre-rendered shell (index.html)', () => {
  const boxes = (page: Page) =>
    page.evaluate(() =>
      ['.site-header', '.hero__title', '.hero__subtitle', '.combobox__input', '.hero__cities'].map((selector) => {
        const r = document.querySelector(selector)?.getBoundingClientRect();
        return r ? [selector, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)] : [selector, 'missing'];
      }),
    );

  /** The page as painted before the app's JavaScript arrives (boot.js runs, the bundle never comes). */
  async function beforeTheApp(device: typeof PHONE | typeof DESKTOP) {
    const context = await browser.newContext({ ...device, baseURL: baseUrl });
    await context.route('**/assets/*.js', (route) => route.abort());
    return { context, page: await context.newPage() };
  }

  it('paints the header and hero before the app JavaScript, exactly where React puts them', async () => {
    for (const device of [PHONE, DESKTOP]) {
      const { context: staticContext, page: staticPage } = await beforeTheApp(device);
      await staticPage.goto('/');
      expect(await staticPage.getByRole('heading', { level: 1, name: 'Ha koll på den bästa lunchen!' }).isVisible()).toBe(true);
      const before = await boxes(staticPage);
      await staticContext.close();

      const { context, page } = await visitor(device);
      await page.goto('/');
      await page.locator('.selling-point').first().waitFor();
      expect(await page.locator('.prerendered').count()).toBe(0); // React has replaced the shell
      expect(await boxes(page)).toEqual(before);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let sum = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) sum += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(sum), 300);
          }),
      );
      expect(shift).toBeLessThan(0.01);
      await context.close();
    }
  });

  it('paints the cookie banner for a first visit before the app, exactly where React puts it, and not after a choice', async () => {
    for (const device of [PHONE, DESKTOP]) {
      const { context: staticContext, page: staticPage } = await beforeTheApp(device);
      await staticPage.goto('/lunch-list?city=Malm%C3%B6');
      const banner = staticPage.locator('.consent');
      expect(await banner.isVisible()).toBe(true);
      const before = await banner.boundingBox();
      await staticContext.close();

      const context = await browser.newContext({ ...device, baseURL: baseUrl });
      const page = await context.newPage();
      await page.goto('/lunch-list?city=Malm%C3%B6');
      await page.getByRole('heading', { name: 'Lunchrestauranger i Malmö' }).waitFor();
      expect(await page.locator('.prerendered').count()).toBe(0);
      expect(await page.locator('.consent').boundingBox()).toEqual(before);
      await context.close();
    }
    const { context, page } = await beforeTheApp(DESKTOP);
    await context.addInitScript(() => localStorage.setItem('lunchkoll.cookie-consent', JSON.stringify({ version: 1, analytics: false, performance: false })));
    await page.goto('/about');
    expect(await page.locator('.consent').isVisible()).toBe(false);
    await context.close();
  });

  it('does not flash the home hero on other pages', async () => {
    const { context: staticContext, page } = await beforeTheApp(DESKTOP);
    await page.goto('/about');
    expect(await page.locator('.site-header').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Ha koll på den bästa lunchen!' }).isVisible()).toBe(false);
    await staticContext.close();
  });
});

describe('static pages', () => {
  it('about describes the service and claims over 200 restaurants', async () => {
    const { context, page } = await visitor();
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'Om oss' }).waitFor();
    await page.getByText(/över 200 restauranger/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('contact gives the support address and the three FAQs', async () => {
    const { context, page } = await visitor(PHONE);
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor();
    const mail = page.locator('a[href^="mailto:"]').first();
    expect(await mail.getAttribute('href')).toMatch(/^mailto:\S+@\S+$/);
    const questions = page.locator('.faq summary');
    expect(await questions.count()).toBe(3);
    await questions.nth(0).click();
    await page.getByText(/namn, adress, öppettider .* länk till\s+lunchmenyn/).waitFor();
    await questions.nth(1).click();
    await page.getByText('Nej, tjänsten är helt gratis att använda.').waitFor();
    await questions.nth(2).click();
    await page.getByText(/Vi söker frivilliga/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('privacy lists the data, cookie kinds, third parties and GDPR rights', async () => {
    const { context, page } = await visitor();
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Integritetspolicy' }).waitFor();
    for (const heading of ['Uppgifter vi samlar in', 'Cookies', 'Dina cookieval', 'Tredjepartstjänster', 'Dina rättigheter enligt GDPR']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    for (const kind of ['Nödvändiga cookies', 'Analyscookies', 'Prestandacookies']) await page.getByText(kind, { exact: true }).first().waitFor();
    for (const right of ['tillgång', 'rättelse', 'radering', 'begränsning', 'invändningar']) {
      await page.getByText(new RegExp(`Rätt (till|att göra) ${right}`)).waitFor();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows "404 Page Not Found" for an unknown path', async () => {
    const { context, page } = await visitor();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await context.close();
  });
});

describe('header and footer', () => {
  it('has the logo, "Logga in" and the footer links', async () => {
    const { context, page } = await visitor();
    await page.goto('/about');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: /till startsidan/ }).getAttribute('href')).toBe('/');
    expect(await header.getByRole('link', { name: 'Logga in' }).getAttribute('href')).toBe('/login');
    const footer = page.getByRole('contentinfo');
    await footer.getByText(/^© \d{4} /).waitFor();
    for (const [name, href] of [['Om oss', '/about'], ['Kontakt', '/contact'], ['Integritetspolicy', '/privacy']]) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    await footer.getByRole('button', { name: 'Cookieinställningar' }).waitFor();
    await context.close();
  });

  it('folds the menu behind a toggle on small screens', async () => {
    const { context, page } = await visitor(PHONE);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Meny' });
    const login = page.getByRole('banner').getByRole('link', { name: 'Logga in' });
    const expanded = () => toggle.getAttribute('aria-expanded');
    await page.getByRole('heading', { level: 1, name: 'Ha koll på den bästa lunchen!' }).waitFor();
    expect(await expanded()).toBe('false');
    expect(await login.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(expanded).toBe('true');
    expect(await login.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(expanded).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Meny');
    await toggle.click();
    await expect.poll(expanded).toBe('true');
    await page.getByRole('banner').getByRole('link', { name: 'Om oss' }).click();
    await page.waitForURL('**/about');
    await expect.poll(expanded).toBe('false');
    await context.close();
  });
});
