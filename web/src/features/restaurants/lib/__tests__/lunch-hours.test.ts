import { describe, expect, it } from 'vitest';
import { lunchHoursLines, lunchHoursText } from '../lunch-hours';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('lunch hours display', () => {
  it('shows consecutive days as a range with the times', () => {
    expect(lunchHoursText([{ days: weekdays, startTime: '11:00', endTime: '14:00' }])).toBe('Mån–Fre 11:00–14:00');
  });

  it('accepts the object form and the array form', () => {
    expect(lunchHoursText({ days: ['Monday'], startTime: '11:30', endTime: '13:30' })).toBe('Mån 11:30–13:30');
  });

  it('accepts only English weekday names and removes duplicates', () => {
    expect(lunchHoursText([{ days: ['Friday', 'Måndag', 'monday', 'Friday', 'Thursday', 'Funday'], startTime: '11:00', endTime: '14:00' }])).toBe(
      'Tor–Fre 11:00–14:00',
    );
  });

  it('leaves out slots without a valid day and merges slots with the same times', () => {
    const slots = [
      { days: ['Saturday'], startTime: '12:00', endTime: '15:00' },
      { days: ['Monday', 'Tuesday', 'Wednesday'], startTime: '11:00', endTime: '14:00' },
      { days: ['Söndag'], startTime: '12:00', endTime: '15:00' },
      { days: ['Thursday', 'Friday'], startTime: '11:00', endTime: '14:00' },
    ];
    expect(lunchHoursText(slots)).toBe('Mån–Fre 11:00–14:00, Lör 12:00–15:00');
    expect(lunchHoursLines(slots).map((l) => l.days.length)).toEqual([5, 1]);
  });

  it('shows days alone when the times are missing or malformed, and pads single-digit hours', () => {
    expect(lunchHoursText([{ days: ['Monday', 'Wednesday'], startTime: '', endTime: '14' }])).toBe('Mån, Ons');
    expect(lunchHoursText([{ days: ['Monday'], startTime: '9:30', endTime: '13:00' }])).toBe('Mån 09:30–13:00');
  });

  it('is empty without usable data', () => {
    expect(lunchHoursText(undefined)).toBe('');
    expect(lunchHoursText([])).toBe('');
    expect(lunchHoursText('Monday')).toBe('');
  });
});
