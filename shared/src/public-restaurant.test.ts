import { describe, expect, it } from 'vitest';
import { isPubliclyListed, toPublicView } from './public-restaurant';
import type { Restaurant } from './types';

const stored = {
  id: 'r1', _id: 'r1', name: 'Krogen', city: 'Lund',
  location: { address: 'Gatan 1', city: 'Lund', coordinates: [13.19, 55.7], geohash: 'u1' },
  contact: { phone: '046-1', website: 'https://krogen.se', email: 'chef@krogen.se' },
  cuisines: ['Svensk'], dietaryOptions: [], lunch_includes: ['Kaffe'], tags: [], fallback_price: 110,
  lunch_hours: [{ days: ['Monday'], startTime: '11:00', endTime: '14:00' }],
  lunch_menus: [{ _id: 'm1', name: 'Pytt', description: '', price: 115, tags: [], validFrom: '2026-11-23', validTo: '2026-11-23', harvested: true, availability: ['Måndag'], sourceUrl: 'https://krogen.se/lunch' }],
  rating: 4.2, reviewCount: 10, images: [], features: [], rank: 7, menuPeriodicity: 'Weekly', scrapingTime: 'MORNING',
  extra_prompt: 'secret hint', selectorType: '#lunch', NEW: false, AIResponse: 'MENU_FOUND', updatedAt: '2026-11-23T08:00:00Z',
  // A field added with Add Field: private until it is allow-listed.
  internalNote: 'call Bosse',
} as unknown as Restaurant;

describe('toPublicView', () => {
  it('keeps the public fields and drops everything else, at every level', () => {
    const view = toPublicView(stored) as unknown as Record<string, unknown>;
    expect(Object.keys(view).sort()).toEqual(
      ['_id', 'city', 'contact', 'cuisines', 'dietaryOptions', 'fallback_price', 'features', 'id', 'images', 'location', 'lunch_hours', 'lunch_includes', 'lunch_menus', 'name', 'rating', 'reviewCount', 'tags', 'updatedAt'],
    );
    expect(view.location).toEqual({ address: 'Gatan 1', city: 'Lund', coordinates: [13.19, 55.7] });
    expect(view.contact).toEqual({ phone: '046-1', website: 'https://krogen.se' });
    expect(view.lunch_menus).toEqual([{ _id: 'm1', name: 'Pytt', description: '', price: 115, tags: [], validFrom: '2026-11-23', validTo: '2026-11-23', sourceUrl: 'https://krogen.se/lunch' }]);
  });

  it('never copies inherited or prototype keys', () => {
    const sneaky = Object.create({ name: 'inherited' }) as Record<string, unknown>;
    Object.assign(sneaky, { id: 'x', location: {}, contact: {}, lunch_menus: [] });
    expect(toPublicView(sneaky as unknown as Restaurant)).not.toHaveProperty('name');
  });

  it('shows one source per day: a demo menu beside harvested ones of the same day stays private', () => {
    const day = (id: string, source: 'demo' | 'harvest' | 'admin', date: string) => ({ _id: id, name: id, description: '', tags: [], validFrom: date, validTo: date, source });
    const mixed = { ...stored, lunch_menus: [day('dillkott', 'demo', '2026-11-23'), day('h1', 'harvest', '2026-11-23'), day('demo-tue', 'demo', '2026-11-24')] } as Restaurant;
    expect(toPublicView(mixed).lunch_menus.map((m) => m._id)).toEqual(['h1', 'demo-tue']);
  });
});

describe('isPubliclyListed', () => {
  it.each([[true, false], [false, true], [undefined, true]])('NEW %s -> public %s', (NEW, listed) => {
    expect(isPubliclyListed({ NEW })).toBe(listed);
  });
});
