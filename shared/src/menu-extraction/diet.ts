import type { DIETARY_OPTIONS } from '../options';
import { withImpliedDiets } from '../diet-rules';
import { tidy } from './text';

type DietTag = (typeof DIETARY_OPTIONS)[number];

/**
 * Diet markers and the DIETARY_OPTIONS tags they give. Letter codes (any case, in parentheses or as a
 * trailing list such as 'V, G' or 'L G'):
 *   V, VEG          -> Vegetarisk
 *   VG, VE, VEGAN   -> Vegansk (and Vegetarisk: diet-rules.ts, vegan food is vegetarian)
 *   G, GF           -> Glutenfri
 *   L, LF, LT       -> Laktosfri
 *   H               -> Halal
 *   M               -> Laktosfri (mjölkfri), VL (låglaktos) -> no tag, both in parentheses or lists only
 * Words anywhere in parentheses or at the end after a separator: vegetarisk/vegetarian, vegansk/vegan,
 * glutenfri/gluten free, laktosfri/lactose free, halal, kosher. A word inside the dish name
 * ('Vegetarisk lasagne') tags the dish but stays in the name.
 */
const CODES: Record<string, DietTag[]> = {
  v: ['Vegetarisk'], veg: ['Vegetarisk'], vg: ['Vegansk'], ve: ['Vegansk'],
  vegan: ['Vegansk'], g: ['Glutenfri'], gf: ['Glutenfri'], l: ['Laktosfri'], lf: ['Laktosfri'], lt: ['Laktosfri'],
  h: ['Halal'],
  // '(vego)', '(veggie)': the vegetarian dish of the day marked after its name.
  vego: ['Vegetarisk'], veggie: ['Vegetarisk'],
  // Finland-Swedish menus: M mjölkfri (so lactose-free too), VL låglaktos (low lactose, no tag of its own).
  m: ['Laktosfri'], vl: [],
};

const WORDS: Array<[RegExp, DietTag[]]> = [
  [/\b(vegetarisk[at]?|vegetarian|vegetariskt)\b/iu, ['Vegetarisk']],
  [/\b(vegansk[at]?|vegan)\b/iu, ['Vegansk']],
  [/\b(glutenfri[ta]?|glutenfree|gluten[- ]free)\b/iu, ['Glutenfri']],
  [/\b(laktosfri[t]?|lactose[- ]free)\b/iu, ['Laktosfri']],
  [/\bhalal\b/iu, ['Halal']],
  [/\bkosher\b/iu, ['Kosher']],
];
const WORD_ALTERNATIVES = '(?:vegetarisk[at]?|vegetarian|vegansk[at]?|vegan|glutenfri[t]?|gluten[- ]free|laktosfri[t]?|lactose[- ]free|halal|kosher)';
const CODE_ALTERNATIVES = '(?:vegan|veg|vg|ve|gf|lf|lt|v|g|l|h)';

const PAREN = /\(([^()]{1,40})\)/gu;
const TRAILING_CODES = new RegExp(`(?:^|\\s|,)((?:${CODE_ALTERNATIVES}\\b\\.?[\\s,/&]*)+)$`, 'iu');
const TRAILING_WORDS = new RegExp(`(?:\\s[-,/]\\s*|\\s)((?:${WORD_ALTERNATIVES}(?:[\\s,/&]|och)*)+)$`, 'iu');

function tagsOfList(list: string): DietTag[] | null {
  const parts = list.split(/[\s,/&.]+|\boch\b/u).filter(Boolean);
  const tags: DietTag[] = [];
  for (const part of parts) {
    const lower = part.toLowerCase();
    // Own keys only: page text such as '(constructor)' must not reach Object.prototype.
    if (Object.hasOwn(CODES, lower)) tags.push(...CODES[lower]);
    else {
      const word = WORDS.find(([re]) => re.test(part));
      if (!word) return null;
      tags.push(...word[1]);
    }
  }
  // Known codes only: a list of codes without a tag ('(VL)') is still a diet marker, not part of the name.
  return parts.length ? tags : null;
}

export interface DietRead {
  text: string;
  tags: string[];
  /** A marker was taken out of the text (a code, a bracket or a closing word). */
  marked?: true;
  /** The closing diet word taken out, as written with its separator (', vegansk'): see restoreLoneDietWords. */
  closingWord?: string;
}

/** A diet word ('vegansk', 'vegetarian', 'glutenfri'), not a code. */
const DIET_WORD = new RegExp(`^\\s*${WORD_ALTERNATIVES}\\s*$`, 'iu');

/** Removes diet markers from a dish text and returns them as tags. */
/**
 * Allergen numbers: glued to a word ('lingon1,3,7', from <sup> or a PDF column), a list after the dish
 * ('... 1, 3, 7') or in parentheses ('(1, 7)'). Never part of the name.
 */
const ALLERGEN_NUMBERS = /(?<=\p{L}{3})\d{1,2}(?:\s*,\s*\d{1,2})*(?=[\s),.]|$)|\s\(?\d{1,2}(?:\s*,\s*\d{1,2})+\)?(?=\s*$)|\(\s*\d{1,2}(?:\s*,\s*\d{1,2})*\s*\)/gu;

/**
 * '(F, L, Ä)', '(G, S)', '(N, G)': upper-case allergen letters in parentheses (Ä ägg, F fisk, S soja/selleri, N nötter,
 * SE senap/sesam, SO soja, SK skaldjur, SD svaveldioxid, MJ mjölk; English pages' E egg, SF shellfish). Not part of the name. Beside them L and G say what the
 * dish contains (laktos, gluten), not that it is free of it: such a list gives no diet tag.
 */
const ALLERGEN_LETTERS = new Set(['Ä', 'F', 'S', 'N', 'SE', 'SO', 'SK', 'SD', 'MJ', 'E', 'SF']);
const ALLERGEN_LIST = /^\s*\p{Lu}{1,2}(?:\s*[,/]\s*\p{Lu}{1,2})*\s*$/u;

const GLUED_CODES = /(?<=\p{Ll}{2})(\p{Lu}{1,2}(?:\s*,\s*\p{Lu}{1,2})*)\s*$/u;
/** An allergen letter or a diet code ('Ä', 'SE', 'G', 'L'). */
const isLetterCode = (code: string): boolean => ALLERGEN_LETTERS.has(code) || Object.hasOwn(CODES, code.toLowerCase());

function allergenLetters(inner: string): DietTag[] | null {
  if (!ALLERGEN_LIST.test(inner)) return null;
  const codes = inner.split(/[\s,/]+/u).filter(Boolean);
  const known = codes.every(isLetterCode);
  return known && codes.some((c) => ALLERGEN_LETTERS.has(c)) ? [] : null;
}

export function readDiet(text: string): DietRead {
  const tags = new Set<DietTag>();
  let marked = false;
  let rest = text.replace(ALLERGEN_NUMBERS, ' ').replace(PAREN, (match, inner: string, at: number, whole: string) => {
    const found = tagsOfList(inner) ?? allergenLetters(inner);
    if (!found) return match;
    found.forEach((t) => tags.add(t));
    // 'Ärtsoppa (vegansk) och pannkakor': a diet word in brackets inside a phrase the name goes on with is words of the name.
    if (DIET_WORD.test(inner) && /^\s*\p{Ll}/u.test(whole.slice(at + match.length))) return match;
    marked = true;
    return ' ';
  });
  rest = rest.trim();
  // 'lingonG, L, Ä': a table's allergen column run into the dish's cell (no space between them in the PDF's text).
  const glued = GLUED_CODES.exec(rest);
  if (glued && glued[1].split(/\s*,\s*/u).every(isLetterCode)) {
    rest = rest.slice(0, glued.index).trim();
    marked = true;
  }
  // Trailing upper-case letter codes ('Falafel med hummus V G'); lower case only with a comma list; a badge in
  // title case after a name in lower case ('… with sage Veg', a menu app's tag), two letters or more.
  const codes = TRAILING_CODES.exec(rest);
  const code = codes?.[1].trim() ?? '';
  const before = codes ? rest.slice(0, codes.index).trim() : '';
  const badge = /^\p{Lu}\p{Ll}+$/u.test(code) && /\p{Ll}$/u.test(before);
  if (codes && code && (codes[1] === codes[1].toUpperCase() || /,/.test(codes[1]) || badge)) {
    const found = tagsOfList(codes[1]);
    if (found && /\p{L}{3}/u.test(before)) {
      found.forEach((t) => tags.add(t));
      rest = before;
      marked = true;
    }
  }
  let closingWord: string | undefined;
  const words = TRAILING_WORDS.exec(rest);
  if (words) {
    const found = tagsOfList(words[1]);
    const before = rest.slice(0, words.index).trim();
    if (found && /\p{L}{3}/u.test(before)) {
      found.forEach((t) => tags.add(t));
      closingWord = rest.slice(rest.slice(0, words.index).replace(/[\s,;/–-]+$/u, '').length).trimEnd();
      rest = before;
      marked = true;
    }
  }
  for (const [re, t] of WORDS) if (re.test(rest)) t.forEach((x) => tags.add(x));
  return { text: tidy(rest), tags: withImpliedDiets([...tags]), ...(marked ? { marked: true as const } : {}), ...(closingWord ? { closingWord } : {}) };
}
