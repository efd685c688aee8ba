import { WEEKDAYS, type Weekday } from '../options';
import { assemble, type PageReading } from './assemble';
import { parseDishLine } from './dish-lines';
import { DAY_NAMES } from './lexicon';
import type { Line } from './lines';

/**
 * Prose pages ('On Tuesday we serve pork chops with ...', 'Tuesday will be slow-cooked pork chops',
 * 'På onsdag serverar vi ...'): read day by day from sentences, used only when a page has no day headings.
 */
const DAY = WEEKDAYS.flatMap((d) => DAY_NAMES[d].full.map((w) => [w, d] as const));
const DAY_WORDS = DAY.map(([w]) => w).join('|');
const SENTENCE_DAY = new RegExp(
  `(?:^|\\s)(?:on|på|i|and on|och på)?\\s*(${DAY_WORDS})(?:s|ar|en)?\\s*,?\\s+` +
  `(?:we(?:'ll| will)? (?:serve|have|offer)|will be|it's|it is|there's|there will be|serverar vi|serveras|bjuder vi på|blir det|har vi|får ni|står)\\s+(.+)$`,
  'iu',
);

/** A cheap first look: a serving verb; the full sentence pattern runs only on those lines. */
const PROSE_CUE = /we(?:'ll| will)? (?:serve|have|offer)|will be|it's|it is|there's|serverar vi|serveras|bjuder vi på|blir det|har vi|får ni/iu;

export function readProse(lines: Line[], fallback: PageReading, today: string): PageReading {
  const sentences: Array<{ day: Weekday; text: string }> = [];
  if (!lines.some((l) => PROSE_CUE.test(l.display) && SENTENCE_DAY.test(l.display))) return fallback;
  for (const line of lines) {
    if (!PROSE_CUE.test(line.display)) continue;
    for (const sentence of line.display.split(/(?<=[.!])\s+(?=\p{Lu})/u)) {
      const m = SENTENCE_DAY.exec(sentence.replace(/[.!]+$/, ''));
      if (!m) continue;
      const day = DAY.find(([w]) => w === m[1].toLowerCase())![1];
      const text = m[2].replace(/[.!]+$/, '').trim();
      if (parseDishLine(text)) sentences.push({ day, text: text.charAt(0).toUpperCase() + text.slice(1) });
    }
  }
  if (sentences.length < 2) return fallback;
  const rebuilt = sentences.flatMap(({ day, text }, i) => [
    { index: 2 * i, text: DAY_NAMES[day].full[1], display: DAY_NAMES[day].full[1], cells: [DAY_NAMES[day].full[1]] },
    { index: 2 * i + 1, text, display: text, cells: [text] },
  ]);
  const header = lines.filter((l) => !SENTENCE_DAY.test(l.display));
  return assemble([...header.map((l, i) => ({ ...l, index: i - header.length - 10 })), ...rebuilt], today);
}
