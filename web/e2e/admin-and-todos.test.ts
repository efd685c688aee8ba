import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localAdminLogin, logInAsAdmin } from './support/log-in';
import { browserForThisFile, DESKTOP, PHONE } from './support/browser';
import { logOutInAnotherTab } from './support/page-helpers';

const baseUrl = inject('baseUrl');
const admin = localAdminLogin(inject('dataDir'));
const { openContext } = browserForThisFile(baseUrl);

const logIn = (page: Page) => logInAsAdmin(page, admin);

describe('login and the admin dashboard', () => {
  it('logs in, greets the admin, shows the shell, and logs out', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await logIn(page);
    await page.getByRole('heading', { name: `Welcome, ${admin.username}!` }).waitFor();
    for (const label of ['System Monitoring', 'Workflow', 'Veckomeny', 'Menu Comparison', 'Google Maps Import']) {
      expect(await page.getByRole('navigation', { name: 'Adminsidor' }).getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('tab').count()).toBe(9);
    await page.getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Adminsidor' }).getByRole('link', { name: 'System Monitoring' }).click();
    await page.getByRole('heading', { name: 'System Monitoring', level: 1 }).waitFor();
    expect(await page.getByText('Access Denied - You need admin privileges').count()).toBe(0);
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.getByRole('link', { name: 'Logga in' }).waitFor();
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('shows every dashboard tab whole, nothing cut off (%s)', async (_name, device) => {
    const context = await openContext(device);
    const page = await context.newPage();
    await logIn(page);
    const tablist = page.getByRole('tablist', { name: 'Adminflikar' });
    await tablist.waitFor();
    const box = (await tablist.boundingBox())!;
    const tabs = await page.getByRole('tab').all();
    expect(tabs.length).toBe(9);
    for (const tab of tabs) {
      const tabBox = (await tab.boundingBox())!;
      expect(tabBox.x, await tab.textContent() ?? '').toBeGreaterThanOrEqual(box.x - 0.5);
      expect(tabBox.x + tabBox.width, await tab.textContent() ?? '').toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(device.viewport.width);
    }
    // Nothing hidden behind a scroll either.
    expect(await tablist.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(device.viewport.width);
  });

  it('shows the server message under "Login Failed" for a wrong password', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Användarnamn').fill(admin.username);
    await page.getByLabel('Lösenord').fill('definitely-wrong');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.getByText('Login Failed').waitFor();
    await page.getByText('Invalid username or password').waitFor();
    expect(page.url()).toContain('/login');
  });

  it('sends a visitor who never signed in from /admin to the plain login page, with the unauthorized toast', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto('/admin');
    const toast = page.locator('.toast');
    // One toast with both texts, seen in one wait: the login page follows 0.5 s later, which a second
    // wait may miss on a loaded machine.
    await toast.filter({ has: page.getByText('Unauthorized', { exact: true }) }).filter({ hasText: 'You are logged out. Logging in again...' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('heading', { name: 'Logga in' }).waitFor();
    expect(await page.getByText('Session expired').count()).toBe(0);
    expect(await page.getByText('Please log in again').count()).toBe(0);
  });

  it('a 401 in the middle of a session shows one toast and a login page saying the session expired', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await logIn(page);
    // The session ends on the server (e.g. expired) while the page is open.
    const cookie = (await context.cookies()).find((c) => c.name === '__Host-session')!;
    await fetch(`${baseUrl}/api/logout`, { method: 'POST', headers: { cookie: `${cookie.name}=${cookie.value}` } });
    await page.getByRole('tab', { name: 'Att-göra lista' }).click();
    await page.getByText('You are logged out. Logging in again...').waitFor();
    expect(await page.locator('.toast').count()).toBe(1);
    await page.waitForURL('**/login?expired=1');
    await page.getByText('Session expired').waitFor();
    await page.getByText('Please log in again').waitFor();
    // Signing in again from there works, and the notice goes.
    await page.getByLabel('Användarnamn').fill(admin.username);
    await page.getByLabel('Lösenord').fill(admin.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.getByText('Logged in successfully!').waitFor();
    expect(await page.getByText('Session expired').count()).toBe(0);
    await page.waitForURL('**/admin');
  });

  it('logging out in another tab ends the session for a change made in this one', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await logIn(page);
    await page.getByRole('tab', { name: 'Att-göra lista' }).click();
    await page.getByRole('region', { name: /Att göra/ }).waitFor();

    await logOutInAnotherTab(context);

    await page.getByLabel('Titel').fill('Skapas aldrig');
    await page.getByRole('button', { name: 'Lägg till uppgift' }).click();
    // The unauthorized toast, not the create failure's: one toast at a time, and this one says what happened.
    await page.getByText('You are logged out. Logging in again...').waitFor();
    expect(await page.getByText('Kunde inte skapa uppgift').count()).toBe(0);
    await page.waitForURL('**/login?expired=1');
    await page.getByText('Session expired').waitFor();
    await page.getByText('Please log in again').waitFor();
  });
});

describe('to-do board', () => {
  it('creates, edits, moves and deletes a task with the spec\'s toasts', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await logIn(page);
    await page.getByRole('tab', { name: 'Att-göra lista' }).click();
    const todoColumn = page.getByRole('region', { name: /Att göra/ });
    const doneColumn = page.getByRole('region', { name: /Klar/ });
    await todoColumn.waitFor();

    const title = `Beställ kaffe ${Date.now()}`;
    const add = page.getByRole('button', { name: 'Lägg till uppgift' });
    expect(await add.isDisabled()).toBe(true); // title required
    await page.getByLabel('Titel').fill(`  ${title}  `);
    await page.getByLabel('Prioritet').selectOption('2');
    await add.click();
    await page.getByText('Uppgift skapad!').waitFor();
    await todoColumn.getByRole('heading', { name: title }).waitFor();
    expect(await todoColumn.getByText('Hög').count()).toBeGreaterThan(0);

    await todoColumn.getByRole('button', { name: `Redigera ${title}` }).click();
    const editTitle = todoColumn.getByLabel('Titel');
    await editTitle.fill('');
    expect(await todoColumn.getByRole('button', { name: 'Spara' }).isDisabled()).toBe(true);
    await editTitle.fill(`${title} (ändrad)`);
    await todoColumn.getByRole('button', { name: 'Spara' }).click();
    await page.getByText('Uppgift uppdaterad!').waitFor();
    await todoColumn.getByRole('heading', { name: `${title} (ändrad)` }).waitFor();
    expect(await page.locator('.toast').count()).toBe(1); // one toast at a time

    const card = todoColumn.getByRole('listitem').filter({ hasText: `${title} (ändrad)` });
    await card.getByRole('button', { name: 'Flytta till Klar' }).click();
    await doneColumn.getByRole('heading', { name: `${title} (ändrad)` }).waitFor();

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Är du säker på att du vill ta bort denna uppgift?');
      void dialog.accept();
    });
    await doneColumn.getByRole('button', { name: `Ta bort ${title} (ändrad)` }).click();
    await page.getByText('Uppgift borttagen!').waitFor();
    await doneColumn.getByRole('heading', { name: `${title} (ändrad)` }).waitFor({ state: 'detached' });
  });
});
