import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { isPublishable } from './confidence';
import { read, list, MAINS, VEG, DAYS, today } from './test-support/reading-pages';

const EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const ENGLISH_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const MEAT = ['Pork belly with apple and mustard sauce', 'Beef stew with root vegetables', 'Pan-fried hake with brown butter', 'Chicken pie with green salad', 'Swedish meatballs with cream sauce'];
const GREEN = ['Roasted cauliflower with tahini', 'Mushroom and barley stew', 'Lentil moussaka with green salad', 'Leek and potato pie with salad', 'Plant-based meatballs with cream sauce'];

/** Reading rules of issue 19, round 24 (developed on batches 01–92, general kinds seen again in 89–92). */

describe("an English category label on its own line above the dish ('Today's meat')", () => {
  it.each([
    ["Today's meat", 'category'],
    ["Today's veggie", 'category'],
    ["Today's fish", 'category'],
    ['Todays vegetarian', 'category'],
    ['Dagens kött', 'category'], // control: a known label
    ["Today's lunch", 'title'], // control: a title
  ])('%j is a %s', (line, kind) => {
    expect(classifyLine(line, today).kind).toBe(kind);
  });

  it('the dish under each label keeps its own name and price', () => {
    const page = ['Lunch menu week 48', ...ENGLISH_DAYS.flatMap((d, i) => [d, "Today's meat", `${MEAT[i]} – 135:-`, "Today's veggie", `${GREEN[i]} – 119:-`])].join('\n');
    const r = read(page);
    expect(list(r)).toEqual(EN.flatMap((d, i) => [`${d} ${MEAT[i]} 135`, `${d} ${GREEN[i]} 119`]));
  });
});

describe("the same short label or letter code before every dish of the page ('Classic …', 'A …' / 'V …')", () => {
  it('one-letter codes with a legend are the dishes\' categories, not part of their names', () => {
    const page = ['Matsedel lunch v.48', ...DAYS.flatMap((d, i) => [d, `A ${MAINS[i]} 125`, `V ${VEG[i]} 115`]), 'A = kött/fisk · V = vegetariskt'].join('\n');
    const r = read(page);
    expect(list(r)).toEqual(EN.flatMap((d, i) => [`${d} ${MAINS[i]} 125`, `${d} ${VEG[i]} 115`]));
    expect(isPublishable(r)).toBe(true);
  });

  it('bold labels without a colon, priced once in a box below', () => {
    const page = ['Weekly menu · Week 48', ...ENGLISH_DAYS.flatMap((d, i) => [d, `Classic ${MEAT[i]}`, `Green ${GREEN[i]}`]), 'Prices', 'Classic 125 SEK · Green 110 SEK'].join('\n');
    expect(list(read(page))).toEqual(EN.flatMap((d, i) => [`${d} ${MEAT[i]} 125`, `${d} ${GREEN[i]} 110`]));
  });

  it('control: names in Title Case keep their first word', () => {
    const names = ['Roasted Cauliflower With Tahini', 'Braised Beef Short Rib', 'Roasted Squash With Feta', 'Braised Lamb With Beans', 'Roasted Cod With Capers'];
    const page = ['Lunch week 48', ...ENGLISH_DAYS.flatMap((d, i) => [d, `${names[i]} 125 kr`])].join('\n');
    expect(list(read(page))).toEqual(EN.map((d, i) => `${d} ${names[i]} 125`));
  });

  it('control: leads that never stand side by side under a day (one per day, or one per repeated table) stay in the names', () => {
    const header = `| ${DAYS.join(' | ')}`;
    const page = ['Matsedel vecka 48', header, `Lunch | ${DAYS.map((d) => `Gryta ${d} med ris`).join(' | ')}`, header, `Lunch | ${DAYS.map((d) => `Soppa ${d} med bröd`).join(' | ')}`].join('\n');
    expect(read(page).dishes.map((d) => d.name)).toEqual(DAYS.map((d) => `Gryta ${d} med ris`));
  });

  it('control: a lead that only some dishes have stays in their names', () => {
    const page = ['Vecka 48', ...DAYS.flatMap((d, i) => [d, i < 2 ? `Biff Stroganoff nr ${i + 1} med ris 125 kr` : `${MAINS[i]} 125 kr`, `${VEG[i]} 115 kr`])].join('\n');
    expect(read(page).dishes.filter((d) => d.name.startsWith('Biff Stroganoff')).length).toBe(2);
  });
});

describe("'w/c 23 November' (week commencing) names the week of that date", () => {
  it.each([
    ['Weekly lunch – w/c 23 November', 48],
    ['Lunch menu w/c 30/11', 49],
    ['Week commencing 30 November', 49],
    ['Lunch week 48', 48], // control
  ])('%j', (line, week) => {
    const r = read([line, ...ENGLISH_DAYS.flatMap((d, i) => [d, `${MEAT[i]} – 139 kr`])].join('\n'));
    expect(r.week?.week).toBe(week);
    expect(r.dishes.some((d) => /w\/c|commencing/iu.test(d.name))).toBe(false);
  });
});

describe("a line saying something is included ('Semla ingår i lunchen idag') is no dish", () => {
  it.each([
    ['Semla ingår i lunchen idag', false],
    ['Kaffe och kaka ingår', false],
    ['Dessert is included today', false],
    ['Stekt strömming med potatismos', true], // control
  ])('%j read as a dish: %s', (line, dish) => {
    const page = ['Lunch vecka 48', ...DAYS.flatMap((d, i) => [d, MAINS[i], ...(i === 1 ? [line] : []), VEG[i]]), 'Lunchpris 118 kr inkl. sallad och kaffe.'].join('\n');
    const r = read(page);
    expect(r.dishes.some((d) => d.name === line)).toBe(dish);
    expect(r.dishes.filter((d) => d.day === 'Tuesday' && d.name !== line).map((d) => d.name)).toEqual([MAINS[1], VEG[1]]);
  });
});

describe("bare dates as day headings ('23/11' … '27/11')", () => {
  it.each([
    ['23/11', ['24/11', '25/11', '26/11', '27/11']],
    ['23 nov', ['24 nov', '25 nov', '26 nov', '27 nov']],
  ])('%j …: each date heads its weekday', (first, rest) => {
    const page = ['Café Posten', 'Lunch denna vecka', 'Dagens lunch 118 kr, sallad och kaffe ingår.', ...[first, ...rest].flatMap((date, i) => [date, MAINS[i], VEG[i]])].join('\n');
    const r = read(page);
    expect(list(r)).toEqual(EN.flatMap((d, i) => [`${d} ${MAINS[i]} 118`, `${d} ${VEG[i]} 118`]));
    expect(r.week?.week).toBe(48);
  });

  it('control: a date under a weekday heading stays that day\'s date', () => {
    const page = ['Vecka 48', ...DAYS.flatMap((d, i) => [d, `${23 + i}/11`, `${MAINS[i]} 119 kr`])].join('\n');
    expect(list(read(page))).toEqual(MAINS.map((m, i) => `${EN[i]} ${m} 119`));
  });
});

describe("a counter's name above its every-day heading ('Korvboden' / 'Hela veckan') is a title", () => {
  const page = (counter: string) => [
    'Lunch vecka 48', 'Alla lunchrätter 105 kr', 'Husmanskrogen', ...DAYS.flatMap((d, i) => [d, MAINS[i]]),
    'Bao Bar', 'Hela veckan', 'Bao med krispig kyckling och picklad gurka', counter, 'Hela veckan', 'Grillad chorizo med potatissallad och senap',
  ].join('\n');

  it('the counter is no dish; both counters\' dishes are served every day', () => {
    const r = read(page('Korvboden'));
    expect(r.dishes.some((d) => d.name === 'Korvboden')).toBe(false);
    expect(r.dishes.filter((d) => d.name.startsWith('Grillad chorizo')).length).toBe(5);
    expect(r.dishes.filter((d) => d.name.startsWith('Bao med')).length).toBe(5);
  });

  it('control: a dish with sides in the same place stays a dish', () => {
    const r = read(page('Korv med bröd och senap'));
    expect(r.dishes.filter((d) => d.name === 'Korv med bröd och senap').length).toBe(5);
  });
});

describe("a table's bottom 'Pris' row gives each category column its price", () => {
  const table = (priceRow: string) => ['Lunchmeny vecka 48', 'Dag | Kött | Fisk | Grönt',
    ...DAYS.map((d, i) => `${d} | ${MAINS[i]} | Stekt torsk nr ${i + 1} med remouladsås | ${VEG[i]}`), priceRow].join('\n');

  it('one price per column', () => {
    const r = read(table('Pris | 129 kr | 139 kr | 119 kr'));
    expect(list(r)).toEqual(EN.flatMap((d, i) => [`${d} ${MAINS[i]} 129`, `${d} Stekt torsk nr ${i + 1} med remouladsås 139`, `${d} ${VEG[i]} 119`]));
  });

  it('control: a price for all below the table', () => {
    const r = read(table('Alla rätter 125 kr'));
    expect(r.dishes.every((d) => d.price === 125)).toBe(true);
  });
});

describe("the visitor's price is the lunch's ('gäster 95 kr, personal 80 kr', a 'Gäst' column)", () => {
  const page = (...prices: string[]) => ['Lunch vecka 48', ...prices, ...DAYS.flatMap((d, i) => [d, MAINS[i], VEG[i]])].join('\n');
  it.each([
    [['Priser: gäster 95 kr, personal 80 kr.'], 95],
    [['Lunchen kostar 98 kronor för gäster och 85 kronor för pensionärer.'], 98],
    [['Prislista', 'Måltid | Pris', 'Lunch, gäst | 90 kronor', 'Dessert | 20 kronor'], 90],
    [['Priser', 'Måltid | Boende | Gäst', 'Frukost | 38 kr | 45 kr', 'Lunch | 80 kr | 95 kr', 'Kvällsmat | 43 kr | 50 kr'], 95],
    [['Lunch 105 kr, med personalkort 95 kr'], 105],
    [['Lunchpris 118 kr inkl. sallad och kaffe.'], 118], // control
    [['Lunchbuffé 139 kr.', 'Frukostbuffé för hotellgäster ingår. Externa gäster 145 kr.'], 139], // control: whose price, not of what
  ])('%j', (prices, price) => {
    const r = read(page(...prices));
    expect(r.dishes.length).toBe(10);
    expect(r.dishes.every((d) => d.price === price)).toBe(true);
  });

  it('control: only a staff price states none for visitors', () => {
    expect(read(page('Personalpris 80 kr')).dishes.every((d) => d.price === null)).toBe(true);
  });
});
