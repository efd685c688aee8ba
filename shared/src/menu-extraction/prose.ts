import { WEEKDAYS, type Weekday } from '../options';
import { assemble, type PageReading } from './assemble';
import { parseDishLine } from './dish-lines';
import { DAY_NAMES } from './lexicon';
import type { Line } from './lines';

/**
 * Prose pages (a blog post: 'On Tuesday we serve pork chops with ...', 'Wednesday brings beef stew ..., and fried
 * plaice for those who prefer fish', 'På torsdag står pytt i panna på menyn'): read sentence by sentence. A sentence
 * naming a weekday starts that day; a sentence without one ('The fish of the day is ...') continues the day before
 * it on the same paragraph. Each clause ('..., and ...', '..., while ...', '... samt ...') gives at most one dish:
 * the words after the first serving phrase ('we serve', 'is', 'brings', 'blir det', 'står'), without a leading
 * article and without a closing qualifier ('for those who prefer fish', 'på menyn', ', a recipe from ...').
 * A sentence naming the whole week ('The weekly vegetarian dish is ...') gives a dish for every open day; one saying
 * the restaurant is closed closes its day. Used only when it reads more days than the headings did (extract-menu.ts).
 */
const DAY = WEEKDAYS.flatMap((d) => DAY_NAMES[d].full.map((w) => [w, d] as const));
const DAY_WORDS = DAY.map(([w]) => w).join('|');
/** 'Monday', "Tuesday's", 'Wednesday’s', 'Tisdagen', 'måndagens': a weekday named in running text. */
const DAY_IN_TEXT = new RegExp(`(?<!\\p{L})(${DAY_WORDS})(?:s|en|ens|'s|’s)?(?!\\p{L})`, 'iu');
/** A cheap first look: a line worth reading as prose names a day and serves something. */
const PROSE_CUE = /(?<!\p{L})(?:we(?:'ll| will)? (?:serve|have|offer|make|cook)|will be|brings|starts with|ends the week|the week (?:on \p{L}+ )?with|there is|there's|serverar vi|serveras|bjuder (?:vi )?på|blir det|har vi|får ni|avslutas|står)(?!\p{L})/iu;
/** Where the dish starts in a clause: after the first serving phrase. */
const SERVING = new RegExp(
  '(?<!\\p{L})(?:' + [
    "we(?:'ll| will)?\\s+(?:serve|have|offer|make|cook)", 'will be', 'is', 'are', "there(?:'s| is| will be)", 'brings', 'starts? with',
    '(?:ends?|finish(?:es)?) the week(?: on \\p{L}+)? with', 'means\\s+\\p{L}+\\s*:', 'for (?:the )?\\p{L}+ lovers',
    'serverar vi', 'serveras', 'bjuder (?:vi )?på', 'blir det', 'har vi', 'får ni', 'står', 'är', 'kör vi', 'vi kör(?: en \\p{L}+,)?',
    'avslutas(?: på \\p{L}+)? med', 'till vegetarianerna', 'för \\p{L}+älskare',
    // 'Vi drar igång måndagen med …', 'vi avslutar veckan på fredag med …', 'kan välja …', 'Vill du ha fisk finns …'.
    '(?:drar igång|startar|börjar|inleder|avslutar)(?:\\s+\\p{L}+){1,4}?\\s+med', 'kan (?:du |ni )?välja', 'vill (?:du|ni) ha \\p{L}+ finns(?: det)?',
  ].join('|') + ')(?!\\p{L})\\s*',
  'iu',
);
/** Clause joints inside a sentence: each side may hold a dish. */
const CLAUSES = /,\s*(?:and|while|och|eller|or|medan)\s+|\s+(?:while|medan|samt)\s+|\s+(?:och|and)\s+(?=(?:som|as|för|for|till)\s+\p{L}+\s+(?:serverar|serveras|finns|blir|we serve|there is)(?!\p{L}))/iu;
const LEADING = /^(?:(?:and|och|eller|or|but|men)\s+)?(?:(?:a|an|the|en|ett|our|vår|vårt)\s+)?(?:(?:classic|klassisk|klassiska)\s+)?/iu;
/** A qualifier closing the clause: who it is for, where it stands, an aside after a comma. */
const TRAILING = /\s+(?:for (?:those|anyone|everyone|you)\b|för (?:den|dem|er|dig) som\b|på menyn\b|on the menu\b).*$|,\s+(?:a|an|en|ett|as|som)\s.*$/iu;
const WEEKLY = /(?<!\p{L})(?:all week|weekly|every day|each day|whole week|of the week|hela veckan|varje dag|alla dagar|veckans)(?!\p{L})/iu;
/** 'served Monday to Thursday', 'måndag–torsdag': days named as the span a weekly dish is served, not as the day. */
const DAY_SPAN = new RegExp(`(?:${DAY_WORDS})\\s*(?:to|till|through|–|-)\\s*(?:${DAY_WORDS})`, 'iu');
const CLOSED = /(?<!\p{L})(?:closed|stängt|stängd|public holiday|helgdag|röd dag)(?!\p{L})/iu;

export function readProse(lines: Line[], fallback: PageReading, today: string): PageReading {
  // A sentence serving a day's dish is longer than any heading: short lines are not looked at.
  if (!lines.some((l) => l.display.length >= 30 && PROSE_CUE.test(l.display) && DAY_IN_TEXT.test(l.display))) return fallback;
  const days = new Map<Weekday, string[]>();
  const closed = new Set<Weekday>();
  const weekly: string[] = [];
  const used = new Set<number>();
  for (const line of lines) {
    let day: Weekday | null = null;
    for (const sentence of line.display.split(/(?<=[.!])\s+(?=\p{Lu})/u)) {
      const text = sentence.replace(/[.!]+$/u, '');
      const named = DAY_IN_TEXT.exec(text);
      if (named && !DAY_SPAN.test(text)) day = DAY.find(([w]) => w === named[1].toLowerCase())![1];
      const isWeekly = WEEKLY.test(text) && (!named || DAY_SPAN.test(text));
      if (!day && !isWeekly) continue;
      if (!isWeekly && CLOSED.test(text)) {
        closed.add(day!);
        used.add(line.index);
        continue;
      }
      const dishes = text.split(CLAUSES).map((clause, i) => dishOfClause(clause, i > 0)).filter((d): d is string => d !== null);
      if (dishes.length === 0) continue;
      used.add(line.index);
      if (isWeekly) weekly.push(...dishes);
      else days.set(day!, [...(days.get(day!) ?? []), ...dishes]);
    }
  }
  if ([...days.values()].flat().length < 2) return fallback;
  const rebuilt: Array<{ text: string }> = [];
  for (const day of WEEKDAYS) {
    if (!days.has(day) && !closed.has(day)) continue;
    rebuilt.push({ text: DAY_NAMES[day].full[0] });
    if (closed.has(day) && !days.has(day)) rebuilt.push({ text: 'Stängt' });
    for (const dish of days.get(day) ?? []) rebuilt.push({ text: dish });
  }
  for (const dish of weekly) rebuilt.push({ text: `Hela veckan: ${dish}` });
  const header = lines.filter((l) => !used.has(l.index));
  return assemble([
    ...header.map((l, i) => ({ ...l, index: i - header.length - 10 })),
    ...rebuilt.map((r, i) => ({ index: i, text: r.text, display: r.text, cells: [r.text] })),
  ], today);
}

/**
 * The dish a clause names, or null: the words after its serving phrases ('For fish lovers there is ...'). A clause
 * after a joint may name its dish without one ('..., and fried plaice with remoulade').
 */
function dishOfClause(clause: string, joined: boolean): string | null {
  let text = clause.trim();
  let served = false;
  for (let m = SERVING.exec(text); m && (!served || m.index === 0); m = SERVING.exec(text)) {
    text = text.slice(m.index + m[0].length);
    served = true;
  }
  if (!served && (!joined || DAY_IN_TEXT.test(text))) return null;
  // 'Torsdag är förstås ärtsoppedag: ärtsoppa med fläsk …': the words before a colon name the day's theme, the dish follows.
  text = text.replace(/^[^:]{1,40}:\s+(?=\p{L})/u, '');
  text = text.replace(TRAILING, '').replace(LEADING, '').trim();
  const words = text.split(/\s+/).length;
  if (DAY_IN_TEXT.test(text) || words < 2 || words > 16) return null;
  // Capitalised as a dish line: a lower-case line would read as the line above continuing.
  return parseDishLine(text.charAt(0).toUpperCase() + text.slice(1))?.name ?? null;
}
