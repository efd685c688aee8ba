import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { answerCookieBanner, SCREENSHOTS_KEPT, type DESKTOP, type PHONE } from './browser';
import { logInAsAdmin, type Login } from './log-in';

/**
 * What browser tests do to every page they open, in one place: the visitor's cookie choice, the page's
 * script errors, map tiles, the accessibility check, one sign-in per file, and "nothing more was sent".
 */

export interface VisitorOptions {
  /** The choice the visitor already made in the cookie banner (necessary only by default); `false` leaves the banner unanswered. */
  consent?: { analytics?: boolean; decidedAt?: string } | false;
  /** Collects the page's uncaught script errors (see `failOnPageErrors`). */
  pageErrors?: string[];
  /** No internet here: map tiles fail at once instead of waiting for DNS (the map must work without them). */
  blockMapTiles?: boolean;
}

/** Makes a fresh context the visitor's: the cookie banner answered before any page loads, and the options above. */
export async function asVisitor(context: BrowserContext, options: VisitorOptions = {}): Promise<BrowserContext> {
  if (options.consent !== false) await answerCookieBanner(context, options.consent);
  const errors = options.pageErrors;
  if (errors) context.on('weberror', (error) => errors.push(error.error().message));
  if (options.blockMapTiles) await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  return context;
}

/** A page in a fresh context made the visitor's (see `asVisitor`). */
export async function openPage(context: BrowserContext, options: VisitorOptions = {}): Promise<Page> {
  return (await asVisitor(context, options)).newPage();
}

type Device = typeof PHONE | typeof DESKTOP;

/**
 * A file's way to open visitor contexts and pages with the same options every time, from the browser
 * it uses: `const { openPage } = visitorPages(browserForThisFile(baseUrl), { pageErrors })`.
 */
export function visitorPages(browser: { openContext(device?: Device): Promise<BrowserContext> }, options: VisitorOptions = {}) {
  const openContext = async (device?: Device) => asVisitor(await browser.openContext(device), options);
  return { openContext, openPage: async (device?: Device) => (await openContext(device)).newPage() };
}

/** A list the pages' script errors go into; any error fails the test it happened in, with its own text. */
export function failOnPageErrors(): string[] {
  const pageErrors: string[] = [];
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });
  return pageErrors;
}

/** Serious and critical WCAG 2 A/AA violations as `rule: targets` lines; empty when there are none. */
export async function seriousAxeViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const result = await builder.analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Signs in through the login page the first time, as a person would, and gives later pages that
 * session's cookie (fewer logins, less load on two cores). One per file: `const signIn = signInOnce(login)`;
 * a file whose stack starts later passes functions, read at the first sign-in.
 */
export function signInOnce(login: Login | (() => Login), origin: string | (() => string) = ''): (page: Page) => Promise<void> {
  let session: Cookie[] = [];
  return async (page) => {
    if (session.length === 0) {
      await logInAsAdmin(page, typeof login === 'function' ? login() : login, typeof origin === 'function' ? origin() : origin);
      session = await page.context().cookies();
    } else await page.context().addCookies(session);
  };
}

let settleCount = 0;

/**
 * Resolves when a request the page sends now has been seen by the test. The page's requests are reported
 * in the order it sends them, so once this one is seen, every request sent before it (by a click or a
 * timer that already ran) has been too: a "nothing was sent" check after it has looked long enough.
 */
export async function requestsSettled(page: Page): Promise<void> {
  const marker = `/favicon.svg?settled=${++settleCount}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url).catch(() => undefined), marker);
  await seen;
}

/** Ends the session from another tab of the same browser, as a person would (the header's "Logga ut"). */
export async function logOutInAnotherTab(context: BrowserContext): Promise<void> {
  const tab = await context.newPage();
  await tab.goto('/');
  await tab.getByRole('button', { name: 'Logga ut' }).click();
  await tab.getByRole('link', { name: 'Logga in' }).waitFor();
}

/**
 * A screenshot for people to look at (phone and desktop widths), not an assertion: taken only when
 * E2E_SCREENSHOTS=1, since encoding full-page images costs CPU seconds a test run does not need.
 */
export async function keepScreenshot(target: { screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown> }, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (SCREENSHOTS_KEPT) await target.screenshot(options);
}
