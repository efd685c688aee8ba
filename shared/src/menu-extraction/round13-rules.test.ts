import { describe, expect, it } from 'vitest';
import { isPublishable } from './confidence';
import { sectionWordsInNames, type KeptDish } from './invariants';
import { splitRunOnDays } from './lines';
import { readDayWord } from './weekdays';
import { read, list, doubts, MAINS, VEG, week } from './test-support/reading-pages';

/**
 * Reading rules of issue 19, round 13 (developed on batches 13–52): the definite form of a day ('Måndagen den 2
 * februari') and a day typed with two letters swapped; days as table columns under a label cell; a short label
 * repeated over each day's dish; a week written as one paragraph; what follows the last day unlike the page's dishes;
 * readings from running sentences and names holding a section's words go to review; a week without dishes has no week.
 */

describe('day words', () => {
  it.each<[string, string | null]>([
    ['Måndagen den 2 februari', 'Monday'],
    ['Fredagen den 6 februari', 'Friday'],
    ['Tidsag', 'Tuesday'],
    ['Torsdga', 'Thursday'],
    ['Onsdga 18/3', 'Wednesday'],
    ['Tidsag med vänner', null],
    ['Tisdagsgryta', null],
  ])('%s -> %s', (text, day) => expect(readDayWord(text)?.day ?? null).toBe(day));

  it('a PDF with definite day headings and an ISO date range is read and published', () => {
    const days = ['Måndagen den 23 november', 'Tisdagen den 24 november', 'Onsdagen den 25 november', 'Torsdagen den 26 november', 'Fredagen den 27 november'];
    const r = read(`VECKOMENY\n2026-11-23 – 2026-11-27\n${days.map((d, i) => `${d}\n${MAINS[i]} 125kr\n${VEG[i]} 115kr`).join('\n\n')}`);
    expect(r.week).toEqual({ year: 2026, week: 48 });
    expect(r.dishes).toHaveLength(10);
    expect(isPublishable(r)).toBe(true);
  });
});

describe('days as table columns under a label cell', () => {
  it("'Kategori | Måndag | Tisdag …': each row's cells are that day's dishes, priced by the row's label", () => {
    const r = read(`Veckomeny vecka 48\nKategori | Måndag | Tisdag | Onsdag | Torsdag | Fredag\nHusman 119 kr | ${MAINS.join(' | ')}\nVegetariskt 109 kr | ${VEG.join(' | ')}`);
    expect(list(r).slice(0, 3)).toEqual(['Mon Kalops med rödbetor 119', 'Mon Linsgryta med ris 109', 'Tue Stekt sej med dillsås 119']);
    expect(r.dishes).toHaveLength(10);
  });
});

describe('a short label on its own line over each day\'s dish', () => {
  it("'Classic 125 kr' / the dish, every day: the label is the category, the dish its own line", () => {
    const WORLD = ['Bibimbap med bulgogi', 'Jerk chicken med ris', 'Pad thai med räkor', 'Ramen med fläsksida', 'Tikka masala med kyckling'];
    const r = read(`Vecka 48\n${week((_, i) => ['Classic 125 kr', MAINS[i], 'Green 109 kr', VEG[i], 'World 135 kr', WORLD[i]])}`);
    expect(list(r).slice(0, 3)).toEqual(['Mon Kalops med rödbetor 125', 'Mon Linsgryta med ris 109', 'Mon Bibimbap med bulgogi 135']);
    expect(list(r).some((d) => /Classic|Green|World/.test(d))).toBe(false);
    expect(r.dishes).toHaveLength(15);
  });
});

describe('a week written as one paragraph', () => {
  it.each<[string, string[]]>([
    ['Måndag Kalops 119 kr Tisdag Pannbiff 119 kr Onsdag Lax 129 kr', ['Måndag Kalops 119 kr', 'Tisdag Pannbiff 119 kr', 'Onsdag Lax 129 kr']],
    ['MÅNDAG Kalops 119 kr TISDAG Pannbiff 119 kr ONSDAG Lax 129 kr Veg hela veckan Falafel 109 kr', ['MÅNDAG Kalops 119 kr', 'TISDAG Pannbiff 119 kr', 'ONSDAG Lax 129 kr', 'Veg hela veckan Falafel 109 kr']],
    ['Lunch serveras Måndag till Fredag 11–14', ['Lunch serveras Måndag till Fredag 11–14']],
    ['Stängt Måndag och Tisdag, öppet Onsdag', ['Stängt Måndag och Tisdag, öppet Onsdag']],
  ])('%s', (line, parts) => expect(splitRunOnDays(line)).toEqual(parts));

  it('is read one day per line and published', () => {
    const r = read(`Veckans lunch vecka 48\n${['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'].map((d, i) => `${d} ${MAINS[i]} 119 kr`).join(' ')}`);
    expect(list(r)).toEqual(['Mon Kalops med rödbetor 119', 'Tue Stekt sej med dillsås 119', 'Wed Pannbiff med lök 119', 'Thu Ärtsoppa med fläsk 119', 'Fri Fiskgratäng med potatismos 119']);
    expect(isPublishable(r)).toBe(true);
  });
});

describe('after the last day, lines unlike the page\'s dishes are not its dishes', () => {
  it.each<[string, string[]]>([
    ['a conference price list', ['Konferenspaket', 'Heldag 695 kr', 'Halvdag 495 kr']],
    ['a weekend buffet at three times the lunch', ['Påskbuffé lördag–söndag 395 kr']],
    ['an address with a phone number', ['Storgatan 2 · 08-560 123 45']],
    ['a per-person julbord', ['Julbord fredagar och lördagar', 'Julbordet 595 kr per person och kväll']],
  ])('%s', (_, tail) => {
    const r = read(`Lunch vecka 48\n${week((_, i) => [`${MAINS[i]} 125 kr`, `${VEG[i]} 115 kr`])}\n${tail.join('\n')}`);
    expect(r.dishes).toHaveLength(10);
    expect(list(r).filter((d) => d.startsWith('Fri'))).toEqual(['Fri Fiskgratäng med potatismos 125', 'Fri Spenatpaj med sallad 115']);
    expect(isPublishable(r)).toBe(true);
  });

  it('a dish after the last day priced like the others stays, and the reading goes to review', () => {
    const r = read(`Lunch vecka 48\n${week((_, i) => [`${MAINS[i]} 125 kr`, `${VEG[i]} 115 kr`])}\nRäksmörgås 129 kr`);
    expect(list(r)).toContain('Fri Räksmörgås 129');
    expect(isPublishable(r)).toBe(false);
  });
});

describe('a reading from running sentences goes to review', () => {
  it('a blog post naming each day\'s dishes in sentences: read, and held for a person', () => {
    const r = read([
      'Veckans luncher – vecka 48',
      'Som vanligt kostar lunchen 129 kr och då ingår salladsbuffé och kaffe.',
      'Vi drar igång måndagen med kalops med rödbetor och kokt potatis.',
      'På tisdag blir det kycklingfilé med svampsås och ris.',
      'Onsdagen bjuder på fläskkarré med äppelmos och rostade rotfrukter.',
      'Torsdag är förstås ärtsoppedag: ärtsoppa med fläsk och pannkakor.',
      'Vi avslutar veckan på fredag med högrevsburgare med pommes.',
    ].join('\n'));
    expect(list(r)[0]).toBe('Mon Kalops med rödbetor och kokt potatis 129');
    expect(r.evidence.fromSentences).toBe(true);
    expect(isPublishable(r)).toBe(false);
    expect(doubts(r)).toContain('Menyn lästes ur löpande text');
  });
});

describe("a section's words inside a dish's name break an invariant", () => {
  const kept = (names: string[]): KeptDish[] => names.map((name, i) => ({ day: 'Friday', date: '2026-11-27', name, price: 125, line: i + 2, block: 0, weekly: false, labelled: false }));
  it.each<[string, number]>([
    ['Veg hela veckan Falafeltallrik med hummus', 1],
    ['Caesarsallad – alltid på menyn', 1],
    ['Soup served all week', 1],
    ['Veckans fisk', 0],
    ['Helstekt fläskfilé med dagens grönsaker', 0],
  ])('%s: %i', (name, n) => expect(sectionWordsInNames(kept([name]))).toBe(n));
});

describe('a page without a dish this week has no week', () => {
  it("a stale page read in a week with a holiday ('Långfredag') gives no week and no closed days", () => {
    // Week 14 of 2026 holds Good Friday; the page is week 12's.
    const days = ['Måndag 16/3', 'Tisdag 17/3', 'Onsdag 18/3', 'Torsdag 19/3', 'Fredag 20/3'];
    const r = read(`Gästgiveriet\nLunchmeny v.12 (16/3–20/3)\nDag | Rätt | Pris\n${days.map((d, i) => `${d} | ${MAINS[i]} | 125 kr`).join('\n')}\nVegetariskt alternativ finns varje dag. Salladsbuffé och kaffe ingår.`, '2026-03-31');
    expect(r.dishes).toEqual([]);
    expect(r.week).toBeNull();
    expect(r.closedDays).toEqual([]);
  });
});
