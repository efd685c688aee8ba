import { describe, expect, it } from 'vitest';
import type { ExtractedRestaurant } from '@lunch/shared';
import { fromDraft, isListed, toDraft } from '../draft';

const extracted: ExtractedRestaurant = {
  name: 'Testkrogen',
  location: { city: 'Gävle', address: '', coordinates: [17.142, 60.675] },
  contact: { phone: '', website: '' },
  rating: null,
  reviews: null,
  gMaps_place_id: '',
};

describe('maps import edit draft', () => {
  it('round-trips the extracted restaurant', () => {
    expect(fromDraft(toDraft(extracted))).toEqual({ ok: true, restaurant: extracted });
    const full: ExtractedRestaurant = { ...extracted, rating: 4.5, reviews: 120, contact: { phone: '026-12 34 56', website: 'https://testkrogen.se' } };
    expect(fromDraft(toDraft(full))).toEqual({ ok: true, restaurant: full });
  });

  it('trims text and reads numbers written with a comma', () => {
    const result = fromDraft({ ...toDraft(extracted), name: '  Nya krogen ', rating: '4,2', reviews: '37', address: ' Drottninggatan 1 ' });
    expect(result).toEqual({ ok: true, restaurant: { ...extracted, name: 'Nya krogen', rating: 4.2, reviews: 37, location: { ...extracted.location, address: 'Drottninggatan 1' } } });
  });

  it('refuses numbers out of range or half coordinates', () => {
    expect(fromDraft({ ...toDraft(extracted), rating: '6' })).toEqual({ ok: false, message: 'Rating must be a number from 0 to 5' });
    expect(fromDraft({ ...toDraft(extracted), rating: 'bra' })).toEqual({ ok: false, message: 'Rating must be a number from 0 to 5' });
    expect(fromDraft({ ...toDraft(extracted), reviews: '1.5' })).toEqual({ ok: false, message: 'Reviews must be a whole number' });
    expect(fromDraft({ ...toDraft(extracted), latitude: '' })).toEqual({ ok: false, message: 'Coordinates need both longitude and latitude as numbers' });
    expect(fromDraft({ ...toDraft(extracted), latitude: '95' })).toEqual({ ok: false, message: 'Longitude must be within ±180 and latitude within ±90' });
  });

  it('clearing both coordinates means none', () => {
    const result = fromDraft({ ...toDraft(extracted), latitude: '', longitude: ' ' });
    expect(result.ok && result.restaurant.location.coordinates).toBeNull();
  });

  it('matches the server field paths to panel rows', () => {
    expect(isListed(['location.city', 'rating'], 'city')).toBe(true);
    expect(isListed(['location.coordinates'], 'coordinates')).toBe(true);
    expect(isListed(['location.city'], 'address')).toBe(false);
  });
});
