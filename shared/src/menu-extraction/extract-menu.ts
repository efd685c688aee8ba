import { addDays, isoWeekOf, type IsoDate } from '../iso-week';
import { WEEKDAYS, type Weekday } from '../options';
import { swedishHolidayOn } from '../swedish-holidays';
import type { LunchHourSlot } from '../types';
import { assemble, blockHasDishes, categoryKeys, type DraftDish, type PageReading, type WeekBlock } from './assemble';
import { confidenceOf, doubtsOf } from './confidence';
import { toLines, type Line } from './lines';
import { readTrailingDayLabels } from './trailing-days';
import { readDateHeadings } from './date-headings';
import {
  dropRowLabels, dropTranslatedBlocks, dropTranslations, dropVenueHeadings, foldComponentLines, foldPageBuilderDescriptions, foldPricedPairs, repeatedUnpricedLines, splitStatedCategoryWords,
  unfoldRepeatedLabels, unfoldTabTitles, foldCapitalHeadings, foldVenueRuns } from './page-evidence';
import { inCapitals, looksLikeHeading } from './heading-like';
import { readPrice } from './prices';
import { LUNCH_WORDS, SECTION_HEADINGS } from './lexicon';
import { invariantViolations, type KeptDish, type ReadingFacts } from './invariants';
import { dropTrailingFooter } from './footer';
import { stripGluedCategories } from './glued-labels';
import { oddDishes, trailingNotes } from './odd-dishes';
import { readProse } from './prose';
import { dropRepeatedTabTitles, dropVendorCaptions } from './vendor-captions';
import { servingDaysSuffix } from './weekdays';
import { pagePrices, type PagePrices } from './page-price';
import type { ExtractedDish, ExtractedWeek, ExtractOptions, MenuExtraction, MenuExtractor, PriceScope, ReadingEvidence } from './types';
import { compareWeeks, fingerprintMenuText, mondayOfIsoWeek, sameWeek, weekCertainty, weekPlus } from './week';
import { wordAlternation } from './text';

/**
 * The rule-based extractor: text -> lines (lines.ts) -> typed kinds (classify-line.ts) -> dishes by week,
 * section and day (assemble.ts) -> this week's dishes with prices and evidence (here); next week's only
 * when the page does not tell its weeks apart (held back by the invariants) or shows no current week.
 * Older weeks are never kept; a page without a week is read as this week but only published when its
 * text changed since the last harvest (week.ts, confidence.ts).
 */
export function extractMenu(text: string, options: ExtractOptions): MenuExtraction {
  const lines = readTrailingDayLabels(readDateHeadings(toLines(text), options.today), options.today);
  let page = assemble(lines, options.today);
  // Prose pages: the sentences' days win when they name more days than the headings did.
  // A page whose headings already give every weekday a dish has nothing more to read from its sentences.
  const prose = daysWithDishes(page) >= 5 ? page : readProse(lines, page, options.today);
  const fromProse = prose !== page && daysWithDishes(prose) > daysWithDishes(page);
  if (fromProse) page = prose;
  unfoldTabTitles(page, lines);
  foldPageBuilderDescriptions(page);
  foldPricedPairs(page);
  foldComponentLines(page);
  foldCapitalHeadings(page);
  dropTranslations(page);
  dropTranslatedBlocks(page);
  const venueHeadings = dropVenueHeadings(page);
  dropTrailingFooter(page);
  stripGluedCategories(page);
  const venues = [...dropRowLabels(page), ...venueHeadings.venues, ...foldVenueRuns(page)];
  splitStatedCategoryWords(page);
  unfoldRepeatedLabels(page);
  restoreLoneDietWords(page);
  dropVendorCaptions(page);
  dropRepeatedTabTitles(page);

  const current = isoWeekOf(options.today);
  const next = weekPlus(current, 1);
  const pageHasDays = page.blocks.some((b) => [...b.days.values()].some((d) => d.length > 0));
  const blocks = page.blocks.filter((b) => blockHasDishes(b) || b.closed.size > 0);
  // A short priced list under no day heading, read as served all week: a guess a person confirms.
  let daylessList = false;
  blocks.forEach((b, i) => {
    // Loose dishes (before any day) are the week's only on a page without days, and only a short list.
    const loose = b.loose.length;
    const priced = b.loose.every((d) => d.price !== null) || page.allPrices.length > 0;
    if (!pageHasDays && priced && loose >= 2 && loose <= 15 && mentionsLunch(lines)) {
      b.weekly.push(...b.loose.map((dish) => ({ dish, days: null })));
      // Unless the page says the list is the week's ('Veckans lunch', 'Serveras måndag–fredag', 'all week').
      daylessList ||= !lines.some((l) => WEEK_WORDING.test(l.text));
    }
    // 'Raggmunk med fläsk (mån)': a list outside day headings whose every dish names its days in brackets is read by those days.
    const suffixes = b.weekly.map((w) => (w.days === null ? servingDaysSuffix(w.dish.name) : null));
    if (b.weekly.length >= 2 && suffixes.every(Boolean)) {
      b.weekly.forEach((w, i) => {
        w.dish.name = suffixes[i]!.name;
        w.days = suffixes[i]!.days;
      });
      daylessList = false;
    }
    b.loose = [];
    if (b.week || b.orphan) return;
    const previous = blocks.slice(0, i).reverse().find((p) => p.week);
    b.week = previous?.week ? weekPlus(previous.week, 1) : current;
    b.lastWeek = b.week;
  });

  const kept = new Map<string, { week: ExtractedWeek; blocks: WeekBlock[] }>();
  let stated: 'marker' | 'dates' | null = null;
  for (const b of blocks) {
    if (!b.week || b.orphan) continue;
    let week = b.week;
    // A span ('v 47-48') that includes this week counts as this week.
    if (b.lastWeek && compareWeeks(week, current) < 0 && compareWeeks(b.lastWeek, current) >= 0) week = current;
    if (!sameWeek(week, current) && !sameWeek(week, next)) continue;
    const key = `${week.year}-${week.week}`;
    if (!kept.has(key)) kept.set(key, { week, blocks: [] });
    kept.get(key)!.blocks.push(b);
  }
  for (const b of page.blocks) stated ??= b.source;
  const weeks = currentWeekOnly([...kept.values()].sort((a, b) => compareWeeks(a.week, b.week)), current);

  const hourDays = new Set(page.hours.flatMap((h) => h.days));
  // Read only when a dish is left without a price (most pages price every dish).
  let pagePrice: PagePrices | undefined;
  const statedOnce = () => {
    const categories = page.blocks.flatMap((b) => [...[...b.days.values()].flat(), ...b.weekly.map((w) => w.dish)].flatMap((d) => (d.category ? [d.category] : [])));
    return (pagePrice ??= pagePrices(lines, page, categories));
  };
  const dishes: ExtractedDish[] = [];
  const keptDishes: KeptDish[] = [];
  const keep = (d: DraftDish, b: WeekBlock, day: Weekday, date: IsoDate, weekly: boolean) => {
    const dish = finalDish(d, day, date, page, weekly, statedOnce, ownStatedPrice(b, page));
    dishes.push(dish);
    keptDishes.push({ day, date, name: dish.name, price: dish.price, line: d.line, block: page.blocks.indexOf(b), weekly, labelled: !!d.labelled });
  };
  const closedDays: IsoDate[] = [];
  // Days the page itself says are closed ('Stängt'), not only public holidays from the calendar.
  let pageStatesClosed = false;
  let coverage = { open: 0, covered: 0 };
  weeks.forEach(({ week, blocks: weekBlocks }, index) => {
    const monday = mondayOfIsoWeek(week.year, week.week)!;
    const everyDay = (['Saturday', 'Sunday'] as const).every((d) => weekBlocks.some((b) => (b.days.get(d)?.length ?? 0) > 0));
    const ownDays = WEEKDAYS.slice(0, 5).map((d, i) => (weekBlocks.some((b) => (b.days.get(d)?.length ?? 0) > 0) ? i : -1)).filter((i) => i >= 0);
    // A page whose lunch days run Monday–Friday under their own headings serves its weekly dishes on those days, not on
    // the weekend its opening hours name ('Öppet tisdag–söndag'), unless it gives a weekend day dishes of its own.
    const weekendServed = ownDays.length < 3 || everyDay || (['Saturday', 'Sunday'] as const).some((d) => weekBlocks.some((b) => (b.days.get(d)?.length ?? 0) > 0));
    const open = WEEKDAYS.filter((d) => WEEKDAYS.indexOf(d) < 5 || (hourDays.has(d) && page.hours.length > 0 && weekendServed) || weekBlocks.some((b) => (b.days.get(d)?.length ?? 0) > 0));
    let covered = 0;
    let openCount = 0;
    const dishCount = (day: Weekday) => weekBlocks.reduce((n, b) => n + (b.days.get(day)?.length ?? 0), 0);
    // How many dishes the page's working days (not holidays) usually give: the median (read only in a holiday week).
    const usualDay = () => {
      const counts = WEEKDAYS.filter((d, i) => !swedishHolidayOn(addDays(monday, i)) && dishCount(d) > 0).map(dishCount).sort((a, b) => a - b);
      return counts.length === 0 ? Infinity : counts[counts.length >> 1];
    };
    // A page whose days run Tuesday–Friday (a bistro shut on Mondays) serves its all-week dishes on those days only.
    const servesAllWeek = (day: Weekday) => ownDays.length < 3 || (WEEKDAYS.indexOf(day) >= 5 ? weekendServed : WEEKDAYS.indexOf(day) >= ownDays[0] && WEEKDAYS.indexOf(day) <= ownDays[ownDays.length - 1]);
    for (const day of open) {
      const date = addDays(monday, WEEKDAYS.indexOf(day));
      // A public holiday is closed, unless the page gives the holiday dishes of its own and either serves every day
      // (dishes on Saturday and Sunday too: a care home) or heads that day with its date ('Fredag 26 mars' in Easter
      // week) and gives it as many dishes as its usual day: the page is the authority over its own calendar. A lone
      // line under the dated holiday ('Trettondedag jul – ingen servering') is a notice, not the day's menu.
      const holiday = !!swedishHolidayOn(date);
      const ownDishes = holiday && weekBlocks.some((b) => (b.days.get(day)?.length ?? 0) > 0 &&
        (everyDay || (b.dated.has(day) && dishCount(day) >= usualDay())));
      const statedClosed = weekBlocks.some((b) => b.closed.has(day));
      if ((holiday && !ownDishes) || statedClosed) {
        closedDays.push(date);
        pageStatesClosed ||= statedClosed;
        continue;
      }
      openCount++;
      const own = weekBlocks.flatMap((b) => (b.days.get(day) ?? []).map((d) => ({ d, b })));
      // A weekly dish the page repeats under every day ('Veckans sallad: …' in each day's table) is one dish a day.
      const served = new Set(own.map(({ d }) => sameDishKey(d)));
      // A dish of some days only ('Soppa (mån–ons)') is those days' dish, not one served all week.
      const weekly = weekBlocks.flatMap((b) => b.weekly.filter((w) => (w.days === null && servesAllWeek(day)) || w.days?.includes(day)).map((w) => ({ d: w.dish, b, allWeek: w.days === null })))
        .filter(({ d }) => !served.has(sameDishKey(d)) && !!served.add(sameDishKey(d)));
      if (own.length + weekly.length) covered++;
      for (const { d, b } of own) keep(d, b, day, date, false);
      for (const { d, b, allWeek } of weekly) keep(d, b, day, date, allWeek);
    }
    if (index === 0) coverage = { open: openCount, covered };
  });

  // A note or an offer after the last day's dishes is not that day's dish.
  const notes = trailingNotes(dishes);
  if (notes) {
    const keepAt = dishes.map((d) => !(d.date === notes.date && notes.names.has(d.name)));
    for (const list of [dishes, keptDishes] as Array<Array<{ date: string }>>) list.splice(0, list.length, ...list.filter((_, i) => keepAt[i]));
  }

  const fingerprint = fingerprintMenuText(text);
  const firstWeek = weeks[0]?.week ?? null;
  const evidence: ReadingEvidence = {
    ...weekCertainty(stated, firstWeek, fingerprint, options),
    dayCoverage: coverage.open === 0 ? 0 : coverage.covered / coverage.open,
    openDays: coverage.open,
    dishShape: dishShape(page),
    // No price anywhere on the page: nothing to attribute. A price the reading did not give to any dish is a doubt.
    priceCertainty: dishes.length === 0 || (!mentionsPrice(lines) && dishes.every((d) => d.price === null)) ? 1 : dishes.filter((d) => d.priceScope).length / dishes.length,
    unexplainedShare: page.region === 0 ? 0 : Math.min(1, page.unexplained / page.region),
    headingLikeDishes: headingLikeDishes(dishes) + repeatedUnpricedLines(page) + venueHeadings.doubtful,
    ...positive({
      unexplainedBetweenDishes: page.unexplainedBetweenDishes,
      repeatedDaySequences: page.repeatedDaySequences,
      thinCaptions: page.captionCells,
      unsurePriceScope: unusedStatedPrices(dishes, page),
    }),
    ...(venues.length >= 2 ? { severalVenues: true } : {}),
    ...(fromProse ? { fromSentences: true } : {}),
    ...(daylessList ? { daylessList: true } : {}),
    oddDishes: oddDishes(dishes, page),
  };
  const violations = invariantViolations(readingFacts(lines, page, keptDishes, weeks.flatMap((w) => w.blocks), fromProse));
  if (Object.keys(violations).length > 0) evidence.invariants = violations;
  // A week the page states counts as a lunch-page signal; the current week given above to unmarked blocks does not.
  const signals = page.dayHeadings > 0 || page.hours.length > 0 || page.allPrices.length > 0 || page.blocks.some((b) => b.source !== null);
  // Without a dish or a closed day of the page's own, the reading has no week: a holiday in a week the page
  // does not show ('Långfredag' of a stale page's week) says nothing about the page.
  const hasWeek = dishes.length > 0 || pageStatesClosed;
  const reading = {
    week: hasWeek ? firstWeek : null,
    dishes,
    closedDays: hasWeek ? closedDays : [],
    lunchHours: dedupeSlots(page.hours),
    lunchIncludes: [...page.includes],
    classification: (dishes.length === 0 ? (signals ? 'FORMAT_ONLY' : 'NO_MENU_FOUND') : coverage.covered >= coverage.open ? 'MENU_FOUND' : 'PARTIAL_MENU') as MenuExtraction['classification'],
    evidence,
    fingerprint,
  };
  return { ...reading, confidence: dishes.length === 0 ? 0 : confidenceOf(evidence), doubts: doubtsOf(evidence, reading) };
}

/** What currentWeekOnly looks at in a block: how its week was stated and whether it gives dishes. */
interface BlockShape { source: WeekBlock['source']; days: Map<Weekday, readonly unknown[]>; weekly: readonly unknown[] }

/**
 * A harvest publishes the current ISO week only. When the page tells its weeks apart (every kept block
 * states its week by a marker or dates), the other weeks' blocks are dropped: that is the page's layout, not
 * a misread. When a block's week was only inferred (days repeated under no marker), the weeks stay together,
 * so the 'severalWeeks' invariant holds the reading back. A page with no block of this week keeps what it has.
 */
export function currentWeekOnly<T extends { week: ExtractedWeek; blocks: BlockShape[] }>(weeks: T[], current: ExtractedWeek): T[] {
  // A block that gives no dish (a table's header row, closed days only) says nothing about which week a dish is.
  const givesDishes = (b: BlockShape) => b.weekly.length > 0 || [...b.days.values()].some((d) => d.length > 0);
  const toldApart = weeks.every((w) => w.blocks.every((b) => b.source !== null || !givesDishes(b)));
  const currentWeek = weeks.filter((w) => sameWeek(w.week, current));
  return weeks.length >= 2 && toldApart && currentWeek.length > 0 ? currentWeek : weeks;
}

/**
 * What the invariants check: the kept dishes with their lines and blocks, and the page's lines from the
 * first kept block's start to the next block after the last kept one. A prose reading's lines are
 * rebuilt sentences, not the page's: only the invariants on dishes apply there.
 */
function readingFacts(lines: Line[], page: PageReading, dishes: KeptDish[], keptBlocks: WeekBlock[], fromProse: boolean): ReadingFacts {
  if (fromProse || dishes.length === 0) return { dishes, lines: [], region: { start: 0, end: 0 } };
  const firstDish = Math.min(...dishes.map((d) => d.line));
  const starts = keptBlocks.map((b) => (b.start >= 0 ? b.start : firstDish));
  const start = Math.min(firstDish, ...starts);
  const last = Math.max(...keptBlocks.map((b) => page.blocks.indexOf(b)));
  const after = page.blocks.slice(last + 1).find((b) => b.start > start);
  return {
    dishes,
    lines: lines.map((l) => ({ index: l.index, text: l.text, kinds: page.lineKinds.get(l.index) ?? [] })),
    region: { start, end: after ? after.start : Number.POSITIVE_INFINITY },
  };
}

/** A dish's price: its own or its block's, else its category's, else the one stated for all (once). */
function finalDish(d: DraftDish, day: Weekday, date: IsoDate, page: PageReading, weekly: boolean, statedOnce: () => PagePrices, blockPrice?: number): ExtractedDish {
  let price = d.price;
  let scope: PriceScope | undefined = d.priceScope;
  if (price === null) {
    const byCategory = categoryPrice(d, page.categoryPrices, page.blocks.some((b) => [...b.days.values()].flat().some((x) => x.category)), day, weekly, page.allPrices.length > 0);
    const all = new Set(page.allPrices);
    if (byCategory !== undefined) [price, scope] = [byCategory, 'category'];
    else if (all.size === 1) [price, scope] = [page.allPrices[0], 'all'];
    else if (blockPrice !== undefined) [price, scope] = [blockPrice, 'all'];
    // Still none: the price the page states once outside its days, for the dish's label or for every lunch.
    else {
      const once = statedOnce();
      if (d.category && once.byLabel.has(d.category.toLowerCase())) [price, scope] = [once.byLabel.get(d.category.toLowerCase())!, 'category'];
      else if (once.all !== undefined) [price, scope] = [once.all, 'all'];
    }
  }
  return {
    day, date, name: d.name.replace(/,$/, ''), description: d.description, price, tags: d.tags,
    ...(d.category ? { category: d.category } : {}), ...(price !== null && scope ? { priceScope: scope } : {}),
  };
}

function categoryPrice(d: DraftDish, prices: Map<string, number>, pageHasCategories: boolean, day?: Weekday, weekly = false, statedForAll = false): number | undefined {
  if (prices.size === 0) return undefined;
  // 'Dagens rätt 119:-' over dishes that carry no label: the one category price is everyone's, unless the
  // page also states a price for all ('Lunch 110 kr · Soppa 95 kr', 'Pris 109 kr, fredag 139 kr').
  if (!pageHasCategories && prices.size === 1 && !statedForAll) return [...prices.values()][0];
  const c = (d.category ?? '').toLowerCase();
  const alt = d.category ? categoryKeys(d.category)[0] : undefined;
  if (alt?.startsWith('alt ') && prices.has(alt)) return prices.get(alt);
  // '1. Stekt strömming' … '3. Rotfruktsgratäng' under a legend 'Rätt 1 och 2: 128 kr Rätt 3: 118 kr': the number is the option.
  if (!d.category && d.option !== undefined && prices.has(`alt ${d.option}`)) return prices.get(`alt ${d.option}`);
  const dayPrice = day && !weekly ? prices.get(day.toLowerCase()) : undefined;
  if (dayPrice !== undefined) return dayPrice;
  /** A label or key naming a vegetarian kind ('Dagens gröna', 'vego', 'veg'). */
  const namesVeg = (text: string) => /veg|grön/.test(text);
  const isVeg = namesVeg(c) || d.tags.includes('Vegetarisk');
  // 'Dagens husman 115 kr / Dagens vegetariska 105 kr' over dishes labelled 'Husman' and 'Vego': the label names the kind without 'dagens'.
  const bare = (key: string) => key.replace(/^(?:dagens|veckans)\s+(?=\p{L}{3})/u, '');
  // The most specific key wins: 'Dagens extra' takes 'dagens extra', not 'dagens' ('Dagens rätt 95 kr. Dagens extra 120 kr').
  // 'Varm:' under 'Varmrätt 125 kr', 'Sallad:' under 'Matsallad 115 kr': a label the page shortens from its priced kind.
  const shortened = (key: string) => c.length >= 4 && key.length > c.length && (key.startsWith(c) || key.endsWith(c));
  const matches = c ? [...prices].filter(([key]) => c === key || c === bare(key) || (key.length >= 3 && c.includes(key)) || shortened(key) ||
    (key.startsWith('alt') && c.replace(/\s+/g, '') === key.replace(/\s+/g, '')) || key.split('/').some((k) => k.length >= 3 && c.includes(k))) : [];
  // 'Dagens:' under 'Dagens lunch 118 kr · Dagens gröna 108 kr': of the keys the label shortens, the vegetarian one is the
  // vegetarian dish's only.
  if (!matches.some(([k]) => k === c || bare(k) === c)) {
    const fitting = matches.filter(([k]) => namesVeg(k) === isVeg);
    if (fitting.length > 0 || !isVeg) matches.splice(0, matches.length, ...fitting);
  }
  if (matches.length > 0) return matches.reduce((best, m) => (m[0] === c || (best[0] !== c && m[0].length > best[0].length) ? m : best))[1];
  const veg = [...prices].find(([k]) => /^veg|^vego|^grön/.test(bare(k)));
  if (c && veg && isVeg) return veg[1];
  // 'Kött/fisk 115 kr • Veg 105 kr' with unlabelled dishes: the one non-vegetarian category is theirs.
  const others = [...prices].filter(([k]) => !/^veg|^vego|^grön/.test(bare(k)));
  if (veg && isVeg && !c) return veg[1];
  if (veg && !isVeg && !c && others.length === 1) return others[0][1];
  // A dish without a label takes the stated 'Dagens' price ('Dagens 119 kr · Veckans sallad 109 kr', 'Dagens varmrätt 125 kr').
  const dagens = [...prices].find(([k]) => /^(dagens|dagens (?:rätt|lunch|varmrätt|huvudrätt|husman)|lunch)$/.test(k));
  if (!c && dagens) return dagens[1];
  // 'Husman och sallad 99 kr': two or more kinds (not one kind's keys, 'dagens soppa' and 'soppa') at one price; so is a
  // dish the page does not label.
  // A day's own price ('Helger 169 kr' prices Saturday and Sunday) is no kind of dish.
  const kindPrices = [...prices].filter(([k]) => !WEEKDAYS.some((d) => d.toLowerCase() === k));
  const values = new Set(kindPrices.map(([, v]) => v));
  const pricedKinds = kindPrices.map(([k]) => k).filter((k, _, all) => !all.some((o) => o !== k && k.includes(o)));
  if (!c && !statedForAll && values.size === 1 && pricedKinds.length >= 2) return [...values][0];
  // 'Soppa på rotfrukter' with 'Soppa 95 kr' stated: a dish named by a priced category word.
  const first = /^\p{L}+/u.exec(d.name)?.[0].toLowerCase();
  if (!first) return undefined;
  if (first.length >= 4 && prices.has(first)) return prices.get(first);
  // 'Tomatsoppa med basilika', 'Potatis- och purjolökssoppa' under 'Soppa 95 kr · Paj 105 kr': the dish's head word (the
  // last before its sides) is a compound ending in its kind; exactly one kind must fit.
  const head = /(\p{L}+)$/u.exec(d.name.split(/\s+(?:med|with|i|på|serveras)\s+|,/u)[0].trim())?.[1].toLowerCase() ?? '';
  const kinds = c ? [] : [...prices].filter(([k]) => /^\p{L}{3,}$/u.test(k) && head.length > k.length && head.endsWith(k));
  return kinds.length === 1 ? kinds[0][1] : undefined;
}

/**
 * A closing diet word that only one dish of the page carries ('Gulaschsoppa med bönor, vegansk' among unmarked
 * dishes) is words of its name; a marker two or more dishes carry is the page's diet code and stays out.
 */
function restoreLoneDietWords(page: PageReading): void {
  const drafts = page.blocks.flatMap((b) => [...[...b.days.values()].flat(), ...b.weekly.map((w) => w.dish), ...b.loose]);
  const marked = new Set(drafts.filter((d) => d.dietMarked).map((d) => d.name));
  if (marked.size !== 1) return;
  for (const d of drafts) if (d.closingDietWord) d.name = `${d.name.replace(/[\s,;/–-]+$/u, '')}${d.closingDietWord}`;
}

/** One dish whatever line it was read from: the same name at the same price. */
function sameDishKey(d: DraftDish): string {
  return `${d.name.toLowerCase().replace(/\s+/g, ' ').trim()}|${d.price ?? ''}`;
}

/** Only the signs that are there (absent means 0), so readings without doubt keep their evidence unchanged. */
function positive<T extends Record<string, number>>(signs: T): Partial<T> {
  return Object.fromEntries(Object.entries(signs).filter(([, n]) => n > 0)) as Partial<T>;
}

/**
 * Prices the page states for a category or a day that no dish took, on a reading where dishes took the
 * price for all instead ('Lunch 119 kr' / 'Fredagslunch 135 kr' with Friday's dishes at 119): the scope of a
 * price was misread somewhere.
 */
function unusedStatedPrices(dishes: ExtractedDish[], page: PageReading): number {
  if (!dishes.some((d) => d.priceScope === 'all')) return 0;
  const taken = new Set(dishes.filter((d) => d.priceScope === 'category' || d.priceScope === 'dish').map((d) => d.price));
  return [...page.categoryPrices.values()].filter((p) => !taken.has(p) && !page.allPrices.includes(p)).length;
}

/** Distinct dish names that look like headings, judged against the page's other dishes. */
function headingLikeDishes(dishes: ExtractedDish[]): number {
  const pageWritesCapitals = dishes.filter((d) => inCapitals(d.name)).length * 2 > dishes.length;
  const names = dishes.filter((d) => looksLikeHeading(d.name, { ownPrice: d.priceScope === 'dish', pageWritesCapitals })).map((d) => d.name);
  return new Set(names).size;
}

const LUNCH_WORD = new RegExp(`(?<!\\p{L})(?:${LUNCH_WORDS.join('|')})`, 'iu');
/** The page says lunch somewhere ('Lunchmeny', 'Dagens', 'Veckans'): a bare dish list on a page that never does is an à la carte menu. */
/** Words saying a list is served all week: the weekly sections' words and a Monday-to-Friday range. */
const WEEK_WORDING = new RegExp(`(?<!\\p{L})(?:${wordAlternation(SECTION_HEADINGS.weekly)})(?!\\p{L})|(?<!\\p{L})(?:mån|måndag|monday|mon)\\.?\\s*(?:-|till|to)\\s*(?:fre|fredag|friday|fri)(?!\\p{L})`, 'iu');

function mentionsLunch(lines: Line[]): boolean {
  return lines.some((l) => LUNCH_WORD.test(l.text));
}

/** Any price with its unit on the page ('115 kr', 'Pris 99'): bare numbers are not counted. */
function mentionsPrice(lines: Line[]): boolean {
  return lines.some((l) => /\d/.test(l.text) && readPrice(l.text, { allowBare: false }).price !== null);
}

function daysWithDishes(page: PageReading): number {
  return new Set(page.blocks.flatMap((b) => [...b.days].filter(([, d]) => d.length > 0).map(([day]) => day))).size;
}

/** 1 when the page's dish lines share one shape (own price or not); lower when they are mixed. */
function dishShape(page: PageReading): number {
  const all = page.blocks.flatMap((b) => [...[...b.days.values()].flat(), ...b.weekly.map((w) => w.dish)]);
  if (all.length === 0) return 1;
  const priced = all.filter((d) => d.ownPrice).length;
  return Math.max(priced, all.length - priced) / all.length;
}

function dedupeSlots(slots: LunchHourSlot[]): LunchHourSlot[] {
  const seen = new Set<string>();
  return slots.filter((s) => {
    const key = `${s.days.join(',')} ${s.startTime}-${s.endTime}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const ruleBasedExtractor: MenuExtractor = {
  name: 'rules',
  extract: (text, options) => extractMenu(text, options),
};

/**
 * Two news posts ('Lunch vecka 9' … 'Pris 128 kr' / 'Lunch vecka 8' … 'Pris 125 kr'): a price for all stated inside a
 * week's block, the only one it states, is that week's, not another post's.
 */
function ownStatedPrice(b: WeekBlock, page: PageReading): number | undefined {
  const own = new Set(b.statedPrices ?? []);
  return b.source !== null && own.size === 1 && page.blocks.filter((x) => x.source !== null).length >= 2 ? [...own][0] : undefined;
}
