import { describe, expect, it } from 'vitest';
import { distanceKm, distanceText } from './distance';
import { effectivePrice, priceText } from './price';
import { dayRangesText, lunchHourSlots, normaliseDays, servesLunchOn } from './lunch-hours';
import { foldForSearch } from './text-search';
import { findCity, suggestCities } from './cities';

describe('distance', () => {
  it('measures the great-circle distance', () => {
    // Malmö centre to Lund centre is about 16-17 km.
    expect(distanceKm({ lat: 55.605, lng: 13.0038 }, { lat: 55.7047, lng: 13.191 })).toBeCloseTo(16.1, 0);
  });
  it('shows metres under 900 m and kilometres with one decimal above', () => {
    expect(distanceText(0.4504)).toBe('450 m från centrum');
    expect(distanceText(0.899)).toBe('899 m från centrum');
    expect(distanceText(0.9)).toBe('0,9 km från centrum');
    expect(distanceText(1.26)).toBe('1,3 km från centrum');
    expect(distanceText(0.25, 'point')).toBe('250 m från dig');
  });
});

describe('price', () => {
  it('falls back to fallback_price when the price is 0 or missing', () => {
    expect(effectivePrice(125, 99)).toBe(125);
    expect(effectivePrice(0, 99)).toBe(99);
    expect(effectivePrice(undefined, 99)).toBe(99);
    expect(effectivePrice(null, 0)).toBeNull();
    expect(priceText(0, 119)).toBe('119 SEK');
    expect(priceText(undefined, undefined)).toBeNull();
  });
});

describe('lunch hours', () => {
  it('accepts only English weekday names, drops duplicates and keeps week order', () => {
    expect(normaliseDays(['Friday', 'Monday', 'Monday', 'Måndag', 'monday', 'Holiday'])).toEqual(['Monday', 'Friday']);
  });
  it('shows consecutive days as ranges', () => {
    expect(dayRangesText(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe('Mån–Fre');
    expect(dayRangesText(['Monday', 'Wednesday', 'Thursday', 'Sunday'])).toBe('Mån, Ons–Tor, Sön');
    expect(dayRangesText(['Saturday'])).toBe('Lör');
    expect(dayRangesText([])).toBe('');
  });
  it('reads an object or an array of slots', () => {
    const slot = { days: ['Monday'], startTime: '11:00', endTime: '14:00' };
    expect(lunchHourSlots(slot)).toEqual([slot]);
    expect(lunchHourSlots([slot, { nonsense: true }])).toEqual([slot]);
    expect(lunchHourSlots(null)).toEqual([]);
  });
  it('knows which days lunch is served', () => {
    const slots = [{ days: ['Monday', 'Tuesday'], startTime: '11:00', endTime: '14:00' }, { days: ['Saturday'], startTime: '12:00', endTime: '15:00' }];
    expect(servesLunchOn(slots, 'Saturday')).toBe(true);
    expect(servesLunchOn(slots, 'Friday')).toBe(false);
    expect(servesLunchOn([], 'Friday')).toBe(true); // unknown hours: assume weekdays
    expect(servesLunchOn([], 'Sunday')).toBe(false);
  });
});

describe('search folding', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch('Köttbullar med GRÄDDSÅS')).toBe('kottbullar med graddsas');
    expect(foldForSearch('  Crème   brûlée ')).toBe('creme brulee');
  });
});

describe('cities', () => {
  it('finds cities by name ignoring case and suggests by prefix', () => {
    expect(findCity('malmö')?.name).toBe('Malmö');
    expect(findCity('Atlantis')).toBeUndefined();
    expect(suggestCities('l').map((c) => c.name)).toEqual(['Landskrona', 'Linköping', 'Lund']);
    expect(suggestCities('x')).toEqual([]);
  });

  it.each([
    ['orebro', 'Örebro'],
    ['goteborg', 'Göteborg'],
    ['malmo', 'Malmö'],
    ['GAVLE', 'Gävle'],
    ['umea', 'Umeå'],
    ['gotebrog', 'Göteborg'],
    ['stokholm', 'Stockholm'],
    ['uppsla', 'Uppsala'],
    ['linkoping', 'Linköping'],
    ['jonkoping', 'Jönköping'],
    ['norkoping', 'Norrköping'],
  ])('suggests a city for %j without accents or with a typo: %s first', (typed, city) => {
    expect(suggestCities(typed)[0]?.name).toBe(city);
  });

  it('does not guess from one to three letters, or from text far from any city', () => {
    expect(suggestCities('mx')).toEqual([]);
    expect(suggestCities('paris')).toEqual([]);
    expect(suggestCities('xyz')).toEqual([]);
  });
});

import { menuFreshness } from './menu-freshness';

describe('menu freshness', () => {
  const menu = (validFrom: string, validTo: string, updatedAt?: string) => ({ validFrom, validTo, updatedAt });
  it('knows a menu of this week from an old one', () => {
    expect(menuFreshness([menu('2026-11-16', '2026-11-20', '2026-11-16T07:00:00Z')], '2026-11-22')).toEqual({
      currentWeek: true, latestWeek: 47, updatedAt: '2026-11-16T07:00:00Z',
    });
    expect(menuFreshness([menu('2026-11-09', '2026-11-13'), menu('2026-11-10', '2026-11-10', '2026-11-09T08:00:00Z')], '2026-11-18')).toEqual({
      currentWeek: false, latestWeek: 46, updatedAt: '2026-11-09T08:00:00Z',
    });
    expect(menuFreshness([], '2026-11-18')).toEqual({ currentWeek: false, latestWeek: null, updatedAt: null });
  });
});
