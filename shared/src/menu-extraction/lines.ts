import { WEEKDAYS } from '../options';
import { CATEGORY_WORDS, DAY_NAMES } from './lexicon';
import { displayLine, normaliseLine } from './text';

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

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

export function toLines(text: string): Line[] {
  const lines: Line[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const shown = displayLine(raw);
    if (!shown) continue;
    for (const part of splitGlued(shown).flatMap((p) => p.split(DAY_SENTENCE))) {
      const cells = part.split(/\s*\|\s*/).flatMap((c) => c.trim().split(SECOND_LABEL));
      while (cells.length > 1 && cells[cells.length - 1] === '') cells.pop();
      while (cells.length > 1 && cells[0] === '') cells.shift();
      lines.push({ index: lines.length, text: normaliseLine(part), display: part, cells });
    }
  }
  return lines;
}
