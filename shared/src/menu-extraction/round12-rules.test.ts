import { describe, expect, it } from 'vitest';
import { isPublishable } from './confidence';
import { readDiet } from './diet';
import { categoryNames, foreignNameParts, type KeptDish } from './invariants';
import { displayLine } from './text';
import { read, list, MAINS, VEG, week } from './test-support/reading-pages';

/**
 * Reading rules of issue 19, round 12: what a dish's name never holds, whatever the layout, sends the reading to
 * review (a measure, a clock time, an item or date number, unread codes, a category's label alone); capitals
 * typed letter by letter read as their word; Finland-Swedish diet codes.
 */

const kept = (names: string[]): KeptDish[] =>
  names.map((name, i) => ({ day: 'Monday', date: '2026-11-23', name, price: 125, line: i + 2, block: 0, weekly: false, labelled: false }));

describe('a dish name holding a measure, a time, a leading number or unread codes breaks an invariant', () => {
  it.each<[string, number]>([
    ['Kycklinggryta med ris 0,6 kg CO₂e', 1],
    ['Linsbolognese 540 kcal', 1],
    ['Stortorget 11–13.30: Pulled pork-burgare', 1],
    ['1 / Kåldolmar med gräddsås', 1],
    ["30 – Shepherd's pie with peas", 1],
    ['3. Köttbullar med potatismos', 1],
    ['Köttsoppa med rotfrukter (A, K)', 1],
    ['Ärtsoppa med 2 pannkakor', 0],
    ['Hamburgare 150 g med cheddar', 0],
    ['Fish and chips 1/2 portion', 0],
    ['3 potatisbullar med lingon', 0],
    ['Sushi 10 bitar', 0],
    ['Pasta arrabbiata (vegansk)', 0],
  ])('%s: %i', (name, n) => expect(foreignNameParts(kept([name]))).toBe(n));
});

describe("a category's label alone read as a dish breaks an invariant", () => {
  it.each<[string[], number]>([
    [['Husman', 'Köttbullar med mos'], 1],
    [['Vegetariskt', 'Linsgryta med ris'], 1],
    [['Dagens gröna:', 'Halloumibiffar'], 1],
    [['Soppa', 'Pizza', 'Kyckling', 'Pasta'], 0],
    [['Vegetarisk lasagne'], 0],
  ])('%j: %i', (names, n) => expect(categoryNames(kept(names))).toBe(n));

  it('a table with a category column and a header is read without the labels, and published', () => {
    const rows = ['2026-11-23 | måndag', '2026-11-24 | tisdag', '2026-11-25 | onsdag', '2026-11-26 | torsdag', '2026-11-27 | fredag'];
    const r = read(`Lunch vecka 48\nDatum | Dag | Kategori | Rätt | Pris\n${rows.map((d, i) => `${d} | Husman | ${MAINS[i]} | 95 kr\n${d} | Vegetariskt | ${VEG[i]} | 85 kr`).join('\n')}`);
    expect(list(r).slice(0, 2)).toEqual(['Mon Kalops med rödbetor 95', 'Mon Linsgryta med ris 85']);
    expect(r.dishes).toHaveLength(10);
    expect(isPublishable(r)).toBe(true);
  });
});

describe('a week whose names carry a climate figure or a date number goes to review', () => {
  it.each<[string, (i: number) => string]>([
    ['a climate figure before the price', (i) => `${MAINS[i]} 0,${i + 3} kg CO₂e 125 kr`],
    ["the day of the month opening each name", (i) => `${23 + i} / ${MAINS[i]} 125 kr`],
  ])('%s', (_, line) => {
    const r = read(`Lunch vecka 48\n${week((_, i) => [line(i), `${VEG[i]} 115 kr`])}`);
    expect(r.dishes.length).toBeGreaterThan(0);
    expect(isPublishable(r)).toBe(false);
  });

  it('the same week without them is published', () => {
    const r = read(`Lunch vecka 48\n${week((_, i) => [`${MAINS[i]} 125 kr`, `${VEG[i]} 115 kr`])}`);
    expect(isPublishable(r)).toBe(true);
  });
});

describe('capitals typed with spaces between the letters', () => {
  it.each<[string, string]>([
    ['M Å N D A G', 'MÅNDAG'],
    ['L U N C H   V E C K A  4 8', 'LUNCH VECKA 4 8'],
    ['Falafel med hummus V G', 'Falafel med hummus V G'],
    ['A B C', 'A B C'],
  ])('%s -> %s', (line, shown) => expect(displayLine(line)).toBe(shown));

  it('day headings typed so are read as days: each dish on its own day, published', () => {
    const spaced = ['M Å N D A G', 'T I S D A G', 'O N S D A G', 'T O R S D A G', 'F R E D A G'];
    const r = read(`Lunch vecka 48\n${spaced.map((d, i) => `${d}\n${MAINS[i]} 125 kr\n${VEG[i]} 115 kr`).join('\n')}`);
    expect(list(r).slice(0, 3)).toEqual(['Mon Kalops med rödbetor 125', 'Mon Linsgryta med ris 115', 'Tue Stekt sej med dillsås 125']);
    expect(r.dishes).toHaveLength(10);
    expect(isPublishable(r)).toBe(true);
  });
});

describe('Finland-Swedish diet codes', () => {
  it.each<[string, string, string[]]>([
    ['Kycklingwok med nudlar (L, M)', 'Kycklingwok med nudlar', ['Laktosfri']],
    ['Vegetarisk pastagratäng (VL)', 'Vegetarisk pastagratäng', ['Vegetarisk']],
    ['Svampgryta med ris (L, G, M)', 'Svampgryta med ris', ['Glutenfri', 'Laktosfri']],
  ])('%s', (text, name, tags) => {
    const diet = readDiet(text);
    expect(diet.text).toBe(name);
    expect([...diet.tags].sort()).toEqual(tags);
  });
});
