import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { isPublishable } from './confidence';
import { readPrice } from './prices';
import { read, list, MAINS, VEG, today, week } from './test-support/reading-pages';

/**
 * Reading rules of issue 19, round 19 (developed on batches 13–76): a dish's allergen line under it is no dish; the
 * unit a price is counted in ('kr/port.', 'kr styck') goes with the price; a double slash between two dishes.
 */

describe("a dish's allergen line under it", () => {
  it.each(['Innehåller: mjölk, jordnötter', 'Contains: gluten, egg', 'Kan innehålla spår av nötter'])('%s is no dish', (line) => {
    expect(classifyLine(line, today).kind).toBe('furniture');
    const r = read(`Lunch vecka 48 · 125 kr\n${week((_, i) => [MAINS[i], line])}`);
    expect(list(r)).toEqual(MAINS.map((m, i) => `${['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][i]} ${m} 125`));
    expect(isPublishable(r)).toBe(true);
  });
});

describe('the unit a price is counted in', () => {
  it.each<[string, number, string]>([
    ['Köttfärslimpa med gräddsås   118 kr/port.', 118, 'Köttfärslimpa med gräddsås'],
    ['Linsbiffar med currysås 108 kr per portion', 108, 'Linsbiffar med currysås'],
    ['Semlor 45 kr styck', 45, 'Semlor'],
    ['Kanelbullar 25 kr/st', 25, 'Kanelbullar'],
    // Control: a price per person stays as written (a brunch's or a buffet's note, read by its own rules).
    ['Helgbrunch 245 kr/person', 245, 'Helgbrunch /person'],
  ])('%s', (text, price, rest) => {
    expect(readPrice(text)).toEqual({ price, rest });
  });

  it("'Husman: … 118 kr/port.' under each day reads each dish at its price", () => {
    const r = read(`MATSEDEL LUNCH – VECKA 48\n${week((_, i) => [`Husman: ${MAINS[i]}   118 kr/port.`, `Vegetarisk: ${VEG[i]}   108 kr/port.`])}`);
    expect(list(r).slice(0, 2)).toEqual(['Mon Kalops med rödbetor 118', 'Mon Linsgryta med ris 108']);
    expect(isPublishable(r)).toBe(true);
  });
});

describe('a double slash between two dishes', () => {
  it("'Raggmunk med fläsk // Raggmunk med tofu' is two dishes", () => {
    const r = read(`Lunch vecka 48 · 119 kr\n${week((_, i) => [`${MAINS[i]} // ${VEG[i]}`])}`);
    expect(list(r).slice(0, 2)).toEqual(['Mon Kalops med rödbetor 119', 'Mon Linsgryta med ris 119']);
    expect(r.dishes).toHaveLength(10);
  });

  it('a web address keeps its slashes (control)', () => {
    expect(classifyLine('Beställ på https://example.se/lunch', today).kind).not.toBe('dish');
  });
});
