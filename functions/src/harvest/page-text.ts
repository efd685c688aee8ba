import { Parser } from 'htmlparser2';
import { htmlToText } from './html-to-text';
import { applyAnchor, choosePdfLinks, looksLikeCss, parseAnchor, parsePdfLocation, prefersPdf, selectHtml, type PageHints, type PdfLink } from './page-hints';
import { readPdf } from './pdf-to-text';
import type { SafeFetchSuccess } from './safe-fetch';

export { pageHintsOf, type PageHints } from './page-hints';

export type PageKind = 'html' | 'pdf' | 'text';

export interface PageText {
  kind: PageKind;
  text: string;
  /** Links on an HTML page to PDFs that look like the lunch menu (or that the hints name), best first (absolute URLs). */
  menuPdfLinks: string[];
  /** What became of the hints, for the admin (Swedish), e.g. that a selector matched nothing. Empty: all applied, or none given. */
  hintNotes: string[];
  /** lunch_format says the menu is a PDF: read menuPdfLinks before (not only after) the page's own text. */
  preferPdf: boolean;
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** What a fetched body is: by its first bytes first (servers mislabel PDFs), then by Content-Type. */
export function pageKind(page: Pick<SafeFetchSuccess, 'body' | 'contentType' | 'finalUrl'>): PageKind {
  if (page.body.subarray(0, 1024).includes(PDF_MAGIC)) return 'pdf';
  const type = page.contentType?.toLowerCase() ?? '';
  if (type.includes('html') || type.includes('xml')) return 'html';
  if (type.startsWith('text/')) return 'text';
  return /<html|<body|<div|<p[\s>]/i.test(page.body.subarray(0, 4096).toString('utf8')) ? 'html' : 'text';
}

/**
 * The text the menu extractor reads, from an HTML page, a PDF or plain text, bounded by the restaurant's
 * hints (page-hints.ts). A hint that cannot be applied never empties the page: the whole text is read and
 * hintNotes says why.
 */
export async function pageText(page: Pick<SafeFetchSuccess, 'body' | 'contentType' | 'finalUrl'>, hints: PageHints = {}): Promise<PageText> {
  const kind = pageKind(page);
  const notes: string[] = [];
  const preferPdf = prefersPdf(hints);
  if (kind === 'pdf') {
    const pdfPage = hints.pdfLocation ? parsePdfLocation(hints.pdfLocation).page : undefined;
    const pdf = await readPdf(page.body, { page: pdfPage });
    if (pdfPage !== undefined && pdfPage > pdf.pageCount) notes.push(`PDF:en har ingen sida ${pdfPage} (${pdf.pageCount} sidor); hela PDF:en lästes`);
    return { kind, text: anchored(pdf.text, hints.selectorType, notes, false), menuPdfLinks: [], hintNotes: notes, preferPdf };
  }
  const source = page.body.toString('utf8');
  if (kind === 'text') return { kind, text: anchored(source, hints.selectorType, notes, false), menuPdfLinks: [], hintNotes: notes, preferPdf };

  let text: string | undefined;
  const selector = hints.selectorType;
  if (selector) {
    const selected = selectHtml(source, selector);
    if (selected.kind === 'matched') {
      text = htmlToText(selected.html);
      if (!text.trim()) {
        notes.push(`Selector "${selector}" matchade bara tomma element; hela sidan lästes`);
        text = undefined;
      }
    }
  }
  text ??= anchored(htmlToText(source), notes.length ? undefined : selector, notes, true);
  const links = choosePdfLinks(pdfLinksOf(source, page.finalUrl), hints, notes);
  if (preferPdf && links.length === 0) notes.push('Lunchformatet är PDF men sidan länkar ingen PDF; sidans text lästes');
  return { kind, text, menuPdfLinks: links, hintNotes: notes, preferPdf };
}

/**
 * selectorType as a text anchor. On an HTML page (where it matched no element) a start that is not found
 * is noted. On a PDF or text page a CSS-shaped selector ('#lunch') was meant for the HTML page that links it:
 * not finding it there is no news.
 */
function anchored(text: string, selector: string | undefined, notes: string[], onHtml: boolean): string {
  if (!selector) return text;
  const result = applyAnchor(text, parseAnchor(selector));
  if (!result.startFound) {
    if (onHtml || !looksLikeCss(selector)) notes.push(`Selector matchade inget på sidan ("${selector}", varken som element eller som text); hela sidan lästes`);
    return text;
  }
  if (result.endFound === false) notes.push(`Slutet ("${parseAnchor(selector).end}") hittades inte; texten lästes till sidans slut`);
  return result.text;
}

const MENU_WORDS = /lunch|meny|menu|matsedel|vecka|veckans|week|dagens|v\.?\s?\d{1,2}\b/i;

/**
 * Restaurants that publish a PDF link it from their lunch page ("Veckans lunch (PDF)"). The links
 * whose text or address speaks of lunch or the week come first; other PDFs are not menus.
 */
export function menuPdfLinks(html: string, baseUrl: string): string[] {
  return choosePdfLinks(pdfLinksOf(html, baseUrl), {}, []);
}

/** Every link to a PDF on the page, in page order, once each, with its text and how much it speaks of a menu. */
export function pdfLinksOf(html: string, baseUrl: string): PdfLink[] {
  const found: PdfLink[] = [];
  let href: string | null = null;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'a' && attribs.href) {
          href = attribs.href;
          text = attribs.title ?? '';
        }
      },
      ontext(chunk) {
        if (href !== null) text += chunk;
      },
      onclosetag(name) {
        if (name !== 'a' || href === null) return;
        let url: URL | undefined;
        try {
          url = new URL(href, baseUrl);
        } catch {
          url = undefined;
        }
        if (url && ['http:', 'https:'].includes(url.protocol) && /\.pdf$/i.test(url.pathname)) {
          const score = (MENU_WORDS.test(text) ? 2 : 0) + (MENU_WORDS.test(safeDecode(url.pathname)) ? 1 : 0);
          const linkText = text.replace(/\s+/g, ' ').trim();
          if (!found.some((f) => f.url === url.href)) found.push({ url: url.href, text: linkText, score });
        }
        href = null;
        text = '';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
