import { describe, expect, it } from 'vitest';
import { isPublishable } from './confidence';
import { read, list, MAINS, week } from './test-support/reading-pages';

/**
 * Reading rules of issue 19, round 18 (developed on batches 13–72): the bar's offer after the lunch and a newsletter's
 * 'get the menu' line are no dishes.
 */

describe("the bar's offer after the weekly dishes", () => {
  it.each(['I baren', 'Från baren', 'In the bar'])("'%s' / 'Glögg 45:- · Julöl 79:-' after 'Hela veckan'", (heading) => {
    const r = read(`Lunch vecka 48\n${week((_, i) => [`Dagens: ${MAINS[i]} 119:-`])}\nHela veckan\nVeckans pasta: Tagliatelle med svamp 125:-\n${heading}\nGlögg 45:- · Julöl 79:-`);
    expect(list(r).filter((d) => d.startsWith('Mon'))).toEqual(['Mon Kalops med rödbetor 119', 'Mon Tagliatelle med svamp 125']);
    expect(isPublishable(r)).toBe(true);
  });
});

describe("a newsletter's line at the foot", () => {
  it.each(['Get the menu every Monday', 'Få lunchmenyn varje måndag', 'Sign up for the weekly menu'])('%s', (line) => {
    const r = read(`Lunch week 48 · all lunches 119 SEK\n${week((_, i) => [MAINS[i]])}\n${line}`);
    expect(r.dishes).toHaveLength(5);
    expect(list(r).at(-1)).toBe('Fri Fiskgratäng med potatismos 119');
  });
});
