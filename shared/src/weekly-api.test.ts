import { describe, expect, it } from 'vitest';
import { isoWeekKey, mondayOfWeekKey, shiftByWeeks, shiftMenuWeeks, updateWeekSchema, weekStatusOf } from './weekly-api';

const menu = (validFrom: string) => ({ validFrom });

describe('weekStatusOf (spec section 4)', () => {
  const today = '2026-11-25'; // week 48
  it.each([
    [['2026-11-23', '2026-11-27'], 'Korrekt'],
    [['2026-11-16', '2026-11-23'], 'Delvis korrekt'],
    [['2026-11-23', '2026-11-30'], 'Delvis korrekt'],
    [['2026-11-16', '2026-11-20'], 'Felaktig vecka'],
    [['2025-11-24'], 'Felaktig vecka'], // week 48 of another year is not this week
    [[], 'Ingen vecka'],
  ] as const)('%j -> %s', (dates, status) => {
    expect(weekStatusOf(dates.map(menu), today)).toBe(status);
  });
});

describe('week shifting across year boundaries', () => {
  it('moves week 52 of 2025 to week 1 of 2026, keeping the weekday', () => {
    expect(isoWeekKey('2025-12-22')).toBe('2025-W52');
    expect(shiftByWeeks('2025-12-22', 1)).toBe('2025-12-29');
    expect(isoWeekKey(shiftByWeeks('2025-12-22', 1))).toBe('2026-W01');
  });
  it('moves week 53 of 2026 to week 1 of 2027 and back', () => {
    expect(isoWeekKey('2026-12-28')).toBe('2026-W53');
    expect(isoWeekKey(shiftByWeeks('2026-12-28', 1))).toBe('2027-W01');
    expect(isoWeekKey(shiftByWeeks('2027-01-04', -1))).toBe('2026-W53');
  });
  it('moves both ends of a menu', () => {
    expect(shiftMenuWeeks({ validFrom: '2026-11-23', validTo: '2026-11-27' }, -100)).toEqual({ validFrom: '2024-12-23', validTo: '2024-12-27' });
  });
});

describe('mondayOfWeekKey', () => {
  it('finds the Monday of a week, including week 53 and week 1 in the previous year', () => {
    expect(mondayOfWeekKey('2026-W48')).toBe('2026-11-23');
    expect(mondayOfWeekKey('2026-W53')).toBe('2026-12-28');
    expect(mondayOfWeekKey('2026-W01')).toBe('2025-12-29');
    expect(mondayOfWeekKey('2025-W53')).toBeUndefined();
  });
});

describe('updateWeekSchema', () => {
  it('takes -100..100 and an optional city; empty city means all', () => {
    expect(updateWeekSchema.parse({ week: -100, city: '  ' })).toEqual({ week: -100, city: undefined });
    expect(updateWeekSchema.safeParse({ week: 101 }).error?.issues[0].message).toBe('Week number must be between -100 and 100');
    expect(updateWeekSchema.safeParse({ week: 'x' }).error?.issues[0].message).toBe('Please enter a valid number');
  });
});
