import type { DraftDish, PageReading } from './assemble';

/**
 * Ambiguities a single line cannot settle, decided by the page's own evidence (how its other dish lines
 * look), never by flags of earlier lines.
 */

/**
 * Page builders put each dish as a title line with its price and a capitalised description line below
 * ('Pannbiff 135 kr' / 'Potatismos, gräddsås'). When every unpriced dish line of the day sections follows
 * a priced dish without a description, at least twice, and the page states no price the unpriced lines
 * could take instead, those lines are descriptions.
 */
export function foldPageBuilderDescriptions(page: PageReading): void {
  if (page.allPrices.length > 0 || page.categoryPrices.size > 0) return;
  const lists = page.blocks.flatMap((b) => [...b.days.values()]);
  let pairs = 0;
  for (const list of lists) {
    for (const [i, dish] of list.entries()) {
      if (dish.price !== null) continue;
      const above = list[i - 1];
      if (!above || above.price === null || above.description || above.category !== dish.category || above.line !== dish.line - 1) return;
      pairs++;
    }
  }
  if (pairs < 2) return;
  for (const list of lists) {
    for (let i = list.length - 1; i >= 1; i--) {
      if (list[i].price !== null) continue;
      const above = list[i - 1];
      above.description = list[i].name;
      above.tags = [...new Set([...above.tags, ...list[i].tags])];
      list.splice(i, 1);
    }
  }
}

/**
 * Bilingual pages ('Bräserad oxkind' / 'Braised beef cheek', either order): when the English dishes of the
 * day sections sit right beside a Swedish one, at least twice and for half the dishes, they are translations.
 * The Swedish dish is kept, with the English line's price when it has none.
 */
export function dropTranslations(page: PageReading): void {
  const lists = page.blocks.flatMap((b) => [...b.days.values(), b.weekly.map((w) => w.dish)]);
  const total = lists.reduce((n, l) => n + l.length, 0);
  let pairs = 0;
  for (const list of lists) {
    for (const [i, dish] of list.entries()) {
      if (!dish.english) continue;
      const partner = [list[i - 1], list[i + 1]].find((d) => d && !d.english && Math.abs(d.line - dish.line) === 1);
      if (partner) pairs++;
    }
  }
  if (pairs < 2 || pairs * 2 < total) return;
  for (const block of page.blocks) {
    for (const [day, list] of block.days) block.days.set(day, withoutEnglish(list));
    const kept = new Set(withoutEnglish(block.weekly.map((w) => w.dish)));
    block.weekly = block.weekly.filter((w) => kept.has(w.dish));
  }
}

function withoutEnglish(list: DraftDish[]): DraftDish[] {
  list.forEach((dish, i) => {
    if (!dish.english || dish.price === null) return;
    const partner = [list[i + 1], list[i - 1]].find((d) => d && !d.english && Math.abs(d.line - dish.line) === 1);
    if (partner && partner.price === null) Object.assign(partner, { price: dish.price, priceScope: dish.priceScope, ownPrice: true });
  });
  return list.filter((d) => !d.english);
}
