import { describe, expect, it } from 'vitest';
import { extractMenu } from './extract-menu';
import type { MenuExtraction } from './types';

/** Assembly rules, each as a table of small pages (the made-up examples of issue 19 among them). */
const today = '2026-11-23'; // Monday of ISO week 48, 2026
const read = (text: string) => extractMenu(text, { today });
const list = (r: MenuExtraction) => r.dishes.map((d) => `${d.day.slice(0, 3)} ${d.name} ${d.price ?? '-'}`);
const WEEK = 'Lunch vecka 48';
const DAYS = (dish: (day: string) => string) => ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'].map((d) => `${d}\n${dish(d)}`).join('\n');

describe('headings, labels and notes are never dishes', () => {
  it.each([
    ['Weekly special', `${WEEK}\n${DAYS((d) => `${d}sgryta 120 kr`)}\nWeekly special\nLamb shank 189 kr`, 'Weekly special'],
    ['Always on the menu', `${WEEK}\n${DAYS((d) => `${d}sgryta 120 kr`)}\nAlways on the menu\nCaesar salad 139 kr`, 'Always on the menu'],
    ['Desserts', `${WEEK}\n${DAYS((d) => `${d}sgryta 120 kr`)}\nDesserts\nChokladboll 25 kr`, 'Desserts'],
    ['Dagens extra', `${WEEK}\nMåndag\nDagens extra\nKöttbullar 120 kr\nTisdag\nPannbiff 120 kr`, 'Dagens extra'],
    ['add dessert', `${WEEK}\nMåndag\nKöttbullar 120 kr\nadd dessert for 85 SEK\nTisdag\nPannbiff 120 kr`, 'add dessert for 85 SEK'],
    ['allergy heading', `${WEEK}\nMåndag\nKöttbullar 120 kr\nAllergener\nFråga personalen\nTisdag\nPannbiff 120 kr`, 'Allergener'],
    ['English date heading', `MONDAY Aug 21\nFish soup 95 kr\nTUESDAY Aug 22\nPork chops 120 kr`, 'Aug 21'],
  ])('%s', (_, text, heading) => {
    const names = read(text).dishes.map((d) => d.name);
    expect(names).not.toContain(heading);
    expect(names.join(' ')).not.toMatch(/Aug 21|Weekly special|Always on|Desserts|Dagens extra|add dessert|Allergener/);
  });
});

describe('sections after Friday', () => {
  it.each([
    ['Veckans fisk (weekly: every open day)', 'Veckans fisk\nStekt strömming 125 kr', 5],
    ['Weekly special 189 kr (weekly, its own price)', 'Weekly special 189 kr\nLamb shank with rosemary', 5],
    ['Alltid hos oss (always: no day)', 'Alltid hos oss\nCaesarsallad 139 kr', 0],
    ['Desserts (no day)', 'Desserts\nChokladfondant 49 kr', 0],
    ['À la carte (no day)', 'À la carte\nEntrecôte 295 kr', 0],
  ])('%s', (_, section, times) => {
    const r = read(`${WEEK}\n${DAYS((d) => `${d}sgryta 120 kr`)}\n${section}`);
    const extra = r.dishes.filter((d) => !d.name.endsWith('sgryta'));
    expect(extra).toHaveLength(times);
    if (times) expect(new Set(extra.map((d) => d.day)).size).toBe(5);
  });

  it('a weekly heading price belongs to its dishes', () => {
    const r = read(`${WEEK}\n${DAYS((d) => `${d}sgryta 120 kr`)}\nWeekly special 189 kr\nLamb shank with rosemary`);
    expect(r.dishes.filter((d) => d.name === 'Lamb shank with rosemary').map((d) => d.price)).toEqual([189, 189, 189, 189, 189]);
  });
});

describe('day headings in any spelling', () => {
  it.each([
    ['abbreviations', 'Mon\nFish soup 95 kr\nTues\nPork chops 120 kr\nWed\nPasta 110 kr\nThur\nCurry 115 kr\nFri\nBurger 125 kr'],
    ['day glued to its dish', 'MondayFish soup 95 kr\nTuesdayPork chops 120 kr\nWednesdayPasta 110 kr\nThursdayCurry 115 kr\nFridayBurger 125 kr'],
    ['upper case with dates', 'MÅNDAG 23/11\nFish soup 95 kr\nTISDAG 24/11\nPork chops 120 kr\nONSDAG 25/11\nPasta 110 kr\nTORSDAG 26/11\nCurry 115 kr\nFREDAG 27/11\nBurger 125 kr'],
  ])('%s', (_, text) => {
    const r = read(`Week 48\n${text}`);
    expect(new Set(r.dishes.map((d) => d.day)).size).toBe(5);
    expect(r.dishes.find((d) => d.day === 'Monday')).toMatchObject({ name: 'Fish soup', price: 95 });
  });

  it('labels glued to dishes', () => {
    const r = read(`${WEEK}\nMåndag\nDagens rättKöttbullar.Dagens vegetariskaLinsbiff\nTisdag\nDagens rättPannbiff.Dagens vegetariskaFalafel`);
    expect(list(r)).toEqual(['Mon Köttbullar -', 'Mon Linsbiff -', 'Tue Pannbiff -', 'Tue Falafel -']);
  });
});

describe('weeks', () => {
  it.each([
    ['week#34, 2017 (an old page)', 'week#34, 2017\nMonday\nFish soup 95 kr', null, 0],
    ['MONDAY Aug 21 (an old English date)', 'MONDAY Aug 21\nFish soup 95 kr\nTUESDAY Aug 22\nPork chops 120 kr', null, 0],
    ['Vecka 48', 'Vecka 48\nMåndag\nKalops 120 kr', { year: 2026, week: 48 }, 1],
    ['next week only', 'Vecka 49\nMåndag\nKalops 120 kr', { year: 2026, week: 49 }, 1],
    ['last week only', 'Vecka 47\nMåndag\nKalops 120 kr', null, 0],
  ])('%s', (_, text, week, dishes) => {
    const r = read(text);
    expect(r.week).toEqual(week);
    expect(r.dishes).toHaveLength(dishes);
  });
});

describe('prices with scope', () => {
  it.each([
    ['one for all in a sentence', `${WEEK}\nDagens lunch kostar 99 kronor alla dagar\n${DAYS((d) => `${d}sgryta`)}`, 99, 'all'],
    ['category price', `${WEEK}\nHusman 125 kr\n${DAYS((d) => `Husman: ${d}sgryta`)}`, 125, 'category'],
    ['own price', `${WEEK}\n${DAYS((d) => `${d}sgryta 120 kr`)}`, 120, 'dish'],
  ])('%s', (_, text, price, scope) => {
    const r = read(text);
    expect(r.dishes).toHaveLength(5);
    r.dishes.forEach((d) => expect(d).toMatchObject({ price, priceScope: scope }));
  });

  it('the last price on the page (a dessert) never spreads to every dish', () => {
    const r = read(`${WEEK}\n${DAYS((d) => `${d}sgryta`)}\nDessert\nÄppelkaka med vaniljsås 49 kr`);
    expect(r.dishes.map((d) => d.price)).toEqual([null, null, null, null, null]);
    expect(r.dishes.map((d) => d.name)).not.toContain('Äppelkaka med vaniljsås');
  });

  it('a package price (dish + dessert) is not the dish price', () => {
    const r = read(`${WEEK}\nDagens lunch 115 kr, med dessert 145 kr\n${DAYS((d) => `${d}sgryta`)}`);
    r.dishes.forEach((d) => expect(d).toMatchObject({ price: 115, priceScope: 'all' }));
  });

  it('an extra (add dessert) is not the dish price', () => {
    const r = read(`${WEEK}\nMåndag\nKöttbullar\nadd dessert 85 SEK\nTisdag\nPannbiff`);
    expect(r.dishes.map((d) => d.price)).toEqual([null, null]);
  });

  it('a block price under three dishes prices the whole block', () => {
    const r = read(`${WEEK}\nMåndag\nBraised beef cheek\nBaked pollock\nRoasted cauliflower\n225 SEK\nTisdag\nPannbiff 120 kr`);
    expect(list(r)).toEqual(['Mon Braised beef cheek 225', 'Mon Baked pollock 225', 'Mon Roasted cauliflower 225', 'Tue Pannbiff 120']);
    expect(r.dishes[0].priceScope).toBe('block');
  });
});

describe('includes, closed days and prose', () => {
  it('reads "Ingår:" as what is included', () => {
    expect(read(`${WEEK}\nIngår: salladsbuffé, bröd och kaffe\nMåndag\nKalops 120 kr`).lunchIncludes.sort()).toEqual(['bröd', 'kaffe', 'sallad']);
  });

  it('a closed notice behind a label closes the day; weekly dishes skip it', () => {
    const r = read(`${WEEK}\nMåndag\nKött: Stängt pga strömavbrott\nTisdag\nKött: Pannbiff 120 kr\nVeckans vegetariska\nLinsgryta 110 kr`);
    expect(r.closedDays).toEqual(['2026-11-23']);
    expect(r.dishes.filter((d) => d.day === 'Monday')).toEqual([]);
    expect(r.dishes.map((d) => d.name)).not.toContain('Stängt pga strömavbrott');
  });

  it.each([
    ['On Monday we serve fish soup with aioli. On Tuesday we serve pork chops with apple sauce.'],
    ['Monday will be fish soup with aioli. Tuesday will be slow-cooked pork chops with apple sauce.'],
    ['På måndag serverar vi fisksoppa med aioli. På tisdag serverar vi fläskkotlett med äppelmos.'],
  ])('reads a prose page day by day: %s', (prose) => {
    const r = read(`Week 48\n${prose}`);
    expect(r.dishes.map((d) => d.day)).toEqual(['Monday', 'Tuesday']);
  });
});
