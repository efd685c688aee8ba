import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { readDiet } from './diet';
import { isPublishable } from './confidence';
import { read, list, MAINS, VEG, today, week } from './test-support/reading-pages';

/**
 * Reading rules of issue 19, round 17 (developed on batches 13–72): any category word with a separator before the
 * dish is its label; a diet badge in title case after the name; a label priced under each day prices that day's
 * dish; a guest's price, a sentence about every dish and a buffet's price with a day's own price in brackets.
 */

describe('a category word and a separator before each dish', () => {
  it.each(['Klassiker', 'Soppa', 'Pasta'])("'%s · …' under every day is the label, also a word that can open a dish's name", (word) => {
    const r = read(`Meny vecka 48\n${week((_, i) => [`${word} · ${MAINS[i]} · 118 kr`, `Grönt · ${VEG[i]} · 108 kr`])}`);
    expect(list(r).slice(0, 2)).toEqual(['Mon Kalops med rödbetor 118', 'Mon Linsgryta med ris 108']);
    expect(r.dishes[0].category).toBe(word);
    expect(isPublishable(r)).toBe(true);
  });

  it("once on the page, 'Soppa · …' stays the dish's name (control)", () => {
    const r = read(`Meny vecka 48\n${week((_, i) => [i === 0 ? `Soppa · Tomat med basilika · 85 kr` : `${MAINS[i]} 118 kr`])}`);
    expect(list(r)[0]).toBe('Mon Soppa · Tomat med basilika 85');
  });
});

describe('a diet badge after the name', () => {
  it.each<[string, string, string[]]>([
    ['Squash risotto with sage Veg', 'Squash risotto with sage', ['Vegetarisk']],
    ['Lentil dal with rice Vg', 'Lentil dal with rice', ['Vegansk', 'Vegetarisk']],
    ['Fish soup with bread Gf', 'Fish soup with bread', ['Glutenfri']],
    // Controls: a capitalised word that is no code keeps its place; a code after a capital stays (no name in lower case before it).
    ['Pulled pork with slaw Texas', 'Pulled pork with slaw Texas', []],
    ['Pulled pork BBQ Veg', 'Pulled pork BBQ Veg', []],
  ])('%s', (text, name, tags) => {
    const diet = readDiet(text);
    expect(diet.text).toBe(name);
    expect([...diet.tags].sort()).toEqual([...tags].sort());
  });
});

describe('a label priced under each day, above its dish', () => {
  it("'Dagens rätt 132:-' / dish and 'Vegetariskt 118:-' / dish each day, Friday's dearer", () => {
    const r = read(`VECKOMENY v.48\n${week((_, i) => [`Dagens rätt ${i === 4 ? 142 : 132}:-`, MAINS[i], 'Vegetariskt 118:-', VEG[i]])}`);
    expect(list(r)).toEqual([
      'Mon Kalops med rödbetor 132', 'Mon Linsgryta med ris 118', 'Tue Stekt sej med dillsås 132', 'Tue Halloumibiffar med bulgur 118',
      'Wed Pannbiff med lök 132', 'Wed Svampstroganoff med ris 118', 'Thu Ärtsoppa med fläsk 132', 'Thu Vegetarisk ärtsoppa 118',
      'Fri Fiskgratäng med potatismos 142', 'Fri Spenatpaj med sallad 118',
    ]);
    expect(isPublishable(r)).toBe(true);
  });

  it('a price line under the dish is still that dish\'s (control)', () => {
    const r = read(`Lunch vecka 48\n${week((_, i) => [MAINS[i], `Pris ${120 + i} kr`])}`);
    expect(list(r)[1]).toBe('Tue Stekt sej med dillsås 121');
  });
});

describe('prices stated for every lunch', () => {
  it.each<[string, string, number]>([
    ['a guest price after a sentence', 'Restaurangen på Solgården är öppen för gäster. Gästpris 95 kr.', 95],
    ['a sentence about every dish, the price last', 'Alla lunchrätter serveras med basmatiris, naan och raita – 119 kr', 119],
  ])('%s', (_, line, price) => {
    expect(classifyLine(line, today)).toMatchObject({ kind: 'price', prices: [{ price, kind: 'all' }] });
    const r = read(`Lunch vecka 48\n${line}\n${week((_, i) => [MAINS[i]])}`);
    expect(list(r)[0]).toBe(`Mon Kalops med rödbetor ${price}`);
  });

  it("'Buffén kostar 139 kr (fredagar 149 kr) och serveras med …': Friday's price in brackets, what is included", () => {
    const line = 'Buffén kostar 139 kr (fredagar 149 kr) och serveras 11–14 med salladsbar, bröd och kaffe. Barn 4–12 år 70 kr.';
    expect(classifyLine(line, today)).toMatchObject({ kind: 'includes', price: 139, prices: [{ price: 149, kind: 'category', category: 'friday' }] });
    const r = read(`Lunchbuffé vecka 48\n${line}\n${week((_, i) => [MAINS[i], VEG[i]])}`);
    expect(list(r)).toContain('Mon Kalops med rödbetor 139');
    expect(list(r)).toContain('Fri Spenatpaj med sallad 149');
    expect(r.lunchIncludes).toEqual(expect.arrayContaining(['sallad', 'bröd', 'kaffe']));
  });

  it("a dish that opens with 'Alla' is no price line (control)", () => {
    expect(classifyLine('Allas favorit: köttbullar med mos 119 kr', today).kind).toBe('dish');
  });
});
