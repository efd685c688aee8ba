import { describe, expect, it } from 'vitest';
import { classifyLine, readStatedPrices } from './classify-line';

const today = '2026-11-23'; // Monday of ISO week 48, 2026
const kind = (line: string) => classifyLine(line, today);

describe('week marker and dates', () => {
  it.each([
    ['Vecka 47', 2026, 47, 'marker'],
    ['v.47', 2026, 47, 'marker'],
    ['Lunch v48 – 115 kr', 2026, 48, 'marker'],
    ['week#34, 2017', 2017, 34, 'marker'],
    ['Lunchmeny / Lunch menu – vecka 48 / week 48', 2026, 48, 'marker'],
    ['Meny v 47-48', 2026, 47, 'marker'],
    ['Matsedel 23/11 - 27/11', 2026, 48, 'dates'],
    ['Lunchmeny 23–27 november', 2026, 48, 'dates'],
  ])('%s -> %i-W%i (%s)', (line, year, week, source) => {
    expect(kind(line)).toMatchObject({ kind: 'week', week: { year, week }, source });
  });
});

describe('day heading', () => {
  it.each([
    ['Måndag', 'Monday', ''],
    ['MÅNDAG', 'Monday', ''],
    ['Mån', 'Monday', ''],
    ['Tis.', 'Tuesday', ''],
    ['Tues:', 'Tuesday', ''],
    ['Thur', 'Thursday', ''],
    ['Thurs.', 'Thursday', ''],
    ['fredag', 'Friday', ''],
    ['Tisdag 24/11', 'Tuesday', ''],
    ['Onsdag: Kycklinggryta med ris', 'Wednesday', 'Kycklinggryta med ris'],
    ['Tis Pannbiff med lök', 'Tuesday', 'Pannbiff med lök'],
    ['Monday Fish soup', 'Monday', 'Fish soup'],
    ["Monday's bowl: Teriyaki chicken", 'Monday', 'Teriyaki chicken'],
    ['2026-11-23 Måndag', 'Monday', ''],
    ['Mån – Pannbiff med lök', 'Monday', 'Pannbiff med lök'],
  ])('%s', (line, day, rest) => expect(kind(line)).toMatchObject({ kind: 'day', day, rest }));

  it.each([
    ['MONDAY Aug 21', '2026-08-21'],
    ['Monday, August 24th', '2026-08-24'],
    ['Måndag 23/11', '2026-11-23'],
    ['Måndag 23 november', '2026-11-23'],
  ])('%s is dated %s and names no dish', (line, date) => expect(kind(line)).toMatchObject({ kind: 'day', date, rest: '' }));

  it.each(['Sun-dried tomatoes', 'Fri parkering', 'Fredagsmys med tacos'])('%s is not a day', (line) => {
    expect(kind(line).kind).not.toBe('day');
  });
});

describe('section heading', () => {
  it.each([
    ['Veckans fisk', 'weekly'],
    ['Weekly special 189 kr', 'weekly'],
    ['Hela veckan', 'weekly'],
    ['Alltid hos oss', 'always'],
    ['Always on the menu', 'always'],
    ['À la carte', 'other'],
    ['Desserts', 'dessert'],
    ['Efterrätt', 'dessert'],
    ['Dessert', 'dessert'],
    ['Frukost', 'other'],
    ['Kvällsmeny', 'other'],
    ['Brunch', 'other'],
  ])('%s -> %s', (line, section) => expect(kind(line)).toMatchObject({ kind: 'section', section }));

  it('keeps the price of a weekly heading', () => {
    expect(kind('Weekly special 189 kr')).toMatchObject({ section: 'weekly', price: 189 });
  });

  it.each(['Veckans meny', 'Lunchmeny', 'Dagens lunch', 'Veckans lunch'])('%s is a title, not a section', (line) => {
    expect(kind(line).kind).toBe('title');
  });
});

describe('category label', () => {
  it.each([
    ['Kött', 'Kött'], ['Vegetariskt:', 'Vegetariskt'], ['Dagens gröna', 'Dagens gröna'], ['Dagens extra', 'Dagens extra'],
    ['Husman', 'Husman'], ['Veg', 'Veg'], ['Soppa', 'Soppa'], ['Alt 2', 'Alt 2'],
  ])('%s', (line, category) => expect(kind(line)).toMatchObject({ kind: 'category', category }));

  it.each([
    ['Dagens rätt: Köttbullar med mos', 'Köttbullar med mos', 'Dagens rätt'],
    ['Kött: Pannbiff med lök', 'Pannbiff med lök', 'Kött'],
    ['Veg: Linsbiffar', 'Linsbiffar', 'Veg'],
  ])('%s: the dish after a known label keeps its whole name', (line, name, category) => {
    expect(kind(line)).toMatchObject({ kind: 'dish', dish: { name, category } });
  });

  it('an unknown label before a colon is the dish name (Vitello tonnato)', () => {
    expect(kind('Vitello tonnato: braised veal with tuna sauce')).toMatchObject({
      kind: 'dish', dish: { name: 'Vitello tonnato', description: 'braised veal with tuna sauce' },
    });
  });
});

describe('closed', () => {
  it.each(['Stängt', 'Closed', 'Kött: Stängt pga strömavbrott', 'Stängt pga personalfest', 'Restaurangen stängd'])('%s', (line) => {
    expect(kind(line).kind).toBe('closed');
  });
});

describe('prices with scope', () => {
  it.each([
    ['Dagens lunch kostar 99 kronor alla dagar', [{ price: 99, kind: 'all' }]],
    ['Alla rätter 119 kr', [{ price: 119, kind: 'all' }]],
    ['Pris: 129 kr', [{ price: 129, kind: 'all' }]],
    ['Pris/Price 139 kr', [{ price: 139, kind: 'all' }]],
    ['225 SEK', [{ price: 225, kind: 'bare' }]],
    ['med dessert 145 kr', [{ price: 145, kind: 'package' }]],
    ['Inkl. dessert 145 kr', [{ price: 145, kind: 'package' }]],
    ['add dessert for 85 SEK', [{ price: 85, kind: 'extra' }]],
    ['Lägg till dessert 35 kr', [{ price: 35, kind: 'extra' }]],
    ['Take away 99 kr', [{ price: 99, kind: 'tier' }]],
    ['Kött/fisk 115 kr • Veg 105 kr', [{ price: 115, kind: 'category', category: 'kött/fisk' }, { price: 105, kind: 'category', category: 'veg' }]],
    ['Alt 1 och 2: 119 kr. Alt 3 (veg): 109 kr.', [{ price: 119, kind: 'category' }, { price: 109, kind: 'category' }]],
  ])('%s', (line, prices) => expect(readStatedPrices(line)).toMatchObject(prices));

  it.each(['Köttbullar 129 kr', 'Pannbiff med lök 119:-'])('%s is a dish with its own price, not a stated price', (line) => {
    expect(readStatedPrices(line)).toBeNull();
    expect(kind(line)).toMatchObject({ kind: 'dish', dish: { price: expect.any(Number) } });
  });

  it('an add-on line is never a dish', () => {
    expect(kind('add dessert for 85 SEK')).toEqual({ kind: 'price', prices: [{ price: 85, kind: 'extra' }] });
  });
});

describe('includes, hours, notes and furniture', () => {
  it.each([
    ['Ingår: salladsbuffé, bröd och kaffe', ['sallad', 'bröd', 'kaffe']],
    ['I lunchen ingår sallad och kaffe', ['sallad', 'kaffe']],
    ['Included: salad bar and coffee', ['sallad', 'kaffe']],
  ])('%s', (line, words) => expect(kind(line)).toMatchObject({ kind: 'includes', words }));

  it('reads lunch hours', () => {
    expect(kind('Lunch serveras 11.00–14.00')).toMatchObject({ kind: 'hours', slots: [{ startTime: '11:00', endTime: '14:00' }] });
  });

  it.each(['Boka bord', 'Hitta hit', 'Cookies', 'Vi använder cookies', 'Allergener', 'Allergy information', 'L = laktosfri, G = glutenfri, V = vegetarisk', 'Tel 08-123 45 67'])(
    '%s is furniture',
    (line) => expect(kind(line).kind).toBe('furniture'),
  );

  it.each(['Välkommen till oss!', 'Vi lägger ut menyn dag för dag.'])('%s is not a dish', (line) => {
    expect(['note', 'furniture']).toContain(kind(line).kind);
  });

  it.each(['serveras med potatismos', 'med rårörda lingon'])('%s continues the dish above', (line) => {
    expect(kind(line).kind).toBe('description');
  });
});

describe('several dishes on one line', () => {
  it.each([
    ['Kalops med rödbetor / Linsgryta med ris', ['Kalops med rödbetor', 'Linsgryta med ris'], [null, null]],
    ['Köttbullar med mos 125 kr / Vegetarisk lasagne 115 kr', ['Köttbullar med mos', 'Vegetarisk lasagne'], [125, 115]],
    ['Fiskgratäng / Grönsaksgratäng 120 kr', ['Fiskgratäng', 'Grönsaksgratäng'], [120, 120]],
    ['1) Kalops med rödbetor 2) Fiskgratäng 3) Linsgryta', ['Kalops med rödbetor', 'Fiskgratäng', 'Linsgryta'], [null, null, null]],
    ['Kassler med ananas och ris (veg: tofu med ananas och ris)', ['Kassler med ananas och ris', 'tofu med ananas och ris'], [null, null]],
  ])('%s', (line, names, prices) => {
    const k = kind(line);
    expect(k.kind).toBe('dish');
    if (k.kind !== 'dish') return;
    const all = [k.dish, ...(k.more ?? [])];
    expect(all.map((d) => d.name)).toEqual(names);
    expect(all.map((d) => d.price)).toEqual(prices);
  });

  it.each([
    ['Meatballs with mashed potatoes / Köttbullar med potatismos 125 kr', 'Köttbullar med potatismos', 125],
    ['Köttbullar med potatismos / Meatballs with mashed potatoes', 'Köttbullar med potatismos', null],
  ])('a translation pair keeps its Swedish part: %s', (line, name, price) => {
    expect(kind(line)).toMatchObject({ kind: 'dish', dish: { name, price } });
    expect(kind(line)).not.toHaveProperty('more');
  });

  it.each(['Kött/fisk med ris', 'Pasta med tomat / basilika'])('%s stays one dish', (line) => {
    expect(kind(line)).not.toHaveProperty('more');
  });
});

describe('day of the month after a day word', () => {
  it('Mån 23 Helstekt fläskkarré 129 kr: the number is not part of the dish', () => {
    expect(kind('Mån 23 Helstekt fläskkarré 129 kr')).toMatchObject({ kind: 'day', day: 'Monday', rest: 'Helstekt fläskkarré 129 kr' });
  });
});

describe('includes beside prices and hours', () => {
  it('category prices before "Kaffe ingår" are category prices', () => {
    expect(kind('Husman 128 kr, Gröna 118 kr. Kaffe ingår.')).toMatchObject({
      kind: 'includes', price: null, prices: [{ price: 128, kind: 'category' }, { price: 118, kind: 'category' }],
    });
  });
  it('lunch hours before "Sallad, bröd och kaffe ingår" are kept', () => {
    expect(kind('Lunch serveras 11.00-14.00. Sallad, bröd och kaffe ingår.')).toMatchObject({
      kind: 'includes', slots: [{ startTime: '11:00', endTime: '14:00' }],
    });
  });
});

describe('a verb between the day label and the dish', () => {
  it.each([
    ['Måndagens lunch är korvgryta med ris.', 'Korvgryta med ris.'],
    ["Monday's special is fish soup", 'Fish soup'],
  ])('%s', (line, rest) => expect(kind(line)).toMatchObject({ kind: 'day', rest }));
});

describe('price lines with a label or the serving hours beside the price', () => {
  it.each([
    ['Price / Pris: 128 SEK', [{ price: 128, kind: 'all' }]],
    ['All bowls 129 SEK, served 11–14.', [{ price: 129, kind: 'category' }]],
  ])('%s', (line, prices) => expect(readStatedPrices(line)).toMatchObject(prices));

  it('Lunch 11.00-13.30, pris 122 kr: a price line with the hours beside it', () => {
    expect(kind('Lunch 11.00-13.30, pris 122 kr')).toMatchObject({ kind: 'price', prices: [{ price: 122, kind: 'all' }] });
  });
});

describe('generalising rules (issue 19, unseen layouts)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['23 nov, måndag', { kind: 'day', day: 'Monday' }],
    ['Dagens lunch måndag 23/11', { kind: 'day', day: 'Monday', date: '2026-11-23' }],
    ['Lunch: Tisdag', { kind: 'day', day: 'Tuesday' }],
    ['kr 129 – Patatas bravas med chorizo', { kind: 'dish', dish: { name: 'Patatas bravas med chorizo', price: 129 } }],
    ['Soup of the week', { kind: 'section', section: 'weekly' }],
    ['Dessert: Hallonkräm med mjölk', { kind: 'title' }],
    ['Kvällsmat: Potatisbullar med bacon', { kind: 'title' }],
    ['Lunch 1 (125 kr)', { kind: 'category', category: 'Lunch 1', price: 125 }],
    ['& kokt potatis', { kind: 'description', open: true }],
    ['serveras med kokt potatis', { kind: 'description', open: false }],
  ])('%s', (line, expected) => expect(kind(line)).toMatchObject(expected));

  it.each<[string, Array<Record<string, unknown>>]>([
    // The part after the price is lower case: it belongs to that price ('extra'), not to a new sentence.
    ['Dagens vegetariska 115 kr. Fredagar 20 kr extra för oxfilé.', [{ price: 115, kind: 'category' }, { price: 20, kind: 'extra' }]],
    ['Pris 595 kr per person', [{ price: 595, kind: 'all' }]],
    ['Pint till lunchen 59 kr. Fråga personalen om allergener.', [{ price: 59, kind: 'extra' }]],
  ])('prices: %s', (line, prices) => expect(readStatedPrices(line)).toMatchObject(prices));

  it('reads the category price beside what is included ("Dagens lunch 119 kr · Dagens gröna 109 kr · Sallad ingår")', () => {
    expect(kind('Dagens lunch 119 kr · Dagens gröna 109 kr · Sallad, bröd och kaffe ingår')).toMatchObject({
      kind: 'includes', prices: [{ price: 119, kind: 'all' }, { price: 109, kind: 'category', category: 'dagens gröna' }],
    });
  });
});
