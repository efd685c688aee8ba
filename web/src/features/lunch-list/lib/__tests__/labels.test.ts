import { WEEKDAYS } from '@lunch/shared';
import { describe, expect, it } from 'vitest';
import { DAY_LABELS, searchNoticeText } from '../labels';

describe('day labels', () => {
  it('has the spec short labels Mån to Sön in week order', () => {
    expect(WEEKDAYS.map((d) => DAY_LABELS[d].short)).toEqual(['Mån', 'Tis', 'Ons', 'Tor', 'Fre', 'Lör', 'Sön']);
    for (const d of WEEKDAYS) expect(DAY_LABELS[d].long.startsWith(DAY_LABELS[d].short)).toBe(true);
  });
});

describe('searchNoticeText', () => {
  it('describes the result of a search', () => {
    expect(searchNoticeText('pasta', { status: 'success', total: 7, shown: 7 })).toBe('Visar 7 restauranger för "pasta"');
    expect(searchNoticeText('pasta', { status: 'success', total: 1, shown: 1 })).toBe('Visar 1 restaurang för "pasta"');
    expect(searchNoticeText('soppa', { status: 'success', total: 30, shown: 12 })).toBe('Visar 12 av 30 restauranger för "soppa"');
    expect(searchNoticeText('xyz', { status: 'success', total: 0, shown: 0 })).toBe('Inga träffar för "xyz"');
  });

  it('says it is searching while the result is on its way, and nothing without a search or on error', () => {
    expect(searchNoticeText('pasta', { status: 'pending' })).toBe('Söker efter "pasta"...');
    expect(searchNoticeText('pasta', { status: 'error' })).toBe('');
    expect(searchNoticeText('', { status: 'success', total: 3, shown: 3 })).toBe('');
  });
});
