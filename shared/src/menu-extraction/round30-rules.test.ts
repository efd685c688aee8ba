import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { isPublishable } from './confidence';
import { read, list, week, MAINS, VEG } from './test-support/reading-pages';

/** Rules of issue 19, round 30 (kinds batch 121–124 published wrong). */

describe("'129 / 115 kr' alone under a dish: two guests' prices, the dearer is the visitor's", () => {
  it('prices the dish above at the dearer price', () => {
    const r = read(['Lunch vecka 48', 'Priser: äta här / ta med', week((_, i) => [MAINS[i], '129 / 115 kr', VEG[i], '119 / 105 kr'])].join('\n'));
    expect(list(r).slice(0, 2)).toEqual([`Mon ${MAINS[0]} 129`, `Mon ${VEG[0]} 119`]);
  });

  it.each([['23/11'], ['12/28'], ['10/12']])('control: the date %s is no price pair', (text) => {
    expect(classifyLine(text, '2026-11-23').kind).not.toBe('price');
  });
});

describe("a name opening with a preposition ('I butiken', 'Till kaffet') is a doubt", () => {
  it('a shop note read as a weekly dish keeps the reading in review', () => {
    const r = read(['Lunch vecka 48', 'Lunch 125 kr', week((_, i) => [MAINS[i], VEG[i]]), 'Hela veckan', 'I butiken 79 kr'].join('\n'));
    expect(isPublishable(r)).toBe(false);
    expect(r.doubts).toContain('En rätts namn börjar med en preposition');
  });

  it('control: the same week without the note publishes', () => {
    expect(isPublishable(read(['Lunch vecka 48', 'Lunch 125 kr', week((_, i) => [MAINS[i], VEG[i]])].join('\n')))).toBe(true);
  });
});

describe("a menu section in the plural ('Pizzor') read as a dish is a doubt", () => {
  it("the pizza menu's heading under the weekly dish read as a dish keeps the reading in review", () => {
    const r = read(['Veckans lunch v.48', 'Alla luncher 105 kr', week((_, i) => [MAINS[i], VEG[i]]), 'Varje dag', 'Köttbullar med potatismos och lingon',
      'Lunch serveras måndag–fredag 11.00–14.30.', 'Pizzor', 'Hela pizzamenyn finns även till lunch. Familjepizza 229 kr.'].join('\n'));
    expect(r.dishes.some((d) => d.name === 'Pizzor')).toBe(true);
    expect(isPublishable(r)).toBe(false);
    expect(r.doubts).toContain('En kategori lästes som en rätt');
  });

  it("control: 'Pizza' as one dish's name is no section", () => {
    const r = read(['Veckans lunch v.48', 'Alla luncher 105 kr', week((_, i) => [MAINS[i], i === 4 ? 'Pizza' : VEG[i]])].join('\n'));
    expect(isPublishable(r)).toBe(true);
  });
});
