import { describe, expect, it } from 'vitest';
import type { SingleExtractResult } from '@lunch/shared';
import { harvestReading, reviewHref } from '../harvest-reading';

const data = (extra: Partial<NonNullable<SingleExtractResult['data']>> = {}): NonNullable<SingleExtractResult['data']> => ({
  classification: 'MENU_FOUND',
  confidence: 0.874,
  week: '2026-W34',
  menuCount: 2,
  days: ['Monday', 'Tuesday'],
  lunchHoursFound: false,
  lunchIncludesFound: false,
  sourceUrl: 'https://x.example/lunch',
  extractor: 'rules',
  restaurantId: 'r1',
  restaurantName: 'Krogen',
  menusStored: 2,
  dishes: [
    { day: 'Monday', date: '2026-08-17', name: 'Köttbullar', price: 125 },
    { day: 'Tuesday', date: '2026-08-18', name: 'Fiskgratäng', price: null },
  ],
  ...extra,
});

describe('harvestReading', () => {
  it('a published reading: confidence in percent, Swedish days, dishes with prices', () => {
    expect(harvestReading({ success: true, message: '2 menus stored', data: data({ decision: 'published' }) })).toEqual({
      decision: 'published',
      headline: 'Publicerad: visas för besökare',
      reason: undefined,
      reviewId: undefined,
      confidence: '87 %',
      week: '34 (2026)',
      days: ['Måndag', 'Tisdag'],
      dishes: [
        { day: 'Måndag', date: '2026-08-17', name: 'Köttbullar', price: '125 kr' },
        { day: 'Tisdag', date: '2026-08-18', name: 'Fiskgratäng', price: '–' },
      ],
      doubts: [],
      sourceUrl: 'https://x.example/lunch',
    });
  });

  it('a reading sent to review keeps its review id and doubts', () => {
    const reading = harvestReading({ success: false, message: 'Skickad till granskning', data: data({ decision: 'review', reviewId: 'rv 1', doubts: ['Ingen vecka angiven på sidan'] }) });
    expect(reading).toMatchObject({ decision: 'review', headline: 'Skickad till granskning', reviewId: 'rv 1', doubts: ['Ingen vecka angiven på sidan'], reason: undefined });
    expect(reviewHref('rv 1')).toBe('/admin/menu-review?review=rv%201');
  });

  it('not stored: the reason is the server\'s', () => {
    const reading = harvestReading({ success: false, error: 'No lunch menu found (NO_MENU_FOUND)', message: 'No menus stored', data: data({ decision: 'not-stored', dishes: [], days: [] }) });
    expect(reading).toMatchObject({ decision: 'not-stored', headline: 'Inte sparad', reason: 'No lunch menu found (NO_MENU_FOUND)', days: [], dishes: [] });
  });

  it('an answer without a decision (before the gate) reads success as published; one without data was queued', () => {
    expect(harvestReading({ success: true, message: 'ok', data: data() }).decision).toBe('published');
    expect(harvestReading({ success: false, message: 'No menus stored', data: data() }).decision).toBe('not-stored');
    expect(harvestReading({ success: false, error: 'The page took too long', message: 'Queued for harvesting' })).toMatchObject({ decision: 'queued', headline: 'Köad för hämtning', reason: 'The page took too long' });
  });
});
