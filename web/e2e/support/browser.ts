import { chromium, type Browser, type BrowserContext } from 'playwright-core';

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
