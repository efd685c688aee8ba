import { describe, expect, it } from 'vitest';
import { isPublishable } from './confidence';
import { currentWeekOnly, extractMenu } from './extract-menu';

/**
 * A harvest publishes the current ISO week only: weeks the page tells apart (a week marker or dates per
 * block) are dropped before the invariants run; weeks it does not tell apart stay and are held back.
 */
const today = '2026-11-23'; // Monday of ISO week 48, 2026
const read = (text: string) => extractMenu(text, { today });
const days = (week: string) => ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'].map((d, i) => `${d}\n${week} rätt ${i + 1} med potatis – 119 kr`).join('\n');

/** Five dated days from 'Måndag <monday>/11' (30/11 runs on into December). */
const dated = (week: string, monday: number) =>
  ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag'].map((d, i) => {
    const day = monday + i > 30 ? `${monday + i - 30}/12` : `${monday + i}/11`;
    return `${d} ${day}\n${week} rätt ${i + 1} med potatis – 119 kr`;
  }).join('\n');

describe('only the current week is read', () => {
  it.each([
    ['this week then next, both marked', `Vecka 48\n${days('Denna')}\nVecka 49\n${days('Nästa')}`, 'Denna', false],
    ['next week above this week, both marked', `Vecka 49\n${days('Nästa')}\nVecka 48\n${days('Denna')}`, 'Denna', false],
    ['last week, this week and next, all marked', `Vecka 47\n${days('Förra')}\nVecka 48\n${days('Denna')}\nVecka 49\n${days('Nästa')}`, 'Denna', false],
    ['this week by dates, next week by dates', `${dated('Denna', 23)}\n${dated('Nästa', 30)}`, 'Denna', false],
    // The second run of days states no week: the page does not tell its weeks apart, so a person looks.
    ['this week marked, then days again unmarked', `Vecka 48\n${days('Denna')}\n\n${days('Annan')}`, null, true],
  ])('%s', (_, text, onlyWeek, heldBack) => {
    const r = read(text);
    const words = new Set(r.dishes.map((d) => d.name.split(' ')[0]));
    if (onlyWeek) {
      expect([...words]).toEqual([onlyWeek]);
      expect(r.dishes.every((d) => d.date >= '2026-11-23' && d.date <= '2026-11-29')).toBe(true);
    }
    expect(r.evidence.invariants?.severalWeeks).toBeUndefined();
    expect(isPublishable(r)).toBe(!heldBack);
  });

  it.each([
    ['both told apart, current present: current kept', [['marker'], ['marker']], [48, 49], [48]],
    ['both told apart, no current week: kept as they are', [['marker'], ['marker']], [49, 50], [49, 50]],
    ['one week inferred: kept together', [['marker'], [null]], [48, 49], [48, 49]],
    ['one week only: kept', [['dates']], [49], [49]],
    ['an unmarked block without dishes (a header row) does not count', [['marker', 'none'], ['marker']], [48, 49], [48]],
  ] as const)('%s', (_, sources, weeks, kept) => {
    const input = weeks.map((week, i) => ({ week: { year: 2026, week }, blocks: sources[i].map((source) => (source === 'none' ? { source: null, days: new Map(), weekly: [] } : { source, days: new Map([['Monday' as const, ['dish']]]), weekly: [] })) }));
    expect(currentWeekOnly(input, { year: 2026, week: 48 }).map((w) => w.week.week)).toEqual([...kept]);
  });
});
