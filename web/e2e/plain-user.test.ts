import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForThisFile, PHONE } from './support/browser';
import { logOutInAnotherTab, seriousAxeViolations, visitorPages, keepScreenshot } from './support/page-helpers';
import { logIn as logInThroughPage } from './support/log-in';
import { runUserCli } from '../../functions/test/support/user-cli';

const baseUrl = inject('baseUrl');
/** Contexts whose visitor has already answered the cookie banner, so it covers nothing in screenshots. */
const { openContext } = visitorPages(browserForThisFile(baseUrl));
/** A user without the admin role, made with the user command like an operator would (unique per run). */
const greta = { username: `greta-${process.pid}-${Date.now()}`, password: 'greta-has-a-long-password' };

beforeAll(async () => {
  const made = await runUserCli(inject('dataDir'), ['add', greta.username, '--role', 'user', '--first-name', 'Greta', '--password-stdin'], greta.password);
  if (made.code !== 0) throw new Error(`npm run user failed: ${made.output}`);
}, 60_000);

async function logIn(page: Page) {
  await logInThroughPage(page, greta);
  await page.getByRole('heading', { name: 'Welcome, Greta!' }).waitFor();
}

describe('a signed-in user without the admin role', () => {
  it('lands on their own to-do board and creates a task', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await logIn(page);

    // Only their board: no admin claim, no admin screens, one tab, selected.
    expect(await page.getByText('You have admin access.').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Adminsidor' }).count()).toBe(0);
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Att-göra lista']);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('Access Denied - You need admin privileges').count()).toBe(0);

    // The header: their board and "Logga ut", no "Admin Dashboard".
    const header = page.getByRole('navigation', { name: 'Huvudmeny' });
    await header.getByRole('link', { name: 'Att-göra lista' }).waitFor();
    await header.getByRole('button', { name: 'Logga ut' }).waitFor();
    expect(await header.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);

    const todoColumn = page.getByRole('region', { name: /Att göra/ });
    await todoColumn.getByText('Inga uppgifter').waitFor();
    const title = `Ring leverantören ${Date.now()}`;
    await page.getByLabel('Titel').fill(title);
    await page.getByLabel('Beskrivning (valfri)').fill('Fråga om leveransen på fredag.');
    await page.getByRole('button', { name: 'Lägg till uppgift' }).click();
    await page.getByText('Uppgift skapad!').waitFor();
    await todoColumn.getByRole('heading', { name: title }).waitFor();
    expect(await todoColumn.locator('.todo-column__count').textContent()).toBe('1');

    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: '/tmp/plain-user-board-1280.png', fullPage: true });

    // The same board again after a reload: it is theirs, kept on the server.
    await page.reload();
    await page.getByRole('region', { name: /Att göra/ }).getByRole('heading', { name: title }).waitFor();
  });

  it('cannot open an admin tab or admin screen, on the client or on the server', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await logIn(page);

    await page.goto('/admin?tab=restaurants');
    await page.getByRole('heading', { name: 'Access Denied - You need admin privileges' }).waitFor();
    expect(await page.getByRole('tabpanel').count()).toBe(0);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Att-göra lista']);
    await page.getByRole('tab', { name: 'Att-göra lista' }).click();
    await page.getByRole('region', { name: /Att göra/ }).waitFor();
    expect(await page.getByText('Access Denied - You need admin privileges').count()).toBe(0);

    for (const [url, title] of [
      ['/admin/monitoring', 'System Monitoring'],
      ['/admin/workflow', 'Workflow management'],
      ['/admin/weekly-validation', 'Veckomeny Validering'],
      ['/admin/comparison', 'Menu Comparison'],
      ['/admin/gmaps-import', 'Google Maps Import'],
    ]) {
      await page.goto(url);
      await page.getByRole('heading', { name: 'Access Denied - You need admin privileges', level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
    }
    await keepScreenshot(page, { path: '/tmp/plain-user-denied-1280.png' });
    // From there, back to what they can use.
    await page.getByRole('link', { name: '← Tillbaka till Att-göra lista' }).click();
    await page.getByRole('region', { name: /Att göra/ }).waitFor();

    // The server refuses the admin calls to this session, whatever the client shows.
    expect((await page.request.get('/api/admin/cities')).status()).toBe(403);
    expect((await page.request.get('/api/todos')).status()).toBe(200);
  });

  it('reaches the board from the small-screen menu', async () => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    await logIn(page);
    const todoColumn = page.getByRole('region', { name: /Att göra/ });
    await todoColumn.waitFor();
    const title = `Boka bord ${Date.now()}`;
    await page.getByLabel('Titel').fill(title);
    await page.getByRole('button', { name: 'Lägg till uppgift' }).click();
    await todoColumn.getByRole('heading', { name: title }).waitFor();
    await keepScreenshot(page, { path: '/tmp/plain-user-board-390.png', fullPage: true });
    await page.goto('/admin/workflow');
    await page.getByRole('heading', { name: 'Access Denied - You need admin privileges' }).waitFor();
    await keepScreenshot(page, { path: '/tmp/plain-user-denied-390.png' });

    await page.goto('/');
    await page.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Att-göra lista' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('region', { name: /Att göra/ }).waitFor();
  });

  it('is told the session expired when it ends while the board is open', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await logIn(page);
    await page.getByRole('region', { name: /Att göra/ }).waitFor();

    await logOutInAnotherTab(context);

    await page.getByLabel('Titel').fill('Skapas aldrig');
    await page.getByRole('button', { name: 'Lägg till uppgift' }).click();
    await page.getByText('You are logged out. Logging in again...').waitFor();
    await page.waitForURL('**/login?expired=1');
    await page.getByText('Session expired').waitFor();
    await page.getByText('Please log in again').waitFor();
  });
});

describe('the login page', () => {
  it('is plain for a visitor, at phone and desktop widths', async () => {
    for (const [device, file] of [[PHONE, '/tmp/login-390.png'], [undefined, '/tmp/login-1280.png']] as const) {
      // Straight from /admin, as a visitor who never signed in arrives.
      const context = await openContext(device);
      const page = await context.newPage();
      await page.goto('/admin');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { name: 'Logga in' }).waitFor();
      expect(await page.getByText('Session expired').count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: file, fullPage: true });
    }
  });
});
