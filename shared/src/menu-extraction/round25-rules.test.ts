import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { readDiet } from './diet';
import { read, MAINS, DAYS, today } from './test-support/reading-pages';

/** Reading rules of issue 19, round 25 (developed on batches 01–100, kinds seen in 93–100). */

describe("'Till alla rätter: …' says what every dish comes with", () => {
  it.each([
    ['Till alla rätter: salladsbar, bröd och kaffe', ['sallad', 'bröd', 'kaffe']],
    ['Till lunchen: sallad och kaffe', ['sallad', 'kaffe']],
  ])('%j is what the lunch includes', (line, words) => {
    const kind = classifyLine(line, today);
    expect(kind.kind).toBe('includes');
    expect(kind.kind === 'includes' && kind.words).toEqual(words);
  });

  it('under every day, it is no dish of the day', () => {
    const r = read(['Lunch vecka 48', 'Alla rätter 129 kr', ...DAYS.flatMap((d, i) => [d, MAINS[i], 'Till alla rätter: salladsbar, bröd och kaffe'])].join('\n'));
    expect(r.dishes.map((d) => d.name)).toEqual(MAINS.slice(0, 5));
  });

  it.each(['Tillbehör: klyftpotatis', 'Till kaffet: kanelbulle 35 kr'])('control: %j is not read as what the lunch includes', (line) => {
    expect(classifyLine(line, today).kind).not.toBe('includes');
  });
});

describe("'(vego)' after a name marks the vegetarian dish", () => {
  it.each([
    ['Jordnötsgryta med sötpotatis och ris (vego)', 'Jordnötsgryta med sötpotatis och ris', ['Vegetarisk']],
    ['Linsbiffar med tzatziki (veggie)', 'Linsbiffar med tzatziki', ['Vegetarisk']],
    ['Pasta med vegokorv', 'Pasta med vegokorv', []], // control: a word of the name
  ])('%j', (text, name, tags) => {
    const diet = readDiet(text);
    expect(diet.text).toBe(name);
    expect(diet.tags).toEqual(tags);
  });
});
