import { addDays, type IsoDate } from '../iso-week';
import { WEEKDAYS, type Weekday } from '../options';
import type { LunchHourSlot } from '../types';
import { classifyLine, type LineKind, type StatedPrice } from './classify-line';
import { parseDishLine, type DishLine } from './dish-lines';
import { holidayDay } from './holiday-days';
import type { Line } from './lines';
import type { PriceScope, ExtractedWeek } from './types';
import { readPrice } from './prices';
import { continuesSideList, endsWithModifier, WITH_SIDES } from './side-list';
import { weekOfDate } from './week-detection';
import { mondayOfIsoWeek } from './week';
import { LABEL_ONLY_WORDS, OTHER_WEEK_WORDS, TABLE_COLUMN_WORDS } from './lexicon';
import { looksSwedish } from './text';

const LABEL_ONLY = new Set(LABEL_ONLY_WORDS);
const OTHER_WEEK = new RegExp(`(?<!\\p{L})(?:${OTHER_WEEK_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?!\\p{L})`, 'iu');
/** The label cell of a table's price row ('Pris', 'Priser:', 'Price'), or none. */
const COLUMN_PRICE_LABEL = /^\s*(?:(?:pris|priser|price|prices|lunchpris)\s*:?)?\s*$/iu;
/** A serving note ('Serveras med …') is no dish, though it names sides. */
const SERVED = /^(?:serveras|served)(?!\p{L})/iu;
/** A connector or list inside a name: a dish's sides ('med', 'och', ','), never a caption's. */
export const DISH_CONNECTOR = /,|(?<!\p{L})(?:med|och|i|på|samt|with|and|in|on|à|al|alla)(?!\p{L})/iu;

/**
 * A caption cell ('Husman', 'Världens', 'Från grillen') before the dish of its row: one or two words, no
 * connector, and the dish after it at least two words longer. Two short dishes side by side
 * ('Sjömansbiff | Rotfruktsgryta') are not captions.
 */
export function isCaptionCell(caption: string, dish: string): boolean {
  const words = caption.trim().split(/\s+/);
  if (words.length > 2 || caption.length > 24 || DISH_CONNECTOR.test(caption) || /\d/.test(caption)) return false;
  return dish.trim().split(/\s+/).length >= words.length + 2;
}

/**
 * A table header row naming two or more different weeks ('| Vecka 8 | Vecka 9'): the column of this week, else of
 * the next, else the first; with its cell's week kind.
 */
/** 'Kategori | Måndag | Tisdag …': words a table header puts over its label column, beside the day columns. */
const COLUMN_WORDS = new Set(TABLE_COLUMN_WORDS);
const columnWord = (cell: string | undefined) => (cell ?? '').trim().toLowerCase().replace(/[.:]$/u, '');

function weekColumnHeader(cells: LineKind[], today: IsoDate): { keep: number; week: Extract<LineKind, { kind: 'week' }> } | null {
  const weeks = cells.map((c) => (c.kind === 'week' ? c : undefined));
  const stated = weeks.filter((w): w is Extract<LineKind, { kind: 'week' }> => !!w);
  if (stated.length < 2 || new Set(stated.map((w) => `${w.week.year}-${w.week.week}`)).size < stated.length) return null;
  if (!cells.every((c) => c.kind === 'week' || c.kind === 'title' || c.kind === 'furniture')) return null;
  const current = weekOfDate(today);
  const next = weekOfDate(addDays(today, 7));
  const at = (w: ExtractedWeek) => weeks.findIndex((x) => !!x && x.week.year === w.year && x.week.week === w.week);
  const keep = [at(current), at(next), weeks.findIndex((x) => !!x)].find((i) => i >= 0)!;
  return { keep, week: weeks[keep]! };
}

/**
 * Stage 3: classified lines -> dishes, with explicit state: page -> week block -> section -> dish.
 * `closeSection` is the one place a section ends. Sections after the days apply to every open day
 * (weekly) or to none (always / dessert / other meals); they never stick to the last day read.
 */

/** A venue or run heading read as a dish: one to three words, no sides, no digits ('Nudelbaren', 'Café Linnea'). */
export function headingShapedDraft(d: DraftDish): boolean {
  return d.name.trim().split(/\s+/).length <= 3 && d.name.length <= 28 && !/\d/.test(d.name) && !DISH_CONNECTOR.test(d.name) && !d.description;
}

/** A day's dishes followed by an unpriced heading-shaped line ('Café Södra'): another venue's part of the page started. */
function venueAfterDishes(own: DraftDish[]): number {
  return own.findIndex((d, i) => i > 0 && d.price === null && headingShapedDraft(d) && !headingShapedDraft(own[i - 1]));
}

export interface DraftDish {
  name: string;
  description: string;
  price: number | null;
  priceScope?: PriceScope;
  tags: string[];
  category?: string;
  english: boolean;
  /** Line index and whether the line held its own price: the page's dish-line shape. */
  line: number;
  ownPrice: boolean;
  /** The line stopped mid-phrase ('..., ', '... med'): the next lower-case line continues the name. */
  open?: boolean;
  /** The name came from an unknown label before a colon (see DishLine.labelled). */
  labelled?: boolean;
  /** The dish's list number (see DishLine.option). */
  option?: number;
  /** See DishLine.dietMarked and closingDietWord. */
  dietMarked?: true;
  closingDietWord?: string;
}

export interface WeekBlock {
  week: ExtractedWeek | null;
  lastWeek: ExtractedWeek | null;
  source: 'marker' | 'dates' | null;
  /** Days repeated without a new week or date (a translation, an undated other week): never kept. */
  orphan: boolean;
  days: Map<Weekday, DraftDish[]>;
  weekly: Array<{ dish: DraftDish; days: Weekday[] | null }>;
  closed: Set<Weekday>;
  /** Days whose heading gave their date ('Fredag 26 mars'): the page speaks for that very day. */
  dated: Set<Weekday>;
  /** Dishes read before any day or section: weekly only on a page without days. */
  loose: DraftDish[];
  /** The line of the week marker or dated day that started the block; -1 for the page's first block without one. */
  start: number;
  /** Prices stated for every dish inside the block ('Pris 128 kr' closing a week's news post). */
  statedPrices?: number[];
}

type Section =
  | { kind: 'none' }
  | { kind: 'day'; day: Weekday; /** 'Måndag – 119 kr': the day heading's price, for its unpriced dishes. */ price?: number }
  | { kind: 'weekly'; days: Weekday[] | null; category?: string; price: number | null }
  | { kind: 'skip' };

export interface PageReading {
  blocks: WeekBlock[];
  allPrices: number[];
  categoryPrices: Map<string, number>;
  hours: LunchHourSlot[];
  includes: Set<string>;
  /** Lines the classifier could not explain, and all lines between the first and last dish. */
  unexplained: number;
  region: number;
  /** Unexplained (note or stray description) lines between two dishes of the same day section. */
  unexplainedBetweenDishes: number;
  /** Day sequences that started over without a week or date (another undated week or a translation) and held dishes. */
  repeatedDaySequences: number;
  /** Caption cells read as a row's label: the page has a caption column. */
  captionCells: number;
  dayHeadings: number;
  pricesSeen: number;
  /** How many unpriced dishes each bare price under them priced as a block. */
  blockSizes: number[];
  /** What the classifier read each line as (a table row: each cell read), for the invariants. */
  lineKinds: Map<number, Array<LineKind['kind']>>;
}

const newBlock = (week: ExtractedWeek | null = null, lastWeek = week, source: WeekBlock['source'] = null, orphan = false): WeekBlock =>
  ({ week, lastWeek, source, orphan, days: new Map(), weekly: [], closed: new Set(), dated: new Set(), loose: [], start: -1 });

export function blockHasDishes(b: WeekBlock): boolean {
  return b.weekly.length > 0 || b.loose.length > 0 || [...b.days.values()].some((d) => d.length > 0);
}

export function assemble(lines: Line[], today: IsoDate): PageReading {
  const page: PageReading = { blocks: [newBlock()], allPrices: [], categoryPrices: new Map(), hours: [], includes: new Set(), unexplained: 0, region: 0, unexplainedBetweenDishes: 0, repeatedDaySequences: 0, captionCells: 0, dayHeadings: 0, pricesSeen: 0, blockSizes: [], lineKinds: new Map() };
  let block = page.blocks[0];
  let section: Section = { kind: 'none' };
  let category: { name: string; weekly: boolean } | undefined;
  /** A label priced under a day heading, above its dish ('Dagens rätt 132:-', 'Vegetariskt 118:-'): the price of that day's next dishes. */
  let labelPrice: { day: Weekday; price: number } | undefined;
  /** Unpriced dishes since the last price or heading: what a bare price under them belongs to. */
  let pending: DraftDish[] = [];
  let lastDish: DraftDish | undefined;
  /** The last line the last dish used (its own, or a continuation line). */
  let lastDishEnd = -1;
  let dishBefore: DraftDish | undefined;
  let lastDay = -1;
  /** Unexplained lines since the last dish of the current section. */
  let strayLines = 0;
  /** Captions not in the lexicon, read by their shape, and how often each labelled a row. */
  const shapeCaptions = new Map<string, number>();
  const labelled: Array<{ dishes: DraftDish[]; price: number }> = [];
  const kinds: Array<{ line: number; kind: LineKind['kind'] }> = [];

  /** 'Pasta 110 kr' alone under a day: a label until a dish follows, the day's dish if none does. */
  let labelOnly: { text: string; line: number } | undefined;
  const settleLabel = () => {
    const held = labelOnly;
    labelOnly = undefined;
    const dish = held && parseDishLine(held.text);
    // 'Dagens 119 kr' under the last day states a price; a label word alone is never the day's dish.
    if (dish && LABEL_ONLY.has(dish.name.toLowerCase())) return;
    // 'Vegetarisk 122 kr' under the last day, on a page whose dishes are labelled 'Vegetarisk:': that label's price.
    const labelsDishes = (name: string) => page.blocks.some((b) => [...b.days.values()].some((list) => list.some((d) => d.category?.toLowerCase() === name)));
    if (dish && labelsDishes(dish.name.toLowerCase())) return;
    if (dish && section.kind === 'day') addDish({ ...dish, category: undefined }, held!.line, false);
  };
  /** Dishes read since the section began: a priced weekly heading with none ('Alla dagar 115 kr') stated a price for all. */
  let sectionDishes = 0;
  const closeSection = (next: Section) => {
    settleLabel();
    if (section.kind === 'weekly' && section.price !== null && sectionDishes === 0) page.allPrices.push(section.price);
    sectionDishes = 0;
    strayLines = 0;
    section = next;
    category = undefined;
    pending = [];
    lastDish = undefined;
  };
  let currentLine = 0;
  /**
   * Category-major pages ('Husman' / Mån … Fre / 'Gröna' / Mån … Fre): a category heading before a run of days
   * labels every dish of the run. Known only when the days start over right after a category heading.
   */
  let leadCategory: string | undefined;
  /** A heading-shaped dish before the block's first day ('Nudelbaren (115 kr)'): the first run's heading, if the days start over. */
  let leadHeading: DraftDish | undefined;
  let categoryLine = -1;
  let major: string | undefined;
  let majorPrice: number | null = null;
  /** The last price stated for all dishes, and its line. */
  let lastAllPrice: { price: number; line: number } | undefined;
  const stateAllPrice = (price: number, line: number) => {
    page.allPrices.push(price);
    (block.statedPrices ??= []).push(price);
    lastAllPrice = { price, line };
  };
  const startBlock = (b: WeekBlock) => {
    b.start = currentLine;
    page.blocks.push(b);
    block = b;
    lastDay = -1;
    leadCategory = undefined;
    leadHeading = undefined;
    major = undefined;
    majorPrice = null;
  };

  const addDish = (dish: DishLine, line: number, english: boolean, rowCategory?: string) => {
    // 'Soppköket (95 kr)' / 'Hela veckan: Tom kha-soppa': on a category-major page a weekly line after a run heading starts its run.
    if (major !== undefined && dish.weekly && lastDish && lastDish.line === line - 1 && section.kind === 'day' && isRunHeading(lastDish, section.day)) takeRunHeading(lastDish);
    const cat = dish.category ?? rowCategory ?? (section.kind === 'weekly' ? section.category : undefined) ?? category?.name ??
      (section.kind === 'day' || dish.weekly ? major : undefined);
    const draft: DraftDish = {
      name: dish.name, description: dish.description ?? '', price: dish.price, tags: dish.tags, ...(cat ? { category: cat } : {}),
      english, line, ownPrice: dish.price !== null, ...(dish.price !== null ? { priceScope: 'dish' as const } : {}), open: dish.open,
      ...(dish.labelled ? { labelled: true } : {}), ...(dish.option !== undefined ? { option: dish.option } : {}),
      ...(dish.dietMarked ? { dietMarked: true } : {}), ...(dish.closingDietWord ? { closingDietWord: dish.closingDietWord } : {}),
    };
    if (section.kind === 'skip') return;
    if (major !== undefined && majorPrice !== null && draft.price === null) Object.assign(draft, { price: majorPrice, priceScope: 'category' });
    if (section.kind === 'none' && ![...block.days.values()].some((l) => l.length > 0) && headingShapedDraft(draft)) leadHeading = draft;
    sectionDishes++;
    const weeklyLabel = dish.weekly || (category?.weekly && !dish.category);
    if (section.kind === 'weekly' || (weeklyLabel && section.kind !== 'day') || (dish.weekly && section.kind === 'day')) {
      if (section.kind === 'weekly' && section.price !== null && draft.price === null) Object.assign(draft, { price: section.price, priceScope: 'category' });
      block.weekly.push({ dish: draft, days: section.kind === 'weekly' ? section.days : null });
    } else if (section.kind === 'day') {
      if (block.closed.has(section.day)) return;
      if (section.price !== undefined && draft.price === null) Object.assign(draft, { price: section.price, priceScope: 'block' });
      // 'FREDAG' / 'Dagens rätt 142:-' / 'Fläskfilé …': a label priced under this day prices its dishes of this day,
      // also when the same label costs more on another day.
      if (draft.price === null && !dish.category && labelPrice?.day === section.day) Object.assign(draft, { price: labelPrice.price, priceScope: 'category' });
      const list = block.days.get(section.day) ?? [];
      list.push(draft);
      block.days.set(section.day, list);
    } else block.loose.push(draft);
    if (draft.price === null) pending.push(draft);
    else pending = [];
    if (strayLines > 0 && lastDish && section.kind === 'day') page.unexplainedBetweenDishes += strayLines;
    strayLines = 0;
    dishBefore = lastDish;
    lastDish = draft;
    lastDishEnd = line;
  };

  /** A wrapped name ('Köttbullar med gräddsås,' / 'potatismos och lingon 125 kr') or a description line. */
  const continueDish = (dish: DraftDish, text: string, wrapped: boolean, line: number, sides = false) => {
    const { price, rest } = readPrice(text);
    if (wrapped || sides || (price !== null && dish.price === null)) {
      // The comma the wrapped line ended with was tidied away; a connector word ('med', 'och') needs none.
      const comma = (dish.open || sides) && !/\s(?:med|och|i|på|samt|with|and|in|on)$/iu.test(dish.name) ? ',' : '';
      const joined = parseDishLine(`${dish.name}${comma} ${rest}`);
      if (joined) dish.name = joined.name;
      if (price !== null && dish.price === null) {
        Object.assign(dish, { price, priceScope: 'dish', ownPrice: true });
        pending = pending.filter((d) => d !== dish);
      }
      dish.open = false;
    } else dish.description = [dish.description, text].filter(Boolean).join(' ');
    lastDishEnd = Math.max(lastDishEnd, line);
  };

  /** The last line that stated only an extra's price ('…add dessert for 75 SEK'). */
  let extraLine = -2;
  const takePrices = (prices: StatedPrice[], line: number, withIncludes = false) => {
    page.pricesSeen++;
    // 'Dagens husman 109 kr inkl. sallad och bröd': a price stated with what the lunch includes is the meal's, never a dish label's.
    if (prices.length === 1 && prices[0].label && section.kind === 'day' && !withIncludes) labelOnly = { text: `${prices[0].label} ${prices[0].price} kr`, line };
    for (const p of prices) {
      // 'Pris: 125 kr' right under a dish, or closing a day's dishes ('MÅNDAG' / two dishes / 'Pris 122 kr'): theirs when
      // the page does that more than once (decided at the end).
      if (p.kind === 'all' && prices.length === 1 && pending.length >= 1 && pending[pending.length - 1].line >= line - 2 &&
        (pending.length === 1 || section.kind === 'day')) {
        labelled.push({ dishes: [...pending], price: p.price });
        // Claimed: the next 'Pris' line is the next dish's ('Kotlett' / 'pris 115:-' / 'Gratäng' / 'pris 105:-').
        pending = [];
      }
      else if (p.kind === 'all') {
        stateAllPrice(p.price, line);
        if (section.kind === 'day' && prices.length === 1) labelPrice = { day: section.day, price: p.price };
      }
      else if (p.kind === 'category' && p.category) categoryKeys(p.category).forEach((k) => page.categoryPrices.set(k, p.price));
      else if (p.kind === 'bare') takeBarePrice(p.price, line);
      // Package, extra and tier prices are explained, never a dish's.
    }
    // '…add dessert for 75 SEK' alone on its line: the unpriced line right under it names that extra, not a dish.
    if (prices.length > 0 && prices.every((p) => p.kind === 'extra')) extraLine = line;
  };
  const takeBarePrice = (price: number, line: number) => {
    if (pending.length === 0 && !lastDish && section.kind !== 'skip') return void stateAllPrice(price, line);
    // One unpriced dish right above: its own price (a price line below the dish). Several: the block's.
    const scope: PriceScope = pending.length === 1 && pending[0].line >= line - 2 ? 'dish' : 'block';
    // Counted in lines: two dishes split from one line ('X eller Y | 185') are no name-and-description pair, nor two
    // lines that each name a dish with its own sides ('Fläskschnitzel med äppelmos' / 'Falafel med dillsås' / '119 kr').
    const lines = new Set(pending.map((d) => d.line)).size;
    const twoDishes = lines === 2 && pending.length === 2 && pending.every((d) => WITH_SIDES.test(d.name) && /^\p{Lu}/u.test(d.name) && !SERVED.test(d.name));
    if (scope === 'block' && !twoDishes) page.blockSizes.push(lines);
    for (const d of pending) Object.assign(d, { price, priceScope: scope });
    pending = [];
  };

  /** The dishes of the first run of days on a category-major page take the category heading above the run. */
  const labelRun = (name: string, price: number | null) => {
    for (const list of block.days.values()) {
      for (const d of list) {
        if (!d.category) d.category = name;
        if (price !== null && d.price === null) Object.assign(d, { price, priceScope: 'category' });
      }
    }
    for (const w of block.weekly) if (price !== null && w.dish.price === null) Object.assign(w.dish, { price, priceScope: 'category' });
  };
  /** The last dish of a day is a run heading when it is heading-shaped and the day already has a dish above it. */
  const isRunHeading = (d: DraftDish, day: Weekday): boolean => {
    const list = block.days.get(day) ?? [];
    // A category the run gave it ('Soppköket' under the 'Pastafabriken' run) is no label of its own.
    return list.length >= 2 && list[list.length - 1] === d && headingShapedDraft(d) && (!d.category || d.category === major) && !OTHER_WEEK.test(d.name);
  };
  /** A heading read as the previous day's last dish starts the next run: taken out, its name and price label the run. */
  const dropHeading = (d: DraftDish) => {
    for (const [day, list] of block.days) if (list.includes(d)) block.days.set(day, list.filter((x) => x !== d));
    pending = pending.filter((x) => x !== d);
  };
  const takeRunHeading = (d: DraftDish) => {
    dropHeading(d);
    major = d.name;
    majorPrice = d.price;
    // 'Café Linnea' / 'Veckans lunch 105 kr': a price for all stated under the heading is the run's, not the page's.
    if (majorPrice === null && lastAllPrice && lastAllPrice.line > d.line) {
      majorPrice = lastAllPrice.price;
      page.allPrices.splice(page.allPrices.lastIndexOf(lastAllPrice.price), 1);
    }
    lastDish = dishBefore;
  };
  /**
   * The days start over right after a category or venue heading: the same week's next category, not another week.
   * True when so (the heading now labels the run), false when the page says nothing of it.
   */
  const startsNextRun = (): boolean => {
    const heading = category && !category.weekly && lastDish && categoryLine > lastDishEnd ? category.name : undefined;
    // A venue heading states its price ('Nudelbaren (115 kr)') or has one stated under it ('Café Linnea' / 'Veckans lunch 105 kr').
    const priced = (d: DraftDish) => d.price !== null || (!!lastAllPrice && lastAllPrice.line > d.line);
    const headingDish = heading === undefined && section.kind === 'day' && lastDish && dishBefore && isRunHeading(lastDish, section.day) && priced(lastDish) ? lastDish : undefined;
    if (heading === undefined && !headingDish) return false;
    if (major === undefined && leadCategory) labelRun(leadCategory, null);
    else if (major === undefined && leadHeading && block.loose.includes(leadHeading)) {
      block.loose = block.loose.filter((d) => d !== leadHeading);
      labelRun(leadHeading.name, leadHeading.price);
    }
    if (headingDish) takeRunHeading(headingDish);
    else {
      major = heading;
      majorPrice = null;
    }
    return true;
  };
  const onDay = (day: Weekday, date: IsoDate | undefined) => {
    // A label held under the previous day is settled there, before a new week block can start.
    settleLabel();
    page.dayHeadings++;
    const index = WEEKDAYS.indexOf(day);
    if (date) {
      const week = weekOfDate(date);
      if (block.week && (block.week.year !== week.year || block.week.week !== week.week)) startBlock(newBlock(week, week, 'dates'));
      else if (!block.week) Object.assign(block, { week, lastWeek: week, source: 'dates', orphan: false, start: currentLine });
      // The same dates again ('Restaurang Ankaret' / Mån 19 okt … / 'Café Linnea' / Mån 19 okt …): a lunch guide's next venue.
      else if (index < lastDay && blockHasDishes(block)) startsNextRun();
    } else if (index < lastDay && blockHasDishes(block)) {
      if (!startsNextRun()) {
        // The days start over without a new week: a translation or an undated other week. The same day again
        // ('Måndag | Fiskbullar' / 'Måndag | Linsgryta': a table naming the day on each row) continues it.
        startBlock(newBlock(null, null, null, true));
      }
    }
    lastDay = index;
    if (date) block.dated.add(day);
    closeSection({ kind: 'day', day });
  };

  const read = (kind: LineKind, line: number, rowCategory?: string): void => {
    kinds.push({ line, kind: kind.kind });
    const lineKinds = page.lineKinds.get(line);
    if (lineKinds) lineKinds.push(kind.kind);
    else page.lineKinds.set(line, [kind.kind]);
    switch (kind.kind) {
      case 'week':
        closeSection({ kind: 'none' });
        if (blockHasDishes(block) || block.closed.size > 0 || (block.week && block.week.week !== kind.week.week)) startBlock(newBlock(kind.week, kind.lastWeek, kind.source));
        else Object.assign(block, { week: kind.week, lastWeek: kind.lastWeek, source: kind.source, orphan: false, start: line });
        if (kind.price !== null) page.allPrices.push(kind.price);
        // '22–26 mars': the days the page's own dates cover are dated as if their headings were.
        if (kind.through) {
          const monday = mondayOfIsoWeek(kind.week.year, kind.week.week);
          WEEKDAYS.forEach((d, i) => { if (monday && addDays(monday, i) <= kind.through!) block.dated.add(d); });
        }
        closeSection({ kind: 'none' });
        if (kind.prices) takePrices(kind.prices, line);
        return;
      case 'day':
        if (isPublicationDate(kind, block)) return;
        onDay(kind.day, kind.date);
        if (kind.rest) {
          // 'Torsdag 14/5 · Kristi himmelsfärd': the day's own public holiday named in its heading closes it.
          const holiday = HOLIDAY_HINT.test(kind.rest) ? holidayDay(kind.rest.replace(/^[\s·|,–-]+/u, ''), today) : null;
          const rest = holiday && holiday.day === kind.day && (!kind.date || kind.date === holiday.date) ? { kind: 'closed' as const, reason: kind.rest } : restKind(kind.rest, today);
          const headingPrice = rest.kind === 'price' && rest.prices.length === 1 && (rest.prices[0].kind === 'bare' || rest.prices[0].kind === 'all') ? rest.prices[0].price : undefined;
          if (headingPrice !== undefined && section.kind === 'day') return void (section = { ...section, price: headingPrice });
          // 'Måndag / Monday': the translation of the day word.
          if (rest.kind !== 'day' || rest.day !== kind.day) read(rest, line, rowCategory);
        }
        return;
      case 'dayRange': {
        // 'Veckans soppor 95 kr' / 'Måndag & tisdag: Kålsoppa' / 'Onsdag–fredag: ...': day ranges under a priced
        // weekly heading are its dishes, at its price (not a price stated for every dish).
        const heading = section.kind === 'weekly' && section.price !== null ? section : undefined;
        if (heading) section = { ...heading, price: null };
        closeSection({ kind: 'weekly', days: kind.days.length >= 5 ? null : kind.days, price: heading?.price ?? null, ...(heading?.category ? { category: heading.category } : {}) });
        if (kind.rest) read(restKind(kind.rest, today), line, rowCategory);
        return;
      }
      case 'section':
        // 'Kajkaféet' / 'Hela veckan:': a name without sides right above a weekly section, on a page whose other dishes
        // all have sides, heads the section; it is not the last day's dish.
        if ((kind.section === 'weekly' || kind.section === 'always') && section.kind === 'day' && lastDish && lastDish.line === line - 1 &&
          isRunHeading(lastDish, section.day) && [...block.days.values()].flat().every((d) => d === lastDish || DISH_CONNECTOR.test(d.name))) dropHeading(lastDish);
        // 'Hela veckan' / 'Bao med kyckling …' / 'Korvboden' / 'Hela veckan': the same kind of heading again, right under a
        // name without sides that follows the first section's dish, is the next counter's; the name is its caption.
        else if (kind.section === 'weekly' && section.kind === 'weekly' && lastDish && lastDish.line === line - 1 && headingShapedDraft(lastDish)) {
          const caption = lastDish;
          const at = block.weekly.findIndex((w) => w.dish === caption);
          const others = [...[...block.days.values()].flat(), ...block.weekly.map((w) => w.dish)].filter((d) => d !== caption);
          if (at > 0 && others.every((d) => DISH_CONNECTOR.test(d.name))) {
            block.weekly.splice(at, 1);
            pending = pending.filter((x) => x !== caption);
          }
        }
        // 'Alltid hos oss' at a lunch page's foot: served every lunch day, like a weekly section.
        return closeSection(kind.section === 'weekly' || kind.section === 'always' ? { kind: 'weekly', days: null, category: kind.heading, price: kind.price } : { kind: 'skip' });
      case 'category':
        if (kind.price !== null && section.kind === 'day') labelOnly = { text: `${kind.category} ${kind.price} kr`, line };
        if (kind.price !== null) categoryKeys(kind.category).forEach((k) => page.categoryPrices.set(k, kind.price!));
        if (kind.weekly && section.kind !== 'weekly') closeSection({ kind: 'weekly', days: null, category: kind.category, price: kind.price });
        if (section.kind === 'skip') closeSection({ kind: 'none' });
        category = { name: kind.category, weekly: kind.weekly };
        labelPrice = section.kind === 'day' && kind.price !== null ? { day: section.day, price: kind.price } : undefined;
        categoryLine = line;
        if (section.kind === 'none' && !blockHasDishes(block)) leadCategory = kind.category;
        pending = [];
        return;
      case 'closed':
        // 'Café Södra' / 'Stängt hela vecka 23' after the day's dishes: a venue heading came between, the notice closes that venue only.
        if (section.kind === 'day' && venueAfterDishes(block.days.get(section.day) ?? []) >= 0) {
          // That venue's heading and what follows it under the notice are none of the day's dishes.
          const own = block.days.get(section.day)!;
          own.splice(venueAfterDishes(own));
          return closeSection({ kind: 'skip' });
        }
        if (section.kind === 'day') {
          block.closed.add(section.day);
          block.days.delete(section.day);
        }
        return;
      case 'price':
        return takePrices(kind.prices, line);
      case 'includes':
        kind.words.forEach((w) => page.includes.add(w));
        if (kind.prices) takePrices(kind.prices, line, true);
        if (kind.slots) page.hours.push(...kind.slots);
        if (kind.price !== null) stateAllPrice(kind.price, line);
        return;
      case 'hours':
        page.hours.push(...kind.slots);
        return;
      case 'description':
        // A dish line that stopped mid-phrase ('... stekt lök och') continues its name on the next line.
        if (lastDish && lastDishEnd >= line - 1) {
          // 'Stekt strömming med potatismos, skirat' / 'smör och lingon': the name stopped inside a phrase.
          const dangling = !lastDish.description && /^\p{Ll}/u.test(kind.text.trim()) && endsWithModifier(lastDish.name);
          continueDish(lastDish, kind.text, kind.open || !!lastDish.open || dangling, line, !dangling && !lastDish.description && continuesSideList(lastDish.name, kind.text));
        }
        else {
          page.unexplained++;
          strayLines++;
        }
        return;
      case 'dish':
        // 'Pizza 119 kr | Sallad 109 kr': a priced label followed by a priced dish was a dish itself (a category
        // price never sits beside a dish's own price).
        if (labelOnly && kind.dish.price !== null && !kind.dish.category) {
          settleLabel();
          category = undefined;
        }
        labelOnly = undefined;
        // 'Högrevsburgare' / 'serveras med pommes' / 'Beef burger with fries' / '139 kr': an unpriced English line
        // right after an unpriced Swedish dish (or its description), before their price, is its translation.
        // Not on pages that put the English line first ('Braised beef' / 'Bräserad oxkind'), nor for a labelled line.
        if (kind.english && !kind.more && kind.dish.price === null && !kind.dish.category && lastDish && !lastDish.english && lastDish.price === null &&
          (lastDish.line !== line || looksSwedish(lastDish.name)) &&
          lastDishEnd >= line - 1 && !(dishBefore?.english && dishBefore.line === lastDish.line - 1)) return;
        if (extraLine === line - 1 && kind.dish.price === null && !kind.dish.category && !kind.more) return;
        addDish(kind.dish, line, kind.english, rowCategory);
        for (const dish of kind.more ?? []) addDish(dish, line, kind.english, rowCategory);
        return;
      case 'title':
        return;
      case 'note':
        page.unexplained++;
        strayLines++;
        return;
      case 'furniture':
        return;
    }
  };

  let columns: Array<string | undefined> = [];
  /** 'Måndag | Tisdag | Onsdag ...' as a header row: the rows below hold one dish per day column. */
  let dayColumns: Weekday[] = [];
  /** The last row that gave each day column a dish. */
  const columnEnd = new Map<Weekday, number>();
  /** '| Vecka 8 | Vecka 9' as a header row: the rows below hold one dish per week column; only one column is read. */
  let weekColumns: { weekAt: boolean[]; keep: number } | undefined;
  for (const [position, whole] of lines.entries()) {
    currentLine = whole.index;
    if (whole.cells.length === 1) {
      const kind = classifyLine(whole.display, today);
      if (kind.kind === 'day' || kind.kind === 'week' || kind.kind === 'section') dayColumns = [];
      if (kind.kind === 'week' || kind.kind === 'section') weekColumns = undefined;
      read(kind, whole.index);
      continue;
    }
    const wholeCells = whole.cells.map((c) => classifyLine(c, today));
    const headerWeeks = weekColumnHeader(wholeCells, today);
    if (headerWeeks) {
      weekColumns = { weekAt: wholeCells.map((c) => c.kind === 'week'), keep: headerWeeks.keep };
      read(headerWeeks.week, whole.index);
      continue;
    }
    // A row under week columns keeps its other cells (the day) and the read week's cell; the header may leave the day
    // column blank, so the columns are counted from the right.
    const offset = weekColumns ? whole.cells.length - weekColumns.weekAt.length : -1;
    const kept = (_: unknown, i: number) => !weekColumns || i - offset < 0 || !weekColumns.weekAt[i - offset] || i - offset === weekColumns.keep;
    const line = offset >= 0 ? { ...whole, cells: whole.cells.filter(kept) } : whole;
    const cells = offset >= 0 ? wholeCells.filter(kept) : wholeCells;
    // Two or more different days ('Måndag | Monday' is one day and its translation).
    const rowDays = new Set(cells.flatMap((c) => (c.kind === 'day' ? [c.day] : [])));
    if (rowDays.size >= 2 && cells.every((c, i) => c.kind === 'day' || c.kind === 'title' || c.kind === 'furniture' || COLUMN_WORDS.has(columnWord(line.cells[i])))) {
      dayColumns = cells.flatMap((c) => (c.kind === 'day' ? [c.day] : []));
      page.dayHeadings += dayColumns.length;
      // The day columns start over: dated, a new week block; undated after dishes, another week the page does not name.
      const date = cells.find((c): c is Extract<LineKind, { kind: 'day' }> => c.kind === 'day' && !!c.date)?.date;
      const week = date ? weekOfDate(date) : null;
      if (week && block.week && (block.week.year !== week.year || block.week.week !== week.week)) startBlock(newBlock(week, week, 'dates'));
      else if (week && !block.week) Object.assign(block, { week, lastWeek: week, source: 'dates', orphan: false, start: currentLine });
      else if (!week && [...block.days.values()].some((l) => l.length > 0)) startBlock(newBlock(null, null, null, true));
      closeSection({ kind: 'none' });
      continue;
    }
    if (dayColumns.length > 0 && !cells.some((c) => c.kind === 'day')) {
      readDayColumns(line, cells);
      continue;
    }
    // A header row ('Dag | Datum | Lunch | Vegetariskt', 'Dag | Husman 125:- | Veg 115:-') names the columns.
    const englishHeader = (i: number) => /^(english|engelska|in english|eng\.?)$/iu.test(line.cells[i]);
    // 'Vecka 3 | Husman 129 kr | Vegetariskt 119 kr': the week in the corner cell of such a header is the week of the rows below.
    const cornerWeek = cells[0].kind === 'week' && cells.length >= 3 ? cells[0] : undefined;
    if (cells.every((c, i) => c.kind === 'category' || c.kind === 'title' || c.kind === 'furniture' || c.kind === 'note' || (i === 0 && cornerWeek)) && cells.some((c, i) => c.kind === 'category' || englishHeader(i))) {
      if (cornerWeek) read(cornerWeek, line.index);
      columns = cells.map((c, i) => (c.kind === 'category' ? c.category : englishHeader(i) ? 'english' : undefined));
      cells.forEach((c) => c.kind === 'category' && c.price !== null && categoryKeys(c.category).forEach((k) => page.categoryPrices.set(k, c.price!)));
      continue;
    }
    // 'Classic · SEK 115 | Green · SEK 105' over a row of as many unpriced dishes: the columns' names and prices.
    const header = pricedHeaderRow(cells, lines[position + 1]);
    if (header) {
      columns = header.map((h) => h.name);
      header.forEach((h) => categoryKeys(h.name).forEach((k) => page.categoryPrices.set(k, h.price)));
      continue;
    }
    // 'Lunch 119:- | Sallad 109:-': a row of prices states them; its category cells are not labels over dishes.
    if (cells.every((c) => c.kind === 'price' || (c.kind === 'category' && c.price !== null)) && cells.some((c) => c.kind === 'category')) {
      for (const c of cells) {
        if (c.kind === 'price') takePrices(c.prices, line.index);
        else if (c.kind === 'category') categoryKeys(c.category).forEach((k) => page.categoryPrices.set(k, c.price!));
      }
      continue;
    }
    if (takeColumnPrices(line, cells)) continue;
    readRow(line, cells);
    // A category cell starts the row ('Husman | Pannbiff | 119 kr'): it labels this row only.
    if (cells[0].kind === 'category') category = undefined;
  }

  /**
   * A row of short priced labels ('Classic · SEK 115 | Green · SEK 105 | Street · SEK 125') right above a row of
   * as many unpriced dishes names the columns: each label is a caption (one or two words, no connector).
   */
  function pricedHeaderRow(cells: LineKind[], next: Line | undefined): Array<{ name: string; price: number }> | null {
    if (!next || cells.length < 2 || next.cells.length !== cells.length) return null;
    const header: Array<{ name: string; price: number }> = [];
    for (const cell of cells) {
      const label = cell.kind === 'dish' && !cell.more ? { name: cell.dish.name, price: cell.dish.price } : cell.kind === 'category' ? { name: cell.category, price: cell.price } : null;
      if (!label || label.price === null || label.name.split(/\s+/).length > 2 || DISH_CONNECTOR.test(label.name)) return null;
      header.push({ name: label.name, price: label.price });
    }
    const below = next.cells.map((c) => classifyLine(c, today));
    const words = (text: string) => text.trim().split(/\s+/).length;
    // Each dish below is longer than its label, and one at least by a caption's margin.
    const unpricedDishes = below.every((c, i) => c.kind === 'dish' && c.dish.price === null && words(c.dish.name) > words(header[i].name)) &&
      below.some((c, i) => c.kind === 'dish' && isCaptionCell(header[i].name, c.dish.name));
    return unpricedDishes ? header : null;
  }

  /** 'Pris | 124 kr | 112 kr' under category columns ('Dag | Dagens rätt | Vegetariskt'): each price is its column's. */
  function takeColumnPrices(line: Line, cells: LineKind[]): boolean {
    if (cells.length !== columns.length || cells.length < 3 || !COLUMN_PRICE_LABEL.test(line.cells[0])) return false;
    const prices = cells.slice(1).map((c, i) => (c.kind === 'price' && c.prices.length === 1 && c.prices[0].kind === 'bare' && columns[i + 1] ? c.prices[0].price : null));
    if (prices.some((p) => p === null)) return false;
    prices.forEach((p, i) => categoryKeys(columns[i + 1]!).forEach((k) => page.categoryPrices.set(k, p!)));
    return true;
  }

  function readDayColumns(line: Line, cells: LineKind[]) {
    const offset = cells.length - dayColumns.length;
    const head = offset > 0 && cells[0].kind === 'category' ? cells[0] : undefined;
    const rowCategory = head?.category;
    // 'Dagens 125 kr | Kycklinggryta | Kassler ...': the row header's price is its category's.
    if (head && head.price !== null) categoryKeys(head.category).forEach((k) => page.categoryPrices.set(k, head.price!));
    cells.forEach((cell, i) => {
      const day = dayColumns[i - offset];
      if (!day) return;
      // 'Kycklinggryta med | ...' / 'ris och sallad | ...': a row continuing the dishes of the row above, column by column.
      const above = block.days.get(day)?.at(-1);
      if (above && columnEnd.get(day) === line.index - 1 && (above.open || cell.kind === 'description')) {
        continueDish(above, line.cells[i], true, line.index);
        columnEnd.set(day, line.index);
        return;
      }
      if (cell.kind === 'category') cell = dishOf(line.cells[i]) ?? cell;
      if (cell.kind === 'price' && cell.prices.length === 1 && cell.prices[0].kind === 'bare') {
        // 'Pris | 125 kr | 125 kr ...' under day columns: the price of that day's column.
        const price = cell.prices[0].price;
        for (const d of block.days.get(day) ?? []) if (d.price === null) Object.assign(d, { price, priceScope: 'block' });
        return;
      }
      if (cell.kind !== 'dish' && cell.kind !== 'closed') return;
      section = { kind: 'day', day };
      read(cell, line.index, rowCategory);
      if (cell.kind === 'dish') columnEnd.set(day, line.index);
    });
    closeSection({ kind: 'none' });
  }

  function readRow(line: Line, cells: LineKind[]) {
    let rowHasDish = false;
    let captioned = false;
    // 'Världens | Kycklingcurry med ris | 119 kr': a short unknown caption before the row's dish labels it.
    const first = cells.findIndex((c) => c.kind === 'dish');
    const dishAfter = first < 0 ? undefined : cells.slice(first + 1).find((c): c is Extract<LineKind, { kind: 'dish' }> => c.kind === 'dish');
    const caption = first < 0 ? undefined : (cells[first] as Extract<LineKind, { kind: 'dish' }>);
    // Not under column headings (they label the cells already), nor a dish and its variant ('Flygande Jacob | Flygande Jacob med tofu')
    // or its translation ('Ugnsbakad torsk | Baked cod with egg sauce').
    if (caption && dishAfter && !caption.more && !caption.dish.category && !columns.some(Boolean) && !(dishAfter.english && !caption.english) &&
      !dishAfter.dish.name.toLowerCase().startsWith(caption.dish.name.toLowerCase()) && isCaptionCell(caption.dish.name, dishAfter.dish.name)) {
      cells = cells.slice();
      cells[first] = { kind: 'category', category: caption.dish.name, weekly: false, price: caption.dish.price };
      shapeCaptions.set(caption.dish.name.toLowerCase(), (shapeCaptions.get(caption.dish.name.toLowerCase()) ?? 0) + 1);
      captioned = true;
    }
    let heldPrice: number | null = null;
    cells.forEach((cell, i) => {
      const laterDish = cells.slice(i + 1).some((c) => c.kind === 'dish' || c.kind === 'description');
      // 'Kyckling' alone in a dish column is the dish, not a label.
      if (cell.kind === 'category' && !laterDish && (rowHasDish || i > 0)) cell = dishOf(line.cells[i]) ?? cell;
      if (cell.kind === 'dish' && columns[i] === 'english') return;
      // 'Pannbiff med lök | Beef patty with onions': the English cell beside the Swedish dish is its translation.
      // Only beside a dish that reads as Swedish: 'Vegetable moussaka | Fish tacos with lime mayo' are two English dishes.
      if (cell.kind === 'dish' && cell.english && rowHasDish && lastDish?.line === line.index && !lastDish.english && looksSwedish(lastDish.name)) return;
      // A later day cell in a row that already gave a dish ('Måndag: Köttbullar | Monday: Meatballs') is its translation.
      if (cell.kind === 'day' && (rowHasDish || (i > 0 && lastDish?.line === line.index) || (i > 0 && section.kind === 'day' && section.day === cell.day))) return;
      // 'Kycklingfilé / Grönsakslasagne | 129 kr / 119 kr': as many prices as the row's unpriced dishes, in their order.
      const rowPending = pending.filter((d) => d.line === line.index);
      const several = cell.kind === 'price' ? priceList(line.cells[i]) : null;
      if (several && rowPending.length === several.length && rowPending.length === pending.length) {
        rowPending.forEach((d, n) => Object.assign(d, { price: several[n], priceScope: 'dish', ownPrice: true }));
        pending = [];
        return;
      }
      const bare = cell.kind === 'price' && cell.prices.length === 1 && cell.prices[0].kind === 'bare' ? cell.prices[0].price : null;
      if (bare !== null && !rowHasDish && laterDish) return void (heldPrice = bare);
      if (bare !== null && rowHasDish && lastDish?.line === line.index) {
        // A price cell in a row of dishes: the row's unpriced dishes' own price.
        for (const d of pending) Object.assign(d, { price: bare, priceScope: 'dish', ownPrice: true });
        pending = [];
        return;
      }
      const offset = cells.length - columns.length;
      const columnCategory = cells[0].kind !== 'category' && offset >= 0 && offset <= 1 ? columns[i - offset] : undefined;
      if (cell.kind === 'dish' && heldPrice !== null && cell.dish.price === null) cell = { ...cell, dish: { ...cell.dish, price: heldPrice } };
      read(cell, line.index, columnCategory === 'english' ? undefined : columnCategory);
      if (cell.kind === 'dish') rowHasDish = true;
    });
    if (captioned) category = undefined;
  }

  closeSection({ kind: 'none' });
  // A caption read by its shape alone that labels fewer than three rows is not a column the page keeps.
  page.captionCells = [...shapeCaptions.values()].filter((n) => n < 3).length;
  page.repeatedDaySequences = page.blocks.filter((b) => b.orphan && [...b.days.values()].flat().some((d) => !d.english)).length;
  if (labelled.length >= 2) {
    labelled.forEach(({ dishes, price }) => dishes.forEach((dish) => Object.assign(dish, dishes.length === 1 ? { price, priceScope: 'dish', ownPrice: true } : { price, priceScope: 'block' })));
  }
  else page.allPrices.push(...labelled.map((l) => l.price));
  const dishLines = kinds.filter((k) => k.kind === 'dish').map((k) => k.line);
  if (dishLines.length > 0) {
    const [first, last] = [Math.min(...dishLines), Math.max(...dishLines)];
    page.region = new Set(kinds.filter((k) => k.line >= first && k.line <= last).map((k) => k.line)).size;
  }
  return page;
}

/** 'Alt 1 och 2' names two alternatives; other labels are one key, lower case. */
export function categoryKeys(label: string): string[] {
  // 'Dagens 1 & 2: 118 kr' prices the options 'Dagens 1' and 'Dagens 2', as 'Alt 1 & 2' would.
  const m = /^(?:alt|alternativ|rätt|nr|option|lunch|dagens)\.?\s*(\d{1,2}(?:\s*(?:och|&|,|\/|-)\s*\d{1,2})*)/iu.exec(label);
  return m ? m[1].split(/\D+/).filter(Boolean).map((n) => `alt ${Number(n)}`) : [label.toLowerCase()];
}

/** '129 kr / 119 kr': a cell of two or more prices and nothing else, in their order; null otherwise. */
function priceList(text: string): number[] | null {
  const parts = text.split(/\s*\/\s*/);
  if (parts.length < 2) return null;
  const prices = parts.map((p) => readPrice(p)).map(({ price, rest }) => (price !== null && !/\p{L}{2}/u.test(rest.replace(/kr|sek|kronor/giu, '')) ? price : null));
  return prices.every((p): p is number => p !== null) ? prices : null;
}

function dishOf(text: string): LineKind | null {
  const dish = parseDishLine(text);
  return dish ? { kind: 'dish', dish, english: false } : null;
}

/** A cheap first look for a holiday's name after a day heading (holidayDay reads the calendar). */
const HOLIDAY_HINT = /(?:dag|dagen|afton|maj|påsk|färd|jul|valborg\p{L}*)[\s!.:]*$/iu;

/** What follows a day word on the same line: a closed notice, a price, or the day's dish. */
function restKind(rest: string, today: IsoDate): LineKind {
  const kind = classifyLine(rest, today);
  if (kind.kind !== 'description') return kind;
  const dish = parseDishLine(rest);
  return dish ? { kind: 'dish', dish, english: false } : { kind: 'note' };
}

/**
 * 'Lunch vecka 13' / 'fredag 20 mars 2026' / the dishes: a date alone under a week heading, before its dishes and in
 * an earlier week than the heading states, is the news post's publication date (a menu's own day is never in an
 * earlier week than the week it is under).
 */
function isPublicationDate(kind: Extract<LineKind, { kind: 'day' }>, block: WeekBlock): boolean {
  if (!kind.date || kind.rest || block.source !== 'marker' || !block.week || blockHasDishes(block)) return false;
  const week = weekOfDate(kind.date);
  return week.year < block.week.year || (week.year === block.week.year && week.week < block.week.week);
}
