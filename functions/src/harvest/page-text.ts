import { Parser } from 'htmlparser2';
import { htmlToText } from './html-to-text';
import { pdfToText } from './pdf-to-text';
import type { SafeFetchSuccess } from './safe-fetch';

export type PageKind = 'html' | 'pdf' | 'text';

export interface PageText {
  kind: PageKind;
  text: string;
  /** Links on an HTML page to PDFs that look like the lunch menu, best first (absolute URLs). */
  menuPdfLinks: string[];
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

/** The text the menu extractor reads, from an HTML page, a PDF or plain text. */
export async function pageText(page: Pick<SafeFetchSuccess, 'body' | 'contentType' | 'finalUrl'>): Promise<PageText> {
  const kind = pageKind(page);
  if (kind === 'pdf') return { kind, text: await pdfToText(page.body), menuPdfLinks: [] };
  const source = page.body.toString('utf8');
  if (kind === 'text') return { kind, text: source, menuPdfLinks: [] };
  return { kind, text: htmlToText(source), menuPdfLinks: menuPdfLinks(source, page.finalUrl) };
}

const MENU_WORDS = /lunch|meny|menu|matsedel|vecka|veckans|week|dagens|v\.?\s?\d{1,2}\b/i;

/**
 * Restaurants that publish a PDF link it from their lunch page ("Veckans lunch (PDF)"). The links
 * whose text or address speaks of lunch or the week come first; other PDFs are not menus.
 */
export function menuPdfLinks(html: string, baseUrl: string): string[] {
  const found: { url: string; score: number }[] = [];
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
          const score = (MENU_WORDS.test(text) ? 2 : 0) + (MENU_WORDS.test(decodeURIComponent(url.pathname)) ? 1 : 0);
          if (score > 0 && !found.some((f) => f.url === url.href)) found.push({ url: url.href, score });
        }
        href = null;
        text = '';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found.sort((a, b) => b.score - a.score).map((f) => f.url);
}
