import { addDays, isoWeekOf } from '../iso-week';
import type { IsoDate } from '../iso-week';
import { WEEKDAYS } from '../options';
import { swedishHolidayOn } from '../swedish-holidays';
import type { LunchHourSlot } from '../types';
import { classify } from './classify';
import { dropEnglishFirstTranslations, foldDescriptionLines } from './description-lines';
import { PRICE_TIER, priceForCategory, priceForName } from './line-kinds';
import { MenuReader } from './menu-reader';
import type { ExtractedDish, ExtractedWeek, ExtractOptions, MenuExtraction, MenuExtractor } from './types';
import { blockHasDishes, compareWeeks, sameWeek, weekPlus, type Block } from './week-blocks';
import { mondayOfIsoWeek, weekOfDate } from './week-detection';
import { isWeekend } from './weekdays';

/**
 * The rule-based extractor: reads a page's text (html-to-text / pdf-to-text output, one block or table row
 * per line, cells joined by ' | ') into this week's dishes.
 *
 * - Weeks: 'Vecka 47', 'v.47', 'V47', 'week 47', 'Meny v 47-48', date ranges and dated day headings start a
 *   week block; years are chosen closest to `today`. Blocks of this ISO week and next week are kept; older
 *   ones never (a stale page gives no dishes). A page that states no week is taken as this week (lower
 *   confidence). A span ('v 47-48') that includes this week counts as this week only. Days repeated without
 *   a new week or date (a translation below, an undated other week) are never kept.
 * - Dish NAME: the dish line without category prefix, price, diet markers and list numbering, with the page's
 *   own dashes; DESCRIPTION: continuation lines ('serveras med ...', lower-case lines, a line between a dish
 *   and its price). English translation lines after a Swedish dish are dropped.
 * - Prices: the dish's own, else the price of its category ('Husman 125 kr / Veg 110 kr'), else the price
 *   stated once for all ('Alla rätter 125 kr', 'Pris: 129 kr').
 * - Weekly dishes ('Veckans ...', 'Hela veckan', 'Mån-Fre') are served on every open lunch day: Monday to
 *   Friday, plus Saturday/Sunday when the page has dishes or lunch hours on them.
 * - Closed days ('Stängt', 'Closed') and Swedish public holidays get no dishes and are listed in closedDays.
 */
export function extractMenu(text: string, options: ExtractOptions): MenuExtraction {
  const reader = new MenuReader(options.today);
  for (const line of text.split(/\r?\n/)) reader.readLine(line);

  // A single 'Pris: 119 kr' after the last dish of a page whose other dishes have no price is for all dishes.
  if (reader.labelPriced.length === 1) {
    const all = reader.blocks.flatMap((b) => [...b.weekly, ...[...b.days.values()].flat()]);
    if (all.filter((d) => d.price === null).length >= 2) reader.globalPrice ??= reader.labelPriced[0].price;
  } else {
    // Several weeks, each closing with its own 'Pris 125 kr': each is its week's price for all.
    for (const b of reader.blocks) {
      const closing = reader.labelPriced.find((l) => l.dish === b.last);
      const unpriced = [...b.weekly, ...[...b.days.values()].flat()].filter((d) => d.price === null);
      if (closing && unpriced.length >= 2 && reader.labelPriced.filter((l) => l.dish === b.last || unpriced.includes(l.dish)).length === 1) {
        unpriced.forEach((d) => (d.price = closing.price));
      }
    }
  }

  dropEnglishFirstTranslations(reader.blocks);
  foldDescriptionLines(reader.blocks, reader);

  // Weeks for blocks that did not say theirs: the one after the previous block, else this week.
  const current = isoWeekOf(options.today);
  const next = weekPlus(current, 1);
  for (const b of reader.blocks) {
    // Dishes under a 'Veckans lunch' title are weekly only on a page without day sections.
    if ([...b.days.values()].some((d) => d.length > 0)) b.weekly = b.weekly.filter((d) => !d.tentative);
  }
  const pageHasDays = reader.blocks.some((b) => [...b.days.values()].some((d) => d.length > 0));
  const looseCount = reader.blocks.reduce((n, b) => n + b.weekly.filter((d) => d.loose).length, 0);
  for (const b of reader.blocks) if (pageHasDays || looseCount < 2 || looseCount > 15) b.weekly = b.weekly.filter((d) => !d.loose);
  const blocks = reader.blocks.filter((b) => blockHasDishes(b) || b.closed.size > 0);
  blocks.forEach((b, i) => {
    if (b.week || b.orphan) return;
    const previous = blocks.slice(0, i).reverse().find((p) => p.week);
    b.week = previous?.week ? weekPlus(previous.week, 1) : current;
    b.lastWeek = b.week;
  });

  // Keep this week and next week; a block spanning weeks ('v 47-48') counts for the current one.
  const kept = new Map<string, { week: ExtractedWeek; blocks: Block[] }>();
  for (const b of blocks) {
    if (!b.week || b.orphan) continue;
    let week = b.week;
    if (b.lastWeek && compareWeeks(week, current) < 0 && compareWeeks(b.lastWeek, current) >= 0) week = current;
    if (!sameWeek(week, current) && !sameWeek(week, next)) continue;
    const key = `${week.year}-${week.week}`;
    if (!kept.has(key)) kept.set(key, { week, blocks: [] });
    kept.get(key)!.blocks.push(b);
  }
  const weeks = [...kept.values()].sort((a, b) => compareWeeks(a.week, b.week));

  const mainPrice = mainCategoryPrice(reader.categoryPrices);
  const dishes: ExtractedDish[] = [];
  const closedDays: IsoDate[] = [];
  let classificationInput = { openDays: 0, coveredDays: 0 };
  const hourDays = new Set(reader.hours.filter((h) => !reader.offerSlots.has(h)).flatMap((h) => h.days));
  weeks.forEach(({ week, blocks: weekBlocks }, index) => {
    const monday = mondayOfIsoWeek(week.year, week.week)!;
    const open = WEEKDAYS.filter((d) => !isWeekend(d) || hourDays.has(d) || weekBlocks.some((b) => (b.days.get(d)?.length ?? 0) > 0));
    let covered = 0;
    let openCount = 0;
    for (const day of open) {
      const date = addDays(monday, WEEKDAYS.indexOf(day));
      if (swedishHolidayOn(date) || weekBlocks.some((b) => b.closed.has(day))) {
        closedDays.push(date);
        continue;
      }
      openCount++;
      const own = weekBlocks.flatMap((b) => b.days.get(day) ?? []);
      const weekly = weekBlocks.flatMap((b) => b.weekly).filter((d) => d.days === null || d.days.includes(day));
      const all = [...own, ...weekly];
      if (all.length) covered++;
      for (const d of all) {
        const dayPrice = own.includes(d) ? reader.dayPrices.get(day) : undefined;
        dishes.push({
          day, date, name: d.name.replace(/,$/, ''), description: d.description,
          price: d.price ?? priceForCategory(d.category, reader.categoryPrices) ?? priceForName(d.name, reader.categoryPrices) ?? dayPrice ??
            reader.globalPrice ?? (d.category ? undefined : mainPrice) ?? null,
          tags: d.tags, ...(d.category ? { category: d.category } : {}),
        });
      }
    }
    if (index === 0) classificationInput = { openDays: openCount, coveredDays: covered };
  });

  const firstWeek = weeks[0]?.week ?? null;
  const firstDishes = firstWeek ? dishes.filter((d) => sameWeek(weekOfDate(d.date), firstWeek)).length : 0;
  const staleDishes = reader.blocks.some((b) => blockHasDishes(b));
  const result = classify({
    dishCount: firstDishes || dishes.length,
    ...classificationInput,
    lunchSignals: reader.signals > 0 || staleDishes || reader.globalPrice !== null,
    weekStated: reader.weekStated,
  });
  return {
    week: dishes.length > 0 || closedDays.length > 0 ? firstWeek : null,
    dishes,
    closedDays,
    lunchHours: dedupeSlots(reader.hours),
    lunchIncludes: [...reader.includes],
    ...result,
  };
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
 * 'Kött/fisk 115 kr • Veg 105 kr' with dishes that carry no category: when the page prices a vegetarian
 * category and exactly one other (not a tier such as take away or barn), the other is the unlabelled dishes' price.
 */
function mainCategoryPrice(prices: Map<string, number>): number | undefined {
  if (!prices.has('veg')) return undefined;
  const others = [...prices.keys()].filter((k) => k !== 'veg' && k.length > 1 && !PRICE_TIER.test(k) && !/^(halv|liten|stor|soppa|sallad|dessert|efterrätt)/.test(k));
  return others.length === 1 ? prices.get(others[0]) : undefined;
}
