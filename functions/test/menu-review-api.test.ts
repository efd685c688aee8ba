
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isoWeekOf, todayIn, type MenuReview, type MenuReviewListResult, type MenuReviewSummary } from '@lunch/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';
import { userCliOrThrow } from './support/user-cli';

/**
 * The review queue over HTTP against the shared stack. Readings get into the queue the way they do in
 * production: a lunch page that states no week, harvested for the first time (POST
 * /api/admin/azure-extract/{id}), is not published but sent to review. Restaurants are demo ones in
 * Gävle and Sundsvall at indexes 0-5 (admin-menus-api uses index 7 of those cities; no other file
 * lists them); each test has restaurants and dish names of its own.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const pagesDir = inject('menuPagesDir');
const pagesUrl = inject('menuPagesUrl');
const adminLogin = JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-login.json'), 'utf8')) as { username: string; password: string };

const DAYS = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'];
const ENGLISH_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** A lunch page without week or dates: current only if it changed since an earlier harvest, so a first harvest goes to review. */
function undatedLunchPage(dishes: string[], prices: (number | null)[]) {
  return `<!doctype html><html><head><title>Lunch</title></head><body>
<nav><a href="/">Hem</a> <a href="/boka">Boka bord</a></nav>
<main><h1>Dagens lunch</h1><p>Lunch serveras 11.00-14.00.</p>
${dishes.map((dish, i) => `<h2>${DAYS[i]}</h2><p>${dish}${prices[i] === null ? '' : ` ${prices[i]} kr`}</p>`).join('\n')}
</main><footer>Drottninggatan 9, 803 20 Gävle</footer></body></html>`;
}

let admin: ApiClient;
let secondAdmin: ApiClient;
let plainUser: ApiClient;
const anonymous = new ApiClient(baseUrl);

const restaurantsOf = async (city: string) => {
  const res = await anonymous.call('GET', `/api/restaurants?city=${encodeURIComponent(city)}&limit=12`);
  expect(res.status).toBe(200);
  return (res.json.data as { id: string; name: string }[]).slice(0, 6);
};
let gavle: { id: string; name: string }[];
let sundsvall: { id: string; name: string }[];

const publicMenus = async (id: string) => {
  const res = await anonymous.call('GET', `/api/restaurants/${id}`);
  expect(res.status).toBe(200);
  return res.json.lunch_menus as { _id: string; name: string; price?: number; validFrom: string }[];
};

/** Serves the page as the restaurant's lunch link and harvests it; answers the review the reading went to. */
async function harvestToReview(restaurant: { id: string }, dishes: string[], prices: (number | null)[]): Promise<string> {
  const file = `review-${restaurant.id}-${randomBytes(3).toString('hex')}.html`;
  fs.writeFileSync(path.join(pagesDir, file), undatedLunchPage(dishes, prices));
  expect((await admin.call('PATCH', `/api/admin/restaurants/${restaurant.id}`, { field: 'lunch_link', value: `${pagesUrl}/${file}` })).status).toBe(200);
  const res = await admin.call('POST', `/api/admin/azure-extract/${restaurant.id}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(res.json.data, 'the reading goes to review, not to visitors').toMatchObject({ decision: 'review', menusStored: 0 });
  expect(typeof res.json.data.reviewId).toBe('string');
  return res.json.data.reviewId as string;
}

const getReview = async (id: string) => {
  const res = await admin.call('GET', `/api/admin/menu-reviews/${id}`);
  expect(res.status).toBe(200);
  return res.json.review as MenuReview;
};

const listReviews = async (status?: string) => {
  const res = await admin.call('GET', `/api/admin/menu-reviews${status ? `?status=${status}` : ''}`);
  expect(res.status).toBe(200);
  return res.json as MenuReviewListResult;
};

beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  secondAdmin = new ApiClient(baseUrl);
  expect((await secondAdmin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  const user = { username: `review-reader-${randomBytes(4).toString('hex')}`, password: 'review-reader-long-password' };
  userCliOrThrow(dataDir, ['add', user.username, '--role', 'user', '--first-name', 'Läsare', '--password-stdin'], user.password);
  plainUser = new ApiClient(baseUrl);
  expect((await plainUser.login(user.username, user.password)).status).toBe(200);
  [gavle, sundsvall] = await Promise.all([restaurantsOf('Gävle'), restaurantsOf('Sundsvall')]);
  expect(gavle.length).toBe(6);
  expect(sundsvall.length).toBe(6);
});

describe('the review queue', () => {
  const ASIS = ['Kålpudding med gräddsås och lingon', 'Stekt sill med potatismos', 'Ugnsbakad lax med dillsås', 'Kycklinggryta med jasminris', 'Vegetarisk lasagne med sallad'];
  let asReadId: string;

  it('lists waiting readings lowest confidence first, without page texts', async () => {
    asReadId = await harvestToReview(gavle[0], ASIS, [125, 125, 135, 129, 119]);
    // Prices missing on some days and one day without a dish: a weaker reading than the first.
    const weakerId = await harvestToReview(gavle[1], ['Pytt i panna med rödbetor', 'Fläskpannkaka med lingon', 'Raggmunk med fläsk', 'Köttsoppa med rotfrukter'], [null, 118, null, 110]);

    const list = await listReviews();
    expect(list.counts.waiting).toBe(list.reviews.length);
    const confidences = list.reviews.map((r) => r.confidence);
    expect(confidences, 'lowest confidence first').toEqual([...confidences].sort((a, b) => a - b));
    const mine = list.reviews.filter((r) => r.id === asReadId || r.id === weakerId);
    expect(mine).toHaveLength(2);
    expect(mine.every((r) => r.status === 'waiting' && !('pageText' in r))).toBe(true);
    // The reading with missing prices and a missing day is the less sure one: it comes first.
    expect(mine.map((r) => r.id)).toEqual([weakerId, asReadId]);
    expect(mine[0].confidence).toBeLessThan(mine[1].confidence);
    const asRead = list.reviews.find((r) => r.id === asReadId) as MenuReviewSummary;
    expect(asRead).toMatchObject({ restaurantId: gavle[0].id, city: 'Gävle', dishCount: 5, evidence: { weekSource: 'none' } });
    expect(asRead.doubts.length).toBeGreaterThan(0);
    // Default status is waiting; an unknown one is a 400.
    expect((await listReviews('waiting')).reviews.map((r) => r.id)).toEqual(list.reviews.map((r) => r.id));
    const bad = await admin.call('GET', '/api/admin/menu-reviews?status=superseded');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'bad_request', message: expect.any(String) });
  });

  it('gets one reading with the page text it was read from', async () => {
    const review = await getReview(asReadId);
    expect(review).toMatchObject({ id: asReadId, status: 'waiting', restaurantId: gavle[0].id, restaurantName: gavle[0].name });
    expect(review.pageText).toContain('Kålpudding med gräddsås och lingon');
    expect(review.dishes.map((d) => d.name)).toEqual(ASIS);
    expect(review.dishes.map((d) => d.day)).toEqual(ENGLISH_DAYS);
  });

  it('publishes a reading as read: visitors see its dishes, and it can be exported as a corpus page after', async () => {
    expect((await publicMenus(gavle[0].id)).some((m) => ASIS.includes(m.name)), 'nothing visible while it waits').toBe(false);
    const before = await admin.call('GET', `/api/admin/menu-reviews/${asReadId}/corpus-page`);
    expect(before.status).toBe(409);
    expect(before.json).toMatchObject({ error: 'not_published', message: expect.any(String) });

    const res = await admin.call('POST', `/api/admin/menu-reviews/${asReadId}/approve`, {});
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ menusStored: 5, message: expect.any(String), review: { id: asReadId, status: 'published', decidedBy: adminLogin.username } });
    expect(res.json.review).not.toHaveProperty('decisionPending');

    const visible = await publicMenus(gavle[0].id);
    for (const [i, name] of ASIS.entries()) {
      expect(visible.filter((m) => m.name === name), name).toHaveLength(1);
    }
    expect(visible.find((m) => m.name === ASIS[2])?.price).toBe(135);

    const corpus = await admin.call('GET', `/api/admin/menu-reviews/${asReadId}/corpus-page`);
    expect(corpus.status).toBe(200);
    expect(corpus.json.id).toBe(asReadId);
    expect(corpus.json.text).toContain('Kålpudding med gräddsås och lingon');
    expect(corpus.json.expectation).toMatchObject({
      description: expect.any(String),
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      week: { year: expect.any(Number), week: expect.any(Number) },
      classification: 'MENU_FOUND',
      dishes: ASIS.map((name, i) => ({ day: ENGLISH_DAYS[i], name, price: [125, 125, 135, 129, 119][i] })),
    });

    // Decided readings leave the waiting list and show in the published list.
    expect((await listReviews()).reviews.some((r) => r.id === asReadId)).toBe(false);
    const published = await listReviews('published');
    expect(published.reviews[0].id).toBe(asReadId);
    expect(published.counts.published).toBeGreaterThanOrEqual(1);

    // The decision is audited.
    const audit = await admin.call('GET', '/api/admin/audit-log');
    expect(audit.json.entries).toContainEqual(expect.objectContaining({ action: 'admin-menu-review-approve', actor: adminLogin.username, record: { id: asReadId } }));
  });

  it('publishes the dishes as an admin edited them: renamed and repriced dishes show, a deleted dish does not', async () => {
    const dishes = ['Fiskbullar i hummersås', 'Biff Lindström med kapris', 'Grönsaksbiffar med tzatziki', 'Skinkfrestelse med ris', 'Helstekt fläskkarré med sky'];
    const id = await harvestToReview(gavle[2], dishes, [119, 129, 109, 119, 139]);
    const review = await getReview(id);
    const edited = review.dishes
      .filter((d) => d.name !== 'Skinkfrestelse med ris')
      .map((d) => (d.name === 'Biff Lindström med kapris' ? { ...d, name: 'Biff à la Lindström med kapris och rödbetor', price: 142 } : d));

    const res = await admin.call('POST', `/api/admin/menu-reviews/${id}/approve`, { dishes: edited });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.menusStored).toBe(4);

    const visible = await publicMenus(gavle[2].id);
    expect(visible.filter((m) => m.name === 'Biff à la Lindström med kapris och rödbetor').map((m) => m.price)).toEqual([142]);
    expect(visible.some((m) => m.name === 'Biff Lindström med kapris')).toBe(false);
    expect(visible.some((m) => m.name === 'Skinkfrestelse med ris')).toBe(false);
    expect((await getReview(id)).publishedDishes?.map((d) => d.name)).toEqual(edited.map((d) => d.name));
    const corpus = await admin.call('GET', `/api/admin/menu-reviews/${id}/corpus-page`);
    expect(corpus.json.expectation).toMatchObject({ classification: 'PARTIAL_MENU', dishes: expect.arrayContaining([{ day: 'Tuesday', name: 'Biff à la Lindström med kapris och rödbetor', price: 142 }]) });
    expect(corpus.json.expectation.dishes).toHaveLength(4);
  });

  it('rejects a reading: nothing is published and the restaurant is marked for manual menus', async () => {
    const dishes = ['Janssons frestelse med ägg', 'Korv Stroganoff med ris', 'Laxpudding med smör', 'Kalops med rödbetor', 'Pannkakor med sylt'];
    const id = await harvestToReview(gavle[3], dishes, [115, 115, 115, 115, 99]);
    const res = await admin.call('POST', `/api/admin/menu-reviews/${id}/reject`, { reason: 'Fel vecka på sidan' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.review).toMatchObject({ id, status: 'rejected', rejectReason: 'Fel vecka på sidan', decidedBy: adminLogin.username });

    const listed = await admin.call('GET', `/api/admin/restaurants?search=${encodeURIComponent(gavle[3].name)}&limit=100`);
    expect((listed.json.restaurants as { id: string; ManualScraping?: boolean }[]).find((r) => r.id === gavle[3].id)?.ManualScraping).toBe(true);
    expect((await publicMenus(gavle[3].id)).some((m) => dishes.includes(m.name))).toBe(false);
    expect((await listReviews('rejected')).reviews[0].id).toBe(id);

    // Decided: neither approve nor a second reject, and still nothing published.
    for (const action of ['approve', 'reject']) {
      const again = await admin.call('POST', `/api/admin/menu-reviews/${id}/${action}`, {});
      expect(again.status, action).toBe(409);
      expect(again.json).toMatchObject({ error: 'already_decided', message: expect.any(String) });
    }
    expect((await publicMenus(gavle[3].id)).some((m) => dishes.includes(m.name))).toBe(false);
    expect((await admin.call('GET', `/api/admin/menu-reviews/${id}/corpus-page`)).status).toBe(409);
  });

  it('publishes once when two admins approve at once: one 200, one 409', async () => {
    const dishes = ['Wallenbergare med ärtor', 'Sjömansbiff med öl', 'Svampstroganoff med ris', 'Kokt torsk med äggsås', 'Kåldolmar med gräddsås'];
    const id = await harvestToReview(sundsvall[0], dishes, [149, 139, 119, 145, 129]);
    const answers = await Promise.all([admin, secondAdmin].map((client) => client.call('POST', `/api/admin/menu-reviews/${id}/approve`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.json).toMatchObject({ error: 'already_decided' });

    const visible = await publicMenus(sundsvall[0].id);
    for (const name of dishes) expect(visible.filter((m) => m.name === name), name).toHaveLength(1);
    const stored = await admin.call('GET', `/api/admin/restaurants?search=${encodeURIComponent(sundsvall[0].name)}&limit=100`);
    const menus = (stored.json.restaurants as { id: string; lunch_menus: { name: string }[] }[]).find((r) => r.id === sundsvall[0].id)!.lunch_menus;
    expect(menus.filter((m) => dishes.includes(m.name))).toHaveLength(5);
  });

  it('refuses a bad body with 400 and writes nothing', async () => {
    const dishes = ['Lövbiff med rotfrukter', 'Fisksoppa med aioli', 'Chili sin carne med ris', 'Flygande Jacob med ris', 'Rostbiff med potatissallad'];
    const id = await harvestToReview(sundsvall[1], dishes, [128, 128, 128, 128, 128]);
    const review = await getReview(id);
    const bodies: unknown[] = [
      'not json',
      { dishes: [] },
      { dishes: [{ ...review.dishes[0], price: -1 }] },
      { dishes: [{ ...review.dishes[0], name: '' }] },
      { dishes: [{ ...review.dishes[0], day: 'Tuesday' }] }, // a Monday date on a Tuesday
      { dishes: 'Lövbiff' },
    ];
    for (const body of bodies) {
      const res = await admin.call('POST', `/api/admin/menu-reviews/${id}/approve`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({ error: 'bad_request', message: expect.any(String) });
    }
    expect((await admin.call('POST', `/api/admin/menu-reviews/${id}/reject`, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect(await getReview(id)).toEqual(review);
    expect((await publicMenus(sundsvall[1].id)).some((m) => dishes.includes(m.name))).toBe(false);
    const listed = await admin.call('GET', `/api/admin/restaurants?search=${encodeURIComponent(sundsvall[1].name)}&limit=100`);
    expect((listed.json.restaurants as { id: string; ManualScraping?: boolean }[]).find((r) => r.id === sundsvall[1].id)?.ManualScraping).not.toBe(true);
  });

  it("keeps one waiting reading per restaurant: a newer reading supersedes the older", async () => {
    const olderId = await harvestToReview(gavle[4], ['Kalvfrikassé med ris', 'Gulaschsoppa med bröd', 'Sej med räksås', 'Ostgratinerad falukorv', 'Moussaka med sallad'], [121, 121, 121, 121, 121]);
    // The page changes to a poorer one (two days, no prices): read again, it waits for review too.
    const newerId = await harvestToReview(gavle[4], ['Kyckling tikka masala med ris', 'Bönbiffar med yoghurtsås'], [null, null]);
    expect(newerId).not.toBe(olderId);

    expect(await getReview(olderId)).toMatchObject({ status: 'superseded', supersededBy: newerId });
    const waiting = (await listReviews()).reviews.filter((r) => r.restaurantId === gavle[4].id);
    expect(waiting.map((r) => r.id)).toEqual([newerId]);
    const approveOlder = await admin.call('POST', `/api/admin/menu-reviews/${olderId}/approve`, {});
    expect(approveOlder.status).toBe(409);
    expect(approveOlder.json).toMatchObject({ error: 'already_decided' });
    expect((await publicMenus(gavle[4].id)).some((m) => m.name === 'Kalvfrikassé med ris')).toBe(false);
  });

  it('takes a reading out of the queue when a later harvest is published by itself, and refuses to approve it', async () => {
    const older = ['Pasta med köttfärssås', 'Potatisbullar med bacon', 'Fiskpinnar med remouladsås', 'Kycklingfilé med klyftpotatis', 'Tacogratäng med ris'];
    const olderId = await harvestToReview(sundsvall[2], older, [112, 112, 112, 112, 112]);
    // The page now states its week: the next harvest is sure and published by itself.
    const newer = ['Stekt fläsk med löksås', 'Kyckling i rött curry', 'Laxfilé med hollandaise', 'Ärtsoppa med pannkaka', 'Entrecôte med bearnaise'];
    const file = `review-${sundsvall[2].id}-dated.html`;
    fs.writeFileSync(path.join(pagesDir, file), undatedLunchPage(newer, [131, 131, 131, 131, 165]).replace('<h1>Dagens lunch</h1>', `<h1>Lunchmeny vecka ${isoWeekOf(todayIn()).week}</h1>`));
    expect((await admin.call('PATCH', `/api/admin/restaurants/${sundsvall[2].id}`, { field: 'lunch_link', value: `${pagesUrl}/${file}` })).status).toBe(200);
    const harvest = await admin.call('POST', `/api/admin/azure-extract/${sundsvall[2].id}`);
    expect(harvest.json.data).toMatchObject({ decision: 'published', menusStored: 5 });
    // The published harvest takes the older reading out of the waiting list at once.
    expect(await getReview(olderId)).toMatchObject({ status: 'superseded' });
    expect((await listReviews()).reviews.some((r) => r.id === olderId)).toBe(false);

    const approve = await admin.call('POST', `/api/admin/menu-reviews/${olderId}/approve`, {});
    expect(approve.status).toBe(409);
    expect(approve.json).toMatchObject({ error: 'already_decided' });
    expect((await getReview(olderId)).status).toBe('superseded');
    const visible = (await publicMenus(sundsvall[2].id)).map((m) => m.name);
    expect(visible).toEqual(expect.arrayContaining(newer));
    expect(visible.some((name) => older.includes(name))).toBe(false);
  });

  it('answers 404 for an unknown review on every route', async () => {
    for (const id of [`${gavle[0].id}.${'0'.repeat(32)}`, 'no-such-review']) {
      for (const [method, suffix] of [['GET', ''], ['POST', '/approve'], ['POST', '/reject'], ['GET', '/corpus-page']] as const) {
        const res = await admin.call(method, `/api/admin/menu-reviews/${id}${suffix}`, method === 'POST' ? {} : undefined);
        expect(res.status, `${method} ${id}${suffix}`).toBe(404);
        expect(res.json).toMatchObject({ error: 'not_found', message: expect.any(String) });
      }
    }
  });

  it('is for admins only: 401 without a session and 403 for a plain user on every route', async () => {
    const id = `${gavle[0].id}.${'0'.repeat(32)}`;
    const routes = [
      ['GET', '/api/admin/menu-reviews'],
      ['GET', `/api/admin/menu-reviews/${id}`],
      ['POST', `/api/admin/menu-reviews/${id}/approve`],
      ['POST', `/api/admin/menu-reviews/${id}/reject`],
      ['GET', `/api/admin/menu-reviews/${id}/corpus-page`],
    ] as const;
    for (const [method, route] of routes) {
      const body = method === 'POST' ? {} : undefined;
      expect((await anonymous.call(method, route, body)).status, `${method} ${route} anonymous`).toBe(401);
      expect((await plainUser.call(method, route, body)).status, `${method} ${route} plain user`).toBe(403);
    }
  });
});
