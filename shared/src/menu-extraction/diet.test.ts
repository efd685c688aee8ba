import { describe, expect, it } from 'vitest';
import { readDiet } from './diet';

describe('readDiet', () => {
  it.each([
    ['Linsgryta (V)', 'Linsgryta', ['Vegetarisk']],
    ['Linsgryta (VG)', 'Linsgryta', ['Vegansk', 'Vegetarisk']],
    ['Lax med potatis (G, L)', 'Lax med potatis', ['Glutenfri', 'Laktosfri']],
    ['Lax med potatis L G', 'Lax med potatis', ['Laktosfri', 'Glutenfri']],
    ['Kyckling med ris (glutenfri)', 'Kyckling med ris', ['Glutenfri']],
    ['Falafel med hummus - vegansk', 'Falafel med hummus', ['Vegansk', 'Vegetarisk']],
    ['Pasta med svamp (veg)', 'Pasta med svamp', ['Vegetarisk']],
    ['Tofu med nudlar (Vegansk, Glutenfri)', 'Tofu med nudlar', ['Vegansk', 'Vegetarisk', 'Glutenfri']],
  ])('%s', (text, name, tags) => {
    const read = readDiet(text);
    expect(read.text).toBe(name);
    expect(read.tags.sort()).toEqual([...tags].sort());
  });

  it('keeps a diet word that is part of the name but tags it', () => {
    expect(readDiet('Vegetarisk lasagne')).toEqual({ text: 'Vegetarisk lasagne', tags: ['Vegetarisk'] });
  });

  it('leaves parentheses that are not diet markers', () => {
    expect(readDiet('Köttbullar (hemlagade) med mos').text).toBe('Köttbullar (hemlagade) med mos');
    expect(readDiet('Biff med sås').tags).toEqual([]);
  });

  it('never takes a prototype key in the page text for a diet code', () => {
    for (const word of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(readDiet(`Fisk med potatis (${word})`)).toEqual({ text: `Fisk med potatis (${word})`, tags: [] });
    }
  });
});
