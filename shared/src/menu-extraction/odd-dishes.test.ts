import { describe, expect, it } from 'vitest';
import { oddDishes } from './odd-dishes';
import type { ExtractedDish, PriceScope } from './types';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const dish = (i: number, name: string, price: number | null, priceScope?: PriceScope): ExtractedDish =>
  ({ day: DAYS[i], date: `2026-11-${23 + i}`, name, description: '', price, tags: [], ...(priceScope ? { priceScope } : {}) });
/** One dish a day, each with its own price. */
const WEEK = DAYS.map((_, i) => dish(i, `Dagens rätt nummer ${i + 1}`, 125, 'dish'));
/** One dish a day, priced by one price for all. */
const ALL = DAYS.map((_, i) => dish(i, `Dagens rätt nummer ${i + 1}`, 112, 'all'));

describe('oddDishes: dishes that do not fit the page', () => {
  it.each<[string, ExtractedDish[], number]>([
    ['an ordinary week', WEEK, 0],
    ['a price far above the page\'s ("595 kr per person")', [...WEEK, dish(4, 'Julbord', 595, 'dish')], 1],
    ['a price far below the page\'s ("20 kr extra")', [...WEEK.slice(0, 4), dish(4, 'Oxfilé med rödvinssås', 20, 'category')], 1],
    ['a festive dish within three times the median', [...WEEK.slice(0, 4), dish(4, 'Julbord', 345, 'dish')], 0],
    ['an own price among dishes priced for all ("Kaffe och bulle 35 kr")', [...ALL, dish(4, 'Kaffe och bulle', 99, 'dish')], 1],
    ['a name starting in lower case among capitalised ones', [...WEEK.slice(0, 4), dish(4, 'per person extra', 125, 'dish')], 1],
    ['lower case as the page\'s style (a quarter or more)', [...WEEK, ...DAYS.map((_, i) => dish(i, `tofu nummer ${i}`, 125, 'dish'))], 0],
    ['a name ending with a colon', [...WEEK.slice(0, 4), dish(4, 'Veckans sallad:', 125, 'dish')], 1],
    ['a name holding two sentences', [...WEEK.slice(0, 4), dish(4, 'Pint till lunchen. Fråga personalen', 125, 'dish')], 1],
    ['a name far longer than the others', [...WEEK.slice(0, 4), dish(4, 'Meny för vecka 48 med reservation för ändringar och slutförsäljning av alla rätter på menyn', 125, 'dish')], 1],
    ['the last day holding one more dish than every other day', [...WEEK, dish(4, 'Kaffe och kaka', 125, 'dish')], 1],
    ['a weekly dish on every day is not an extra', [...WEEK, ...DAYS.map((_, i) => dish(i, 'Veckans sallad', 125, 'dish'))], 0],
  ])('%s', (_, dishes, odd) => expect(oddDishes(dishes)).toBe(odd));

  it('counts blocks of exactly two lines under every price as ambiguous (name and description?)', () => {
    expect(oddDishes(WEEK, { blockSizes: [2, 2, 2, 2] })).toBe(4);
    expect(oddDishes(WEEK, { blockSizes: [2, 3, 2] })).toBe(0);
    expect(oddDishes(WEEK, { blockSizes: [2, 2] })).toBe(0);
  });
});
