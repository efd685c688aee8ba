/** Line-level text helpers shared by the extractor's parts. */

/** Unifies spaces and dashes so the patterns only deal with ' ' and '-'. */
export function normaliseLine(line: string): string {
  return displayLine(line).replace(/[\u2010-\u2015\u2212]/g, '-').replace(/[\u2018\u2019]/g, "'");
}

/**
 * The line as shown: spaces unified and emoji dropped, dashes and quotes as the page wrote them. It has the
 * same length as normaliseLine's result (those replacements are one character for one), so a name found in
 * the normalised line can be cut from this one at the same place.
 */
/** Soft hyphen, zero-width space / non-joiner, word joiner, byte-order mark (not U+200D, which joins emoji). */
export const INVISIBLE = /[\u00ad\u200b\u200c\u2060\ufeff]/g;

export function displayLine(line: string): string {
  return line
    // 'Fläsk\u00adfilé': soft hyphens and zero-width spaces and joiners inside words are invisible on the page.
    .replace(INVISIBLE, '')
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}\u{1F1E6}-\u{1F1FF}]/gu, ' ')
    .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
    // 'M Å N D A G': capitals typed with a space between letters (words apart by more) read as the word.
    .replace(/(?<![\p{L}\d])\p{Lu}(?: \p{Lu}){3,}(?![\p{L}\d])/gu, (spaced) => spaced.replace(/ /g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Table cells: html-to-text and pdf-to-text join cells with ' | '. */
export function splitCells(line: string): string[] {
  // Empty cells are kept: they hold the columns of a table in place.
  return line.split(/\s*\|\s*/).map((c) => c.trim());
}

/** Trims separators left behind when a prefix or suffix is cut out of a line. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s:;,.\-–•*·|/]+/, '')
    .replace(/[\s:;,\-–•*·|/]+$/, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function hasLetters(text: string): boolean {
  return /\p{L}{2}/u.test(text);
}

const ENGLISH_WORDS = /\b(with|and|served|the|of|in|on|fried|baked|grilled|roasted|meatballs|chicken|beef|pork|fish|potatoes|potato|mashed|sauce|salad|soup|vegetables|rice|cream|creamy|cod|salmon|lamb|stew|cheese|mushrooms?|onions?|roast|pie|gravy|lingonberries|beans|spicy|sweet|sour|fresh|herbs|lentil|tomato|carrots?)\b/i;
const SWEDISH_MARKERS = /[åäö]|\b(med|och|på|serveras|samt|potatis|sås|kyckling|fisk|lax|torsk|fläsk|kött|nöt|gryta|soppa|ugnsbakad|stekt|kokt|rökt|grönsaker|ris|pasta|sallad|lök|ost|grädde|örter|vegetarisk[at]?|vegansk[at]?|färs|bullar|biffar|gratäng|korv|pytt)\b/i;

/** True for a line that reads as English and not as Swedish (a translation on bilingual pages). */
export function looksEnglish(text: string): boolean {
  return ENGLISH_WORDS.test(text) && !SWEDISH_MARKERS.test(text);
}

export function looksSwedish(text: string): boolean {
  return SWEDISH_MARKERS.test(text);
}

/** A word or phrase as a literal inside a RegExp. */
export const escapeRegExp = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lexicon words as one RegExp alternation, longest first so 'dagens rätt' wins over 'dagens'. */
export const wordAlternation = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');

/** '08-560 123 45', '070 123 45 67': a phone number, no dish's. */
export const PHONE_NUMBER = /\d{2,4}[\s-]\d{2,3}[\s-]?\d{2}/u;

