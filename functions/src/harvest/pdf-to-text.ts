import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * PDF to text with pdfjs-dist 5 (legacy build, which runs in Node; its "fake worker" runs in-process).
 * Lines are rebuilt from text item positions: items are grouped by baseline (y, within a third of the
 * font size), ordered left to right, and a gap wider than about two character widths becomes ' | ',
 * so a table row stays one line with its cells separated as html-to-text does. Pages follow each other.
 */
interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

export async function pdfToText(data: Uint8Array): Promise<string> {
  return (await readPdf(data)).text;
}

export interface PdfReading {
  text: string;
  pageCount: number;
}

/**
 * The text of a PDF, or of one of its pages (1-based; an admin's pdf_location_in_page 'sida 2').
 * A page the PDF does not have reads the whole PDF: pageCount tells the caller so it can say so.
 */
export async function readPdf(data: Uint8Array, options: { page?: number } = {}): Promise<PdfReading> {
  // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
  const doc = await getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableAutoFetch: true,
    disableStream: true,
    fontExtraProperties: false,
  }).promise;
  try {
    const pages: string[] = [];
    const only = options.page !== undefined && options.page >= 1 && options.page <= doc.numPages ? options.page : undefined;
    for (let n = only ?? 1; n <= (only ?? doc.numPages); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const raw of content.items) {
        if (!('str' in raw) || raw.str.trim() === '') continue;
        const [a, b, , , x, y] = raw.transform as number[];
        items.push({ str: raw.str, x, y, width: raw.width, size: Math.hypot(a, b) || raw.height || 10 });
      }
      pages.push(linesOf(items).join('\n'));
      page.cleanup();
    }
    return { text: pages.join('\n'), pageCount: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

function linesOf(items: Item[]): string[] {
  items.sort((p, q) => q.y - p.y || p.x - q.x);
  const rows: Item[][] = [];
  for (const item of items) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0].y - item.y) <= Math.max(2, row[0].size / 3)) row.push(item);
    else rows.push([item]);
  }
  rows.forEach((row) => row.sort((p, q) => p.x - q.x));
  // Column starts: x positions where a cell begins after a clear gap in at least two rows. A text item that
  // starts exactly there begins a cell even when the cell before it runs almost up to it (a long dish name).
  const starts = new Map<number, number>();
  for (const row of rows) {
    row.forEach((item, i) => {
      if (i > 0 && item.x - (row[i - 1].x + row[i - 1].width) > item.size * 1.2) starts.set(Math.round(item.x), (starts.get(Math.round(item.x)) ?? 0) + 1);
    });
  }
  const isColumnStart = (x: number) => [-1, 0, 1].some((d) => (starts.get(Math.round(x) + d) ?? 0) >= 2);
  return rows.map((row) => {
    let text = '';
    let end = -Infinity;
    for (const item of row) {
      const gap = item.x - end;
      if (text) {
        if (gap > item.size * 1.2 || (gap > item.size * 0.15 && isColumnStart(item.x))) text += ' | ';
        else if (gap > item.size * 0.15 && !text.endsWith(' ') && !item.str.startsWith(' ')) text += ' ';
      }
      text += item.str;
      end = item.x + item.width;
    }
    return text.replace(/\s+/g, ' ').trim();
  }).filter(Boolean);
}
