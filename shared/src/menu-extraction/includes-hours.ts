import { WEEKDAYS, type Weekday } from '../options';
import type { LunchHourSlot } from '../types';
import { readDayRange, readDayWord } from './weekdays';

/**
 * What the lunch includes, mapped to LUNCH_INCLUDES words. 'salladsbuffé'/'salladsbar' give 'sallad'
 * (a salad buffet is salad, not a lunch buffet); 'buffé' alone ('lunchbuffé') gives 'buffé';
 * 'lättöl' gives 'öl'; 'måltidsdryck'/'läsk'/'dricka' give 'dryck'; 'kaka'/'kakor' give 'kakor'.
 */
const INCLUDE_WORDS: Array<[RegExp, string]> = [
  [/sallad|salad|råkost/iu, 'sallad'],
  [/(?<!sallads)(?<!salad )buff[eé]|buffet/iu, 'buffé'],
  [/bröd|bread/iu, 'bröd'],
  [/smör|butter/iu, 'smör'],
  [/kaffe|coffee/iu, 'kaffe'],
  [/dryck|dricka|läsk|drink|juice/iu, 'dryck'],
  [/(?<!\p{L})(lätt)?öl(?!\p{L})|beer/iu, 'öl'],
  [/soppa|soup/iu, 'soppa'],
  [/pommes|fries/iu, 'pommes'],
  [/(?<!\p{L})ris(?!\p{L})|rice/iu, 'ris'],
  [/nudlar|noodles/iu, 'nudlar'],
  [/kakor?(?!\p{L})|kaka|småkak|cookie/iu, 'kakor'],
  [/vatten|water/iu, 'vatten'],
];

const INCLUDES_CUE = /\b(ingår|ingar|inkl\.?|incl\.?|inklusive|inkluderar|inkluderas|include|included|includes|including)(?!\p{L})|i priset ingår|alltid ingår|(?<!\p{L})alltid (med|inkl)(?!\p{L})|^(alla|samtliga) (luncher|lunchrätter|rätter|maträtter) serveras med|^(all|every) (lunch|lunches|lunch dishes|dishes|meals|mains) (come|comes|are served|is served) with\s|^(till|i|med) (lunchen|all mat|maten|alla rätter|rätterna) (serveras|ingår|bjuder vi på)|^(till|med) (lunchen|all mat|maten|alla rätter|rätterna)\s*:|^(lunch\p{L}*|buff[eé]\p{L}*)\s+med\s|^(dessutom|också|även|plus|also|additionally)\s*:|^(lunch\p{L}*|maten|rätterna|alla rätter)\s+serveras\s+(alltid\s+)?med\s|\sserveras\s+(alltid\s+)?till\s+(lunchen|maten|alla rätter)(?!\p{L})/iu;

export function hasIncludesCue(line: string): boolean {
  return INCLUDES_CUE.test(line);
}

/** LUNCH_INCLUDES words named in an 'ingår' / 'inkl.' phrase. */
export function readIncludes(line: string): string[] {
  const found: string[] = [];
  for (const [re, word] of INCLUDE_WORDS) if (re.test(line)) found.push(word);
  return found;
}

/** The part of a line from an includes cue onwards ('..., inkl. sallad & kaffe'), for cutting off. */
export function splitIncludes(line: string): { before: string; phrase: string } | null {
  if (/^(alla|samtliga|till|i|med|all|every) (luncher|lunchrätter|rätter|maträtter|lunchen|all mat|maten|rätterna|lunch|lunches|dishes|meals|mains)(?!\p{L})/iu.test(line)) return { before: '', phrase: line };
  // 'Lunchbuffé med dagens varmrätt, salladsbar och kaffe: 139 kr'.
  const buffet = /^(lunch\p{L}*|buff[eé]\p{L}*)\s+(med\s.*)$/iu.exec(line);
  if (buffet) return { before: buffet[1], phrase: buffet[2] };
  const m = /(?:^|[\s,(.—–-])(alltid med|alltid inkl\.?|inkl\.?|incl\.?|inklusive|including|includes?|i priset ingår)(?!\p{L})/iu.exec(line);
  if (m) return { before: line.slice(0, m.index), phrase: line.slice(m.index) };
  const ing = /(?:^|[.,;(]\s*|\s[-–]\s+)([\p{L}\s,&/-]+?\s(ingår|ingar|included)(?!\p{L}).*)$/iu.exec(line);
  if (ing) return { before: line.slice(0, ing.index), phrase: ing[1] };
  return null;
}

const TIME = '(\\d{1,2})(?:[.:](\\d{2}))?';
const TIME_RANGE = new RegExp(`(?<![\\d/.,:])(?:kl\\.?\\s*)?${TIME}\\s*(?:-|till|to|och|and)\\s*(?:kl\\.?\\s*)?${TIME}(?![\\d/]|\\s*(?:kr|:-|sek|\\p{L}{3,}ber|jan|feb|mar|apr|maj|jun|jul|aug|sep|okt|nov|dec))`, 'giu');
const HOURS_CUE = /lunch|serveras|servering|öppet|öppettider|vardagar|helgfri|alla dagar|kl\.?\s*\d|open|served|weekdays|mån|tis|ons|tor|fre|lör|sön|mon|tue|wed|thu|fri|sat|sun/iu;

function hhmm(h: string, m: string | undefined): string | null {
  const hour = Number(h);
  const minute = m === undefined ? 0 : Number(m);
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * Lunch hours: 'Lunch serveras 11.00-14.00', 'Lunch 11-14', 'Mån-Fre 11:00-14:00', 'Vardagar 11-13.30',
 * 'Mån-Fre 11-14, Lör 12-15'. Days default to Monday-Friday when the line names none.
 * Only spans that start between 9 and 15 o'clock and last 1-6 hours count, so prices and dates do not.
 */
export function readLunchHours(raw: string): LunchHourSlot[] {
  const line = raw.replace(/[\u2010-\u2015\u2212]/g, '-');
  if (!HOURS_CUE.test(line) && !/^\s*(kl\.?\s*)?\d{1,2}([.:]\d\d)?\s*-\s*\d{1,2}([.:]\d\d)?\s*$/.test(line)) return [];
  const slots: LunchHourSlot[] = [];
  let lastEnd = 0;
  for (const m of line.matchAll(TIME_RANGE)) {
    const start = hhmm(m[1], m[2]);
    const end = hhmm(m[3], m[4]);
    if (!start || !end) continue;
    const startH = Number(m[1]) + Number(m[2] ?? 0) / 60;
    const endH = Number(m[3]) + Number(m[4] ?? 0) / 60;
    if (startH < 9 || startH > 15 || endH - startH < 1 || endH - startH > 6) continue;
    const days = daysBefore(line.slice(lastEnd, m.index));
    lastEnd = m.index + m[0].length;
    slots.push({ days, startTime: start, endTime: end });
  }
  return slots;
}

function daysBefore(text: string): Weekday[] {
  const lower = text.toLowerCase();
  if (/alla dagar|varje dag|every day|daily|dagligen/.test(lower)) return [...WEEKDAYS];
  // Find the last day word or range in the text before the time.
  const words = text.split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const tail = words.slice(i).join(' ').replace(/^[^\p{L}]+/u, '');
    const range = readDayRange(tail);
    if (range) return range.days;
    const single = readDayWord(tail);
    if (single && /^[\s.:,]*$/.test(single.rest.replace(/kl\.?/i, ''))) return [single.day];
  }
  if (/helg|weekend/.test(lower) && !/vardag|helgfri/.test(lower)) return ['Saturday', 'Sunday'];
  return WEEKDAYS.slice(0, 5);
}
