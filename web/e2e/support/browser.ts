import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

/** Debian's Chromium driven by playwright-core; never a downloaded browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

export async function newContext(browser: Browser, baseURL: string, device: typeof PHONE | typeof DESKTOP = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ ...device, baseURL, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
}

/**
 * One Chromium per test file, started before its tests and closed after them. Contexts opened with
 * `openContext` are closed after each test, so one failing test leaves nothing open for the next.
 */
export function browserForThisFile(baseURL: string) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async openContext(device: typeof PHONE | typeof DESKTOP = DESKTOP): Promise<BrowserContext> {
      if (!browser) throw new Error('the browser is not started yet');
      const context = await newContext(browser, baseURL, device);
      contexts.push(context);
      return context;
    },
  };
}

/**
 * Answers the cookie banner before any page of the context loads (necessary cookies only unless
 * `analytics`), so it covers nothing; the one place tests write the consent the app keeps.
 */
export async function answerCookieBanner(context: BrowserContext, choice: { analytics?: boolean; decidedAt?: string } = {}): Promise<void> {
  const consent = { necessary: true, analytics: choice.analytics ?? false, performance: false, decidedAt: choice.decidedAt ?? '', version: 1 };
  await context.addInitScript((value) => {
    try {
      localStorage.setItem('lunchkoll.cookie-consent', value);
    } catch {
      /* about:blank has no storage */
    }
  }, JSON.stringify(consent));
}

/** Polls until the assertion holds; generous, because the browser shares two cores with the whole stack. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });
