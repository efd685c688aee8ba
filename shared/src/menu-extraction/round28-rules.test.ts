import { describe, expect, it } from 'vitest';
import { isPublishable } from './confidence';
import { isRunTogether } from './invariants';
import { read, week, MAINS, VEG } from './test-support/reading-pages';

/** Gate rules of issue 19, round 28 (kinds that unseen batches 109–116 published wrong): a name holds one dish and no code. */

describe('a name holding two dishes run together, or a category label before the dish, is a doubt', () => {
  it.each([
    ['Kåldolmar med gräddsås, potatis och lingon Ugnsbakad sej med pepparrotssås'],
    ['Stekt kycklingfilé med dragonsås och ris Rimmad torsk med äggsås och persilja'],
    ['Fisk Ugnsbakad torsk med äggsås och potatis'],
    ['Husman Stekt fläsk med löksås och potatis'],
  ])('%s', (name) => expect(isRunTogether(name)).toBe(true));

  it.each([
    ['Fisk Björkeby med kall sås och potatis'],
    ['Vegetarisk Jansson med bönor'],
    ['Påskbuffé med sill, ägg, Janssons frestelse och skinka'],
    ['Biff à la Lindström med rödbetor och stekt potatis'],
    ['Oxfilé med Karl Johan-sås och pommes anna'],
    ['Mushroom and chestnut Wellington with gravy'],
    ['Pytt i panna med stekt ägg och rödbetor'],
    ['Vego Chili sin carne'],
  ])('control: %s is one dish', (name) => expect(isRunTogether(name)).toBe(false));

  it('a week of run-together spans goes to review, not to visitors', () => {
    const seconds = ['Ugnsbakad sej med dillsås', 'Rimmad torsk med äggsås', 'Krämig linsgryta med ris', 'Stekt strömming med potatismos', 'Grillad halloumi med bulgur'];
    const r = read(['Lunch vecka 48', 'Lunch 112 kr', week((_, i) => [`${MAINS[i]} och potatis ${seconds[i]}`])].join('\n'));
    expect(r.dishes).toHaveLength(5);
    expect(isPublishable(r)).toBe(false);
    expect(r.doubts).toContain('En rätts namn innehåller två rätter eller en etikett');
  });

  it('control: the same week with one dish a line publishes', () => {
    const r = read(['Lunch vecka 48', 'Lunch 112 kr', week((_, i) => [`${MAINS[i]} och potatis`, VEG[i]])].join('\n'));
    expect(r.dishes).toHaveLength(10);
    expect(isPublishable(r)).toBe(true);
  });
});

describe("a hidden markup code in a name ('_veg_') is a doubt", () => {
  it('names ending in a code go to review', () => {
    const r = read(['Lunch vecka 48', 'Lunch 112 kr', week((_, i) => [MAINS[i], `${VEG[i]} _veg_`])].join('\n'));
    expect(isPublishable(r)).toBe(false);
    expect(r.doubts).toContain('En rätts namn innehåller mått, tider, nummer eller koder');
  });

  it("control: an underscore-free name with 'veg' in it publishes", () => {
    const r = read(['Lunch vecka 48', 'Lunch 112 kr', week((_, i) => [MAINS[i], `${VEG[i]} veg`])].join('\n'));
    expect(isPublishable(r)).toBe(true);
  });
});
