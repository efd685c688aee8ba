import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { isPublishable } from './confidence';
import { parseDishLine } from './dish-lines';
import { findWeekMarker } from './week-detection';
import { today, read, list, DAYS, MAINS, VEG, week } from './test-support/reading-pages';

/**
 * Reading rules of issue 19, round 10 (precision and weeks first, then ordinary pages published): each rule general,
 * with a table of small made-up lines or pages.
 */

describe('a page a year old is stale even when its week number is this week\'s', () => {
  // 2026-09-16 is in week 38 of 2026; 15/9 was a Monday in 2025, a Tuesday in 2026.
  const on = '2026-09-16';
  const dated = (days: string[]) => DAYS.map((d, i) => `${d} ${days[i]}\n${MAINS[i]} 125 kr`).join('\n');
  it.each<[string, string]>([
    ['the year after a dash beside the week', `Lunchmeny vecka 38 – 2025\n${week((_, i) => [`${MAINS[i]} 125 kr`])}`],
    ['the year after a hyphen beside the week', `Lunch v. 38 - 2025\n${week((_, i) => [`${MAINS[i]} 125 kr`])}`],
    ['dated days that fall on their weekdays only in the year before', `Lunchmeny vecka 38\n${dated(['15/9', '16/9', '17/9', '18/9', '19/9'])}`],
    ['dated days alone, a year old', dated(['15/9', '16/9', '17/9', '18/9', '19/9'])],
  ])('%s: nothing is kept', (_, text) => {
    const r = read(text, on);
    expect(r.dishes).toEqual([]);
    expect(isPublishable(r)).toBe(false);
  });

  it.each<[string, number]>([
    ['Vecka 38 – 2025', 2025],
    ['Lunch v. 38 - 2025', 2025],
  ])('%s states year %s', (line, year) => expect(findWeekMarker(line, on)?.week).toEqual({ year, week: 38 }));

  it.each<[string, string]>([
    ['Måndag 15/9', '2025-09-15'],
    ['Fredag 19 september', '2025-09-19'],
  ])('%s is dated %s', (line, date) => expect(classifyLine(line, on)).toMatchObject({ kind: 'day', date }));

  it('a date on its weekday this year, or with its year stated, keeps its year; this year\'s dated days are this week\'s', () => {
    expect(classifyLine('Måndag 15/9', on)).toMatchObject({ date: '2025-09-15' });
    expect(classifyLine('Tisdag 15/9', on)).toMatchObject({ date: '2026-09-15' });
    expect(classifyLine('Måndag 15/9/2026', on)).toMatchObject({ date: '2026-09-15' });
    const r = read(`Lunchmeny vecka 38\n${dated(['14/9', '15/9', '16/9', '17/9', '18/9'])}`, on);
    expect(r.dishes.map((d) => d.date)).toEqual(['2026-09-14', '2026-09-15', '2026-09-16', '2026-09-17', '2026-09-18']);
    expect(isPublishable(r)).toBe(true);
  });
});

describe('a weekly dish the page repeats under every day is one dish a day', () => {
  it('a labelled weekly line in every day\'s table', () => {
    const r = read(`Lunch vecka 48\n${week((_, i) => [`Husman: ${MAINS[i]} | 119 kr`, 'Veckans sallad: Kycklingsallad med mango | 115 kr'])}`);
    expect(list(r).filter((d) => d.startsWith('Mon'))).toEqual(['Mon Kalops med rödbetor 119', 'Mon Kycklingsallad med mango 115']);
    expect(r.dishes).toHaveLength(10);
    // Two different weekly dishes stay two.
    const two = read(`Lunch vecka 48\n${week((_, i) => [`${MAINS[i]} 119 kr`])}\nVeckans sallad: Kycklingsallad 115 kr\nVeckans soppa: Tomatsoppa 95 kr`);
    expect(two.dishes.filter((d) => d.day === 'Monday')).toHaveLength(3);
  });
});

describe('when a dish is served, or that its price is the day\'s, is no part of its name', () => {
  it.each<[string, string, number | null]>([
    ['Veckans soppa: Potatis- och purjolökssoppa 99:- (serveras hela veckan)', 'Potatis- och purjolökssoppa', 99],
    ['Fisksoppa med aioli (alla dagar) 135 kr', 'Fisksoppa med aioli', 135],
    ['Pasta pomodoro (mån–fre) 109 kr', 'Pasta pomodoro', 109],
    ['Hel halstrad piggvar med brynt smör – dagspris', 'Hel halstrad piggvar med brynt smör', null],
    ['Dagens fångst (dagspris)', 'Dagens fångst', null],
  ])('%s', (line, name, price) => expect(parseDishLine(line)).toMatchObject({ name, price }));
  it('a bracket about the dish itself stays', () => {
    expect(parseDishLine('Lax (serveras med potatis) 129 kr')).toMatchObject({ name: 'Lax (serveras med potatis)', price: 129 });
    expect(parseDishLine('Lax (serveras hela veckan) 129 kr')).toMatchObject({ name: 'Lax', price: 129 });
  });
});

describe('a printed page\'s number is no dish', () => {
  it.each(['Sida 1 av 2', 'Sida 2 av 2', 'Page 2 of 3', 'sid. 3'])('%s', (line) => expect(classifyLine(line, today).kind).toBe('furniture'));
  it('a page footer between the days of a PDF menu', () => {
    const half = (from: number, to: number) => DAYS.slice(from, to).map((d, i) => `${d}\nKött: ${MAINS[i + from]} 124 kr\nVegetariskt: ${VEG[i + from]} 114 kr`).join('\n');
    const r = read(`LUNCHMENY VECKA 48\n${half(0, 2)}\nSida 1 av 2\nLUNCHMENY VECKA 48 (forts.)\n${half(2, 5)}\nSida 2 av 2`);
    expect(r.dishes.map((d) => d.name)).toEqual(MAINS.flatMap((m, i) => [m, VEG[i]]));
  });
});

describe('a themed day\'s label is the dish\'s category, not its name', () => {
  it.each<[string, string, string]>([
    ['Tacotisdag: Tacos med pulled chicken och lime', 'Tacos med pulled chicken och lime', 'Tacotisdag'],
    ['Pannkakstorsdag: Ugnspannkaka med bacon och lingon', 'Ugnspannkaka med bacon och lingon', 'Pannkakstorsdag'],
    ['Taco Tuesday: Fish tacos with slaw', 'Fish tacos with slaw', 'Taco Tuesday'],
  ])('%s', (line, name, category) => expect(parseDishLine(line)).toMatchObject({ name, category }));
});

describe('a table with a column per week reads only this week\'s column', () => {
  it.each<[string, string]>([
    ['this week second', '| Vecka 47 | Vecka 48'],
    ['this week first', '| Vecka 48 | Vecka 49'],
    ['a day column header', 'Dag | Vecka 48 | Vecka 49'],
  ])('%s', (_, header) => {
    const thisFirst = !header.includes('47');
    const rows = DAYS.map((d, i) => (thisFirst ? `${d} | ${MAINS[i]} | ${VEG[i]}` : `${d} | ${VEG[i]} | ${MAINS[i]}`));
    const r = read(`Lunchmeny\nDagens lunch 118 kr\n${header}\n${rows.join('\n')}`);
    expect(r.dishes.map((d) => d.name)).toEqual(MAINS);
    expect(r.week).toEqual({ year: 2026, week: 48 });
  });
});

describe('prose: more ways of serving a day\'s dishes', () => {
  it('every clause of a blog post\'s sentences', () => {
    const r = read([
      'Veckans luncher – vecka 48',
      'Som vanligt kostar lunchen 129 kr och då ingår salladsbuffé och kaffe.',
      'Vi drar igång måndagen med kalops med rödbetor och kokt potatis, och fiskalternativet är ugnsbakad sej med citronsmör.',
      'På tisdag blir det kycklingfilé med svampsås och ris. Den som hellre vill ha fisk kan välja stekt strömming med potatismos.',
      'Onsdagen bjuder på fläskkarré med äppelmos och rostade rotfrukter och som fiskrätt serverar vi laxpasta med spenat.',
      'Torsdag är förstås ärtsoppedag: ärtsoppa med fläsk och pannkakor. Vill du ha fisk finns fiskgratäng med räkor.',
      'Vi avslutar veckan på fredag med högrevsburgare med pommes, och fisken är smörstekt torsk med pepparrot.',
    ].join('\n'));
    expect(list(r)).toEqual([
      'Mon Kalops med rödbetor och kokt potatis 129', 'Mon Ugnsbakad sej med citronsmör 129',
      'Tue Kycklingfilé med svampsås och ris 129', 'Tue Stekt strömming med potatismos 129',
      'Wed Fläskkarré med äppelmos och rostade rotfrukter 129', 'Wed Laxpasta med spenat 129',
      'Thu Ärtsoppa med fläsk och pannkakor 129', 'Thu Fiskgratäng med räkor 129',
      'Fri Högrevsburgare med pommes 129', 'Fri Smörstekt torsk med pepparrot 129',
    ]);
  });
});

describe('label prices reach the labelled dishes', () => {
  it('a price word with a colon before the first label', () => {
    const r = read(`Veckans lunch v. 48\nLunchpris: Veg 115 kr | Kött 129 kr\n${week((_, i) => [`Veg: ${VEG[i]}`, `Kött: ${MAINS[i]}`])}`);
    expect(list(r).slice(0, 2)).toEqual(['Mon Linsgryta med ris 115', 'Mon Kalops med rödbetor 129']);
    expect(isPublishable(r)).toBe(true);
  });
  it('"Dagens husman" and "Dagens vegetariska" price dishes labelled "Husman" and "Vego"', () => {
    const r = read(`LUNCH VECKA 48\nDagens husman 115 kr / Dagens vegetariska 105 kr\n${week((_, i) => [`Husman – ${MAINS[i]}`, `Vego – ${VEG[i]}`])}`);
    expect(list(r).slice(0, 2)).toEqual(['Mon Kalops med rödbetor 115', 'Mon Linsgryta med ris 105']);
    expect(isPublishable(r)).toBe(true);
  });
  it('a legend pricing numbered alternatives', () => {
    const r = read(`LUNCHMENY v.48\n${week((_, i) => [`1. ${MAINS[i]}`, `2. Kycklinggryta nr ${i + 1}`, `3. ${VEG[i]} (veg)`])}\nRätt 1 och 2: 128 kr Rätt 3: 118 kr`);
    expect(list(r).slice(0, 3)).toEqual(['Mon Kalops med rödbetor 128', 'Mon Kycklinggryta nr 1 128', 'Mon Linsgryta med ris 118']);
    expect(isPublishable(r)).toBe(true);
  });
});

describe('a price line closing each day\'s dishes is theirs', () => {
  it('"Pris N kr" after every day\'s two dishes', () => {
    const prices = [122, 122, 122, 109, 139];
    const r = read(`VECKANS LUNCH – VECKA 48\n${week((_, i) => [MAINS[i], VEG[i], `Pris ${prices[i]} kr`])}`);
    expect(r.dishes.map((d) => d.price)).toEqual(prices.flatMap((p) => [p, p]));
    expect(isPublishable(r)).toBe(true);
  });
  it('one such line after the last day only states a price for all', () => {
    expect(read(`VECKANS LUNCH – VECKA 48\n${week((_, i) => [MAINS[i], VEG[i], `Pris ${110 + i} kr`])}`).dishes[0].price).toBe(110);
    const r = read(`VECKANS LUNCH – VECKA 48\n${week((_, i) => [MAINS[i], VEG[i]])}\nPris 122 kr`);
    expect(new Set(r.dishes.map((d) => d.price))).toEqual(new Set([122]));
  });
});
