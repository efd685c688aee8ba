import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema, analyticsCounterOf, looksPersonal, normaliseSearchTerm, SEARCH_TERM_MAX_CHARS } from './analytics-api';

describe('normaliseSearchTerm', () => {
  it('lower-cases, collapses spaces and caps the length', () => {
    expect(normaliseSearchTerm('  Pad   THAI ')).toBe('pad thai');
    expect(normaliseSearchTerm('Ärtsoppa')).toBe('ärtsoppa');
    expect(normaliseSearchTerm('k'.repeat(100))).toHaveLength(SEARCH_TERM_MAX_CHARS);
    expect(normaliseSearchTerm('a')).toBeNull();
  });

  it('drops terms that look like personal data', () => {
    for (const text of ['anna@example.se', 'ring 070-123 45 67', '+46 70 123 45 67', '19850101-1234', 'https://x.se/?t=1', 'www.example.se']) {
      expect(looksPersonal(text), text).toBe(true);
      expect(normaliseSearchTerm(text), text).toBeNull();
    }
    expect(normaliseSearchTerm('lunch 125 kr')).toBe('lunch 125 kr');
  });
});

describe('analyticsCounterOf', () => {
  it('maps events to city, kind and key; unknown cities are not counted', () => {
    expect(analyticsCounterOf({ name: 'search', city: 'malmö', query: 'Sushi' })).toEqual({ city: 'Malmö', kind: 'search', key: 'sushi' });
    expect(analyticsCounterOf({ name: 'restaurant_view', city: 'Lund', restaurantId: 'r-1' })).toEqual({ city: 'Lund', kind: 'restaurant_view', key: 'r-1' });
    expect(analyticsCounterOf({ name: 'filter_use', city: 'Lund', filter: 'price', value: '150' })).toEqual({ city: 'Lund', kind: 'filter_use', key: 'price=150' });
    expect(analyticsCounterOf({ name: 'location_view', city: 'Atlantis' })).toBeNull();
  });

  it('the batch schema refuses unknown names, too many events and long fields', () => {
    expect(analyticsBatchSchema.safeParse({ events: [{ name: 'page_view', city: 'Lund' }] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: Array(21).fill({ name: 'location_view', city: 'Lund' }) }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [{ name: 'search', city: 'Lund', query: 'x'.repeat(201) }] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    const parsed = analyticsBatchSchema.parse({ events: [{ name: 'location_view', city: 'Lund', userId: 'u1' }] });
    expect(parsed.events[0]).toEqual({ name: 'location_view', city: 'Lund' }); // extra fields never reach the store
  });
});
