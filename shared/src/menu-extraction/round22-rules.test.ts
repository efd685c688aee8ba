import { describe, expect, it } from 'vitest';
import { classifyLine } from './classify-line';
import { isPublishable } from './confidence';
import { read, MAINS, DAYS, today } from './test-support/reading-pages';

/**
 * Reading rule of issue 19, round 22 (developed on batches 13–88): a blog post's short title, a separator, then the
 * week ('Our daily lunches – week 9 (2/23 – 2/27)') states the page's week, so an old post is not read as this week's.
 */

describe("a post's title before its week", () => {
  it.each([
    ['Our daily lunches – week 46 (11/9 – 11/13)', 46],
    ['Our lunches – week 47 (16/11 – 20/11)', 47],
    ['Lunch this week: week 48', 48],
  ])('%s', (line, week) => {
    expect(classifyLine(line, today)).toMatchObject({ kind: 'week', week: { year: 2026, week }, source: 'marker' });
  });

  it('an old post read two weeks later is not published as this week', () => {
    const r = read(`Our daily lunches – week 46 (11/9 – 11/13)\n${DAYS.flatMap((d, i) => [d, `${MAINS[i]} 125 kr`]).join('\n')}`);
    expect(r.dishes).toEqual([]);
    expect(isPublishable(r)).toBe(false);
  });

  it.each(['Vi har stängt – vecka 48', 'Köttbullar med mos – 125 kr'])('%s is no week line (control)', (line) => {
    expect(classifyLine(line, today).kind).not.toBe('week');
  });
});
