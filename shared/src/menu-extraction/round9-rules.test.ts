import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { isPublishable } from './confidence';
import { parseDishLine } from './dish-lines';
import { isVenueLine } from './footer';
import { oddDishes } from './odd-dishes';
import type { ExtractedDish, MenuExtraction } from './types';
import { today, read, list, DAYS, MAINS, week } from './test-support/reading-pages';

/**
 * Reading rules of issue 19, round 9 (recall and ordinary pages published): each rule general, with a table of
 * small made-up lines or pages.
 */
const kind = (line: string) => classifyLine(line, today);

describe('a price stated once outside the days prices every dish without one', () => {
  it.each<[string, string, string, number]>([
    ['intro sentence after the week', 'Lunch v. 48', 'Vecka 48. Lunch 122 kr med sallad, bröd och kaffe.', 122],
    ['intro sentence after a greeting', 'Lunch v. 48', 'Öppet hela veckan! Dagens lunch 115 kr med sallad och kaffe.', 115],
    ['intro with a staff-card price beside it', 'Lunch v. 48', 'Lunch 105 kr · personalpris med kort 85 kr', 105],
    ['intro with the staff-card price after a comma', 'Lunch v. 48', 'Alla rätter 105 kr, med personalkort 95 kr', 105],
    ['a price alone with its currency', 'Lunch v. 48', '135 kr / SEK', 135],
    ['a kind of dish at one price', 'Veckans pasta v. 48', 'Dagens pasta 109 kr – serveras med riven parmesan.', 109],
    ['a price line below the week, takeaway beside it', 'Lunch v. 48', '', 125],
  ])('%s', (_, title, intro, price) => {
    const footer = intro === '' ? '\nPris 125:- inkl. sallad och kaffe. Avhämtning 110:-' : '';
    const r = read(`${title}\n${intro}\n${week((_, i) => [MAINS[i]])}${footer}`);
    expect(r.dishes.map((d) => d.price)).toEqual([price, price, price, price, price]);
    expect(r.dishes.map((d) => d.name)).toEqual(MAINS);
    expect(isPublishable(r)).toBe(true);
  });

  it('another meal\'s price below the days is not the lunch\'s; two lunch prices price nothing', () => {
    const r = read(`Lunch vecka 48\nDagens lunch 124 kr\n${week((_, i) => [MAINS[i]])}\nHelgbrunch lördag kl. 11–15, 245 kr/person. Boka bord!`);
    expect(r.dishes.map((d) => d.price)).toEqual([124, 124, 124, 124, 124]);
    const two = read(`Lunch vecka 48\nPris 118 kr\n${week((_, i) => [MAINS[i]])}\nPris 128 kr`);
    expect(two.dishes.map((d) => d.price)).toEqual([null, null, null, null, null]);
  });

  it('a dish with its own price keeps it', () => {
    const r = read(`Lunch v. 48\nDagens pasta 109 kr – med focaccia.\n${week((_, i) => [MAINS[i]])}\nVeckans sallad\nKycklingsallad med pesto – 105 kr`);
    expect(list(r).filter((d) => d.startsWith('Mon'))).toEqual(['Mon Kalops med rödbetor 109', 'Mon Kycklingsallad med pesto 105']);
    expect(isPublishable(r)).toBe(true);
  });

  it('a row of label prices with what the lunch includes prices the labelled dishes', () => {
    const r = read(`Lunch v.48\nDagens 119 kr | Fisk 129 kr | Inkl. salladsbuffé och kaffe\n${week((_, i) => [`Dagens: ${MAINS[i]}`, `Fisk: Stekt lax nr ${i + 1}`])}`);
    expect(list(r).slice(0, 2)).toEqual(['Mon Kalops med rödbetor 119', 'Mon Stekt lax nr 1 129']);
  });

  it('a lunch price for visitors with the serving hours below the days', () => {
    expect(kind('Lunch 95 kr för besökare, serveras 11.30–13.00.')).toMatchObject({ kind: 'price', prices: [{ price: 95, kind: 'all' }] });
    const r = read(`Matsedel vecka 48\n${week((_, i) => [MAINS[i]])}\nLunch 95 kr för besökare, serveras 11.30–13.00.`);
    expect(r.dishes.map((d) => d.price)).toEqual([95, 95, 95, 95, 95]);
  });
});

describe('prices on other terms are no dish and no lunch price', () => {
  it.each(['Lunchkort: 10 luncher 1 150 kr.', 'Personalpris: 85 kr'])('%s', (line) =>
    expect(kind(line)).toMatchObject({ kind: 'price', prices: [{ kind: 'tier' }] }));
  it('a bracket giving the takeaway price is not part of the name; one without a price stays', () => {
    expect(parseDishLine('Grillad lax med färskpotatis – 128 kr (take away 110 kr)')).toMatchObject({ name: 'Grillad lax med färskpotatis', price: 128 });
    expect(parseDishLine('Kassler med ris (extra sås)')?.name).toBe('Kassler med ris (extra sås)');
  });
  it('"Pris idag" under a day\'s dishes prices that day', () => {
    const r = read(`Lunch vecka 48\n${week((_, i) => [MAINS[i], `Grönsakspaj nr ${i + 1}`, `Pris idag: ${110 + i} kr`])}`);
    expect(list(r).slice(0, 4)).toEqual(['Mon Kalops med rödbetor 110', 'Mon Grönsakspaj nr 1 110', 'Tue Stekt sej med dillsås 111', 'Tue Grönsakspaj nr 2 111']);
  });
  it('a takeaway price on the page is no price the reading missed', () => {
    const r = read(`Lunchmeny v. 48\n${week((_, i) => [`${MAINS[i]} 125 kr`])}\nPris 125:- inkl. sallad och kaffe. Avhämtning 110:-`);
    expect(r.evidence.invariants?.untakenPrices ?? 0).toBe(0);
  });
});

describe('a venue line closing the page is furniture', () => {
  it.each(['Kafé Strandvägen · Borgholm', 'Hotell Vättersol · Gränna', 'Kanalkrogen · Töreboda', 'Kök Söder – Stationsplan'])('%s', (line) => expect(isVenueLine(line)).toBe(true));
  it.each(['Pannbiff med lök · Potatismos', 'Fish & chips – 125 kr', 'Kalops', 'Biff Rydberg med äggula'])('%s is not', (line) => expect(isVenueLine(line)).toBe(false));
  it('after the last day, it is no Friday dish and the page is published', () => {
    const r = read(`Lunch vecka 48\nPris 118 kr\n${week((_, i) => [MAINS[i], `Grönsaksgryta nr ${i + 1}`])}\nKafé Strandvägen · Borgholm`);
    expect(r.dishes.map((d) => d.name)).not.toContain('Kafé Strandvägen · Borgholm');
    expect(r.dishes).toHaveLength(10);
    expect(isPublishable(r)).toBe(true);
  });
});

describe('the other choice of the day', () => {
  it.each<[string, string]>([
    ['Alt. Vegetarisk pyttipanna med stekt ägg', 'Vegetarisk pyttipanna med stekt ägg'],
    ['Alternativt: Linsgryta med kokosmjölk', 'Linsgryta med kokosmjölk'],
    ['eller Vegetarisk lasagne med spenat', 'Vegetarisk lasagne med spenat'],
  ])('%s', (line, name) => expect(kind(line)).toMatchObject({ kind: 'dish', dish: { name } }));
  it('"eller X" under a dish is a second dish of the day; "eller x" continues the dish', () => {
    expect(kind('eller kyckling')).toMatchObject({ kind: 'description' });
    const r = read(`Lunch vecka 48\nPris 112 kr\n${week((_, i) => [MAINS[i], `eller Grönsakspaj nr ${i + 1}`])}`);
    expect(list(r).slice(0, 2)).toEqual(['Mon Kalops med rödbetor 112', 'Mon Grönsakspaj nr 1 112']);
  });
});

describe('capitalised dishes separated by commas are dishes of their own', () => {
  it('"Day: a, b, c"', () => {
    const r = read(`Lunchbuffé v. 48 – 115 kr\n${DAYS.map((d, i) => `${d}: Sötsur kyckling nr ${i + 1}, Biff med broccoli, Friterade räkor`).join('\n')}`);
    expect(list(r).slice(0, 3)).toEqual(['Mon Sötsur kyckling nr 1 115', 'Mon Biff med broccoli 115', 'Mon Friterade räkor 115']);
    expect(r.dishes).toHaveLength(15);
    // Sides in lower case after a comma stay one dish.
    expect(kind('Linguine med räkor, chili och citron')).toMatchObject({ kind: 'dish', dish: { name: 'Linguine med räkor, chili och citron' } });
  });
});

describe('an own price near the lunch price is a dish, far from it an extra', () => {
  const dish = (name: string, price: number, priceScope: ExtractedDish['priceScope']): ExtractedDish =>
    ({ day: 'Monday', date: '2026-11-23', name, description: '', price, tags: [], priceScope });
  const page = (extra: ExtractedDish) => [...MAINS.map((m) => dish(m, 109, 'all')), extra];
  it('105 kr beside 109 kr is a dish; 35 kr and 139 kr stay odd', () => {
    expect(oddDishes(page(dish('Kycklingsallad med pesto', 105, 'dish')))).toBe(0);
    expect(oddDishes(page(dish('Kaffe och bulle', 35, 'dish')))).toBe(1);
    expect(oddDishes(page(dish('Lunchbuffé lördag-söndag', 139, 'dish')))).toBe(1);
  });
});

describe('day ranges under a priced weekly heading take its price', () => {
  it('soups by day range at the soups\' price, the day dishes at the day price', () => {
    const r = read(`Veckans lunch – vecka 48\nDagens varmrätt 125 kr\n${DAYS.map((d, i) => `${d}: ${MAINS[i]}`).join('\n')}\nVeckans soppor 95 kr\nMåndag & tisdag: Kålsoppa med bröd\nOnsdag–fredag: Linssoppa med bröd`);
    expect(list(r).filter((d) => d.startsWith('Mon') || d.startsWith('Wed'))).toEqual([
      'Mon Kalops med rödbetor 125', 'Mon Kålsoppa med bröd 95', 'Wed Pannbiff med lök 125', 'Wed Linssoppa med bröd 95',
    ]);
  });
  it('a compound dish name takes its kind\'s stated price', () => {
    const r = read(`Lunch vecka 48\nSoppa 95 kr · Paj 105 kr — alltid med bröd och kaffe.\nDagens soppa\n${DAYS.map((d, i) => `${d}: ${['Tomatsoppa med basilika', 'Potatis- och purjolökssoppa', 'Linssoppa', 'Ärtsoppa', 'Fisksoppa'][i]}`).join('\n')}`);
    expect(r.dishes.map((d) => d.price)).toEqual([95, 95, 95, 95, 95]);
  });
});

describe('prose pages read sentence by sentence', () => {
  const post = [
    'Our lunches – week 48',
    'A new week! Every lunch is 129 SEK and includes salad, bread and coffee.',
    'Monday starts with braised pork cheeks with red wine sauce, and for fish lovers there is baked hake with capers.',
    "On Tuesday we serve chicken schnitzel with lemon potatoes. The fish of the day is salmon and leek pie, a recipe from our chef's grandmother.",
    'Wednesday brings beef stew with root vegetables, and fried plaice with remoulade for those who prefer fish.',
    "Thursday means tradition: yellow pea soup with pancakes. Tuesday's news: nothing.",
    'Friday is a public holiday, so the restaurant is closed.',
    'The vegetarian dish of the week, served Monday to Thursday, is baked feta with tomato and orzo.',
  ].join('\n');
  it('each clause after a serving phrase is a dish; a week sentence gives every open day its dish', () => {
    const r = read(post);
    expect(list(r)).toEqual([
      'Mon Braised pork cheeks with red wine sauce 129', 'Mon Baked hake with capers 129', 'Mon Baked feta with tomato and orzo 129',
      'Tue Chicken schnitzel with lemon potatoes 129', 'Tue Salmon and leek pie 129', 'Tue Baked feta with tomato and orzo 129',
      'Wed Beef stew with root vegetables 129', 'Wed Fried plaice with remoulade 129', 'Wed Baked feta with tomato and orzo 129',
      'Thu Yellow pea soup with pancakes 129', 'Thu Baked feta with tomato and orzo 129',
    ]);
    expect(r.closedDays).toEqual(['2026-11-27']);
  });
  it('Swedish sentences', () => {
    const r = read([
      'Veckans meny v.48',
      'På måndag blir det kalvfrikadeller i dillsås, och som vegetariskt alternativ serverar vi en krämig blomkålsgratäng.',
      'Tisdagen bjuder på grillat kycklingbröst med klyftpotatis, eller vegetariska dumplings för den som vill äta grönt.',
      'På onsdag står traditionell pytt i panna på menyn, och till vegetarianerna en vegetarisk pytt med halloumi.',
      'Veckan avslutas på torsdag med fish and chips med remouladsås samt svampburgare med tryffelmajonnäs.',
      'Lunchen kostar 122 kr.',
    ].join('\n'));
    expect(list(r)).toEqual([
      'Mon Kalvfrikadeller i dillsås 122', 'Mon Krämig blomkålsgratäng 122', 'Tue Grillat kycklingbröst med klyftpotatis 122', 'Tue Vegetariska dumplings 122',
      'Wed Traditionell pytt i panna 122', 'Wed Vegetarisk pytt med halloumi 122', 'Thu Fish and chips med remouladsås 122', 'Thu Svampburgare med tryffelmajonnäs 122',
    ]);
  });
});
