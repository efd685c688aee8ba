import { describe, expect, inject, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { currentAndNextOwnerWeek, type OwnerInvite, type OwnerWeek, type RestaurantListItem, type RestaurantOwnersResponse } from '@lunch/shared';
import { browserForThisFile, DESKTOP, eventually, PHONE } from './support/browser';
import { localAdminLogin } from './support/log-in';
import { failOnPageErrors, requestsSettled, seriousAxeViolations, signInOnce, visitorPages, keepScreenshot } from './support/page-helpers';
import { publicList } from './support/restaurants-api';

/**
 * The owners' way in, in Chromium against the shared stack, on a phone and a desktop: "Är det din
 * restaurang?" on the public restaurant page (loaded only when opened), the back-office's
 * "Ägarförfrågningar" approving a request and showing its link, accepting an invitation at
 * /agare/inbjudan/{token} (a new owner account, a used link, an owner adding one more restaurant), and
 * the Restaurants panel's "Ägare" section.
 */

const baseUrl = inject('baseUrl');
const adminLogin = localAdminLogin(inject('dataDir'));
const pageErrors = failOnPageErrors();
const browser = browserForThisFile(baseUrl);
const { openContext, openPage } = visitorPages(browser, { pageErrors });
const signIn = signInOnce(adminLogin);

const DEVICES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/**
 * Restaurants in Örebro, which no other browser file changes (its owner menus would change what they
 * show); each device works on two of its own, so the runs never see each other's claims or owners.
 */
async function restaurantsFor(device: 'phone' | 'desktop'): Promise<[RestaurantListItem, RestaurantListItem]> {
  const { data } = await publicList(baseUrl, { city: 'Örebro', selectedDay: 'Monday' });
  const offset = device === 'phone' ? 0 : 2;
  return [data[offset], data[offset + 1]];
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

/** A fresh one-time link made through the admin API, as the admin's "Skapa inbjudningslänk" does. */
async function createInvite(request: APIRequestContext, restaurantId: string): Promise<OwnerInvite> {
  const response = await request.post(`/api/admin/restaurants/${restaurantId}/owner-invites`, { data: {} });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as OwnerInvite;
}

async function ownersOf(request: APIRequestContext, restaurantId: string): Promise<string[]> {
  const response = await request.get(`/api/admin/restaurants/${restaurantId}/owners`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as RestaurantOwnersResponse).owners.map((o) => o.username);
}

const invitePath = (invite: OwnerInvite) => new URL(invite.inviteUrl).pathname;

async function adminPage(device: typeof PHONE | typeof DESKTOP): Promise<Page> {
  const context = await openContext(device);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  await signIn(page);
  return page;
}

describe.each(DEVICES)('owner access (%s)', (device, viewport) => {
  const claimant = `Testa Ägare ${device} ${unique()}`;
  const owner = { username: `agare-${device}-${unique()}`, password: 'ett-långt-lösenord-1' };

  it('opens "Är det din restaurang?" only when asked, shows a refused request and the rate limit, then "Tack! Vi hör av oss." after it is stored', async () => {
    const [restaurant] = await restaurantsFor(device);
    const page = await openPage(viewport);
    await page.goto(`/restaurant/${restaurant.id}`);
    await page.getByRole('heading', { level: 1, name: restaurant.name }).waitFor();
    const toggle = page.getByRole('button', { name: 'Är det din restaurang?' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Namn').count()).toBe(0);

    // The form's code is fetched when the visitor opens it, not with the page.
    await requestsSettled(page);
    const scriptsAfterOpening: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptsAfterOpening.push(request.url());
    });
    await toggle.click();
    const form = page.getByRole('form', { name: `Förfrågan om ${restaurant.name}` });
    await form.waitFor();
    expect(scriptsAfterOpening.length).toBeGreaterThan(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    // A name of spaces passes the browser's "required" but not the server: its message is shown, no thanks.
    await form.getByLabel('Namn').fill('   ');
    await form.getByLabel('E-post').fill(`agare.${device}@example.se`);
    await form.getByLabel('Telefon').fill('070-123 45 67');
    await form.getByLabel('Roll på restaurangen').fill('Ägare');
    await form.getByLabel('Meddelande (valfritt)').fill('Vi vill lägga in menyn själva.');
    const claimPosted = page.waitForResponse((r) => r.url().includes('/owner-claims') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
    expect((await claimPosted).status()).toBe(400);
    const alert = form.getByRole('alert');
    await alert.waitFor();
    // The Swedish sentence only, without the field name API callers get first ("name: …").
    expect(await alert.textContent()).toMatch(/^Namn måste fyllas i/);
    expect(await page.getByText('Tack! Vi hör av oss.').count()).toBe(0);
    await noHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(form, { path: `/tmp/owner-access-claim-error-${device}.png` });

    // Over the per-address limit the server answers 429 (owner-access-api.test.ts sends a real one; here
    // it is answered for the page, so this file does not use up the stack's budget for 127.0.0.1).
    await page.route('**/owner-claims', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '1800' },
        body: JSON.stringify({ error: 'too_many_requests', message: 'För många förfrågningar. Försök igen om 30 minuter.' }),
      }),
    );
    await form.getByLabel('Namn').fill(claimant);
    await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
    await form.getByRole('alert').getByText('För många förfrågningar. Försök igen om 30 minuter.').waitFor();
    expect(await page.getByText('Tack! Vi hör av oss.').count()).toBe(0);
    await page.unroute('**/owner-claims');

    const stored = page.waitForResponse((r) => r.url().includes('/owner-claims') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
    expect((await stored).status()).toBe(201);
    await page.getByText('Tack! Vi hör av oss.').waitFor();
    await noHorizontalScroll(page);
    await keepScreenshot(page, { path: `/tmp/owner-access-claim-${device}.png`, fullPage: true });
  });

  it('approves the request in "Ägarförfrågningar" and shows its one-time link to copy', async () => {
    const page = await adminPage(viewport);
    await page.goto('/admin?tab=owner-claims');
    await page.getByRole('tab', { name: 'Ägarförfrågningar', selected: true }).waitFor();
    const claim = page.getByRole('listitem', { name: new RegExp(claimant) });
    await claim.waitFor();
    await claim.getByText(`agare.${device}@example.se`).waitFor();
    await claim.getByText('Vi vill lägga in menyn själva.').waitFor();
    await claim.getByRole('button', { name: 'Godkänn' }).click();

    const approved = page.locator('.oc-approved').filter({ hasText: claimant });
    const link = approved.getByLabel('Inbjudningslänk');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/agare\/inbjudan\/[A-Za-z0-9_-]{20,}$/);
    // No e-mail service locally: the admin is told to pass the link on.
    await approved.getByText('Inte skickad via e-post').waitFor();
    await approved.getByRole('button', { name: 'Kopiera länk' }).click();
    await approved.getByText('Kopierad!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Decided: gone from the pending list, listed as approved.
    await eventually(() => claim.count()).toBe(0);
    await page.getByLabel('Visa').selectOption('approved');
    await page.getByRole('listitem', { name: new RegExp(claimant) }).getByText('Godkänd').waitFor();
    await noHorizontalScroll(page);
    await keepScreenshot(page, { path: `/tmp/owner-access-claims-tab-${device}.png`, fullPage: true });

    // The approved link is a working invitation.
    const info = await page.request.get(`/api/owner/invites/${url.split('/').pop()}`);
    expect(info.status()).toBe(200);
  });

  it('accepts an invitation with a new owner account, refuses the used link, and lets the owner add one more restaurant', async () => {
    const [first, second] = await restaurantsFor(device);
    const admin = await adminPage(viewport);
    const invite = await createInvite(admin.request, first.id);

    const page = await openPage(viewport);
    await page.goto(invitePath(invite));
    await page.getByRole('heading', { level: 1, name: `Inbjudan till ${first.name}` }).waitFor();
    await noHorizontalScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const { username } = owner;
    await page.getByLabel('Användarnamn').fill(username);
    await page.getByLabel('Lösenord', { exact: true }).fill(owner.password);
    await page.getByLabel('Upprepa lösenord').fill('ett-annat-lösenord-2');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByRole('alert').getByText('Lösenorden är inte lika.').waitFor();
    await page.getByLabel('Upprepa lösenord').fill(owner.password);
    await keepScreenshot(page, { path: `/tmp/owner-access-invite-${device}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.waitForURL((url) => url.pathname === '/agare');
    const me = await page.request.get('/api/auth/user');
    expect(await me.json()).toMatchObject({ username, role: 'owner' });
    expect(await ownersOf(admin.request, first.id)).toContain(username);

    // The link worked once.
    const visitor = await openPage(viewport);
    await visitor.goto(invitePath(invite));
    await visitor.getByRole('heading', { level: 1, name: 'Inbjudan kan inte användas' }).waitFor();
    expect(await visitor.getByText(/använts/).count()).toBeGreaterThan(0);
    expect(await visitor.getByLabel('Användarnamn').count()).toBe(0);
    await noHorizontalScroll(visitor);
    await keepScreenshot(visitor, { path: `/tmp/owner-access-used-${device}.png`, fullPage: true });

    // Signed in as that owner, a second link is one button.
    const another = await createInvite(admin.request, second.id);
    await page.goto(invitePath(another));
    await page.getByRole('heading', { level: 1, name: `Inbjudan till ${second.name}` }).waitFor();
    expect(await page.getByLabel('Användarnamn').count()).toBe(0);
    await page.getByRole('button', { name: 'Lägg till restaurangen' }).click();
    await page.waitForURL((url) => url.pathname === '/agare');
    expect(await ownersOf(admin.request, second.id)).toContain(username);
  });

  it('lists the owners in the Restaurants panel\'s "Ägare", removes one and makes a new link', async () => {
    const [, second] = await restaurantsFor(device);
    const page = await adminPage(viewport);
    const [owner] = await ownersOf(page.request, second.id);
    expect(owner).toBeDefined();

    await page.goto('/admin?tab=restaurants');
    await page.getByLabel('Search restaurants').fill(second.name);
    await page
      .getByRole('list', { name: 'Restaurants' })
      .getByRole('button')
      .filter({ hasText: second.name })
      .filter({ hasText: second.location.city })
      .first()
      .click();
    const panel = page.locator('.ar-panel');
    await panel.getByRole('heading', { name: second.name, level: 2 }).waitFor();
    const owners = panel.getByRole('list', { name: `Ägare av ${second.name}` });
    await owners.getByText(owner).waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await owners.getByRole('button', { name: `Ta bort ${owner}` }).click();
    await panel.getByText('Ingen ägare har konto för restaurangen.').waitFor();
    expect(await ownersOf(page.request, second.id)).not.toContain(owner);

    await panel.getByRole('button', { name: 'Skapa inbjudningslänk' }).click();
    const link = panel.getByLabel('Inbjudningslänk');
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/agare\/inbjudan\/[A-Za-z0-9_-]{20,}$/);
    await panel.getByText('1 oanvänd inbjudningslänk gäller.').waitFor();
    await noHorizontalScroll(page);
    await keepScreenshot(panel.locator('section', { has: page.getByRole('heading', { name: 'Ägare', level: 3 }) }), { path: `/tmp/owner-access-owners-${device}.png` });
  });

  it('shows "Bekräftad av restaurangen" with the publishing time on the list and the restaurant page once the owner has published', async () => {
    const [first] = await restaurantsFor(device);
    const context = await openContext(viewport);
    const signedIn = await context.request.post('/api/login', { data: owner });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const week = currentAndNextOwnerWeek().current;
    const weekUrl = `/api/owner/restaurants/${first.id}/weeks/${week}`;
    const draft = await context.request.get(weekUrl);
    expect(draft.status(), await draft.text()).toBe(200);
    const empty = (await draft.json()) as OwnerWeek;
    const dish = `Ägarens ${device}gryta`;
    const input = {
      days: empty.days.map((day) => ({ date: day.date, closed: false, dishes: [{ name: dish, price: 125, tags: [] }] })),
      weeklyDishes: [],
      priceForAll: null,
      lunchHours: null,
      includes: [],
    };
    // A week never saved has no ETag yet: created with If-None-Match: *.
    const etag = draft.headers()['etag'];
    const saved = await context.request.put(weekUrl, { data: input, headers: etag ? { 'If-Match': etag } : { 'If-None-Match': '*' } });
    expect(saved.status(), await saved.text()).toBe(200);
    const published = await context.request.post(`${weekUrl}/publish`);
    expect(published.status(), await published.text()).toBe(200);
    const { publishedAt } = (await published.json()) as OwnerWeek;
    const parts = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(publishedAt!));
    const part = Object.fromEntries(parts.map((p) => [p.type, p.value]));
    const time = `${part.day} ${part.month.replace('.', '')} ${part.hour}:${part.minute}`; // "25 nov 14:03"


    const page = await openPage(viewport);
    await page.goto(`/restaurant/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    const badge = page.locator('.confirmed-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toBe(`Bekräftad av restaurangen · ${time}`);
    await page.getByText(dish).first().waitFor();

    // The list shows the day's menus: a weekday of this week (Monday when today is not one).
    const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Europe/Stockholm' }).format(new Date());
    const day = ['Saturday', 'Sunday'].includes(today) ? 'Monday' : today;
    await page.goto(`/lunch-list?${new URLSearchParams({ city: first.location.city, selectedDay: day, search: first.name })}`);
    const card = page.locator('article.restaurant-card').filter({ has: page.getByRole('link', { name: first.name, exact: true }) });
    await card.locator('.confirmed-badge').getByText(time).waitFor();
    await card.getByText(dish).waitFor();
    await noHorizontalScroll(page);
    await keepScreenshot(card, { path: `/tmp/owner-access-badge-${device}.png` });
  });
});
