import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { isPublishable } from './confidence';
import { parseDishLine } from './dish-lines';
import { read, list, MAINS, VEG, DAYS, today } from './test-support/reading-pages';

const EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

/** Reading rules of issue 19, round 23 (developed on batches 01–92, general kinds seen again in 89–92). */

describe('soft hyphens and zero-width characters inside words are no part of the name', () => {
  it.each([
    ['Fläsk\u00adfilé med spets\u00adkål 119 kr', 'Fläskfilé med spetskål'],
    ['Kikärts\u200bbiffar med tomatsås 109 kr', 'Kikärtsbiffar med tomatsås'],
    ['\ufeffRödbets\u2060biffar med fetaostkräm 109 kr', 'Rödbetsbiffar med fetaostkräm'],
    ['Pannbiff med lök 119 kr', 'Pannbiff med lök'], // control
  ])('%j', (line, name) => {
    const r = read(DAYS.flatMap((d, i) => [d, i === 0 ? line : `${MAINS[i]} 119 kr`]).join('\n'));
    expect(r.dishes.find((d) => d.day === 'Monday')?.name).toBe(name);
  });
});

describe('day labels written after their dishes', () => {
  const trailing = ['Veckans lunch', 'Vecka 48', ...DAYS.flatMap((d, i) => [MAINS[i], '122 kr', d, VEG[i], '112 kr', d])].join('\n');
  it('each dish belongs to the day label below it', () => {
    expect(list(read(trailing))).toEqual(EN.flatMap((d, i) => [`${d} ${MAINS[i]} 122`, `${d} ${VEG[i]} 112`]));
  });

  it('one label after each day\'s single dish', () => {
    const page = ['Lunch vecka 48', ...DAYS.flatMap((d, i) => [`${MAINS[i]} 119 kr`, d])].join('\n');
    expect(list(read(page))).toEqual(MAINS.map((m, i) => `${EN[i]} ${m} 119`));
  });

  it('control: a title read as a dish above ordinary headings, Friday closed, is read top-down', () => {
    const page = ['Café Hörnan', 'Vecka 48', ...DAYS.slice(0, 4).flatMap((d, i) => [d, `${MAINS[i]} 119 kr`, `${VEG[i]} 109 kr`]), 'Fredag', 'Stängt'].join('\n');
    const r = read(page);
    expect(r.dishes.find((d) => d.name === MAINS[0])?.day).toBe('Monday');
    expect(r.dishes.find((d) => d.name === MAINS[3])?.day).toBe('Thursday');
  });

  it('control: a weekly dish above ordinary headings, the last day closed, is read top-down', () => {
    const page = ['Påskveckan – lunch v. 48', 'Veckans vegetariska: Sparrispaj med örtsallad 119 kr', ...DAYS.slice(0, 4).flatMap((d, i) => [d, MAINS[i]]), 'Fredag', 'Stängt – glad påsk!'].join('\n');
    const r = read(page);
    expect(r.dishes.find((d) => d.name === MAINS[0])?.day).toBe('Monday');
    expect(r.dishes.find((d) => d.name === MAINS[3])?.day).toBe('Thursday');
  });

  it('control: ordinary headings above their dishes', () => {
    const r = read(['Vecka 48', ...DAYS.flatMap((d, i) => [d, `${MAINS[i]} 119 kr`])].join('\n'));
    expect(list(r)).toEqual(MAINS.map((m, i) => `${EN[i]} ${m} 119`));
    expect(isPublishable(r)).toBe(true);
  });
});

describe('headings for dishes served every day', () => {
  it.each([
    ['Alltid på lunchen', 'always'],
    ['Alltid på lunchmenyn', 'always'],
    ['Alltid i lastbilen', 'always'],
    ['Always at lunch', 'always'],
    ['Serveras alla dagar', 'weekly'],
    ['Serveras hela veckan', 'weekly'],
  ])('%s is a %s section', (line, section) => {
    expect(classifyLine(line, today)).toMatchObject({ kind: 'section', section });
  });

  it.each(['Alltid färsk pasta med tomatsås', 'Alltid på lunchen 125 kr extra', 'Serveras med potatis'])('%s is no section (control)', (line) => {
    expect(classifyLine(line, today).kind).not.toBe('section');
  });

  it('the dishes under it are served every day', () => {
    const r = read([...DAYS.flatMap((d, i) => [d, `${MAINS[i]} 119 kr`]), 'Alltid på lunchen', 'Pad thai med räkor 115 kr'].join('\n'));
    expect(r.dishes.filter((d) => d.name === 'Pad thai med räkor').map((d) => d.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(r.dishes.some((d) => /alltid/iu.test(d.name))).toBe(false);
  });

  it.each(['Ingen servering.', 'Ingen servering idag'])('%s closes the day', (line) => {
    expect(classifyLine(line, today).kind).toBe('closed');
  });
});

describe('a serving-days clause after the name', () => {
  it.each([
    ['Tagliatelle med kantareller och grädde, 119 kr. Serveras hela veckan.', 'Tagliatelle med kantareller och grädde'],
    ['Tagliatelle med kantareller, serveras hela veckan 119 kr', 'Tagliatelle med kantareller'],
    ['Fisksoppa med aioli – serveras alla dagar', 'Fisksoppa med aioli'],
    ['Fisk, serveras med potatis 119 kr', 'Fisk, serveras med potatis'], // control
  ])('%s', (line, name) => {
    expect(parseDishLine(line)?.name).toBe(name);
  });
});

describe('allergen letter codes in brackets', () => {
  it.each([
    ['Halloumiburgare med pommes (L, G, Ä) 128 kr', 'Halloumiburgare med pommes'],
    ['Fiskgratäng med potatismos (F, L, Ä)', 'Fiskgratäng med potatismos'],
    ['Ärtsoppa med fläsk (S)', 'Ärtsoppa med fläsk'],
    ['Tofuwok med cashewnötter (N, G)', 'Tofuwok med cashewnötter'],
    ['Falafel med hummus (V, G)', 'Falafel med hummus'], // control: diet codes as before
    ['Pizza (XL)', 'Pizza (XL)'], // control
  ])('%s', (line, name) => {
    expect(parseDishLine(line)?.name).toBe(name);
  });

  it('an allergen list gives no diet tag (L there means lactose)', () => {
    expect(parseDishLine('Fiskgratäng med potatismos (F, L, Ä)')?.tags).toEqual([]);
  });
});

describe("a blog's side column", () => {
  it.each(['Etiketter: lunch, meny', 'Äldre inlägg', 'Bloggarkiv', '▼ oktober', '► september (4)', '► 2025 (31)'])('%s is furniture', (line) => {
    expect(classifyLine(line, today).kind).toBe('furniture');
  });

  it.each(['Oktoberfestkorv med surkål 119 kr'])('%s is a dish (control)', (line) => {
    expect(classifyLine(line, today).kind).toBe('dish');
  });
});

describe('what follows an every-day section is not its dish', () => {
  const page = (tail: string[]) => read([...DAYS.flatMap((d, i) => [d, `${MAINS[i]} 119 kr`]), 'Alltid på lunchen', 'Caesarsallad med kyckling 139 kr', ...tail].join('\n'));
  it.each([
    [['On tap', 'House lager 0,4 l – 69 kr', 'Cola 33 cl 35 kr']],
    [['Mango lassi 35 kr · Extra naan 20 kr']],
    [['Kafé Sjöboden · Strandpromenaden 8, Vaxholm']],
  ])('%j', (tail) => {
    const names = page(tail).dishes.map((d) => d.name);
    expect([...new Set(names)].sort()).toEqual([...MAINS, 'Caesarsallad med kyckling'].sort());
    expect(names.filter((n) => n === 'Caesarsallad med kyckling')).toHaveLength(5);
  });

  it.each(['Ärtsoppa med fläsk 4 dl 65 kr', 'Extrasaltad lax med dillpotatis 129 kr'])('%s is a dish (control)', (line) => {
    expect(classifyLine(line, today).kind).toBe('dish');
  });
});

it("control: a pub's beer prices after the lunch are no dish's and no untaken price", () => {
  const r = read(['Week 48', ...DAYS.flatMap((d, i) => [d, `${MAINS[i]} 129 kr`]), 'On tap', 'House lager 0.4 l – 62 kr', 'IPA 0.4 l – 74 kr'].join('\n'));
  expect(r.dishes.map((d) => d.name)).toEqual(MAINS);
  expect(isPublishable(r)).toBe(true);
});
