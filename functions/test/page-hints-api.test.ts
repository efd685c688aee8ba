import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { isoWeekOf, todayIn, type SingleExtractResult } from '@lunch/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from './support/http-client';

/**
 * The restaurant's harvest hints (selectorType, pdf_location_in_page) over HTTP: set with the field PATCH,
 * used by "Hämta meny nu" (POST /api/admin/azure-extract/{id}). Lunch pages are served by the shared
 * page server on loopback; the restaurants are Linköping's 9th and 10th on the public list (harvesting-api
 * uses the first ones), and each test puts back the fields it set.
 */
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const pagesDir = inject('menuPagesDir');
const pagesUrl = inject('menuPagesUrl');
const adminLogin = JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-login.json'), 'utf8')) as { username: string; password: string };

const { week } = isoWeekOf(todayIn());
const DAYS = ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'];
const REAL = ['Kalops med rödbetor', 'Stekt sill med mos', 'Pasta pesto med kyckling', 'Raggmunk med fläsk', 'Laxfilé med dillsås'];
const DECOY = ['Grannens wallenbergare', 'Grannens fisksoppa', 'Grannens lasagne', 'Grannens chili', 'Grannens schnitzel'];

const menuHtml = (title: string, dishes: string[], price: number) =>
  `<h2>${title} vecka ${week}</h2>\n${DAYS.map((day, i) => `<h3>${day}</h3><p>${dishes[i]} ${price} kr</p>`).join('\n')}`;

function writePage(name: string, content: string | Uint8Array) {
  fs.writeFileSync(path.join(pagesDir, name), content);
  return `${pagesUrl}/${name}`;
}

async function menuPdf(title: string, dishes: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [`${title} vecka ${week}`, ...DAYS.flatMap((day, i) => [day, `${dishes[i]} 129 kr`])];
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 22, size: 13, font }));
  return pdf.save();
}

let admin: ApiClient;
let restaurants: { id: string; name: string }[];
const patch = async (id: string, field: string, value: unknown) => {
  const res = await admin.call('PATCH', `/api/admin/restaurants/${id}`, { field, value });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
};
const harvestNow = async (id: string) => {
  const res = await admin.call('POST', `/api/admin/azure-extract/${id}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as SingleExtractResult;
};
const dishNames = (result: SingleExtractResult) => (result.data?.dishes ?? []).map((d) => d.name);

beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  expect((await admin.login(adminLogin.username, adminLogin.password)).status).toBe(200);
  const res = await new ApiClient(baseUrl).call('GET', `/api/restaurants?city=${encodeURIComponent('Linköping')}&limit=12`);
  expect(res.status).toBe(200);
  restaurants = (res.json.data as { id: string; name: string }[]).slice(8, 10);
  expect(restaurants).toHaveLength(2);
});

describe('harvest hints over HTTP', () => {
  const original: { id: string; field: string; value: unknown }[] = [];
  afterAll(async () => {
    for (const { id, field, value } of original.reverse()) await patch(id, field, value);
  });
  const remember = async (id: string, fields: string[]) => {
    const res = await admin.call('GET', `/api/admin/restaurants?search=${encodeURIComponent(restaurants.find((r) => r.id === id)!.name)}&limit=100`);
    const stored = (res.json.restaurants as Record<string, unknown>[]).find((r) => r.id === id)!;
    for (const field of fields) original.push({ id, field, value: stored[field] ?? '' });
  };

  it('selectorType bounds what is read to the selected element; one that matches nothing reads the whole page and says so', async () => {
    const [restaurant] = restaurants;
    await remember(restaurant.id, ['lunch_link', 'selectorType']);
    const url = writePage('hints-selector.html', `<!doctype html><html><body><main>
<aside class="granne">${menuHtml('Grannkrogens lunch', DECOY, 99)}</aside>
<div id="veckans-lunch" class="entry-content">${menuHtml('Lunchmeny', REAL, 125)}</div>
</main></body></html>`);
    await patch(restaurant.id, 'lunch_link', url);
    await patch(restaurant.id, 'selectorType', '');

    // Without the hint the neighbour's menu is read too: the check below would see it.
    const unbounded = await harvestNow(restaurant.id);
    expect(dishNames(unbounded)).toEqual(expect.arrayContaining([DECOY[0], REAL[0]]));

    await patch(restaurant.id, 'selectorType', 'main #veckans-lunch');
    const bounded = await harvestNow(restaurant.id);
    expect(dishNames(bounded)).toEqual(REAL);
    expect(bounded.data?.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);

    await patch(restaurant.id, 'selectorType', '#finns-inte');
    const unmatched = await harvestNow(restaurant.id);
    expect(dishNames(unmatched)).toEqual(expect.arrayContaining([DECOY[0], REAL[0]]));
    expect(unmatched.data?.doubts?.join('\n')).toContain('Selector matchade inget på sidan');
  });

  it('selectorType as a text anchor ("start ... end") bounds the text the same way', async () => {
    const [restaurant] = restaurants;
    await patch(restaurant.id, 'selectorType', 'Lunchmeny vecka ... Fredag');
    const anchored = await harvestNow(restaurant.id);
    // The end anchor's line is left out: Monday to Thursday of the real menu, nothing of the neighbour's.
    expect(dishNames(anchored)).toEqual(REAL.slice(0, 4));
  });

  it('pdf_location_in_page "2" reads the second PDF the page links, not the first', async () => {
    const [, restaurant] = restaurants;
    await remember(restaurant.id, ['lunch_link', 'pdf_location_in_page']);
    writePage('hints-first.pdf', await menuPdf('Lunchmeny Grannkrogen', DECOY));
    writePage('hints-second.pdf', await menuPdf('Lunchmeny', REAL));
    const url = writePage('hints-pdfs.html', `<!doctype html><html><body><h1>Välkommen</h1>
<p><a href="hints-first.pdf">Lunchmeny vecka ${week} (PDF)</a></p><p><a href="hints-second.pdf">Lunchmeny vecka ${week}, restaurangen (PDF)</a></p></body></html>`);
    await patch(restaurant.id, 'lunch_link', url);
    await patch(restaurant.id, 'pdf_location_in_page', '');

    const first = await harvestNow(restaurant.id);
    expect(first.data?.sourceUrl).toBe(`${pagesUrl}/hints-first.pdf`);
    expect(dishNames(first)).toEqual(DECOY);

    await patch(restaurant.id, 'pdf_location_in_page', '2');
    const second = await harvestNow(restaurant.id);
    expect(second.data?.sourceUrl).toBe(`${pagesUrl}/hints-second.pdf`);
    expect(dishNames(second)).toEqual(REAL);
  });
});
