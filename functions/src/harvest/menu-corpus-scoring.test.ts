import { describe, expect, it } from 'vitest';
import type { MenuExtraction } from '@lunch/shared';
import { scorePage, type CorpusExpectation } from '../../test/fixtures/menu-corpus/corpus';

/** How the corpus scorer reads a page's week against its label (the bench's "week right"). */
describe('corpus scoring: week right', () => {
  const label = (week: CorpusExpectation['week'], today: string): CorpusExpectation => ({
    description: 'a page', today, week, classification: 'FORMAT_ONLY', weekStated: true, dishes: [],
  });
  const reading = (week: MenuExtraction['week']) => ({ week, dishes: [], classification: 'FORMAT_ONLY' }) as unknown as MenuExtraction;
  const w = (year: number, week: number) => ({ year, week });

  it.each([
    // label week, today (its ISO week), reading week, right?
    ['this week read as this week', w(2027, 46), '2027-11-17', w(2027, 46), true],
    ['this week read as last week', w(2027, 46), '2027-11-17', w(2027, 45), false],
    ['this week read as next week', w(2027, 46), '2027-11-17', w(2027, 47), false],
    ['this week read as none', w(2027, 46), '2027-11-17', null, false],
    ['a stale page read as none', null, '2027-11-17', null, true],
    ['a stale page read as its own old week', null, '2027-11-17', w(2027, 44), false],
    ['a stale page read as this week', null, '2027-11-17', w(2027, 46), false],
    ['only next week, read as next week and held back', null, '2027-11-19', w(2027, 47), true],
    ['only next week, across the new year', null, '2027-12-31', w(2028, 1), true],
    ['labelled next week (read on a weekend), read as next week', w(2027, 47), '2027-11-20', w(2027, 47), true],
    ['labelled next week (read on a weekend), read as none', w(2027, 47), '2027-11-20', null, false],
  ] as const)('%s', (_name, labelWeek, today, readWeek, right) => {
    expect(scorePage('p', label(labelWeek, today), reading(readWeek), false).weekOk).toBe(right);
  });
});
