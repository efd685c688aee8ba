import { describe, expect, it } from 'vitest';
import { isPublishable } from './confidence';
import { danglingNames, daysNamedIn, dayWordsInNames, labelNames, unpricedAfterPriced, type KeptDish } from './invariants';
import { readPrice } from './prices';
import { today, read, list, DAYS, MAINS, VEG, week, doubts } from './test-support/reading-pages';

/**
 * Reading rules of issue 19, round 11 (a wrong lunch shown as today's is worse than none): evidence that a reading is
 * uncertain, whatever the layout, sends it to review; each rule general, with a table of small made-up pages.
 */

describe("an 'à' or '@' before a price belongs to the price, not to the dish's name", () => {
  it.each<[string, string, number]>([
    ['Pannbiff med löksky à 125:-', 'Pannbiff med löksky', 125],
    ['Ugnsbakad rödspätta á 135 kr', 'Ugnsbakad rödspätta', 135],
    ['Kycklingwok med nudlar @ 115 kr', 'Kycklingwok med nudlar', 115],
    ['Raggmunk med fläsk à 125', 'Raggmunk med fläsk', 125],
  ])('%s', (line, name, price) => expect(readPrice(line)).toEqual({ price, rest: name }));

  it('a week of dishes priced with à is published with clean names', () => {
    const r = read(`Lunch v. 48\n${week((_, i) => [`${MAINS[i]} à 125:-`, `${VEG[i]} à 115:-`])}`);
    expect(list(r).slice(0, 2)).toEqual(['Mon Kalops med rödbetor 125', 'Mon Linsgryta med ris 115']);
    expect(isPublishable(r)).toBe(true);
  });
});

describe('a reading that put every dish on every day, while the menu names its days, goes to review', () => {
  const dated = ['23/11', '24/11', '25/11', '26/11', '27/11'];
  it.each<[string, string]>([
    ['a table of date cells without weekday names', `Lunch v. 48\nDatum | Rätt | Pris\n${dated.map((d, i) => `${d} | ${MAINS[i]} | 125 kr\n${VEG[i]} | 115 kr`).join('\n')}`],
    // (Every dish followed by its serving days in brackets is read by those days since round 13: round13-rules.test.ts.)
  ])('%s', (_, text) => {
    const r = read(text);
    expect(isPublishable(r)).toBe(false);
    expect(r.doubts.length).toBeGreaterThan(0);
  });

  it('a serving range names no day: the weekly menu with it is published, the same menu with bracketed days is not', () => {
    const menu = (days: string[]) => `Veckans lunch vecka 48\nServeras måndag–fredag 11–14\n${MAINS[0]}${days[0]} 125 kr\n${MAINS[1]}${days[1]} 129 kr\n${VEG[0]} 115 kr`;
    const plain = read(menu(['', '']));
    expect(plain.dishes).toHaveLength(15);
    expect(isPublishable(plain)).toBe(true);
    expect(isPublishable(read(menu([' (mån, ons)', ' (tis)'])))).toBe(false);
  });
});

describe('a dish name holding a weekday or a themed day, a gap where a price was, or a trailing joiner breaks an invariant', () => {
  const kept = (names: Array<string | [string, number | null]>): KeptDish[] => names.map((n, i) => {
    const [name, price] = typeof n === 'string' ? [n, 125] : n;
    return { day: 'Monday', date: '2026-11-23', name, price, line: i + 2, block: 0, weekly: false, labelled: false };
  });

  it.each<[string, number]>([
    ['Pad thai med räkor (tis, tor)', 1],
    ['Tom kha gai (ons)', 1],
    ['Fisksoppa fredag', 1],
    ['Tacotisdag', 1],
    ['Förstås ärtsoppedag', 1],
    ['Torsdagens ärtsoppa med pannkakor', 0],
    ['Kyckling (serveras mån–fre)', 0],
    ['Sun-dried tomato pasta', 0],
  ])('%s: %i', (name, n) => expect(dayWordsInNames(kept([name]))).toBe(n));

  it.each<[string, number]>([
    ['Pannbiff med löksky à', 1],
    ['Kalkonfilé med brysselkål - (take away )', 1],
    ['Entrecôte med bearnaise (+ )', 1],
    ['Hel halstrad piggvar – dagspris', 1],
    ['Köttbullar med', 1],
    ['Pasta arrabbiata (vegansk)', 0],
    ['Fish and chips', 0],
  ])('%s: %i', (name, n) => expect(danglingNames(kept([name]))).toBe(n));

  it.each<[string, Array<string | [string, number | null]>, number]>([
    ['a note after every priced dish', ['A', 'B', 'C', 'D', ['All lunches come with rice', null]], 1],
    ['an unpriced dish among priced ones', ['A', ['B', null], 'C', 'D', 'E'], 0],
    ['too few priced dishes to tell', ['A', 'B', ['C', null]], 0],
  ])('%s: %i', (_, names, n) => expect(unpricedAfterPriced(kept(names))).toBe(n));

  it("'Daily' or 'Hela veckan' read as a dish's name is a label", () => {
    expect(labelNames(kept(['Daily', 'Kimchi fried rice']))).toBe(1);
    expect(labelNames(kept(['Hela veckan:', 'Kimchi fried rice']))).toBe(1);
    expect(labelNames(kept(['Bibimbap', 'Kimchi fried rice']))).toBe(0);
  });

  it('the weekdays a text names: full names and bracketed lists, not ranges', () => {
    expect([...daysNamedIn('Gaeng daeng (mån, ons, fre) 119 kr')]).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect([...daysNamedIn('Lunch serveras måndag–fredag 11–14')]).toEqual([]);
    expect([...daysNamedIn('Stängt fredag')]).toEqual(['Friday']);
  });

  it('a week whose dish names carry their days goes to review', () => {
    const r = read(`Lunch vecka 48\n${week((d, i) => [`${MAINS[i]} (${d.slice(0, 3).toLowerCase()}) 125 kr`, `${VEG[i]} 115 kr`])}`);
    expect(r.dishes.length).toBeGreaterThan(0);
    expect(isPublishable(r)).toBe(false);
  });
});

describe('a line announcing that a dish is replaced or sold out sends the reading to review', () => {
  it.each<[string, string]>([
    ['a banner naming the day', 'OBS! Torsdagens fisk ersätts av stekt sill – samma pris.'],
    ['a banner naming the dish', `${MAINS[3]} utgår idag, vi ber om ursäkt.`],
    ['an English banner', `Sold out: ${MAINS[2]} on Wednesday`],
  ])('%s', (_, banner) => {
    const r = read(`${banner}\nLunch vecka 48\n${week((_, i) => [`${MAINS[i]} 125 kr`, `${VEG[i]} 115 kr`])}`);
    expect(r.dishes).toHaveLength(10);
    expect(isPublishable(r)).toBe(false);
    expect(doubts(r)).toContain('Sidan meddelar att en rätt ändrats eller utgår');
  });
});

describe("a 'Daily' row and a closing note in a day table", () => {
  const table = (closing: string) => `Week 48\nDay | Dish | Price\n${['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d, i) => `${d} | ${MAINS[i]} | 125 kr`).join('\n')}\n${closing}`;

  it("'Daily' in the day column serves its dish every day; 'All lunches come with …' is what the lunch includes", () => {
    const r = read(table('Daily | Kimchi fried rice | 115 kr\nAll lunches come with rice, banchan and a soft drink.'));
    expect(list(r).filter((d) => d.startsWith('Mon'))).toEqual(['Mon Kalops med rödbetor 125', 'Mon Kimchi fried rice 115']);
    expect(r.dishes).toHaveLength(10);
    expect(r.lunchIncludes).toEqual(expect.arrayContaining(['ris', 'dryck']));
    expect(isPublishable(r)).toBe(true);
  });
});

describe("a note or offer after the last day's dishes is not that day's dish", () => {
  it.each<[string, string]>([
    ['an unpriced sentence where every dish has its price', 'Barnportion halva priset för barn under 12 år.'],
    ['a pastry at a fraction of the lunch price', 'Kanelbullar från eget bageri 35 kr'],
  ])('%s', (_, closing) => {
    const r = read(`Lunch vecka 48\n${week((_, i) => [`${MAINS[i]} 125 kr`, `${VEG[i]} 115 kr`])}\n${closing}`);
    expect(list(r).filter((d) => d.startsWith('Fri'))).toEqual(['Fri Fiskgratäng med potatismos 125', 'Fri Spenatpaj med sallad 115']);
    expect(isPublishable(r)).toBe(true);
  });

  it("a one-word weekly name right before a section heading is a caption: the reading goes to review", () => {
    // (Round 24: before a second every-day heading the name is read as that counter's caption; before a category it still goes to review.)
    const r = read(`Vecka 48\nBao Corner\nHela veckan · 115 kr\nBao med friterad kyckling och kimchi\nKorvmakeriet\nSoppa\nTomatsoppa med basilika 95 kr\n${week((_, i) => [`${MAINS[i]} 125 kr`])}`);
    expect(r.evidence.invariants?.captionNames).toBe(1);
    expect(isPublishable(r)).toBe(false);
  });

  it('round 24: a one-word name right before a second every-day heading is its counter, no dish', () => {
    const r = read(`Vecka 48\nBao Corner\nHela veckan · 115 kr\nBao med friterad kyckling och kimchi\nKorvmakeriet\nHela veckan · 105 kr\nGrillad salsiccia med tryffelmos\n${week((_, i) => [`${MAINS[i]} 125 kr`])}`);
    expect(r.dishes.some((d) => d.name === 'Korvmakeriet')).toBe(false);
    expect(r.dishes.filter((d) => d.name === 'Grillad salsiccia med tryffelmos').map((d) => d.price)).toEqual([105, 105, 105, 105, 105]);
  });
});
