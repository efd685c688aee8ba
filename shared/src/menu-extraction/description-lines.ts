import type { Weekday } from '../options';
import { priceForCategory } from './line-kinds';
import type { Block, DraftDish } from './week-blocks';

export interface PriceSources {
  globalPrice: number | null;
  categoryPrices: Map<string, number>;
  dayPrices: Map<Weekday, number>;
}

/**
 * Page builders (Elementor price lists, Wix and Squarespace menus) put each dish as a title line with its
 * price and a capitalised description line below it ('Pannbiff 135 kr' / 'Potatismos, gräddsås'). A line
 * cannot tell which it is; the page's pattern does: when every unpriced line of the day sections follows a
 * priced dish that has no description yet, at least twice, and the page states no price that the unpriced
 * lines could take instead, those lines are the descriptions of the dishes above them.
 */
export function foldDescriptionLines(blocks: Block[], prices: PriceSources): void {
  if (prices.globalPrice !== null) return;
  const lists = blocks.flatMap((b) => [...b.days.entries()]);
  let pairs = 0;
  for (const [day, list] of lists) {
    for (const [i, dish] of list.entries()) {
      if (dish.price !== null) continue;
      const above = list[i - 1];
      const paired = above && above.price !== null && !above.description && above.category === dish.category;
      const pricedElsewhere = priceForCategory(dish.category, prices.categoryPrices) !== undefined || prices.dayPrices.has(day);
      if (!paired || pricedElsewhere) return;
      pairs++;
    }
  }
  if (pairs < 2) return;
  for (const [, list] of lists) {
    for (let i = list.length - 1; i >= 1; i--) {
      const dish = list[i];
      if (dish.price !== null) continue;
      const above: DraftDish = list[i - 1];
      above.description = [dish.name, dish.description].filter(Boolean).join(' ');
      above.tags = [...new Set([...above.tags, ...dish.tags])];
      list.splice(i, 1);
    }
  }
}


/**
 * Bilingual pages with English first: 'Braised beef cheek ...' / 'Bräserad oxkind ...'. When every English
 * dish line of the day sections is directly followed by a Swedish one, at least twice, the English lines are
 * the translations (the Swedish name is kept, with the English line's price when the Swedish has none).
 */
export function dropEnglishFirstTranslations(blocks: Block[]): void {
  const lists = blocks.flatMap((b) => [...b.days.values()]);
  let pairs = 0;
  for (const list of lists) {
    for (const [i, dish] of list.entries()) {
      if (!dish.english) continue;
      if (!list[i + 1]?.followsEnglish) return;
      pairs++;
    }
  }
  if (pairs < 2) return;
  for (const list of lists) {
    for (let i = list.length - 2; i >= 0; i--) {
      if (!list[i].english) continue;
      const swedish = list[i + 1];
      swedish.price ??= list[i].price;
      swedish.tags = [...new Set([...swedish.tags, ...list[i].tags])];
      list.splice(i, 1);
    }
  }
}
