import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export interface Login {
  username: string;
  password: string;
}

/** The admin `npm start` made for a DATA_DIR (its login is kept in admin-login.json there). */
export function localAdminLogin(dataDir: string): Login {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-login.json'), 'utf8')) as Login;
}

/** Signs in through the login page, as a person would, and waits for the dashboard. */
export async function logIn(page: Page, login: Login, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Användarnamn').fill(login.username);
  await page.getByLabel('Lösenord').fill(login.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.getByText('Logged in successfully!').waitFor();
  await page.waitForURL('**/admin');
}

/** Signs in an admin and waits until the dashboard says so. */
export async function logInAsAdmin(page: Page, login: Login, origin = ''): Promise<void> {
  await logIn(page, login, origin);
  await page.getByText('You have admin access.').waitFor();
}
