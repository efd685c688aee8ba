import { request as apiRequest, type APIRequestContext, type BrowserContext, type Page } from 'playwright-core';
import { currentAndNextOwnerWeek, type OwnerInvite, type OwnerWeek, type PublicRestaurant } from '@lunch/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForThisFile, DESKTOP, eventually, PHONE } from './support/browser';
import { localAdminLogin, type Login } from './support/log-in';
import { failOnPageErrors, seriousAxeViolations, visitorPages, keepScreenshot } from './support/page-helpers';
import { insertRestaurant } from './support/restaurants-api';

/**
 * The restaurant owner's week editor (/agare, issue 21) against the real API: an owner made through
 * the invitation flow signs in, types Monday's lunch, copies it to the week, publishes, and meets
 * another session's change (412) with "Ladda om". At 390 px first, then 1280 px.
 */

const baseUrl = inject('baseUrl');
const pageErrors = failOnPageErrors();
const { openContext } = visitorPages(browserForThisFile(baseUrl), { pageErrors });
const run = `${process.pid}-${Date.now()}`;
const owner: Login = { username: `agare-${run}`, password: 'ett-langt-agarlosenord' };
const weeks = currentAndNextOwnerWeek();
const weekNumber = (week: string) => Number(week.slice(-2));

let admin: APIRequestContext;
let restaurantId = '';
let restaurantName = '';

beforeAll(async () => {
  admin = await apiRequest.newContext({ baseURL: baseUrl });
  const login = await admin.post('/api/login', { data: localAdminLogin(inject('dataDir')) });
  expect(login.status(), await login.text()).toBe(200);
  restaurantName = `Ägarens Kök ${run}`;
  const restaurant = await insertRestaurant(admin, { name: restaurantName, city: 'Uppsala', address: 'Ägargatan 1', coordinates: [17.64, 59.86] });
  restaurantId = restaurant.id;
  // Out of review, so visitors see it (a NEW restaurant is not public yet).
  const listed = await admin.patch(`/api/admin/restaurants/${encodeURIComponent(restaurantId)}`, { data: { field: 'NEW', value: false } });
  expect(listed.status(), await listed.text()).toBe(200);

  // The owner comes in as owners do: an admin's invitation, accepted with a username and password.
  const invited = await admin.post(`/api/admin/restaurants/${encodeURIComponent(restaurantId)}/owner-invites`, { data: {} });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(((await invited.json()) as OwnerInvite).inviteUrl).pathname.split('/').pop()!;
  const newcomer = await apiRequest.newContext({ baseURL: baseUrl });
  const accepted = await newcomer.post('/api/owner/accept-invite', { data: { token, ...owner } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await newcomer.dispose();
}, 120_000);

afterAll(async () => {
  await admin?.dispose();
});

/** Signs the owner in through the login page, as they would, and waits for the editor it leads to. */
async function logInAsOwner(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Användarnamn').fill(owner.username);
  await page.getByLabel('Lösenord').fill(owner.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL('**/agare');
  await page.getByRole('heading', { name: new RegExp(restaurantName) }).waitFor();
}

/** A context already signed in as the owner (the session cookie from /api/login). */
async function ownerContext(device: typeof PHONE | typeof DESKTOP): Promise<BrowserContext> {
  const context = await openContext(device);
  const response = await context.request.post('/api/login', { data: owner });
  expect(response.status()).toBe(200);
  return context;
}

/** The week as the server has it, read with the owner's session of that page. */
async function savedWeek(page: Page, week: string): Promise<OwnerWeek> {
  const response = await page.request.get(`/api/owner/restaurants/${encodeURIComponent(restaurantId)}/weeks/${week}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OwnerWeek;
}

const dayCard = (page: Page, day: string) => page.getByRole('tabpanel').getByRole('region', { name: new RegExp(`^${day}`) });

/** Every target a thumb can hit in the editor is at least 44 px high: the ones that are not. */
function targetsBelow44px(page: Page): Promise<string[]> {
  return page
    .getByRole('tabpanel')
    .locator('button, input:not([type=checkbox]), textarea, label.owner-check')
    .evaluateAll((elements) =>
      elements.filter((e) => (e as HTMLElement).offsetParent !== null && e.getBoundingClientRect().height < 44).map((e) => e.outerHTML.slice(0, 80)),
    );
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

describe('the owner week editor at 390 px', () => {
  it('signs in, types Monday, copies it to the week, previews and publishes; visitors get the menus', async () => {
    const context = await openContext(PHONE);
    const page = await context.newPage();
    await logInAsOwner(page);
    // The header leads an owner back to the editor (not to the admin area's to-do board).
    expect(await page.locator('header a[href="/agare"]').textContent()).toBe('Min lunchmeny');
    expect(await page.locator('header a[href="/admin"]').count()).toBe(0);

    const thisWeekTab = page.getByRole('tab', { name: new RegExp(`Denna vecka v\\. ${weekNumber(weeks.current)}`) });
    await thisWeekTab.waitFor();
    expect(await thisWeekTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: new RegExp(`Nästa vecka v\\. ${weekNumber(weeks.next)}`) }).waitFor();
    const panel = page.getByRole('tabpanel');
    await dayCard(page, 'Måndag').waitFor();
    // Monday to Friday, nothing more: a new restaurant has no weekend lunch.
    expect(await panel.getByRole('region', { name: /^(Måndag|Tisdag|Onsdag|Torsdag|Fredag|Lördag|Söndag) / }).count()).toBe(5);

    // Monday: one dish, typed as an owner would; saved on its own once typing stops.
    const monday = dayCard(page, 'Måndag');
    await monday.getByLabel('Namn').first().fill('Köttbullar med potatismos');
    await monday.getByLabel('Beskrivning').first().fill('Gräddsås och lingon');
    await monday.getByLabel('Pris (kr)').first().fill('125');
    await monday.getByText('Laktosfri').first().click();
    await panel.getByText(/^Sparat \d\d:\d\d$/).waitFor();
    await eventually(async () => (await savedWeek(page, weeks.current)).days[0].dishes).toEqual([
      { name: 'Köttbullar med potatismos', description: 'Gräddsås och lingon', price: 125, tags: ['Laktosfri'] },
    ]);
    await noHorizontalScroll(page);

    // The whole week from Monday; saved too.
    await panel.getByRole('button', { name: 'Kopiera måndag till hela veckan' }).click();
    await dayCard(page, 'Fredag').getByLabel('Namn').first().waitFor();
    expect(await dayCard(page, 'Fredag').getByLabel('Namn').first().inputValue()).toBe('Köttbullar med potatismos');
    await eventually(async () => (await savedWeek(page, weeks.current)).days.map((d) => d.dishes.map((dish) => dish.name))).toEqual(
      Array.from({ length: 5 }, () => ['Köttbullar med potatismos']),
    );
    await panel.getByText(/^Sparat \d\d:\d\d$/).waitFor();

    expect(await targetsBelow44px(page)).toEqual([]);

    // The preview: the public page's menu components with the draft's dishes.
    await panel.getByRole('button', { name: 'Förhandsgranska' }).click();
    const preview = panel.getByRole('region', { name: /^Förhandsgranskning/ });
    await preview.getByRole('heading', { name: 'Köttbullar med potatismos' }).first().waitFor();
    expect(await preview.getByText('125 SEK').count()).toBe(5);
    await noHorizontalScroll(page);
    await keepScreenshot(page, { path: '/tmp/owner-editor-preview-390.png', fullPage: true });
    await panel.getByRole('button', { name: 'Stäng förhandsgranskning' }).click();

    // Publish: the outcome only once the API has answered, and the visitors' API has the menus.
    expect(await panel.getByText(/^Publicerad \d/).count()).toBe(0);
    await panel.getByRole('button', { name: 'Publicera' }).click();
    const outcome = panel.getByRole('status').filter({ hasText: /^Publicerad \d{1,2} [a-zåäö]{3} \d\d:\d\d$/ });
    await outcome.waitFor();
    const published = await savedWeek(page, weeks.current);
    expect(published.status).toBe('published');
    const visitorView = (await (await page.request.get(`/api/restaurants/${encodeURIComponent(restaurantId)}`)).json()) as PublicRestaurant;
    expect(visitorView.lunch_menus.map((m) => m.name)).toEqual(Array.from({ length: 5 }, () => 'Köttbullar med potatismos'));
    expect(visitorView.confirmedByRestaurant).toEqual({ publishedAt: published.publishedAt });
    await page.getByRole('tab', { name: /Denna vecka/ }).filter({ hasText: 'Publicerad' }).waitFor();

    expect(await seriousAxeViolations(page)).toEqual([]);
    await noHorizontalScroll(page);
    await keepScreenshot(page, { path: '/tmp/owner-editor-published-390.png', fullPage: true });
    await keepScreenshot(page, { path: '/tmp/owner-editor-390-viewport.png' });

    // Next week starts from this one: "Kopiera förra veckan".
    await page.getByRole('tab', { name: /Nästa vecka/ }).click();
    const next = page.getByRole('tabpanel');
    await next.getByRole('button', { name: 'Kopiera förra veckan' }).click();
    await next.getByText(`Kopierade menyn från v. ${weekNumber(weeks.current)}.`).waitFor();
    expect(await dayCard(page, 'Onsdag').getByLabel('Namn').first().inputValue()).toBe('Köttbullar med potatismos');
    await eventually(async () => (await savedWeek(page, weeks.next)).days.map((d) => d.dishes.length)).toEqual([1, 1, 1, 1, 1]);

    // The rest of the week's form: a closed day, the week's dish, one price for all, lunch hours, what is included.
    await dayCard(page, 'Onsdag').getByText('Stängt', { exact: true }).click();
    await dayCard(page, 'Onsdag').getByText('Ingen lunch den här dagen.').waitFor();
    const weekly = next.getByRole('region', { name: 'Veckans rätter' });
    await weekly.getByRole('button', { name: 'Lägg till veckans rätt' }).click();
    await weekly.getByLabel('Namn').first().fill('Dagens soppa');
    await next.getByLabel('Pris för alla rätter (kr)').fill('95');
    await next.getByLabel('Från').fill('11:00');
    await next.getByLabel('Till').fill('14:00');
    await next.getByRole('group', { name: 'Ingår' }).getByText('Kaffe').click();
    await eventually(async () => {
      const { days, weeklyDishes, priceForAll, lunchHours, includes } = await savedWeek(page, weeks.next);
      return { closed: days.map((d) => d.closed), weeklyDishes, priceForAll, lunchHours, includes };
    }).toEqual({
      closed: [false, false, true, false, false],
      weeklyDishes: [{ name: 'Dagens soppa', price: null, tags: [] }],
      priceForAll: 95,
      lunchHours: { startTime: '11:00', endTime: '14:00' },
      includes: ['kaffe'],
    });
    await noHorizontalScroll(page);
  });

  it('saves at once when the phone locks, without waiting for the typing pause', async () => {
    const context = await ownerContext(PHONE);
    const page = await context.newPage();
    await page.goto('/agare');
    await page.getByRole('tab', { name: /Nästa vecka/ }).click();
    const panel = page.getByRole('tabpanel');
    await dayCard(page, 'Torsdag').getByLabel('Namn').first().waitFor();
    // Timers stand still from here: the typing pause never ends, so only the page being hidden can save.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const puts: string[] = [];
    // On the context: a keepalive request outlives the page, so the browser reports it there.
    context.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/owner/')) puts.push(r.postData() ?? '');
    });
    await dayCard(page, 'Torsdag').getByLabel('Namn').first().fill('Raggmunk med fläsk');
    await dayCard(page, 'Torsdag').getByLabel('Beskrivning').first().fill('Med rårörda lingon');
    await panel.getByText('Sparar…').waitFor();
    expect(puts).toEqual([]);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await eventually(() => puts.length).toBe(1);
    await panel.getByText(/^Sparat \d\d:\d\d$/).waitFor();
    await eventually(async () => (await savedWeek(page, weeks.next)).days[3].dishes[0]).toMatchObject({ name: 'Raggmunk med fläsk', description: 'Med rårörda lingon' });
  });

  it('offers to reload when another session changed the week (412), with the button in the bar at hand', async () => {
    await conflictAndReload(PHONE, 390, 'Torsdag', 3);
  });

  it('sends a visitor without a session to the login page, and tells a signed-in non-owner what the page is for', async () => {
    const page = await (await openContext(PHONE)).newPage();
    await page.goto('/agare');
    await page.waitForURL('**/login');

    const adminPage = await (await openContext(PHONE)).newPage();
    const login = await adminPage.request.post('/api/login', { data: localAdminLogin(inject('dataDir')) });
    expect(login.status()).toBe(200);
    await adminPage.goto('/agare');
    await adminPage.getByRole('heading', { name: 'Sidan är för restaurangägare' }).waitFor();
    expect(await adminPage.getByRole('tab').count()).toBe(0);
  });
});

/**
 * Two sessions of the owner on next week: the other one saves first, so this one's save is refused
 * (412) and the screen offers "Ladda om", after which that version is shown and work goes on.
 */
async function conflictAndReload(device: typeof PHONE | typeof DESKTOP, width: number, day: string, dayIndex: number) {
  const first = await (await ownerContext(device)).newPage();
  const second = await (await ownerContext(device)).newPage();
  for (const page of [first, second]) {
    await page.goto('/agare');
    await page.getByRole('tab', { name: /Nästa vecka/ }).click();
    await dayCard(page, day).getByLabel('Namn').first().waitFor();
  }
  // The other session saves first...
  await dayCard(second, day).getByLabel('Namn').first().fill(`Fiskgratäng ${width}`);
  await second.getByRole('tabpanel').getByText(/^Sparat \d\d:\d\d$/).waitFor();
  // ...so this one's save is refused, and it says so (at the top, and in the bar at hand) instead of overwriting.
  await dayCard(first, day).getByLabel('Namn').first().fill('Pannbiff');
  const conflict = first.getByRole('alert').filter({ hasText: 'Någon annan har ändrat veckan' });
  await conflict.waitFor();
  const bar = first.getByRole('status').filter({ hasText: 'Inte sparat: någon annan har ändrat veckan.' });
  await bar.waitFor();
  expect(await targetsBelow44px(first)).toEqual([]);
  expect(await first.getByRole('tabpanel').getByText(/^Sparat \d\d:\d\d$/).count()).toBe(0);
  await noHorizontalScroll(first);
  await keepScreenshot(first, { path: `/tmp/owner-editor-conflict-${width}.png` });
  expect((await savedWeek(first, weeks.next)).days[dayIndex].dishes.map((d) => d.name)).toEqual([`Fiskgratäng ${width}`]);

  // On a phone the bar's button is the one at hand; on a desktop the one in the message.
  await (width < 768 ? bar : conflict).getByRole('button', { name: 'Ladda om' }).click();
  await eventually(() => dayCard(first, day).getByLabel('Namn').first().inputValue()).toBe(`Fiskgratäng ${width}`);
  expect(await first.getByText('Någon annan har ändrat veckan').count()).toBe(0);

  // After reloading, editing and publishing work again.
  await dayCard(first, day).getByLabel('Pris (kr)').first().fill('119');
  await first.getByRole('tabpanel').getByText(/^Sparat \d\d:\d\d$/).waitFor();
  await first.getByRole('tabpanel').getByRole('button', { name: 'Publicera' }).click();
  await first.getByRole('tabpanel').getByRole('status').filter({ hasText: /^Publicerad \d/ }).waitFor();
  expect((await savedWeek(first, weeks.next)).status).toBe('published');
  expect(await seriousAxeViolations(first)).toEqual([]);
  await noHorizontalScroll(first);
  await keepScreenshot(first, { path: `/tmp/owner-editor-${width}.png`, fullPage: true });
}

describe('the owner week editor at 1280 px', () => {
  it('offers to reload when another session changed the week (412), and shows that version after reloading', async () => {
    await conflictAndReload(DESKTOP, 1280, 'Fredag', 4);
  });

  it('shows a failed publish as failed, with the reason', async () => {
    const page = await (await ownerContext(DESKTOP)).newPage();
    await page.route('**/publish', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal', message: 'Databasen svarar inte.' }) }));
    await page.goto('/agare');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Publicera' }).click();
    await panel.getByRole('alert').filter({ hasText: 'Kunde inte publicera: Databasen svarar inte.' }).waitFor();
    expect(await panel.getByRole('status').filter({ hasText: /^Publicerad \d/ }).count()).toBe(0);
  });

  it('shows the Thursday reminder for a week not yet published', async () => {
    const page = await (await ownerContext(DESKTOP)).newPage();
    // The reminder comes from the timer function; here the summary carries one as it would then.
    await page.route('**/api/owner/restaurants', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { restaurants: { reminder?: { week: string; message: string } }[] };
      body.restaurants[0].reminder = { week: weeks.next, message: `Nästa veckas lunch (v. ${weekNumber(weeks.next)}) är inte publicerad än.` };
      await route.fulfill({ response, json: body });
    });
    await page.goto('/agare');
    await page.getByRole('status').filter({ hasText: `Påminnelse Nästa veckas lunch (v. ${weekNumber(weeks.next)}) är inte publicerad än.` }).waitFor();
  });

  it('lets an owner of two restaurants choose which one to edit', async () => {
    const context = await ownerContext(DESKTOP);
    const secondName = `Ägarens Andra Kök ${run}`;
    const second = await insertRestaurant(admin, { name: secondName, city: 'Gävle', address: 'Andra gatan 2', coordinates: [17.14, 60.67] });
    const invited = await admin.post(`/api/admin/restaurants/${encodeURIComponent(second.id)}/owner-invites`, { data: {} });
    const token = new URL(((await invited.json()) as OwnerInvite).inviteUrl).pathname.split('/').pop()!;
    // Signed in as the owner, the link adds the restaurant to the same account.
    const accepted = await context.request.post('/api/owner/accept-invite', { data: { token } });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // It serves lunch on Saturdays too, so its weeks have a Saturday.
    const hours = await admin.patch(`/api/admin/restaurants/${encodeURIComponent(second.id)}`, {
      data: { field: 'lunch_hours', value: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], startTime: '11:00', endTime: '14:00' }] },
    });
    expect(hours.status(), await hours.text()).toBe(200);

    const page = await context.newPage();
    await page.goto('/agare');
    const picker = page.getByRole('navigation', { name: 'Dina restauranger' });
    await picker.getByRole('button', { name: new RegExp(secondName) }).click();
    await page.getByRole('heading', { name: new RegExp(secondName) }).waitFor();
    expect(new URL(page.url()).searchParams.get('restaurang')).toBe(second.id);
    expect(await picker.getByRole('button', { name: new RegExp(secondName) }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('tab', { name: /Denna vecka/ }).filter({ hasText: 'Tom' }).waitFor();
    await dayCard(page, 'Lördag').waitFor();
    expect(await page.getByRole('tabpanel').getByRole('region', { name: /^(Måndag|Tisdag|Onsdag|Torsdag|Fredag|Lördag|Söndag) / }).count()).toBe(6);
    await picker.getByRole('button', { name: new RegExp(restaurantName) }).click();
    await page.getByRole('tab', { name: /Denna vecka/ }).filter({ hasText: 'Publicerad' }).waitFor();
    await noHorizontalScroll(page);
  });
});
