import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfToText, readPdf } from './pdf-to-text';

async function pdfWith(draw: Array<{ text: string; x: number; y: number; size?: number }>, pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    for (const d of draw) page.drawText(p ? `${d.text} ${p + 1}` : d.text, { x: d.x, y: d.y, size: d.size ?? 10, font });
  }
  return doc.save();
}

describe('pdfToText', () => {
  it('rebuilds lines top to bottom and left to right', async () => {
    // Drawn out of order on purpose.
    const pdf = await pdfWith([
      { text: 'Tisdag', x: 40, y: 700 },
      { text: 'Lunch vecka 48', x: 40, y: 760, size: 14 },
      { text: 'Måndag', x: 40, y: 730 },
    ]);
    expect(await pdfToText(pdf)).toBe('Lunch vecka 48\nMåndag\nTisdag');
  });

  it('keeps table rows on one line with cells separated by " | "', async () => {
    const pdf = await pdfWith([
      { text: 'Måndag', x: 40, y: 700 }, { text: 'Köttbullar med gräddsås', x: 140, y: 700 }, { text: '129 kr', x: 480, y: 700 },
      { text: 'Tisdag', x: 40, y: 685 }, { text: 'Fiskgratäng', x: 140, y: 685.5 }, { text: '119 kr', x: 480, y: 685 },
    ]);
    expect(await pdfToText(pdf)).toBe('Måndag | Köttbullar med gräddsås | 129 kr\nTisdag | Fiskgratäng | 119 kr');
  });

  it('starts a cell where other rows start a column, even when the text before nearly reaches it', async () => {
    const pdf = await pdfWith([
      { text: 'Dag', x: 40, y: 760 }, { text: 'Husman', x: 160, y: 760 }, { text: 'Gröna', x: 380, y: 760 },
      { text: 'Tisdag', x: 40, y: 745 }, { text: 'Pannbiff', x: 160, y: 745 }, { text: 'Bönbiffar', x: 380, y: 745 },
      { text: 'Måndag', x: 40, y: 730 }, { text: 'Kassler med potatismos och senapssås ok', x: 160, y: 730 }, { text: 'Krämig pasta', x: 380, y: 730 },
    ]);
    expect((await pdfToText(pdf)).split('\n')[2]).toBe('Måndag | Kassler med potatismos och senapssås ok | Krämig pasta');
  });

  it('reads every page', async () => {
    expect(await pdfToText(await pdfWith([{ text: 'Sida', x: 40, y: 700 }], 2))).toBe('Sida\nSida 2');
  });

  it('rejects data that is not a PDF', async () => {
    await expect(pdfToText(new TextEncoder().encode('<html>not a pdf</html>'))).rejects.toThrow();
  });

  it('reads one page when asked (pdf_location_in_page "sida 2"), and every page for a page it does not have', async () => {
    const pdf = await pdfWith([{ text: 'Sida', x: 40, y: 700 }], 3);
    expect(await readPdf(pdf, { page: 2 })).toEqual({ text: 'Sida 2', pageCount: 3 });
    expect(await readPdf(pdf, { page: 4 })).toEqual({ text: 'Sida\nSida 2\nSida 3', pageCount: 3 });
  });
});
