import type { Restaurant } from '@lunch/shared';
import { selectAll } from 'css-select';
import render from 'dom-serializer';
import type { AnyNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * An admin's hints for reading one restaurant's lunch page (the restaurant's own fields, spec section 3):
 * - selectorType: a CSS selector that bounds the menu on an HTML page ('#lunch', '.menu-week'); when it is no
 *   valid selector or matches nothing, a text anchor: the text starts at the first line containing it
 *   (case-insensitive); 'start ... end' (three dots or '…') also ends it before the first later line
 *   containing end, and '... end' only ends it.
 * - pdfLocation (pdf_location_in_page): which PDF link on the page ('2': the second PDF link in page order;
 *   other words: the links whose text or address contains them) and/or which page of a PDF ('sida 2',
 *   'page 2'); parts separated by ',' or ';' ('meny, sida 2').
 * - lunchFormat (lunch_format): PDF_1 / PDF_2 (one meaning: the menu is a PDF, so every PDF link counts and
 *   is read first); TEXT / HTML: the menu is the page's own text, which is the default reading.
 */
export interface PageHints {
  selectorType?: string;
  pdfLocation?: string;
  lunchFormat?: string;
}

/** The hints stored on a restaurant; blank fields are no hint. */
export function pageHintsOf(restaurant: Pick<Restaurant, 'selectorType' | 'pdf_location_in_page' | 'lunch_format'>): PageHints {
  const hints: PageHints = {};
  const selector = restaurant.selectorType?.trim();
  const pdf = restaurant.pdf_location_in_page?.trim();
  if (selector) hints.selectorType = selector;
  if (pdf) hints.pdfLocation = pdf;
  if (restaurant.lunch_format) hints.lunchFormat = restaurant.lunch_format;
  return hints;
}

export function prefersPdf(hints: PageHints): boolean {
  return hints.lunchFormat?.toUpperCase().startsWith('PDF') ?? false;
}

// ---------- selectorType ----------

export interface TextAnchor {
  /** Empty: from the beginning. */
  start: string;
  end?: string;
}

/** 'Veckans lunch ... Välkomna' -> start and end; '... Välkomna' -> end only; 'Veckans lunch' -> start only. */
export function parseAnchor(selector: string): TextAnchor {
  const match = /\s*(?:\.\.\.|…)\s*/.exec(selector);
  if (!match) return { start: selector.trim() };
  const start = selector.slice(0, match.index).trim();
  const end = selector.slice(match.index + match[0].length).trim();
  return end ? { start, end } : { start };
}

export interface AnchoredText {
  text: string;
  startFound: boolean;
  /** Undefined when no end anchor was given. */
  endFound?: boolean;
}

/** The lines from the first one containing the start anchor up to (not including) the first later one containing the end. */
export function applyAnchor(text: string, anchor: TextAnchor): AnchoredText {
  const lines = text.split('\n');
  const contains = (line: string, words: string) => line.toLowerCase().includes(words.toLowerCase());
  const from = anchor.start ? lines.findIndex((line) => contains(line, anchor.start)) : 0;
  if (from < 0) return { text, startFound: false };
  if (!anchor.end) return { text: lines.slice(from).join('\n'), startFound: true };
  const end = anchor.end;
  const to = lines.findIndex((line, i) => i > from && contains(line, end));
  return { text: lines.slice(from, to < 0 ? undefined : to).join('\n'), startFound: true, endFound: to >= 0 };
}

export type SelectorMatch = { kind: 'matched'; html: string } | { kind: 'invalid' } | { kind: 'no-match' };

/**
 * The outer HTML of the elements a CSS selector matches, in page order (an element inside another match
 * is part of it, not repeated). css-select throws for what is not a selector it can run.
 */
export function selectHtml(html: string, selector: string): SelectorMatch {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  let found: Element[];
  try {
    found = selectAll<AnyNode, Element>(selector, document);
  } catch {
    return { kind: 'invalid' };
  }
  const matched = new Set(found);
  const outermost = found.filter((element) => {
    for (let parent = element.parent; parent; parent = parent.parent) if (matched.has(parent as Element)) return false;
    return true;
  });
  return outermost.length ? { kind: 'matched', html: render(outermost, { encodeEntities: 'utf8' }) } : { kind: 'no-match' };
}

/** A selector that is CSS in shape ('#lunch', '.menu', 'div > p'), as opposed to words of a text anchor. */
export function looksLikeCss(selector: string): boolean {
  if (!/[#.[\]>~+*:]/.test(selector)) return false;
  try {
    selectAll(selector, parseDocument(''));
    return true;
  } catch {
    return false;
  }
}

// ---------- pdf_location_in_page ----------

export interface PdfLocation {
  /** 1-based among the page's PDF links, in page order. */
  linkNumber?: number;
  /** Words contained in the link's text or address (case-insensitive). */
  linkWords?: string;
  /** 1-based page of the PDF. */
  page?: number;
}

export function parsePdfLocation(value: string): PdfLocation {
  const location: PdfLocation = {};
  for (const part of value.split(/[,;]/).map((p) => p.trim()).filter(Boolean)) {
    const page = /^(?:sida|sidan|sid\.?|s\.|page|p\.)\s*(\d{1,3})$/i.exec(part);
    const link = /^(?:#|nr\.?|länk|link|pdf)?\s*(\d{1,3})$/i.exec(part);
    if (page) location.page = Number(page[1]);
    else if (link) location.linkNumber = Number(link[1]);
    else location.linkWords = part;
  }
  return location;
}

export interface PdfLink {
  url: string;
  text: string;
  /** 2 for menu words in the text, 1 for menu words in the address; 0: not named as a menu. */
  score: number;
}

/**
 * The PDF links to read, best first. Without hints: those named as a menu, by score. lunch_format PDF:
 * every PDF link (menu-named first). pdf_location_in_page naming a link: that link (or those) only; when it
 * names none that exists, the default list and a note.
 */
export function choosePdfLinks(links: PdfLink[], hints: PageHints, notes: string[]): string[] {
  const byScore = [...links].sort((a, b) => b.score - a.score);
  const fallback = (prefersPdf(hints) ? byScore : byScore.filter((l) => l.score > 0)).map((l) => l.url);
  if (!hints.pdfLocation) return fallback;
  const location = parsePdfLocation(hints.pdfLocation);
  if (location.linkNumber !== undefined) {
    const chosen = links[location.linkNumber - 1];
    if (chosen) return [chosen.url];
    notes.push(`PDF-länk ${location.linkNumber} finns inte på sidan (${links.length} PDF-länkar)`);
    return fallback;
  }
  if (location.linkWords !== undefined) {
    const words = location.linkWords.toLowerCase();
    const chosen = links.filter((l) => l.text.toLowerCase().includes(words) || safeDecode(l.url).toLowerCase().includes(words));
    if (chosen.length) return chosen.map((l) => l.url);
    notes.push(`Ingen PDF-länk på sidan innehåller "${location.linkWords}"`);
  }
  return fallback;
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
