import { readCategoryHeading } from './dish-lines';
import { CATEGORY_WORDS, SECTION_HEADINGS, TITLE_WORDS } from './lexicon';

/**
 * Dish candidates that look like headings, labels or site furniture rather than a dish a visitor orders.
 * The extractor keeps reading them (it cannot be sure), but each one sends the reading to review.
 */
const ONE_WORD_LABELS = new Set([...CATEGORY_WORDS, ...TITLE_WORDS, ...Object.values(SECTION_HEADINGS).flat()].map((w) => w.toLowerCase()));

export interface HeadingContext {
  /** The dish has its own price on its line ('Pizza 109 kr' is a dish, 'Pizza' alone under a day may be a label). */
  ownPrice: boolean;
  /** Most dish names of the page are written in capitals: then capitals are the page's style, not a heading's. */
  pageWritesCapitals: boolean;
}

export const inCapitals = (name: string): boolean => {
  const letters = name.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && !/\p{Ll}/u.test(letters);
};

export function looksLikeHeading(name: string, context: HeadingContext): boolean {
  // 'DAGENS LUNCH', 'BISTRO SMEDJAN': no lower-case letters among dishes that have them.
  if (inCapitals(name) && !context.pageWritesCapitals) return true;
  // 'Soppa', 'Lunch' without a price of its own: one word that is a category, title or section word.
  if (!context.ownPrice && !/\s/.test(name.trim()) && ONE_WORD_LABELS.has(name.trim().toLowerCase().replace(/[:.]$/, ''))) return true;
  // 'Soup of the week', 'Dagens gröna': a category heading read as a dish.
  if (!context.ownPrice && readCategoryHeading(name)) return true;
  // Addresses and contact lines: 'Storgatan 3 · Uppsala', 'kl. 11-14', phone numbers.
  if (/·/.test(name) || /(?<!\p{L})kl\.?\s*\d/iu.test(name) || /\d{2,4}[\s-]\d{2,3}[\s-]?\d{2}/u.test(name)) return true;
  if (/^\p{Lu}\p{L}+(?:gatan|vägen|torget|gränd|allén|plan|backen)\s+\d/u.test(name)) return true;
  // A legend or a code list: 'G – gluten', '= vegetarisk', 'L, G, Ä'.
  if (/^=|^\p{L}{1,2}\s*[-–=]\s*\p{Ll}+$/u.test(name) || /^(?:\p{Lu}{1,2}\s*,\s*)+\p{Lu}{1,2}$/u.test(name)) return true;
  return false;
}
