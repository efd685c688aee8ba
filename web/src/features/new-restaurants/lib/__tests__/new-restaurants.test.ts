import { describe, expect, it } from 'vitest';
import { countNewRestaurantFacets, parseLunchHoursText } from '@lunch/shared';
import { filterDefinitions } from '../filter-options';
import { slotToText, slotsToText } from '../lunch-hours-text';
import { runInOrder, withCount } from '../run-in-order';

describe('lunch-hours text of a card', () => {
  it('writes a slot as days: start-end, ranges for runs of three or more days', () => {
    expect(slotToText({ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], startTime: '11:00', endTime: '14:00' })).toBe('Monday-Friday: 11:00-14:00');
    expect(slotToText({ days: ['Friday', 'Monday', 'Tuesday'], startTime: '11:30', endTime: '13:30' })).toBe('Monday, Tuesday, Friday: 11:30-13:30');
    expect(slotToText({ days: ['Saturday'], startTime: '12:00', endTime: '15:00' })).toBe('Saturday: 12:00-15:00');
  });

  it('reads back to the same slot', () => {
    for (const slot of [
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], startTime: '11:00', endTime: '14:00' },
      { days: ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Sunday'], startTime: '10:30', endTime: '13:00' },
    ]) {
      expect(parseLunchHoursText(slotToText(slot))).toEqual([slot]);
    }
  });

  it('leaves out slots without days', () => {
    expect(slotsToText([{ days: [], startTime: '11:00', endTime: '14:00' }])).toEqual([]);
    expect(slotsToText(undefined)).toEqual([]);
  });
});

describe('bulk actions', () => {
  it('stops at the first failure when asked, and says what was never tried', async () => {
    const tried: string[] = [];
    const outcome = await runInOrder(['a', 'b', 'c', 'd'], async (id) => {
      tried.push(id);
      if (id === 'b') throw new Error('500');
    }, { stopOnFailure: true });
    expect(tried).toEqual(['a', 'b']);
    expect(outcome.done).toEqual(['a']);
    expect(outcome.failures.map((f) => f.id)).toEqual(['b']);
    expect(outcome.skipped).toEqual(['c', 'd']);
  });

  it('goes on past failures otherwise', async () => {
    const outcome = await runInOrder(['a', 'b', 'c'], async (id) => {
      if (id !== 'b') throw new Error('x');
    }, { stopOnFailure: false });
    expect(outcome.done).toEqual(['b']);
    expect(outcome.failures.map((f) => f.id)).toEqual(['a', 'c']);
    expect(outcome.skipped).toEqual([]);
  });

  it('adds the count to the spec sentence only for more than one', () => {
    expect(withCount('Restaurant marked as processed', 1)).toBe('Restaurant marked as processed');
    expect(withCount('Restaurant marked as processed', 3)).toBe('Restaurant marked as processed (3)');
  });
});

describe('filter options', () => {
  it('lists every filter with its counts, cities in Swedish order', () => {
    const counts = countNewRestaurantFacets([
      { city: 'Örebro', lunch_link: 'https://ex.se/lunch', checkedformenu: true, AIResponse: 'MENU_FOUND' },
      { city: 'Borås', lunch_link: 'https://facebook.com/krogen', checkedformenu: false, AIResponse: null },
      { city: 'Borås', lunch_link: '', checkedformenu: undefined, AIResponse: undefined },
    ]);
    const filters = filterDefinitions(counts);
    expect(filters.map((f) => f.key)).toEqual(['city', 'lunchLink', 'lunchWord', 'validation', 'aiResponse']);
    expect(filters[0].options).toEqual([{ value: 'all', count: 3 }, { value: 'Borås', count: 2 }, { value: 'Örebro', count: 1 }]);
    expect(filters[1].options).toEqual([{ value: 'all', count: 3 }, { value: 'has', count: 2 }, { value: 'missing', count: 1 }, { value: 'social', count: 1 }, { value: 'proper', count: 1 }]);
    expect(filters[2].options).toEqual([{ value: 'all', count: 3 }, { value: 'has-lunch', count: 1 }, { value: 'no-lunch', count: 2 }]);
    expect(filters[3].options).toEqual([{ value: 'all', count: 3 }, { value: 'has-menu', count: 1 }, { value: 'no-menu', count: 1 }, { value: 'not-checked', count: 1 }]);
    expect(filters[4].options.find((o) => o.value === 'null')).toEqual({ value: 'null', count: 2 });
    expect(filters[4].options.find((o) => o.value === 'MENU_FOUND')).toEqual({ value: 'MENU_FOUND', count: 1 });
  });
});
