import { describe, expect, it } from 'vitest';
import { classifyLine, readStatedPrices } from './classify-line';
import { readDiet } from './diet';
import { parseDishLine } from './dish-lines';
import { extractMenu } from './extract-menu';
import { readDayWord } from './weekdays';
import { today, read, list } from './test-support/reading-pages';

/**
 * Reading rules for layouts not seen before (issue 19, reading): each rule a lexicon entry or one classifier /
 * assembler rule, with a table of small made-up lines or pages.
 */
const kind = (line: string) => classifyLine(line, today);

describe('list markers and codes are not part of the name', () => {
  it.each([
    ['A. Kyckling med cashewnötter', 'Kyckling med cashewnötter'],
    ['C. Tofu i röd curry', 'Tofu i röd curry'],
    ['B) Linsgryta', 'Linsgryta'],
    ['Kycklinggryta med paprika och ris LT', 'Kycklinggryta med paprika och ris'],
  ])('%s -> %s', (line, name) => expect(parseDishLine(line)?.name).toBe(name));

  it('LT is the lactose-free code', () => expect(readDiet('Lutfisk med vit sås LT').tags).toContain('Laktosfri'));
});

describe('meal labels before the dish without a colon', () => {
  it.each([
    ['Lunch Kycklinggryta med paprika och ris', 'dish', 'Kycklinggryta med paprika och ris'],
    ['Dessert Äppelkräm med mjölk', 'title', undefined],
    ['Middag Pastagratäng med skinka', 'title', undefined],
    ['Kväll: Omelett med skinka', 'title', undefined],
    ['Fredagsdessert: Chokladmousse 49 kr', 'title', undefined],
    ['Dagens dessert 45 kr', 'section', undefined],
  ])('%s -> %s', (line, k, name) => {
    const got = kind(line);
    expect(got.kind).toBe(k);
    if (name) expect(got).toMatchObject({ dish: { name } });
  });

  it('a dessert sentence after the dish ends the name', () => {
    expect(parseDishLine('Rostad tomatsoppa med fetaost. Dessert: Äppelkaka med vaniljsås')?.name).toBe('Rostad tomatsoppa med fetaost');
  });
});

describe('coffee, buns, drinks and notes are never dishes', () => {
  it.each([
    ['Kaffe och kaka 35 kr', 'price'],
    ['Coffee and cinnamon bun SEK 45 · Take away available', 'note'],
    ['Mango lassi 35 kr', 'price'],
    ['Lättöl 39 kr', 'price'],
    ['Vegetariskt alternativ finns alltid – fråga personalen', 'note'],
    ['Sittplatser finns på övervåningen.', 'note'],
    ['Se hela menyn under Meny', 'furniture'],
    ['Senaste inläggen', 'furniture'],
    ['Till lunchen', 'section'],
    ['Helger: à la carte och smörgåsar i baren.', 'title'],
    ['Ingen dagens lunch på fredagar – à la carte från 11.30', 'closed'],
  ])('%s -> %s', (line, k) => expect(kind(line).kind).toBe(k));

  it.each([
    ['…Lägg gärna till dessert för 65 kr: Rabarberpaj med vaniljglass', 'note'],
    ['Lunch serveras vardagar 11–15. Pizza från menyn 95 kr under lunchtid.', 'hours'],
    ['Dessutom: soppa, vegetariskt och salladsbar', 'includes'],
    ['Varma grönsaker och råkost serveras till lunchen alla dagar', 'includes'],
    ['Dagens kaka: Kladdkaka 35 kr', 'price'],
    ['Visa onsdag', 'furniture'],
    ['Kristi himmelsfärdsdag', 'title'],
  ])('%s -> %s', (line, k) => expect(kind(line).kind).toBe(k));

  it('a fika price is an extra, never a dish price', () => {
    expect(kind('Kaffe och kanelbulle 45 kr')).toMatchObject({ kind: 'price', prices: [{ price: 45, kind: 'extra' }] });
  });
  it('dishes that only mention coffee words stay dishes', () => {
    expect(kind('Fiskkakor med remouladsås 119 kr').kind).toBe('dish');
    expect(kind('Chokladkaka med grädde 45 kr').kind).toBe('dish');
  });
});

describe('prices stated in sentences and lists', () => {
  it.each([
    ['Lunchen kostar 145 kr och serveras med salladsbuffé, nybakat bröd, kaffe och kaka. Hotellgäster 10 % rabatt.', 145],
    ['Veckans lunch 105 kr, serveras med sallad', 105],
    ['Alla lunchrätter 99 kr · mån–fre 11–15 · serveras med ris, soppa och sallad', 99],
    ['Lunchen serveras med surdegsbröd och vispat smör, kaffe eller te efteråt 185 kr', 185],
  ])('%s -> %i for all', (line, price) => {
    expect(kind(line)).toMatchObject({ kind: 'includes', price });
  });

  it.each([
    ['Dagens rätt och dagens vegetariska 95 kr. Dagens extra 120 kr.', [['dagens', 95], ['dagens vegetariska', 95], ['dagens extra', 120]]],
    ['Priser: Husman 108 kr · Gröna 98 kr · Soppa med bröd 79 kr. Betala med personalkort.', [['husman', 108], ['gröna', 98], ['soppa', 79]]],
  ])('%s', (line, expected) => {
    expect(readStatedPrices(line)?.map((p) => [p.category, p.price])).toEqual(expected);
  });

  it('a category with its sides alone is a dish, not a price label', () => {
    expect(readStatedPrices('Dagens soppa med bröd 99 kr')).toBeNull();
    expect(kind('Sallad med kyckling och mango 115 kr').kind).toBe('dish');
  });

  it('a category price inside an includes line keeps its price', () => {
    expect(kind('Husman 105 kr · Vegetarisk 105 kr · Soppa 85 kr (inkl. bröd)')).toMatchObject({
      kind: 'includes', prices: [{ category: 'husman', price: 105 }, { category: 'vegetarisk', price: 105 }, { category: 'soppa', price: 85 }],
    });
  });

  it('the most specific category price wins', () => {
    const r = read('Vecka 48\nDagens rätt 95 kr. Dagens extra 120 kr.\nMåndag\nDagens rätt\nKorvstroganoff med ris\nDagens extra\nPocherad lax med vitvinssås\nTisdag\nDagens rätt\nKalops med rödbetor\nDagens extra\nBiff Lindström med kapris');
    expect(list(r)).toEqual(['Mon Korvstroganoff med ris 95', 'Mon Pocherad lax med vitvinssås 120', 'Tue Kalops med rödbetor 95', 'Tue Biff Lindström med kapris 120']);
  });
});

describe('occasions label the dish under them', () => {
  it.each([
    ['Jullunch: Julbord på tallrik 185 kr', 'Julbord på tallrik', 185],
    ['Midsommarlunch: Inlagd sill, färskpotatis och gräddfil 159 kr', 'Inlagd sill, färskpotatis och gräddfil', 159],
  ])('%s', (line, name, price) => expect(parseDishLine(line)).toMatchObject({ name, price }));
});

describe('day headings in new spellings', () => {
  it.each([
    ['Mon Chicken thighs with harissa', 'Monday'],
    ['Fri Cheeseburger with fries – SEK 135', 'Friday'],
  ])('%s -> %s', (line, day) => expect(readDayWord(line)?.day).toBe(day));
  it.each([
    ['Idag, tisdag, serverar vi:', 'Tuesday'],
    ['Today, Tuesday, we serve:', 'Tuesday'],
  ])('%s is a day heading', (line, day) => expect(kind(line)).toMatchObject({ kind: 'day', day, rest: '' }));
  it.each(['Sun Dried tomato pasta', 'mon Chicken'])('%s is not a day', (line) => expect(readDayWord(line)).toBeNull());
});

describe('category-major pages: a heading over a run of days', () => {
  it('category headings over repeated day runs', () => {
    const r = read('Vecka 48\nHusman\nMån Fläskkotlett med skysås\nTis Kycklingwok med nudlar\nGröna\nMån Bönbiffar med skysås\nTis Grönsakswok med nudlar\nPriser: Husman 108 kr · Gröna 98 kr');
    expect(list(r)).toEqual(['Mon Fläskkotlett med skysås 108', 'Mon Bönbiffar med skysås 98', 'Tue Kycklingwok med nudlar 108', 'Tue Grönsakswok med nudlar 98']);
  });
  it('venue headings with their own price over repeated day runs', () => {
    const r = read('Vecka 48\nNudelbaren (115 kr)\nMån: Pad thai med räkor\nTis: Ramen med tofu\nPastafabriken (119 kr)\nMån: Penne med salsiccia\nTis: Lasagne alla bolognese');
    expect(list(r)).toEqual(['Mon Pad thai med räkor 115', 'Mon Penne med salsiccia 119', 'Tue Ramen med tofu 115', 'Tue Lasagne alla bolognese 119']);
  });
  it('a venue heading above a weekly line starts the weekly run', () => {
    const r = read('Vecka 48\nNudelbaren (115 kr)\nMån: Pad thai med räkor\nTis: Ramen med tofu\nPastafabriken (119 kr)\nMån: Penne med salsiccia\nTis: Lasagne alla bolognese\nSoppköket (95 kr)\nHela veckan: Tom kha-soppa med räkor');
    expect(list(r).slice(0, 6)).toEqual(['Mon Pad thai med räkor 115', 'Mon Penne med salsiccia 119', 'Mon Tom kha-soppa med räkor 95',
      'Tue Ramen med tofu 115', 'Tue Lasagne alla bolognese 119', 'Tue Tom kha-soppa med räkor 95']);
    expect(r.dishes.map((d) => d.name)).not.toContain('Soppköket');
  });
  it('a lunch guide: the same dates again under the next venue, each with its price', () => {
    const r = read('Restaurang Ankaret\nDagens lunch 118 kr inkl. salladsbuffé\nMåndag 23 nov\nKålpudding med gräddsås\nKokt kolja med äggsås\nTisdag 24 nov\nFläskfilé med pepparsås\nCafé Linnea\nVeckans lunch 105 kr, serveras med sallad\nMåndag 23 nov\nBroccolisoppa med bröd\nTisdag 24 nov\nQuiche Lorraine med sallad');
    expect(list(r)).toEqual([
      'Mon Kålpudding med gräddsås 118', 'Mon Kokt kolja med äggsås 118', 'Mon Broccolisoppa med bröd 105',
      'Tue Fläskfilé med pepparsås 118', 'Tue Quiche Lorraine med sallad 105',
    ]);
  });
  it('a lunch guide day: venues with their price over labelled dishes', () => {
    const r = read('Tisdag 24 november\nKvarterskrogen · 125 kr\nGård: Kalvfärsbiff med svampsås\nVeg: Linsgryta med kokos\nCafé Tornet · 99 kr\nSoppa: Potatissoppa med bröd\nSallad: Kycklingsallad med nötter');
    expect(list(r)).toEqual(['Tue Kalvfärsbiff med svampsås 125', 'Tue Linsgryta med kokos 125', 'Tue Potatissoppa med bröd 99', 'Tue Kycklingsallad med nötter 99']);
  });
  it('one short dish above labelled ones under each day is a dish, not a venue', () => {
    const r = read('Vecka 48\nMåndag\nKöttbullar\nVeg: Linsgryta med ris\nFisk: Kokt torsk med äggsås\nTisdag\nKalops\nVeg: Bönbiffar med tzatziki\nFisk: Stekt sej med potatis');
    expect(r.dishes.map((d) => d.name)).toContain('Köttbullar');
  });
  it('a venue heading above a weekly section is not the last day\'s dish', () => {
    const r = read('Vecka 48\nMåndag\nOxfilé med pepparsås\nHummerpasta med tomat\nKajkaféet\nHela veckan:\nVeckans soppa: Sparrissoppa med räkor 95 kr');
    expect(r.dishes.map((d) => d.name)).not.toContain('Kajkaféet');
  });
  it('a short last dish above a weekly section stays a dish when the page\'s dishes are short too', () => {
    const r = read('Vecka 48\nMåndag\nPannbiff\nFiskgratäng\nVeckans vegetariska: Linsgryta med ris 105 kr');
    expect(r.dishes.map((d) => d.name)).toContain('Fiskgratäng');
  });
  it.each(['Nästa vecka', 'Kommande matsedlar', 'In English'])('"%s" above days that start over is another week, not a venue', (heading) => {
    const r = read(`Vecka 48\nMåndag\nKöttbullar med mos 120 kr\nTisdag\nPannbiff med lök 120 kr\n${heading}\nDagens lunch 125 kr inkl. sallad och kaffe\nMåndag\nFiskgratäng med potatis\nTisdag\nKalops med rödbetor`);
    expect(r.dishes.map((d) => d.name)).not.toContain('Fiskgratäng med potatis');
  });
  it('days that start over without a heading are still another week (not kept)', () => {
    const r = read('Vecka 48\nMåndag\nKöttbullar med mos 120 kr\nTisdag\nPannbiff med lök 120 kr\nMåndag\nFiskgratäng 120 kr');
    expect(list(r)).toEqual(['Mon Köttbullar med mos 120', 'Tue Pannbiff med lök 120']);
  });
  it('capital headings over a week of dishes label them', () => {
    const r = read('Vecka 48\nMåndag – fredag\nFRÅN GÅRDEN\nKalvfärsbiff med murklesås\nFRÅN HAVET\nSmörstekt gös med sparris\nLunchen serveras med surdegsbröd och kaffe 185 kr');
    expect(r.dishes.map((d) => d.name)).not.toContain('FRÅN GÅRDEN');
    expect(r.dishes.filter((d) => d.day === 'Monday').map((d) => `${d.name} ${d.price} ${d.category}`)).toEqual([
      'Kalvfärsbiff med murklesås 185 Från gården', 'Smörstekt gös med sparris 185 Från havet',
    ]);
  });
});

describe('public holidays', () => {
  // Ascension Day 2027 is Thursday 6 May (week 18).
  const careWeek = (thursday: string) => ['Vecka 18', 'Måndag', 'Lunch: Köttbullar med potatis', 'Tisdag', 'Lunch: Kokt torsk med äggsås', 'Onsdag', 'Lunch: Kycklinggryta med ris',
    'Torsdag', 'Kristi himmelsfärdsdag', `Lunch: ${thursday}`, 'Fredag', 'Lunch: Fiskgratäng med mos', 'Lördag', 'Lunch: Kåldolmar med potatis', 'Söndag', 'Lunch: Lammstek med potatis'].join('\n');
  const opts = { today: '2027-05-05' };
  it('a page that serves every day keeps its dishes on a holiday', () => {
    expect(extractMenu(careWeek('Fläskkarré med gräddsås'), opts).dishes.filter((d) => d.day === 'Thursday').map((d) => d.name)).toEqual(['Fläskkarré med gräddsås']);
  });
  it('a weekday page is closed on a holiday even when its template lists a dish', () => {
    const r = extractMenu(['Vecka 18', 'Måndag', 'Köttbullar med potatis 120 kr', 'Torsdag', 'Fläskkarré med gräddsås 120 kr', 'Fredag', 'Fiskgratäng med mos 120 kr'].join('\n'), opts);
    expect(r.dishes.map((d) => d.day)).not.toContain('Thursday');
  });
});

describe('tables: prices in row and column headers', () => {
  it('a row header price under day columns is its category price', () => {
    const r = read('Vecka 48\n| Måndag | Tisdag\nDagens 125 kr | Kycklinglårfilé med ris | Kassler med potatisgratäng\nVegetarisk 115 kr | Currygryta med kikärtor | Bönburgare med coleslaw');
    expect(list(r)).toEqual(['Mon Kycklinglårfilé med ris 125', 'Mon Currygryta med kikärtor 115', 'Tue Kassler med potatisgratäng 125', 'Tue Bönburgare med coleslaw 115']);
  });
  it('a cell of as many prices as the row has dishes prices them in order', () => {
    const r = read('Vecka 48\nDag | Lunch | Pris\nMåndag 23/11 | Kycklingfilé med paprikasås / Grönsakslasagne | 129 kr / 119 kr\nTisdag 24/11 | Kalops med rödbetor / Linsbiffar med puré | 129 kr / 109 kr');
    expect(list(r)).toEqual(['Mon Kycklingfilé med paprikasås 129', 'Mon Grönsakslasagne 119', 'Tue Kalops med rödbetor 129', 'Tue Linsbiffar med puré 109']);
  });
  it('an English dish beside an English dish in a row is no translation', () => {
    const r = read('Week 48\nMonday\nVegetable moussaka | Fish tacos with lime mayo | 125 kr');
    expect(r.dishes.map((d) => d.name)).toContain('Fish tacos with lime mayo');
  });
  it('a row of priced labels over a row of dishes names the columns', () => {
    const r = read('Week 48\nMonday 23 November\nClassic · SEK 115 | Green · SEK 105 | Street · SEK 125\nBraised beef with mashed potatoes | Vegetable moussaka | Fish tacos with lime mayo');
    expect(list(r)).toEqual(['Mon Braised beef with mashed potatoes 115', 'Mon Vegetable moussaka 105', 'Mon Fish tacos with lime mayo 125']);
  });
});

describe('a line ending in a town after a separator names the venue, never a dish', () => {
  it.each([
    ['Bistro Vättern · Östra Storgatan 12, Jönköping', 'furniture'],
    ['Kafé Kajen · Sundsvall', 'furniture'],
    ['Restaurang Slussen, Trollhättan', 'furniture'],
    ['Sakura · Solna centrum', 'furniture'],
    ['Storgatan 12, 411 38 Göteborg', 'furniture'],
    ['Pasta med svamp, grädde och timjan', 'dish'],
    ['Köttbullar, Göteborgs bästa', 'dish'],
    ['Göteborgs fisksoppa 125 kr', 'dish'],
  ])('%s -> %s', (line, k) => expect(kind(line).kind).toBe(k));

  it('the footer under Friday is not Friday\'s dish', () => {
    const r = read('Vecka 48\nMåndag\nKalops med rödbetor 119 kr\nFredag\nFiskgratäng med mos 119 kr\nKafé Kajen · Sundsvall');
    expect(list(r)).toEqual(['Mon Kalops med rödbetor 119', 'Fri Fiskgratäng med mos 119']);
  });
});

describe('a price stated with what the lunch includes is the meal\'s price, never a dish', () => {
  it('the husman price line under Friday', () => {
    const r = read('Lunchmeny vecka 48\nMåndag – Pytt i panna med ägg\nFredag – Köttbullar med mos\nDagens husman 109 kr inkl. sallad, bröd och dricka.');
    expect(list(r)).toEqual(['Mon Pytt i panna med ägg 109', 'Fri Köttbullar med mos 109']);
  });
});

describe('a sentence opened by a category label is the next dish', () => {
  it.each([
    ['Köttfärslimpa med potatis. Vegetariskt: Linsfärslimpa med potatis.', ['Köttfärslimpa med potatis', 'Linsfärslimpa med potatis']],
    ['Stekt torsk med äggsås. Fisk: Lax med dill', ['Stekt torsk med äggsås', 'Lax med dill']],
    // Not a known label: one dish.
    ['Raggmunk med fläsk. Obs: slut vid 13', null],
  ])('%s', (line, parts) => {
    const got = kind(line);
    if (parts === null) expect(got.kind === 'dish' ? got.more ?? [] : []).toEqual([]);
    else expect(got.kind === 'dish' ? [got.dish.name, ...(got.more ?? []).map((d) => d.name)] : got.kind).toEqual(parts);
  });
});

describe('course and stew labels price their dishes', () => {
  it.each([
    ['Gryta 125 kr · Soppa 95 kr · Allt är vegetariskt och kan fås veganskt.', [['gryta', 125], ['soppa', 95]]],
    ['Pasta 125 kr · Secondo 139 kr · Inklusive focaccia och kaffe.', [['pasta', 125], ['secondo', 139]]],
  ])('%s', (line, prices) => {
    expect(readStatedPrices(line)?.map((p) => [p.category, p.price])).toEqual(prices);
  });
  it('a note after non-category prices still voids the list', () => {
    expect(readStatedPrices('Alla lunchrätter 125 kr · Take away 115 kr · Salladsbuffé och kaffe ingår')?.every((p) => p.kind === 'category')).not.toBe(true);
  });
});

describe('option numbers', () => {
  it.each([
    ['Alt 3 veg Linsbolognese med spagetti', 'Linsbolognese med spagetti', 'Alt 3 veg'],
    ['Alt2 Korvgryta med ris', 'Korvgryta med ris', 'Alt2'],
  ])('%s -> %s', (line, name, category) => expect(kind(line)).toMatchObject({ dish: { name, category } }));

  it.each([
    ['Lunch alt.', 'category'],
    ['Vegetarisk alternativ 2', 'category'],
    ['Kalops alt.', 'dish'],
  ])('%s -> %s (an alternative of a category is a label line)', (line, k) => expect(kind(line).kind).toBe(k));

  it("'Dagens 1 & 2: 118 kr' prices Dagens 1 and Dagens 2", () => {
    const r = read('Lunch v. 48\nDagens 1 & 2: 118 kr · Vegetarisk: 108 kr\nMåndag\nDagens 1 Kasslergratäng med ananas\nDagens 2 Stekt rödspätta med remoulad\nVegetarisk: Broccolipaj med sallad');
    expect(list(r)).toEqual(['Mon Kasslergratäng med ananas 118', 'Mon Stekt rödspätta med remoulad 118', 'Mon Broccolipaj med sallad 108']);
  });
});

describe('day headings the page writes another way', () => {
  it.each([
    ['Idag', 'Monday'],
    ['I dag:', 'Monday'],
    ['Today', 'Monday'],
  ])('%s is the heading of the day the page is read', (line, day) => expect(kind(line)).toMatchObject({ kind: 'day', day }));
  it('a date range on its own line states the week', () => {
    expect(kind('2026-11-16 – 2026-11-20')).toMatchObject({ kind: 'week', week: { week: 47 }, source: 'dates' });
    expect(kind('2026-11-16')).toMatchObject({ kind: 'title' });
  });
  it('tab titles in a row, then the panels: the dishes are the days in order', () => {
    const r = read(['Lunchmeny vecka 48', 'Mån', 'Tis', 'Ons', 'Kalops med rödbetor – 122 kr', 'Linsgryta med ris – 112 kr', 'Fiskgratäng med mos – 122 kr', 'Bönbiffar med tzatziki – 112 kr',
      'Pannbiff med lök – 122 kr', 'Halloumi med bulgur – 112 kr'].join('\n'));
    expect(list(r)).toEqual(['Mon Kalops med rödbetor 122', 'Mon Linsgryta med ris 112', 'Tue Fiskgratäng med mos 122', 'Tue Bönbiffar med tzatziki 112',
      'Wed Pannbiff med lök 122', 'Wed Halloumi med bulgur 112']);
  });
});
