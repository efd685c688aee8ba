import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_OPTIONS } from './chromium';

export { CHROMIUM_PATH } from './chromium';

/**
 * The project's one Chromium (started by the global setup, functions/test/support/global-setup.ts),
 * connected to: starting a browser per file cost seconds of CPU each. Tests isolate themselves with a
 * context each; `close()` on the returned Browser disconnects and closes its contexts, never the
 * shared browser. Without a shared one (a script outside Vitest) a browser of its own is started.
 */
export function launchBrowser(): Promise<Browser> {
  let endpoint = '';
  try {
    endpoint = inject('browserWsEndpoint') ?? '';
  } catch {
    /* not inside a Vitest run */
  }
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM_OPTIONS);
}

/** Screenshots for people to look at are taken only when asked for (see `keepScreenshot` in page-helpers.ts). */
export const SCREENSHOTS_KEPT = process.env.E2E_SCREENSHOTS === '1';

/**
 * A phone 390 CSS px wide. Layout in CSS px is the same at any pixel ratio and no test reads
 * devicePixelRatio, so Chromium rasters it at 1x (a quarter of the pixels of 2x, about 10 % less of its
 * CPU in a browser run) unless screenshots are kept, which are for high-density screens.
 */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: SCREENSHOTS_KEPT ? 2 : 1, isMobile: true, hasTouch: true } as const;
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
