import { describe, expect, it } from 'vitest';
import { isPublishable } from './confidence';
import { read, list, MAINS, VEG, week } from './test-support/reading-pages';

/**
 * Reading rules of issue 19, round 16 (developed on batches 13–64): a category word glued before the dish with a
 * separator ('Meat · Braised …'); a pub's or a newsletter's other news after the menu is no dish.
 */

describe('a category word before each dish, a separator between', () => {
  it.each([' · ', ' | ', ' – ', '; '])("'Kött%sKalops med rödbetor' under every day: the word is the label", (sep) => {
    const r = read(`Lunch vecka 48\n${week((_, i) => [`Kött${sep}${MAINS[i]} 125 kr`, `Veg${sep}${VEG[i]} 115 kr`])}`);
    expect(list(r).slice(0, 2)).toEqual(['Mon Kalops med rödbetor 125', 'Mon Linsgryta med ris 115']);
    expect(isPublishable(r)).toBe(true);
  });
});

describe("a pub's other news after the menu", () => {
  it.each<[string, string[]]>([
    ['a quiz and an afterwork', ['Pubquiz varje onsdag kl 19', 'Afterwork fredag 16–19: stor stark 59 kr']],
    ['the beers on tap', ['On tap', 'Pilsner 0,4 l 69 kr']],
    ['a newsletter sign-up', ['Prenumerera på veckans lunch']],
  ])('%s', (_, tail) => {
    const r = read(`Lunch vecka 48 · 125 kr\n${week((_, i) => [MAINS[i]])}\n${tail.join('\n')}`);
    expect(r.dishes).toHaveLength(5);
    expect(list(r).at(-1)).toBe('Fri Fiskgratäng med potatismos 125');
  });
});
