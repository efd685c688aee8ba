import { readCategoryHeading } from './dish-lines';
import { CATEGORY_WORDS, LABEL_ONLY_WORDS, NOTE_STARTS, PRICE_TIERS, SECTION_HEADINGS, SPECIAL_DAY_HEADINGS, TITLE_WORDS } from './lexicon';
import { PHONE_NUMBER, wordAlternation } from './text';

/**
 * Dish candidates that look like headings, labels or site furniture rather than a dish a visitor orders.
 * The extractor keeps reading them (it cannot be sure), but each one sends the reading to review.
 */
const ONE_WORD_LABELS = new Set(
  [...CATEGORY_WORDS, ...TITLE_WORDS, ...LABEL_ONLY_WORDS, ...Object.values(SECTION_HEADINGS).flat()].map((w) => w.toLowerCase()),
);
const any = wordAlternation;
/** 'Påsklunch', 'Julbord 2026' without a price of its own: the occasion ('Julbord 395 kr' is an offer). */
const SPECIAL_DAY = new RegExp(`^(?:${any(SPECIAL_DAY_HEADINGS)})(?:\\s+(?:19|20)\\d\\d)?$`, 'iu');
/** 'Sopplunch', 'Husmansbord', 'Påskmeny': one word naming a kind of meal, not what is served. */
const MEAL_WORD = /^\p{L}+(?:lunch|luncher|bord|meny|menyn)$/iu;
const NOTE_START = new RegExp(`^(?:${any(NOTE_STARTS)})(?!\\p{L})`, 'iu');
/** 'Barn under 12 år', 'Pensionär': a price tier's label. */
const TIER = new RegExp(`^(?:${any(PRICE_TIERS)})(?:er|ar|en|na)?(?:\\s+(?:under|upp|till|över|från|t\\.?o\\.?m\\.?|år|års|\\d{1,2}(?:\\s*-\\s*\\d{1,2})?))*$`, 'iu');

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
  const trimmed = name.trim().replace(/[:.!]$/, '');
  // 'Påsklunch', 'Julbord', 'Sopplunch': an occasion or kind of meal heading the day's dishes.
  if (!context.ownPrice && (SPECIAL_DAY.test(trimmed) || MEAL_WORD.test(trimmed))) return true;
  // 'Går att få glutenfri', 'Barn under 12 år': a note or a price tier.
  if (NOTE_START.test(trimmed) || TIER.test(trimmed)) return true;
  // 'Soup of the week', 'Dagens gröna': a category heading read as a dish.
  if (!context.ownPrice && readCategoryHeading(name)) return true;
  // Addresses and contact lines: 'Storgatan 3 · Uppsala', 'kl. 11-14', phone numbers.
  if (/·/.test(name) || /(?<!\p{L})kl\.?\s*\d/iu.test(name) || PHONE_NUMBER.test(name)) return true;
  if (/^\p{Lu}\p{L}+(?:gatan|vägen|torget|gränd|allén|plan|backen)\s+\d/u.test(name)) return true;
  // A legend or a code list: 'G – gluten', '= vegetarisk', 'L, G, Ä'.
  if (/^=|^\p{L}{1,2}\s*[-–=]\s*\p{Ll}+$/u.test(name) || /^(?:\p{Lu}{1,2}\s*,\s*)+\p{Lu}{1,2}$/u.test(name)) return true;
  return false;
}
