import { describe, expect, it } from 'vitest';
import type { OwnerWeekInput } from '@lunch/shared';
import { blankDish, editableWeek, lunchHoursOf, priceFromText, weekProblem, weekToSave } from '../week-draft';

const week = (change: Partial<OwnerWeekInput> = {}): OwnerWeekInput => ({
  days: [
    { date: '2026-11-23', closed: false, dishes: [] },
    { date: '2026-11-24', closed: true, dishes: [] },
  ],
  weeklyDishes: [],
  priceForAll: null,
  lunchHours: null,
  includes: [],
  ...change,
});
const noHours = { startTime: '', endTime: '' };

describe('editableWeek', () => {
  it('gives every open day without dishes one empty row, and leaves closed days alone', () => {
    const edited = editableWeek(week());
    expect(edited.days[0].dishes).toEqual([blankDish()]);
    expect(edited.days[1].dishes).toEqual([]);
  });
});

describe('weekToSave', () => {
  it('leaves out rows nothing was typed into and empty descriptions, keeps the rest as typed', () => {
    const saved = weekToSave(
      week({
        days: [{ date: '2026-11-23', closed: false, dishes: [blankDish(), { name: 'Pannbiff', description: '', price: 119, tags: ['Laktosfri'] }] }],
        weeklyDishes: [blankDish(), { name: 'Soppa', description: 'Med bröd', price: null, tags: [] }],
      }),
    );
    expect(saved.days[0].dishes).toEqual([{ name: 'Pannbiff', price: 119, tags: ['Laktosfri'] }]);
    expect(saved.weeklyDishes).toEqual([{ name: 'Soppa', description: 'Med bröd', price: null, tags: [] }]);
  });

  it('keeps the named dishes of a closed day (for reopening it) and drops its unnamed ones, which are hidden', () => {
    const saved = weekToSave(week({ days: [{ date: '2026-11-24', closed: true, dishes: [{ name: 'Pannbiff', tags: [] }, { name: '', description: 'Halvskriven', tags: [] }] }] }));
    expect(saved.days[0].dishes).toEqual([{ name: 'Pannbiff', tags: [] }]);
  });
});

describe('weekProblem', () => {
  it('accepts a complete week', () => {
    expect(weekProblem(weekToSave(week({ days: [{ date: '2026-11-23', closed: false, dishes: [{ name: 'Pannbiff', price: 119, tags: [] }] }] })), noHours)).toBeNull();
  });

  it('names the day and the dish of a dish without a name, in Swedish', () => {
    const input = weekToSave(week({ days: [{ date: '2026-11-23', closed: false, dishes: [{ name: 'A', tags: [] }, { name: ' ', description: 'Utan namn', tags: [] }] }] }));
    expect(weekProblem(input, noHours)).toBe('Måndag, rätt 2: skriv rättens namn');
  });

  it('refuses prices above 2000 kr, on a dish and for all dishes', () => {
    expect(weekProblem(week({ weeklyDishes: [{ name: 'Hummer', price: 2500, tags: [] }] }), noHours)).toBe('Veckans rätter, rätt 1: priset får vara högst 2000 kr');
    expect(weekProblem(week({ priceForAll: 2001 }), noHours)).toBe('Pris för alla rätter: högst 2000 kr');
  });

  it('wants both lunch times, the end after the start', () => {
    expect(weekProblem(week(), { startTime: '11:00', endTime: '' })).toBe('Lunchtider: fyll i både från och till');
    expect(weekProblem(week(), { startTime: '14:00', endTime: '11:00' })).toBe('Lunchtider: sluttiden ska vara efter starttiden');
    expect(weekProblem(week({ lunchHours: { startTime: '11:00', endTime: '14:00' } }), { startTime: '11:00', endTime: '14:00' })).toBeNull();
  });
});

describe('lunchHoursOf and priceFromText', () => {
  it('keeps lunch hours only when both are set and in order', () => {
    expect(lunchHoursOf({ startTime: '11:00', endTime: '14:00' })).toEqual({ startTime: '11:00', endTime: '14:00' });
    expect(lunchHoursOf({ startTime: '11:00', endTime: '' })).toBeNull();
    expect(lunchHoursOf({ startTime: '14:00', endTime: '11:00' })).toBeNull();
  });

  it('reads a price as digits only; empty is no price', () => {
    expect(priceFromText('125')).toBe(125);
    expect(priceFromText('12a5 kr')).toBe(125);
    expect(priceFromText('')).toBeNull();
  });
});
