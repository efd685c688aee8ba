import { WEEKDAYS, type Weekday } from '../options';
import { DAY_NAMES, DAY_PREFIXES, ENGLISH_SHORT_DAYS, SWEDISH_SHORT_DAYS, TWO_LETTER_DAYS } from './lexicon';

/** Weekday names from the lexicon: Swedish and English, full and short, any case, with or without a dot. */
const FULL = new Map<string, Weekday>();
const SHORT = new Map<string, Weekday>();
for (const day of WEEKDAYS) {
  DAY_NAMES[day].full.forEach((w) => FULL.set(w, day));
  DAY_NAMES[day].short.forEach((w) => SHORT.set(w, day));
}
const TWO_LETTER = new Map(Object.entries(TWO_LETTER_DAYS));
const SWEDISH_SHORT = new Set(SWEDISH_SHORT_DAYS);
const ENGLISH_SHORT = new Set(ENGLISH_SHORT_DAYS);
const PREFIX = new RegExp(`^(${DAY_PREFIXES.join('|')})`, 'u');

/** A line opening with a weekday's name or short form ('Måndag', 'Tis 3/3', 'Fri'): the only lines that can head a day. */
const STARTS_WITH_DAY = new RegExp(`^(?:${WEEKDAYS.flatMap((d) => [...DAY_NAMES[d].full, ...DAY_NAMES[d].short]).join('|')})(?!\\p{L})`, 'iu');
export const startsWithDayName = (text: string): boolean => STARTS_WITH_DAY.test(text);

const DAY_TOKEN = /^(\p{L}+)(\.?)/u;

/** Reads a weekday word at the start of `text`; short forms only when a separator, date or end follows. */
export function readDayWord(text: string): { day: Weekday; rest: string } | null {
  const m = DAY_TOKEN.exec(text);
  if (!m) return null;
  const word = m[1].toLowerCase();
  // "Monday's bowl": the English genitive belongs to the day word.
  const after = text.slice(m[0].length).replace(/^['’]s(?!\p{L})/u, '');
  // 'Skärtorsdag', 'Långfredag', 'Påskafton'-style names of a holiday week's days name the weekday too.
  // 'Måndagar' (plural), 'Måndagens' (genitive), 'Måndagen' (definite: 'Måndagen den 2 februari').
  const full = FULL.get(word) ?? FULL.get(word.replace(/ar$|ens?$/, '')) ?? FULL.get(word.replace(PREFIX, ''));
  if (full) return { day: full, rest: after };
  // 'Tidsag', 'Torsdga': a typed heading with two letters swapped, alone on its line or before a date or a colon.
  const swapped = /^\s*(?:$|:|\d{1,2}[./])/.test(after) ? swappedDay(word) : undefined;
  if (swapped) return { day: swapped, rest: after };
  // 'Må 23.11.', 'Ti 24.11.': two-letter forms (Finland-Swedish and school menus) only before a date.
  const twoLetter = TWO_LETTER.get(word);
  if (twoLetter && /^\.?\s*\d{1,2}[./]\d{1,2}/.test(after)) return { day: twoLetter, rest: after };
  const short = SHORT.get(word);
  if (!short) return null;
  // "Sun-dried tomatoes", "Fri parkering", "Tor..." are not days: a short form needs a dot, colon, end,
  // a date, a spaced dash, or a joiner followed by another day ('Mån-Fre', 'Lör & Sön').
  if (m[2] === '.' || /^\s*($|:|\||\d|-\s)/.test(after) || /^\s+[-–]\s/.test(after)) return { day: short, rest: after };
  const joined = /^\s*(-|&|och|and|till|to|,|\/)\s*/i.exec(after);
  if (joined && startsWithDay(after.slice(joined[0].length))) return { day: short, rest: after };
  // 'Tis Pannbiff med lök': Swedish short forms before a capitalised dish.
  if (SWEDISH_SHORT.has(word) && /^\s+\p{Lu}/u.test(after)) {
    return { day: short, rest: after };
  }
  // 'Mon Chicken thighs with harissa': English short forms, written with a capital, before a capitalised word.
  if (ENGLISH_SHORT.has(word) && /^\p{Lu}/u.test(m[1]) && /^\s+\p{Lu}\p{Ll}/u.test(after)) return { day: short, rest: after };
  return null;
}

/** The full day name a word equals but for two neighbouring letters swapped ('tidsag' -> tisdag). */
function swappedDay(word: string): Weekday | undefined {
  if (word.length < 6) return undefined;
  for (const [name, day] of FULL) {
    if (name.length !== word.length || name[0] !== word[0]) continue;
    const at = [...name].findIndex((c, i) => c !== word[i]);
    if (at > 0 && word[at] === name[at + 1] && word[at + 1] === name[at] && word.slice(at + 2) === name.slice(at + 2)) return day;
  }
  return undefined;
}

function startsWithDay(text: string): boolean {
  const m = DAY_TOKEN.exec(text);
  if (!m) return false;
  const word = m[1].toLowerCase();
  return FULL.has(word) || SHORT.has(word);
}

export interface DayRange {
  days: Weekday[];
  rest: string;
}

/** "Mån-Fre", "Måndag till fredag", "Lör & Sön" at the start of the text. */
export function readDayRange(text: string): DayRange | null {
  const first = readDayWord(text);
  if (!first) return null;
  const m = /^\.?\s*(-|till|to|t\.o\.m\.?|&|och|and|,)\s*/i.exec(first.rest);
  if (!m) return null;
  const second = readDayWord(first.rest.slice(m[0].length));
  if (!second) return null;
  const a = WEEKDAYS.indexOf(first.day);
  const b = WEEKDAYS.indexOf(second.day);
  const joiner = m[1].toLowerCase();
  const days = joiner === '&' || joiner === 'och' || joiner === 'and' || joiner === ','
    ? [first.day, second.day]
    : WEEKDAYS.filter((_, i) => i >= Math.min(a, b) && i <= Math.max(a, b));
  return { days, rest: second.rest };
}

export function isWeekend(day: Weekday): boolean {
  return day === 'Saturday' || day === 'Sunday';
}

/** '(mån)', '(tis & tor)', '(ons, fre)' closing a dish's name: a bracket of nothing but day words. */
const DAYS_BRACKET = /\s*\(([^()]{2,40})\)\s*$/u;

/**
 * 'Raggmunk med fläsk (mån)', 'Pad thai (tis, tor)': the days a dish listed outside any day heading is served, written
 * after it in brackets. Null when the bracket holds anything but day words.
 */
export function servingDaysSuffix(name: string): { name: string; days: Weekday[] } | null {
  const m = DAYS_BRACKET.exec(name);
  if (!m) return null;
  const days: Weekday[] = [];
  for (const word of m[1].split(/\s*(?:,|&|\/|\+|\s och\s|\s and\s)\s*/u).map((w) => w.trim()).filter(Boolean)) {
    const day = readDayWord(word);
    if (!day || /\p{L}/u.test(day.rest)) return null;
    days.push(day.day);
  }
  return days.length > 0 ? { name: name.slice(0, m.index).trim(), days: [...new Set(days)] } : null;
}

