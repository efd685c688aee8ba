import type { IsoDate } from '../iso-week';
import { WEEKDAYS, type Weekday } from '../options';
import { hasDrinkSize, isFikaOrDrinks, readStatedPrices, type LineKind } from './classify-line';
import { CATEGORY_WORDS, CHANGE_WORDS, DAY_NAMES, DISH_CATEGORY_WORDS, FOOD_SHORT_WORDS, FOOD_STEMS, LUNCH_WORDS, SECTION_HEADINGS, WEEK_WORDS } from './lexicon';
import { isPriceCondition } from './page-price';
import { readPrice, readPrices } from './prices';
import { wordAlternation } from './text';

/**
 * Consistency invariants: properties every right reading has whatever the page's layout, checked on the
 * assembled reading. A violation does not say what went wrong, only that the reading cannot be the page's
 * one week of lunch read in full, so a person looks before it is published (confidence.ts).
 */

/** A dish the reading kept, with where on the page it came from. */
export interface KeptDish {
  day: Weekday;
  date: IsoDate;
  name: string;
  price: number | null;
  /** The page line the dish was read from. */
  line: number;
  /** The week block (assemble.ts) the dish belongs to. */
  block: number;
  /** Served every day of the week (a weekly or always section), not under one day heading. */
  weekly: boolean;
  /** The name was the label before a colon ('Dessutom: soppa och sallad'). */
  labelled: boolean;
}

export interface ReadingFacts {
  dishes: KeptDish[];
  /** The page's lines and what the classifier read each as (a table row: its cells' kinds). */
  lines: Array<{ index: number; text: string; kinds: Array<LineKind['kind']> }>;
  /** The lines of the kept reading: from its week heading (or first dish) up to the next week block or the page's end. */
  region: { start: number; end: number };
}

export interface InvariantViolations {
  /** Weekdays whose dishes carry more than one date: the reading holds more than one week. */
  severalWeeks?: number;
  /** Dates whose dishes come from two blocks (two headings of one day): the page shows the day twice. */
  dayTwice?: number;
  /** Dates with one dish read from two lines: the page repeats it, or two readings of one line were kept. */
  sameDishTwice?: number;
  /** Prices stated in the reading's region that no dish took (not a package, extra or tier price). */
  untakenPrices?: number;
  /** Dish names that are a label: one word before a colon ('Dessutom:', 'Midsommarlunch:'). */
  labelNames?: number;
  /** Leads glued before several days' dishes ('Kött Grillad entrecôte …', 'Lunchsoppa; Morotssoppa …'): a label read into the name. */
  gluedLabels?: number;
  /** Stretches of three or more lines inside the reading's region that nothing in the reading explains. */
  unexplainedStretches?: number;
  /** Dish names holding a weekday ('Pad thai (tis, tor)', 'Soppa fredag'): the days a dish is served read into its name. */
  dayWordsInNames?: number;
  /** Every dish read as served all week while the menu names two or more of its days (by name or date): the days were not read. */
  daysNotRead?: number;
  /** Dish names ending in a word that leads on to something ('… à', '… med', '… och'): part of a price or of the next line. */
  danglingNames?: number;
  /** A dish without a price after the last priced one, on a page where every other dish has its price: a note read as a dish. */
  unpricedAfterPriced?: number;
  /** One-word weekly names right before a section heading: the section's caption read as a dish. */
  captionNames?: number;
  /** Lines announcing that a dish is replaced, sold out or changed: the menu as listed may not be what is served. */
  changeNotices?: number;
  /** Dish names holding what names do not: a measure ('0,6 kg CO₂e', '540 kcal'), a clock time, a leading item or date number ('1 / …'), a bracket of codes no diet reads. */
  foreignNameParts?: number;
  /** Dish names that are a category's label alone ('Husman', 'Vegetariskt'): a label cell or heading read as a dish. */
  categoryNames?: number;
  /** Dish names holding a section's words ('… Veg hela veckan Falafeltallrik', '… served all week'): a heading read into a name. */
  sectionWordsInNames?: number;
  /** Dish names holding two dishes run together ('Kåldolmar med gräddsås Ugnsbakad sej med pepparrotssås') or a category's label before the dish ('Fisk Ugnsbakad torsk med äggsås'). */
  runTogetherNames?: number;
  /** Dish names opening with a preposition ('I butiken', 'Till kaffet', 'At the bar'): a place or a note read as a dish. */
  prepositionNames?: number;
  /** Names without a food word, served on several days or a good share of the reading: venues, kinds or notes read as dishes. */
  nonFoodNames?: number;
  /** Dishes priced under what any lunch costs: a side's, a child's, a drink's or a discount's figure taken as the dish's price. */
  implausiblePrices?: number;
}

/** Why each violation keeps the reading from publishing, in Swedish for the review screen. */
export const INVARIANT_DOUBTS: Record<keyof InvariantViolations, string> = {
  severalWeeks: 'Samma veckodag har rätter från flera veckor',
  dayTwice: 'Samma dag står två gånger på sidan',
  sameDishTwice: 'Samma rätt står två gånger samma dag',
  untakenPrices: 'Ett pris på sidan gavs inte till någon rätt',
  labelNames: 'En rätts namn är en etikett före kolon',
  gluedLabels: 'Flera rätters namn börjar med samma etikett',
  unexplainedStretches: 'Flera rader i menyn kunde inte tolkas',
  dayWordsInNames: 'En rätts namn innehåller veckodagar',
  daysNotRead: 'Menyn nämner dagar men alla rätter lästes som hela veckans',
  danglingNames: 'En rätts namn slutar mitt i en fras',
  unpricedAfterPriced: 'Sista rätten saknar pris fast alla andra har pris',
  captionNames: 'En rubrik före ett avsnitt lästes som en rätt',
  changeNotices: 'Sidan meddelar att en rätt ändrats eller utgår',
  foreignNameParts: 'En rätts namn innehåller mått, tider, nummer eller koder',
  categoryNames: 'En kategori lästes som en rätt',
  sectionWordsInNames: 'En rätts namn innehåller en rubrik som hela veckan eller alltid',
  runTogetherNames: 'En rätts namn innehåller två rätter eller en etikett',
  prepositionNames: 'En rätts namn börjar med en preposition',
  nonFoodNames: 'Några rätters namn nämner ingen mat',
  implausiblePrices: 'Ett pris är för lågt för en lunch',
};

/** 1. One week per weekday: a weekday with two dates means the reading kept two weeks' dishes for it. */
export function severalWeeks(dishes: KeptDish[]): number {
  const dates = new Map<Weekday, Set<IsoDate>>();
  for (const d of dishes) dates.set(d.day, (dates.get(d.day) ?? new Set()).add(d.date));
  return [...dates.values()].filter((s) => s.size > 1).length;
}

/** 1. One block per day: a date's own (not weekly) dishes come from one day heading's block. */
export function dayTwice(dishes: KeptDish[]): number {
  const blocks = new Map<IsoDate, Set<number>>();
  for (const d of dishes.filter((x) => !x.weekly)) blocks.set(d.date, (blocks.get(d.date) ?? new Set()).add(d.block));
  return [...blocks.values()].filter((s) => s.size > 1).length;
}

/**
 * 2. One dish once a day: a date's own dishes differ in name or price ('Ärtsoppa' 129 kr as husman and 119 kr as
 * the green option is two dishes; the same name at the same price from two lines is one dish read twice).
 */
export function sameDishTwice(dishes: KeptDish[]): number {
  const lines = new Map<string, Set<number>>();
  for (const d of dishes.filter((x) => !x.weekly)) {
    const key = `${d.date} ${d.price ?? '-'} ${d.name.toLowerCase().replace(/\s+/g, ' ').trim()}`;
    lines.set(key, (lines.get(key) ?? new Set()).add(d.line));
  }
  return new Set([...lines].filter(([, at]) => at.size > 1).map(([key]) => key.slice(0, 10))).size;
}

/**
 * 3. Price accounting: every price the reading's region states is some kept dish's price, unless the page
 * says it is not a dish's (a package, an extra, a tier, a price 'inkl. kaffe'). 'Husman 108 kr, Vegetariskt
 * 98 kr' with every dish at 108, or '129 kr / 119 kr' beside two dishes both at 129: a price went to the
 * wrong dishes. A dish line's prices beyond its dishes ('liten 115 kr / stor 135 kr') are sizes. After the
 * last kept dish the region ends at the first line nothing explains (an à la carte list, a julbord notice).
 */
export function untakenPrices(facts: ReadingFacts): number {
  const taken = new Set(facts.dishes.map((d) => d.price).filter((p): p is number => p !== null));
  if (taken.size === 0) return 0;
  const byLine = new Map<number, KeptDish[]>();
  for (const d of facts.dishes) byLine.set(d.line, [...(byLine.get(d.line) ?? []), d]);
  const lastDish = Math.max(...facts.dishes.map((d) => d.line));
  const weekendServed = facts.dishes.some((d) => d.day === 'Saturday' || d.day === 'Sunday');
  let untaken = 0;
  for (const line of inRegion(facts)) {
    const own = byLine.get(line.index);
    if (line.index > lastDish && !own && !line.kinds.every((k) => EXPLAINED.has(k))) break;
    if (!/\d/.test(line.text) || line.kinds.every((k) => k === 'furniture' || k === 'hours')) continue;
    let prices = statedDishPrices(line.text, weekendServed);
    if (own) {
      // The line's own dishes: its first prices are theirs, one each; the rest are sizes of the same dish.
      const names = new Set(own.map((d) => d.name.toLowerCase()));
      prices = prices.slice(0, names.size);
      untaken += prices.filter((p) => !own.some((d) => d.price === p) && !taken.has(p)).length + (names.size >= 2 && new Set(prices).size > new Set(own.map((d) => d.price)).size ? 1 : 0);
    } else untaken += prices.filter((p) => !taken.has(p)).length;
  }
  return untaken;
}

const NUMBER_WORDS = new Set([...WEEK_WORDS, 'nr', 'no', 'nummer', 'number', 'rätt', 'alt', 'alternativ', 'kl', 'sida', 'bord']);
const LISTED_BARE = /(\p{L}+)\s(\d{2,3})(?=\s*[·•|/;]\s*\p{L}.*?\d{2,3}\s*(?:kr|kronor|sek|:-))/giu;
const INCLUDED = /(?<!\p{L})(?:inkl|inklusive|incl|including|ingår)(?!\p{L})/iu;

/** 'SEK 295 per person', '595 kr/person', '245 kr p.p.': a price per head is an event's or a package's. */
const PER_PERSON = /(?:kr|kronor|sek|:-|\d)\.?\s*(?:per|\/)\s*(?:person|pers\.?|kuvert|guest|head)(?!\p{L})|(?<!\p{L})(?:pp|p\.p\.)(?!\p{L})/iu;
/** A sentence offering something beside the lunch: a bun, a cake, coffee, another meal, an add-on ('+ 25 kr'). */
const EXTRA_OFFER = /(?<!\p{L})(?:extra|tillägg|tillval|kaffe|kaka|kakan|bulle|bullar|semla|semlor|bakelse|fika|dessert|efterrätt|frukost\p{L}*|brunch|middag|kvällsmeny|add|dryck\p{L}*)(?!\p{L})|\+\s*\d/iu;
/** A sentence about the weekend ('Sunday roast served 13–18, 189 kr', 'Lördagar 14–16, 245 kr'): on a reading without weekend dishes, another offer. */
const WEEKEND_OFFER = /(?<!\p{L})(?:lördag\p{L}*|söndag\p{L}*|helg\p{L}*|saturdays?|sundays?|weekends?)(?!\p{L})/iu;
/** '1 020 kr' (a coupon book): a thousands group, whose last digits are no price. */
const THOUSANDS = /(?<![\d,.])\d{1,2}\s\d{3}(?!\d)/gu;

/** The prices a line states that could be a dish's: not a package, extra or tier price, nor one with what it includes or on other terms, nor a drink's,
 * an extra's, a price per head or (on a reading without weekend dishes) the weekend's. */
function statedDishPrices(text: string, weekendServed = true): number[] {
  text = text.replace(THOUSANDS, ' ');
  const prices = readPrices(text);
  if (prices.length === 0) return prices;
  // 'Nordic 119 · Plant 109 · Global 129 SEK': a list of labelled numbers whose unit is written once, after the last.
  for (const m of text.matchAll(LISTED_BARE)) {
    const value = Number(m[2]);
    // 'Lunch vecka 48 · Dagens 125 kr': a week's or an item's number is no price.
    if (value >= 40 && value <= 500 && !NUMBER_WORDS.has(m[1].toLowerCase()) && !prices.includes(value)) prices.push(value);
  }
  const notDishes = new Set((readStatedPrices(text) ?? []).filter((p) => p.kind === 'package' || p.kind === 'extra' || p.kind === 'tier').map((p) => p.price));
  // A price with what it includes, or a drink's or fika's ('Mango lassi 35 kr', as the classifier reads it), is no dish's.
  for (const part of text.split(/\s+[•·|/]\s+|\s*;\s*|,\s+|(?<=\p{L}{2}|kr|:-)\.\s+(?=\p{Lu})/u)) {
    // 'Avhämtning 110:-', 'personalpris med kort 85 kr': the lunch on other terms, no dish's price.
    if (INCLUDED.test(part) || isPriceCondition(part) || isFikaOrDrinks(readPrice(part).rest.replace(/[\s.:–-]+$/u, '').trim()) || hasDrinkSize(part)) readPrices(part).forEach((p) => notDishes.add(p));
    // A price per head, an extra's or another meal's, or the weekend's on a weekday reading ('Kaffe och kaka | 35 kr': a
    // part with no words of its own is read with its line).
    const words = /\p{L}{3}/u.test(part.replace(/(?<!\p{L})(?:kr|kronor|sek)(?!\p{L})/giu, '')) ? part : text;
    if (PER_PERSON.test(part) || EXTRA_OFFER.test(words) || (!weekendServed && WEEKEND_OFFER.test(words))) readPrices(part).forEach((p) => notDishes.add(p));
  }
  return prices.filter((p) => !notDishes.has(p));
}

const MEAL_WORD = new RegExp(`(?:${[...LUNCH_WORDS, 'meny', 'menu', 'rätt', 'dessutom', 'även', 'also'].join('|')})`, 'iu');

/**
 * 4. Name shape: a one-word name read from the label before a colon is a label, its dish after the colon,
 * when the word names a meal ('Midsommarlunch:', 'Dagens:', 'Dessutom:') or the page puts it before the
 * dishes of several days ('Dessutom: soppa …' under every day). 'Wallenbergare: kalvfärsbiff …' is a dish.
 */
export function labelNames(dishes: KeptDish[]): number {
  const labels = dishes.filter((d) => d.labelled && !/\s/.test(d.name.trim()));
  const days = new Map<string, Set<IsoDate>>();
  for (const d of labels) days.set(d.name.toLowerCase(), (days.get(d.name.toLowerCase()) ?? new Set()).add(d.date));
  const flagged = new Set([...days].filter(([name, dates]) => MEAL_WORD.test(name) || (dates.size >= 2 && !labels.some((d) => d.weekly && d.name.toLowerCase() === name))).map(([name]) => name));
  // 'Daily', 'Hela veckan', 'Always': a section's or a row's label read as a dish, colon or not.
  for (const d of dishes) if (SECTION_WORDS.has(d.name.trim().toLowerCase().replace(/[.:]$/u, ''))) flagged.add(d.name.toLowerCase());
  return flagged.size;
}

const SECTION_WORDS = new Set<string>(Object.values(SECTION_HEADINGS).flat());

/**
 * 4c. Price accounting: when every other dish has its price, a dish without one read after the last priced dish is the
 * page's closing note or label ('All lunches come with rice …'), not the last day's dish.
 */
export function unpricedAfterPriced(dishes: KeptDish[]): number {
  const priced = dishes.filter((d) => d.price !== null);
  if (priced.length < 4) return 0;
  const lastPriced = Math.max(...priced.map((d) => d.line));
  const unpriced = dishes.filter((d) => d.price === null);
  return unpriced.length > 0 && unpriced.every((d) => d.line > lastPriced) && new Set(unpriced.map((d) => d.line)).size <= 2 ? 1 : 0;
}

/**
 * 'Kött Grillad entrecôte med …', 'Lunchsoppa; Morotssoppa …', 'Veg · Rödbetsbiffar …': one word, then a separator
 * or a capitalised word, then a name in sentence case. A word that opens a capitalised name this way is a label.
 */
const GLUED_LEAD = /^(\p{L}+)(\s*[;|·•–—]\s*|\s+)(\p{Lu}\p{Ll}*.*)$/u;
/** A label of up to four words before a colon ('Fish of the day: Poached salmon …', 'Dagens husman: Kalops'). */
const COLON_LEAD = /^(\p{L}+(?:[\s'’]+\p{L}+){0,3})\s*:\s+(\S.*)$/u;

/**
 * 4b. Name shape: a label glued before the dish, whatever the separator. The same lead word (or a lead of a few words
 * before a colon) opening a name on two or more dates is the page's label (a category or a course), not part of the dishes' names. A lead
 * followed by a name in sentence case only: in Title Case ('Roasted Cauliflower With Tahini') every word is capitalised.
 */
export function gluedLabels(dishes: KeptDish[]): number {
  const leads = new Map<string, { dates: Set<IsoDate>; names: Set<string> }>();
  const remember = (lead: string, date: IsoDate, rest: string) => {
    const seen = leads.get(lead) ?? { dates: new Set<IsoDate>(), names: new Set<string>() };
    seen.dates.add(date);
    seen.names.add(rest);
    leads.set(lead, seen);
  };
  for (const d of dishes) {
    const colon = COLON_LEAD.exec(d.name.trim());
    if (colon) {
      remember(colon[1].toLowerCase(), d.date, colon[2].toLowerCase());
      continue;
    }
    const glued = GLUED_LEAD.exec(d.name.trim());
    if (!glued) continue;
    // Without a separator, the name after the lead is in sentence case: mostly lower-case words after its first.
    const rest = glued[3].split(/\s+/u).slice(1).filter((w) => /^\p{L}/u.test(w));
    if (glued[2].trim() === '' && rest.filter((w) => /^\p{Ll}/u.test(w)).length * 2 <= rest.length) continue;
    // 'Tema Indien – kycklingcurry …': the name has its own separator later; the lead belongs to its first part.
    if (glued[2].trim() === '' && /\s[;|·•–—]\s/u.test(glued[3])) continue;
    remember(glued[1].toLowerCase(), d.date, glued[3].toLowerCase());
  }
  // The same whole name every day is one dish served all week, not a label: the lead must open different names.
  return [...leads.values()].filter(({ dates, names }) => dates.size >= 2 && names.size >= 2).length;
}

/** Kinds that explain a line without a dish of its own (headings, prices, notes the page adds, site furniture). */
const EXPLAINED = new Set<LineKind['kind']>(['week', 'day', 'dayRange', 'section', 'category', 'closed', 'price', 'includes', 'hours', 'description', 'title', 'furniture']);

/**
 * 5. Text accounting: inside the region, up to the last kept dish (the day structure), a line is explained by a kept dish or by a kind that is no dish.
 * Three unexplained lines in a row (dish-shaped lines the reading dropped, sentences) mean part of the menu
 * was not read.
 */
export function unexplainedStretches(facts: ReadingFacts): number {
  const dishLines = new Set(facts.dishes.map((d) => d.line));
  const lastDish = Math.max(...dishLines);
  let stretches = 0;
  let run = 0;
  for (const line of inRegion(facts).filter((l) => l.index <= lastDish)) {
    const explained = dishLines.has(line.index) || line.kinds.every((k) => EXPLAINED.has(k));
    run = explained ? 0 : run + 1;
    if (run === 3) stretches++;
  }
  return stretches;
}

const alternation = wordAlternation;
const DAY_OF = new Map<string, Weekday>(WEEKDAYS.flatMap((d) => [...DAY_NAMES[d].full, ...DAY_NAMES[d].short].map((w) => [w, d] as const)));
const ANY_DAY = alternation([...DAY_OF.keys()]);
const FULL_DAY = new RegExp(`(?<!\\p{L})(${alternation(WEEKDAYS.flatMap((d) => DAY_NAMES[d].full))})(?!\\p{L})`, 'giu');
/** 'mån–fre', 'Monday to Friday': a range says when the lunch is served, not which day a dish is. */
const DAY_RANGE = new RegExp(`(?<!\\p{L})(?:${ANY_DAY})\\.?\\s*(?:[-–—]|till|to|t\\.o\\.m\\.?)\\s*(?:${ANY_DAY})(?!\\p{L})\\.?`, 'giu');
/** '(mån, ons, fre)', '(tis & tor)', '(ons)': a bracket holding nothing but days. */
const DAY_LIST = new RegExp(`\\(\\s*((?:${ANY_DAY})\\.?(?:\\s*(?:,|&|och|and|/|\\+)\\s*(?:${ANY_DAY})\\.?)*)\\s*\\)`, 'giu');
/** 'd/m' or 'd.m' dates: which weekday each names is known from the reading's own dates. */
const DAY_MONTH = /(?<![\d.,/:])(\d{1,2})[./](\d{1,2})(?![\d:]|[./]\d{3,})/gu;

/** The weekdays a text names: full day names and bracketed lists of days, day ranges left out. */
export function daysNamedIn(text: string): Set<Weekday> {
  const days = new Set<Weekday>();
  const bare = text.replace(DAY_RANGE, ' ');
  for (const m of bare.matchAll(FULL_DAY)) days.add(DAY_OF.get(m[1].toLowerCase())!);
  for (const m of bare.matchAll(DAY_LIST)) for (const w of m[1].split(/[^\p{L}]+/u)) {
    const day = DAY_OF.get(w.toLowerCase());
    if (day) days.add(day);
  }
  return days;
}

/** 'Tacotisdag', 'Pannkakstorsdag', 'ärtsoppedag': a word naming a themed day, a label over the day's dish. */
const THEMED_DAY = /\p{L}{3,}(?:dag|dagen)(?!\p{L})/iu;

/**
 * 6. Name shape: a weekday inside a dish's name is the day (or days) it is served, which belongs to the reading, not the
 * name; a themed day's word ('Tacotisdag') is the label over the day's dish. 'Torsdagens ärtsoppa' (a genitive) is a name.
 */
export function dayWordsInNames(dishes: KeptDish[]): number {
  return new Set(dishes.filter((d) => daysNamedIn(d.name).size > 0 || THEMED_DAY.test(d.name)).map((d) => d.name.toLowerCase())).size;
}

/**
 * 7. Day accounting: when every dish is read as served all week, the menu's lines should not name its days. Two or more
 * weekdays named in the region (a day word outside a range, or a date of the reading's week) mean the days were there and
 * the reading did not see them ('23/11 | Kycklingpasta', 'Pad thai (tis, tor)').
 */
export function daysNotRead(facts: ReadingFacts): number {
  if (facts.dishes.length < 2 || !facts.dishes.every((d) => d.weekly)) return 0;
  const byDate = new Map(facts.dishes.map((d) => [`${Number(d.date.slice(8, 10))}/${Number(d.date.slice(5, 7))}`, d.day] as const));
  const named = new Set<Weekday>();
  for (const line of inRegion(facts)) {
    daysNamedIn(line.text).forEach((d) => named.add(d));
    for (const m of line.text.matchAll(DAY_MONTH)) {
      const day = byDate.get(`${Number(m[1])}/${Number(m[2])}`);
      if (day) named.add(day);
    }
  }
  return named.size >= 2 ? 1 : 0;
}

/** A name that stops on a word that needs more after it (a price's 'à', a joiner, a preposition) or on a price word ('– dagspris'). */
const DANGLING_END = /(?:(?<!\p{L})(?:à|á|@|för|med|och|samt|eller|with|and|or|from|från|pris|price|dagspris|kr)|[-–+&/(,])\s*$/iu;
/** '(+ )', '(take away )': a bracket with a gap at its edge, where a price was taken out of it. */
const GAPPED_BRACKET = /\(\s+|\s+\)|\([^)\p{L}]*\)/u;

/** 8. Name shape: a dish name ends where a phrase can end, and holds no bracket a price was taken out of. */
export function danglingNames(dishes: KeptDish[]): number {
  return new Set(dishes.filter((d) => DANGLING_END.test(d.name.trim()) || GAPPED_BRACKET.test(d.name)).map((d) => d.name.toLowerCase())).size;
}

const CHANGE = new RegExp(`(?<!\\p{L})(?:${alternation(CHANGE_WORDS)})(?!\\p{L})`, 'iu');
const DAY_GENITIVE = new RegExp(`(?<!\\p{L})(?:${alternation(WEEKDAYS.flatMap((d) => DAY_NAMES[d].full))})(?:ens|s)?(?!\\p{L})`, 'iu');

/**
 * 9. The page's own word: a line that is no dish of the reading, announcing a change ('ersätts av', 'utgår', 'sold out')
 * about a day or one of the reading's dishes, says the list may not be what is served.
 */
export function changeNotices(facts: ReadingFacts): number {
  const dishLines = new Set(facts.dishes.map((d) => d.line));
  const names = [...new Set(facts.dishes.map((d) => d.name.toLowerCase()))].filter((n) => /\s/.test(n));
  return facts.lines.filter((l) => !dishLines.has(l.index) && CHANGE.test(l.text) &&
    (DAY_GENITIVE.test(l.text) || names.some((n) => l.text.toLowerCase().includes(n)))).length;
}

/**
 * 10. Name shape: a one-word name served all week, on a line of its own right before a heading that opens a section
 * ('Korvmakeriet' / 'Hela veckan · 105 kr'), is that section's caption (a counter or a venue), not a dish.
 */
export function captionNames(facts: ReadingFacts): number {
  const next = new Map(facts.lines.map((l, i) => [l.index, facts.lines[i + 1]] as const));
  return new Set(facts.dishes.filter((d) => d.weekly && !/\s/.test(d.name.trim()) && (next.get(d.line)?.kinds ?? []).some((k) => k === 'section' || k === 'category'))
    .map((d) => d.name.toLowerCase())).size;
}

/**
 * What a dish's name does not hold, whatever the page's layout: a decimal number or a measure unit (a climate or energy
 * figure), a clock time or a time range, a number opening the name before a separator (an item number or a day of the
 * month: '1 / Kåldolmar', '30 – Shepherd's pie'), a bracket of capital-letter codes the diet reader did not know. A count
 * or weight is a name's own ('Ärtsoppa med 2 pannkakor', 'Hamburgare 150 g').
 */
const FOREIGN_NAME_PARTS = [
  /\d[,.]\d/u,
  /(?<!\p{L})(?:kcal|kj|co2e?|co₂e?)(?!\p{L})/iu,
  /(?<![\d,.])\d{1,2}[.:]\d{2}(?!\d)|(?<![\d,.])\d{1,2}\s*[-–—]\s*\d{1,2}(?![\d,.]|\s*(?:personer|pers|st|bitar)(?!\p{L}))/iu,
  /^\d{1,3}\s*[/|:.–—-]\s*(?=\p{L})/u,
  /\(\s*\p{Lu}{1,3}(?:\s*[,/&]\s*\p{Lu}{1,3})*\s*\)/u,
  // A markup code ('_veg_', '_L_'): a page's hidden tag, never a name's word.
  /(?<![\p{L}\d])_\p{L}{1,12}_(?![\p{L}\d])/u,
  // A price, an allergen code or a second price left at the name's end ('… och lingon 95', '… svampsås 7'); not 'Pizza nr 7'.
  /(?<!(?:^|\s)(?:nr|no|nummer)\.?)\s\d{1,4}\s*$/iu,
  // Digits glued to the words (a price run into the name: 'potatis125'), but a measure's own unit ('150g', '3st').
  /\p{L}{3}\d|\d(?!(?:g|gr|kg|st|cl|dl|ml|cm)(?!\p{L}))\p{L}{2}/u,
  // A currency with its figure, or a unit glued to the name's last word ('… myntayoghurtkr').
  /\d\s*(?:kr|sek|:-|€|\$)(?!\p{L})|[€$]\s*\d|\p{Ll}{3}(?:kr|sek)$/iu,
  // An item number before a capitalised name ('23 Helstekt fläskkarré'); a count before a word in lower case is the name's ('3 potatisbullar').
  /^\d{1,3}\s+\p{Lu}\p{Ll}/u,
];

export const hasForeignNameParts = (name: string): boolean => FOREIGN_NAME_PARTS.some((re) => re.test(name));

/** 11. Name shape: no measure, time, leading number or unread code in a dish's name. */
export function foreignNameParts(dishes: KeptDish[]): number {
  return new Set(dishes.filter((d) => hasForeignNameParts(d.name)).map((d) => d.name.toLowerCase())).size;
}

/** Category words that name a label, never a dish on their own ('Soppa', 'Pasta', 'Pizza' can be the dish). */
const CATEGORY_LABELS = new Set(CATEGORY_WORDS.filter((w) => !DISH_CATEGORY_WORDS.includes(w)));

/**
 * 12. Name shape: a name that is nothing but a category's label ('Husman', 'Vegetariskt', 'Dagens gröna'), priced or not,
 * is the label of a row or a heading (a table's category column, 'Husman 95 kr' over the dish), not what is served.
 */
export function categoryNames(dishes: KeptDish[]): number {
  return new Set(dishes.map((d) => d.name.trim().toLowerCase().replace(/[.:!]+$/u, '')).filter((n) => CATEGORY_LABELS.has(n) || MENU_SECTIONS.has(n))).size;
}

/**
 * A menu's sections in the plural ('Pizzor', 'Sallader', 'Varmrätter'): a link or a heading of the site, never one dish.
 * (Desserts, drinks and sides are section headings already: SECTION_HEADINGS.)
 */
const MENU_SECTIONS = new Set(['pizzor', 'pizzas', 'pastor', 'pastarätter', 'sallader', 'salads', 'soppor', 'soups', 'burgare', 'burgers',
  'wokar', 'pajer', 'smörgåsar', 'mackor', 'varmrätter', 'huvudrätter', 'förrätter', 'sides', 'smårätter', 'starters', 'mains']);

/** The weekly and always sections' phrases of two or more words: no dish's name holds them. */
const SECTION_PHRASE = new RegExp(`(?<!\\p{L})(?:${alternation([...SECTION_HEADINGS.weekly, ...SECTION_HEADINGS.always].filter((w) => /\s/.test(w)))})(?!\\p{L})`, 'iu');

/** 13. Name shape: 'hela veckan', 'alltid på menyn', 'every day' inside a dish's name are a heading's, not the dish's. */
export function sectionWordsInNames(dishes: KeptDish[]): number {
  return new Set(dishes.filter((d) => SECTION_PHRASE.test(d.name)).map((d) => d.name.toLowerCase())).size;
}

/** Words a name's second half may follow ('Biff à la Lindström', 'Lax med Skagenröra'): no dish ends on them. */
const JOINING = /^(?:och|med|samt|eller|à|a|la|le|de|di|al|alla|del|von|and|with|or|in|i|på|au|aux|en)$/iu;
const SIDES = /^(?:med|with|och|and|i|in|på|samt)$/iu;
/** Labels that name a kind of dish, never open its name ('Fisk', 'Vego', 'Husman'); 'Pizza Margherita' and 'Soppa' can. */
const LEAD_LABELS = new Set([...CATEGORY_WORDS.filter((w) => !DISH_CATEGORY_WORDS.includes(w) && !/\s/.test(w)), 'fisk', 'fish']);

/**
 * 17. Name shape: one name, one dish. A dish with its sides ('… med gräddsås och lingon') followed by a capitalised word that
 * opens a second dish with sides of its own is two dishes run together (inline spans with no separator); a category's label
 * before a capitalised dish in sentence case ('Fisk Ugnsbakad torsk med äggsås') is a label, not the name.
 */
export function isRunTogether(name: string): boolean {
  const words = name.trim().split(/\s+/u);
  // A head word in lower case after the capital ('Ugnsbakad torsk'), not a proper name's sides ('Fisk Björkeby med …', 'Vegetarisk Jansson med …').
  const headAfter = (i: number) => /^\p{Ll}/u.test(words[i + 1] ?? '') && !SIDES.test(words[i + 1]);
  const lead = words[0]?.toLowerCase().replace(/[:.]$/u, '') ?? '';
  if (words.length >= 4 && LEAD_LABELS.has(lead) && /^\p{Lu}\p{Ll}/u.test(words[1]) && headAfter(1) &&
    words.slice(2).every((w) => !/^\p{Lu}/u.test(w)) && words.slice(3).some((w) => SIDES.test(w))) return true;
  for (let i = 3; i < words.length - 2; i++) {
    // The word before ends a dish: lower case, no comma (a list of sides goes on: 'sill, ägg, Janssons frestelse').
    if (!/^\p{Lu}\p{Ll}/u.test(words[i]) || !/^\p{Ll}.*\p{Ll}$/u.test(words[i - 1]) || JOINING.test(words[i - 1])) continue;
    if (words.slice(0, i).some((w) => SIDES.test(w)) && headAfter(i) && words.slice(i + 2).some((w) => SIDES.test(w))) return true;
  }
  return false;
}

export function runTogetherNames(dishes: KeptDish[]): number {
  return new Set(dishes.filter((d) => isRunTogether(d.name)).map((d) => d.name.toLowerCase())).size;
}

/** 18. Name shape: no dish's name opens with a preposition ('I butiken', 'Till kaffet', 'Från grillen', 'At the bar'). */
const PREPOSITION_LEAD = /^(?:i|på|till|från|för|hos|vid|med|in|at|on|for|from|with|to)\s/iu;

export function prepositionNames(dishes: KeptDish[]): number {
  return new Set(dishes.filter((d) => PREPOSITION_LEAD.test(d.name.trim())).map((d) => d.name.toLowerCase())).size;
}

/** Matches a food word: a stem anywhere in a word, a short one at a word's start or end (lexicon.ts). */
const FOOD_WORD = new RegExp(
  `${wordAlternation(FOOD_STEMS)}|(?<!\\p{L})(?:${wordAlternation(FOOD_SHORT_WORDS)})|(?:${wordAlternation(FOOD_SHORT_WORDS)})(?!\\p{L})`,
  'iu',
);

export const namesFood = (name: string): boolean => FOOD_WORD.test(name);

/**
 * Words that head a part of the menu ('Veg', 'Alltid på lunchmenyn', 'Veckans soppa'): what follows them was misread. They
 * open the line: in a sentence ('Få veckans lunch i din inkorg') they head nothing.
 */
const MENU_PART = new RegExp(`^(?:${wordAlternation(CATEGORY_WORDS)})[.:]?$|^(?:${wordAlternation([...SECTION_HEADINGS.weekly, ...SECTION_HEADINGS.always, 'alltid'])})(?!\\p{L})`, 'iu');
export const namesAMenuPart = (name: string): boolean => MENU_PART.test(name.trim());

/**
 * 19. Every dish names something to eat. One unknown name is a kitchen's own word ('Tom kha gai', 'Flygande Jacob'); the same
 * unknown name on several days, or unknown names making up a good share of the reading, are venues, kinds or notes read as
 * dishes ('Food Hall Kranen', 'Studentrabatt', 'Classic / Green / World'), or a page in a language the reading does not know.
 */
export function nonFoodNames(dishes: KeptDish[]): number {
  const names = dishes.map((d) => d.name.trim().toLowerCase());
  const unknown = names.filter((n) => !namesFood(n));
  const distinct = new Set(unknown).size;
  if (distinct === 0) return 0;
  const repeated = unknown.length >= 2 && distinct < unknown.length;
  return repeated || unknown.length >= 0.3 * names.length ? distinct : 0;
}

/** What no dish of a weekday lunch costs, in kronor: below it, a figure is a side's, a child's, a drink's or a discount's. */
export const LOWEST_LUNCH_PRICE = 50;

/** 20. Prices: no dish costs less than any lunch does. */
export function implausiblePrices(dishes: KeptDish[]): number {
  return new Set(dishes.filter((d) => d.price !== null && d.price < LOWEST_LUNCH_PRICE).map((d) => d.price)).size;
}

function inRegion(facts: ReadingFacts): ReadingFacts['lines'] {
  return facts.lines.filter((l) => l.index >= facts.region.start && l.index < facts.region.end);
}

/** Every invariant the reading breaks (absent when it holds). */
export function invariantViolations(facts: ReadingFacts): InvariantViolations {
  if (facts.dishes.length === 0) return {};
  const counts: Required<InvariantViolations> = {
    severalWeeks: severalWeeks(facts.dishes),
    dayTwice: dayTwice(facts.dishes),
    sameDishTwice: sameDishTwice(facts.dishes),
    untakenPrices: untakenPrices(facts),
    labelNames: labelNames(facts.dishes),
    gluedLabels: gluedLabels(facts.dishes),
    unexplainedStretches: unexplainedStretches(facts),
    dayWordsInNames: dayWordsInNames(facts.dishes),
    daysNotRead: daysNotRead(facts),
    danglingNames: danglingNames(facts.dishes),
    unpricedAfterPriced: unpricedAfterPriced(facts.dishes),
    captionNames: captionNames(facts),
    changeNotices: changeNotices(facts),
    foreignNameParts: foreignNameParts(facts.dishes),
    categoryNames: categoryNames(facts.dishes),
    sectionWordsInNames: sectionWordsInNames(facts.dishes),
    runTogetherNames: runTogetherNames(facts.dishes),
    prepositionNames: prepositionNames(facts.dishes),
    nonFoodNames: nonFoodNames(facts.dishes),
    implausiblePrices: implausiblePrices(facts.dishes),
  };
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)) as InvariantViolations;
}
