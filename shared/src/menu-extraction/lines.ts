import { WEEKDAYS } from '../options';
import { classifyLine, type LineKind } from './classify-line';
import { CATEGORY_WORDS, DAY_NAMES, SECTION_HEADINGS } from './lexicon';
import { displayLine, escapeRegExp, normaliseLine } from './text';

/** Stage 1: page text (html-to-text / pdf-to-text, one block or table row per line, cells joined by ' | ') -> lines. */

export interface Line {
  /** Position on the page (after glue splitting), for evidence. */
  index: number;
  /** Dashes and spaces unified; what the classifier matches on. */
  text: string;
  /** The same characters with the page's own dashes, for names. */
  display: string;
  /** Table cells; a single cell for an ordinary line. */
  cells: string[];
}

const escape = escapeRegExp;
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

const FULL_DAYS = WEEKDAYS.flatMap((d) => DAY_NAMES[d].full);
/** Labels that glue to the next word ('Dagens rättKöttbullar'): longest first so 'Dagens rätt' beats 'Dagens'. */
const GLUE_LABELS = CATEGORY_WORDS.filter((w) => w.includes(' ') || w.length >= 5).sort((a, b) => b.length - a.length);

/** 'MondayFish soup', 'MÅNDAGKöttbullar': a full day name glued to a capitalised word. */
const DAY_GLUED = new RegExp(`^(${FULL_DAYS.map((w) => `${capital(w)}|${w.toUpperCase()}`).join('|')})(?=\\p{Lu}\\p{Ll})`, 'u');
/** '... lingon.Dagens vegetariska ...', '...potatisTisdag': a new labelled part starts inside the line. */
const INNER_START = new RegExp(
  `(?<=[\\p{Ll}.!)])(?=(?:${[...FULL_DAYS, ...GLUE_LABELS].map((w) => escape(capital(w))).join('|')})(?:\\p{Lu}|[\\s:]|$))`,
  'u',
);
/** 'Dagens rättKöttbullar': a label glued to its dish gets a colon. */
const LABEL_GLUED = new RegExp(`^(${GLUE_LABELS.map((w) => escape(capital(w))).join('|')})(?=\\p{Lu}\\p{Ll})`, 'u');

/** Splits glued tokens at case and punctuation boundaries, by lexicon words only. */
export function splitGlued(line: string): string[] {
  if (!/\p{Ll}\p{Lu}|[.!)]\p{Lu}/u.test(line) && !DAY_GLUED.test(line)) return [line];
  return line
    .split(INNER_START)
    .map((part) => part.trim().replace(DAY_GLUED, '$1 ').replace(LABEL_GLUED, '$1: '))
    .filter(Boolean);
}

const ALL_DAYS = WEEKDAYS.flatMap((d) => [...DAY_NAMES[d].full, ...DAY_NAMES[d].short]).sort((a, b) => b.length - a.length);
/** 'Mån: Kalops. Tis: Laxpudding.', 'Mån: Kalops · Tis: Lax': one line per day when a part starts with a day and a colon. */
const DAY_SENTENCE = new RegExp(`(?<=[.;·•])\\s+(?=(?:${ALL_DAYS.join('|')})\\.?\\s*:)`, 'iu');
/** 'Köttbullar • Veg: Linsbiffar', 'Kött: X / Veg: Y': a second labelled dish inside one cell. */
const SECOND_LABEL = new RegExp(`\\s+[/•·]\\s+(?=(?:${CATEGORY_WORDS.map(escape).join('|')})\\s*:)`, 'iu');

/**
 * 'Dagens 109 kr. Alla pizzor 99 kr vid lunch.', 'Lunch 135 kr inkl. kaffe. Torsdag stängt.': a sentence that states a
 * price, then a new sentence: each is a line of its own (a price, then a note or a closed day), read apart.
 */
const PRICE_SENTENCE_END = /(?<=\d\s*(?:[kK][rR]|kronor|[sS][eE][kK]|:-)(?:[^!?]*?\p{L}{2})?[.!])\s+(?=\p{Lu})/u;
const STATES_PRICE = /^[^.!?]*?\d{2,3}\s*(?:kr|kronor|sek|:-)(?!\p{L})/iu;
/** Kinds of a first sentence that state a price or when it applies, never a dish ('Köttbullar 109 kr. Serveras med lingon.' stays one). */
const PRICE_STATEMENT: ReadonlySet<LineKind['kind']> = new Set(['price', 'category', 'includes', 'dayRange', 'hours']);

export function splitPriceSentences(line: string): string[] {
  if (!STATES_PRICE.test(line)) return [line];
  const [first, ...rest] = line.split(PRICE_SENTENCE_END);
  if (rest.length === 0 || !PRICE_STATEMENT.has(classifyLine(first, ANY_DAY).kind)) return [line];
  // 'Dagens rätt 129 kr. Dagens soppa ingår.': the whole line already reads as one price statement.
  if (WHOLE_STATEMENT.has(classifyLine(line, ANY_DAY).kind)) return [line];
  return [first, ...splitPriceSentences(rest.join(' '))];
}
const WHOLE_STATEMENT: ReadonlySet<LineKind['kind']> = new Set(['price', 'includes']);
/** The kinds PRICE_STATEMENT names do not depend on the day the page is read. */
const ANY_DAY = '2026-01-05';

/** A capitalised or upper-case full day name standing as a word inside a line. */
const INNER_DAY = new RegExp(`(?<=\\S\\s+)(?=(?:${FULL_DAYS.map((w) => `${capital(w)}|${w.toUpperCase()}`).join('|')})(?![\\p{L}']))`, 'u');

/**
 * 'Måndag Kycklingschnitzel 119 kr Tisdag Fläskgryta 119 kr Onsdag …': a week written as one paragraph. A line naming
 * three or more different days, each capitalised as a heading, is one line per day.
 */
export function splitRunOnDays(line: string): string[] {
  const parts = line.split(INNER_DAY);
  if (parts.length < 3) return [line];
  const days = new Set(parts.map((p) => /^\p{L}+/u.exec(p)?.[0].toLowerCase()).filter((w) => w && FULL_DAYS.includes(w)));
  // Each later day opens its part like a heading, a capitalised dish or a date after it ('Tisdag Fläskgryta', 'TISDAG 17/8'),
  // not a joiner ('Stängt Måndag och Tisdag, öppet Onsdag').
  const headed = parts.slice(1).every((p) => /^\p{L}+\s+(?:\p{Lu}|\d)/u.test(p.trim()));
  // Inside such a paragraph a price ends its dish: what follows in capitals is the next item ('… 145 kr Veg hela veckan …').
  return days.size >= 3 && headed ? parts.flatMap((p) => p.trim().split(AFTER_PRICE)) : [line];
}
const AFTER_PRICE = /(?<=\d\s*(?:kr|kronor|sek|:-)\.?)\s+(?=\p{Lu})/iu;

/**
 * 'Måndag Köttbullar med mos 129 kr Vegobullar med mos 119 kr': dishes written one after the other on a line, each
 * closed by its price. Split where a price is followed by a capitalised part that has a price of its own ('Köttbullar
 * 129 kr Serveras med lingon' stays one line).
 */
export function splitPricedRuns(line: string): string[] {
  const parts = line.split(AFTER_PRICE);
  if (parts.length < 2 || !parts.every((p) => OWN_PRICE_END.test(p))) return [line];
  // Each part a dish on its own; a price list ('Rätt 1 och 2: 128 kr Rätt 3: 118 kr') stays one line.
  const trimmed = parts.map((p) => p.trim());
  return trimmed.slice(1).every((p) => classifyLine(p, ANY_DAY).kind === 'dish') ? trimmed : [line];
}
const OWN_PRICE_END = /\p{L}{3}.*\d\s*(?:kr|kronor|sek|:-)\.?\s*$/iu;

/** 'aioliRödbetsbiffar': a word in lower case running into a capitalised one, where two table cells were glued. */
const GLUED_CELLS = /(?<=\p{Ll}{2})(?=\p{Lu}\p{Ll}{2})/u;

const SEMICOLON_LABEL = /^(\p{L}+);(?=\s*\p{Lu})/u;

/**
 * 'Mån Fläskkarré med rotfrukter • Rotfruktsgratäng': a day's dishes on one line, a bullet between them. Split when every
 * part after the first is a capitalised dish on its own ('Lunch 11–14 • Kaffe ingår' stays one line).
 */
export function splitBulletDishes(line: string): string[] {
  // '•' or a double slash ('Raggmunk med fläsk // Raggmunk med tofu') between two capitalised dishes.
  const parts = line.split(/\s+(?:•|\/\/)\s+/u).map((p) => p.trim());
  // 'Köttbullar • Veg: Linsbiffar': a labelled second dish is a cell of its own (SECOND_LABEL), not a line.
  if (parts.length < 2 || !parts.slice(1).every((p) => /^\p{Lu}/u.test(p) && !/^[\p{L} ]+:/u.test(p) && classifyLine(p, ANY_DAY).kind === 'dish')) return [line];
  return classifyLine(parts[0], ANY_DAY).kind === 'dish' || /^\p{L}+\.?\s+\p{Lu}/u.test(parts[0]) ? parts : [line];
}

/** 'Veg hela veckan – Falafeltallrik – 99:-', 'ALLTID – …': a weekly or always section's words before a dash label the dish, as a colon does. */
const SECTION_DASH = new RegExp(
  `^((?:(?:${CATEGORY_WORDS.map(escape).join('|')})\\s+)?(?:${[...SECTION_HEADINGS.weekly, ...SECTION_HEADINGS.always].map(escape).join('|')}))\\s+[-–—]\\s+(?=\\p{L})`,
  'iu',
);

export function toLines(text: string): Line[] {
  const lines: Line[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const shown = displayLine(raw);
    if (!shown) continue;
    for (const part of splitGlued(shown).flatMap((p) => (p.includes('|') ? [p] : splitRunOnDays(p).flatMap(splitPricedRuns).flatMap(splitBulletDishes))).flatMap((p) => p.split(DAY_SENTENCE)).flatMap((p) => p.includes('|') ? [p] : splitPriceSentences(p))) {
      let cells = part.split(/\s*\|\s*/).flatMap((c) => c.trim().split(SECOND_LABEL));
      while (cells.length > 1 && cells[cells.length - 1] === '') cells.pop();
      while (cells.length > 1 && cells[0] === '') cells.shift();
      // A table row whose cells the PDF text glued ('… med saffran och aioliRödbetsbiffar …'): split them apart.
      const row = cells.length >= 2 && GLUED_CELLS.test(part) ? cells.flatMap((c) => c.split(GLUED_CELLS)) : cells;
      const unglued = row.length > cells.length;
      if (unglued) cells = row;
      // 'Lunchsoppa; Morotssoppa med ingefära': one word and a semicolon before a capitalised name is a label, as with a colon.
      const labelled = (unglued ? cells.join(' | ') : part).replace(SEMICOLON_LABEL, '$1:').replace(SECTION_DASH, '$1: ');
      lines.push({ index: lines.length, text: normaliseLine(labelled), display: labelled, cells: cells.length === 1 ? [labelled] : cells });
    }
  }
  return lines;
}
