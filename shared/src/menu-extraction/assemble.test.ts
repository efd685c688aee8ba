import { describe, expect, it } from 'vitest';
import { extractMenu } from './extract-menu';
import type { MenuExtraction } from './types';
import { isPublishable } from './confidence';

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
    ['Alltid hos oss (always: every open day, like weekly)', 'Alltid hos oss\nCaesarsallad 139 kr', 5],
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

describe('page evidence (issue 19, precision)', () => {
  it('drops venue names that label the rows of every day, and sends the page to review', () => {
    const venues = (d: string) => `${d} | Bistro Smedjan | ${d}sgryta med ris | 119 kr\n${d} | Sushi Nami | ${d}sbowl med lax | 125 kr`;
    const r = read(`${WEEK}\n${['Måndag', 'Tisdag', 'Onsdag'].map(venues).join('\n')}`);
    expect(r.dishes.map((d) => d.name)).not.toContain('Bistro Smedjan');
    expect(r.dishes.map((d) => d.name)).toContain('Måndagsgryta med ris');
    expect(r.evidence.severalVenues).toBe(true);
    expect(r.doubts).toContain('Sidan listar flera restauranger');
    expect(isPublishable(r)).toBe(false);
  });

  it('a dish candidate that looks like a heading sends the page to review', () => {
    // (Unpriced after every priced dish it would be left out as a closing note: round11-rules.test.ts.)
    const r = read(`${WEEK}\n${DAYS((d) => `${d}sgryta 120 kr`)}\nSOUP OF THE DAY 95 kr`);
    expect(r.evidence.headingLikeDishes).toBeGreaterThan(0);
    expect(r.doubts).toContain('Några rätter ser ut som rubriker');
    expect(isPublishable(r)).toBe(false);
  });

  it('a price on the page that no dish got makes the prices uncertain', () => {
    const r = read(`Dagens lunch v. 48\nLunch 11.00-13.30, pris 122 kr hos oss på torget\n${DAYS((d) => `${d}sgryta med ris`)}`);
    expect(r.evidence.priceCertainty).toBeLessThan(0.9);
    expect(isPublishable(r)).toBe(false);
  });

  it('a bare dish list on a page that never says lunch is not a lunch menu', () => {
    const r = read('Välkommen till Lyktan\nMeny\nToast Skagen 145 kr\nOxfilé med bearnaise 325 kr\nCrème brûlée 95 kr');
    expect(r.dishes).toEqual([]);
  });

  it('the English block after a Swedish block of the same week is its translation', () => {
    const r = read(`Meny v.48\n${DAYS((d) => `${d}sgryta 120 kr`)}\nMenu week 48\nMonday: Beef stew with beetroot 120 SEK\nTuesday: Salmon with lemon sauce 120 SEK`);
    expect(r.dishes.map((d) => d.name).join(' ')).not.toMatch(/Beef|Salmon/);
  });

  it('a day row with its translation ("Måndag | Monday") is one day, not day columns', () => {
    const r = read(`${WEEK}\nMåndag | Monday\nPannbiff med lök | Beef patty with onions\nTisdag | Tuesday\nUgnsbakad torsk | Baked cod with egg sauce`);
    expect(list(r)).toEqual(['Mon Pannbiff med lök -', 'Tue Ugnsbakad torsk -']);
  });

  it('an "English" header column is skipped even without a category header', () => {
    const r = read(`${WEEK}\nDay | English | Svenska | Price\nMonday | Chicken curry with rice | Kycklingcurry med ris | 125 SEK`);
    expect(list(r)).toEqual(['Mon Kycklingcurry med ris 125']);
  });

  it('a category word the page prices is a label even without a colon ("Kött Kalops")', () => {
    const r = read(`${WEEK}\nKött 125 kr · Fisk 135 kr\nMåndag\nKött Kalops med rödbetor\nFisk Stekt sej med smör`);
    expect(r.dishes.map((d) => [d.name, d.price, d.category])).toEqual([['Kalops med rödbetor', 125, 'Kött'], ['Stekt sej med smör', 135, 'Fisk']]);
  });

  it('a price stated for all beats a lone category price for unlabelled dishes', () => {
    const r = read('Veckans luncher v. 48\nMåndag: Stuvade makaroner\nFredag: Räkmacka\nPris 109 kr, fredag 139 kr.');
    expect(list(r)).toEqual(['Mon Stuvade makaroner 109', 'Fri Räkmacka 139']);
  });

  it('wrapped day columns join their continuation rows', () => {
    const r = read(`${WEEK} - alla rätter 125 kr\nMåndag | Tisdag\nKycklinggryta med | Fiskgratäng med\nris och sallad | potatismos`);
    expect(list(r)).toEqual(['Mon Kycklinggryta med ris och sallad 125', 'Tue Fiskgratäng med potatismos 125']);
  });
});
