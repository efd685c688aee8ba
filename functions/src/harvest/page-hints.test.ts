import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { applyAnchor, choosePdfLinks, pageHintsOf, parseAnchor, parsePdfLocation, selectHtml, type PageHints, type PdfLink } from './page-hints';
import { pageText } from './page-text';

const BASE = 'https://lunch.example/meny/';

/** A lunch page with a decoy menu (last week's, in the sidebar) outside the real one. */
const PAGE = `<html><body>
<aside class="old"><h2>Förra veckan</h2><p>Måndag</p><p>Dillkött 99 kr</p></aside>
<main><article><div class="entry-content" id="lunch"><h2>Veckans lunch</h2><p>Måndag</p><p>Köttbullar 125 kr</p><p>Tisdag</p><p>Fiskgratäng 125 kr</p></div>
<p>Välkomna!</p></article></main>
<p><a href="/pdf/allergener.pdf">Allergener</a> <a href="vecka-34.pdf">Lunchmeny vecka 34 (PDF)</a> <a href="https://lunch.example/catering.pdf" title="Catering">Beställ</a></p>
</body></html>`;

function html(body: string) {
  return { body: Buffer.from(body), contentType: 'text/html; charset=utf-8', finalUrl: BASE };
}

async function pdf(pages: string[][]): Promise<{ body: Buffer; contentType: string; finalUrl: string }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 40, y: 760 - i * 20, size: 10, font }));
  }
  return { body: Buffer.from(await doc.save()), contentType: 'application/pdf', finalUrl: `${BASE}lunch.pdf` };
}

describe('pageHintsOf', () => {
  it.each([
    [{}, {}],
    [{ selectorType: '  #lunch ', pdf_location_in_page: '', lunch_format: 'HTML' as const }, { selectorType: '#lunch', lunchFormat: 'HTML' }],
    [{ selectorType: '   ', pdf_location_in_page: ' sida 2 ', lunch_format: 'PDF_2' as const }, { pdfLocation: 'sida 2', lunchFormat: 'PDF_2' }],
  ])('%j -> %j', (restaurant, hints) => {
    expect(pageHintsOf(restaurant)).toEqual(hints);
  });
});

describe('parseAnchor', () => {
  it.each([
    ['Veckans lunch', { start: 'Veckans lunch' }],
    ['Veckans lunch ... Välkomna', { start: 'Veckans lunch', end: 'Välkomna' }],
    ['Veckans lunch…Välkomna', { start: 'Veckans lunch', end: 'Välkomna' }],
    ['... Välkomna', { start: '', end: 'Välkomna' }],
    ['Lunch ...', { start: 'Lunch' }],
  ])('%s', (selector, anchor) => {
    expect(parseAnchor(selector)).toEqual(anchor);
  });
});

describe('applyAnchor', () => {
  const text = 'Meny\nFörra veckan\nDillkött\nVECKANS LUNCH v.34\nKöttbullar\nVälkomna\nÖppettider';
  it.each([
    [{ start: 'veckans lunch' }, { text: 'VECKANS LUNCH v.34\nKöttbullar\nVälkomna\nÖppettider', startFound: true }],
    [{ start: 'Veckans lunch', end: 'välkomna' }, { text: 'VECKANS LUNCH v.34\nKöttbullar', startFound: true, endFound: true }],
    [{ start: '', end: 'Välkomna' }, { text: 'Meny\nFörra veckan\nDillkött\nVECKANS LUNCH v.34\nKöttbullar', startFound: true, endFound: true }],
    [{ start: 'Veckans lunch', end: 'Hej då' }, { text: 'VECKANS LUNCH v.34\nKöttbullar\nVälkomna\nÖppettider', startFound: true, endFound: false }],
    [{ start: 'Dagens' }, { text, startFound: false }],
  ])('%j', (anchor, result) => {
    expect(applyAnchor(text, anchor)).toEqual(result);
  });
});

describe('selectHtml', () => {
  it.each([
    ['#lunch', 'matched'],
    ['.entry-content', 'matched'],
    ['article .entry-content', 'matched'],
    ['main > article', 'matched'],
    ['#dagens', 'no-match'],
    ['Veckans lunch', 'no-match'],
    ['Lunch:', 'invalid'],
    ['Lunch (v. 34)', 'invalid'],
    ['Veckans lunch ... Välkomna', 'invalid'],
  ])('%s -> %s', (selector, kind) => {
    expect(selectHtml(PAGE, selector).kind).toBe(kind);
  });

  it('keeps an element inside another match once, in page order', () => {
    const selected = selectHtml('<div class="d"><p>Måndag</p><div class="d">Köttbullar</div></div><div class="d">Tisdag</div>', '.d');
    expect(selected).toEqual({ kind: 'matched', html: '<div class="d"><p>Måndag</p><div class="d">Köttbullar</div></div><div class="d">Tisdag</div>' });
  });
});

describe('parsePdfLocation', () => {
  it.each([
    ['2', { linkNumber: 2 }],
    ['#3', { linkNumber: 3 }],
    ['länk 1', { linkNumber: 1 }],
    ['sida 2', { page: 2 }],
    ['Page 3', { page: 3 }],
    ['s. 2', { page: 2 }],
    ['lunchmeny', { linkWords: 'lunchmeny' }],
    ['2, sida 3', { linkNumber: 2, page: 3 }],
    ['vecka; page 2', { linkWords: 'vecka', page: 2 }],
  ])('%s', (value, location) => {
    expect(parsePdfLocation(value)).toEqual(location);
  });
});

describe('choosePdfLinks', () => {
  const links: PdfLink[] = [
    { url: 'https://x/allergener.pdf', text: 'Allergener', score: 0 },
    { url: 'https://x/vecka-34.pdf', text: 'Lunchmeny (PDF)', score: 3 },
    { url: 'https://x/catering.pdf', text: 'Beställ', score: 0 },
  ];
  it.each<[PageHints, string[], string[]]>([
    [{}, ['https://x/vecka-34.pdf'], []],
    [{ lunchFormat: 'HTML' }, ['https://x/vecka-34.pdf'], []],
    [{ lunchFormat: 'PDF_1' }, ['https://x/vecka-34.pdf', 'https://x/allergener.pdf', 'https://x/catering.pdf'], []],
    [{ pdfLocation: '3' }, ['https://x/catering.pdf'], []],
    [{ pdfLocation: '1, sida 2' }, ['https://x/allergener.pdf'], []],
    [{ pdfLocation: 'BESTÄLL' }, ['https://x/catering.pdf'], []],
    [{ pdfLocation: 'catering' }, ['https://x/catering.pdf'], []],
    [{ pdfLocation: 'sida 2' }, ['https://x/vecka-34.pdf'], []],
    [{ pdfLocation: '4' }, ['https://x/vecka-34.pdf'], ['PDF-länk 4 finns inte på sidan (3 PDF-länkar)']],
    [{ pdfLocation: 'julbord' }, ['https://x/vecka-34.pdf'], ['Ingen PDF-länk på sidan innehåller "julbord"']],
  ])('%j', (hints, chosen, notes) => {
    const said: string[] = [];
    expect(choosePdfLinks(links, hints, said)).toEqual(chosen);
    expect(said).toEqual(notes);
  });
});

describe('pageText with hints', () => {
  it('reads the whole page without hints (the decoy included)', async () => {
    const read = await pageText(html(PAGE));
    expect(read.text).toContain('Dillkött');
    expect(read.text).toContain('Köttbullar');
    expect(read.hintNotes).toEqual([]);
    expect(read.preferPdf).toBe(false);
    expect(read.menuPdfLinks).toEqual(['https://lunch.example/meny/vecka-34.pdf']);
  });

  it.each<[string, string, string[]]>([
    ['#lunch', 'Veckans lunch\nMåndag\nKöttbullar 125 kr\nTisdag\nFiskgratäng 125 kr', []],
    ['article .entry-content', 'Veckans lunch\nMåndag\nKöttbullar 125 kr\nTisdag\nFiskgratäng 125 kr', []],
    ['veckans lunch', 'Veckans lunch\nMåndag\nKöttbullar 125 kr\nTisdag\nFiskgratäng 125 kr\nVälkomna!\nAllergener Lunchmeny vecka 34 (PDF) Beställ', []],
    ['Veckans lunch ... Välkomna', 'Veckans lunch\nMåndag\nKöttbullar 125 kr\nTisdag\nFiskgratäng 125 kr', []],
    ['Veckans lunch: ... Välkomna', expectWholePage(), ['Selector matchade inget på sidan ("Veckans lunch: ... Välkomna", varken som element eller som text); hela sidan lästes']],
    ['#dagens', expectWholePage(), ['Selector matchade inget på sidan ("#dagens", varken som element eller som text); hela sidan lästes']],
    ['Veckans lunch ... Hej då', 'Veckans lunch\nMåndag\nKöttbullar 125 kr\nTisdag\nFiskgratäng 125 kr\nVälkomna!\nAllergener Lunchmeny vecka 34 (PDF) Beställ', ['Slutet ("Hej då") hittades inte; texten lästes till sidans slut']],
  ])('selectorType %s', async (selectorType, text, notes) => {
    const read = await pageText(html(PAGE), { selectorType });
    expect(read.text).toBe(text);
    expect(read.hintNotes).toEqual(notes);
  });

  it('falls back to the whole page when the selector matches only empty elements (a menu filled by script)', async () => {
    const read = await pageText(html(`<div id="app"></div>${PAGE}`), { selectorType: '#app' });
    expect(read.text).toBe(expectWholePage());
    expect(read.hintNotes).toEqual(['Selector "#app" matchade bara tomma element; hela sidan lästes']);
  });

  it('applies pdf_location_in_page and lunch_format to the PDF links of an HTML page', async () => {
    expect((await pageText(html(PAGE), { pdfLocation: '3' })).menuPdfLinks).toEqual(['https://lunch.example/catering.pdf']);
    const pdfFormat = await pageText(html(PAGE), { lunchFormat: 'PDF_1' });
    expect(pdfFormat.preferPdf).toBe(true);
    expect(pdfFormat.menuPdfLinks).toEqual(['https://lunch.example/meny/vecka-34.pdf', 'https://lunch.example/pdf/allergener.pdf', 'https://lunch.example/catering.pdf']);
    const noPdf = await pageText(html('<p>Måndag</p><p>Köttbullar</p>'), { lunchFormat: 'PDF_2' });
    expect(noPdf.hintNotes).toEqual(['Lunchformatet är PDF men sidan länkar ingen PDF; sidans text lästes']);
  });

  it('reads only the named page of a PDF, and the whole PDF (with a note) for a page it lacks', async () => {
    const menu = await pdf([['Julbord'], ['Lunch vecka 34', 'Måndag', 'Pannbiff 115 kr']]);
    expect((await pageText(menu)).text).toBe('Julbord\nLunch vecka 34\nMåndag\nPannbiff 115 kr');
    expect(await pageText(menu, { pdfLocation: 'sida 2' })).toMatchObject({ kind: 'pdf', text: 'Lunch vecka 34\nMåndag\nPannbiff 115 kr', hintNotes: [] });
    expect(await pageText(menu, { pdfLocation: '2, page 5' })).toMatchObject({ text: 'Julbord\nLunch vecka 34\nMåndag\nPannbiff 115 kr', hintNotes: ['PDF:en har ingen sida 5 (2 sidor); hela PDF:en lästes'] });
  });

  it('applies a text anchor to a PDF; a CSS selector meant for the HTML page is no news there', async () => {
    const menu = await pdf([['Meny', 'Förra veckan', 'Lunch vecka 34', 'Måndag', 'Pannbiff 115 kr', 'Välkomna']]);
    expect(await pageText(menu, { selectorType: 'lunch vecka ... välkomna' })).toMatchObject({ text: 'Lunch vecka 34\nMåndag\nPannbiff 115 kr', hintNotes: [] });
    expect(await pageText(menu, { selectorType: '#lunch' })).toMatchObject({ text: 'Meny\nFörra veckan\nLunch vecka 34\nMåndag\nPannbiff 115 kr\nVälkomna', hintNotes: [] });
    expect((await pageText(menu, { selectorType: 'Dagens rätt' })).hintNotes).toEqual(['Selector matchade inget på sidan ("Dagens rätt", varken som element eller som text); hela sidan lästes']);
  });

  it('applies a text anchor to a plain-text page', async () => {
    const read = await pageText({ body: Buffer.from('Öppet 11-14\nLUNCH\nMåndag\nKåldolmar 110 kr'), contentType: 'text/plain', finalUrl: BASE }, { selectorType: 'lunch' });
    expect(read).toMatchObject({ kind: 'text', text: 'LUNCH\nMåndag\nKåldolmar 110 kr', hintNotes: [] });
  });
});

function expectWholePage(): string {
  return 'Förra veckan\nMåndag\nDillkött 99 kr\nVeckans lunch\nMåndag\nKöttbullar 125 kr\nTisdag\nFiskgratäng 125 kr\nVälkomna!\nAllergener Lunchmeny vecka 34 (PDF) Beställ';
}
