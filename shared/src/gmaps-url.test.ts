import { describe, expect, it } from 'vitest';
import { parseMapsUrl } from './gmaps-url';

describe('Google Maps URLs', () => {
  it('reads name, the place position from the data part, and the cid from the feature id', () => {
    const r = parseMapsUrl(
      'https://www.google.com/maps/place/Restaurang+Smak+%26+Behag/@56.0461234,12.6912345,17z/data=!3m1!4b1!4m6!3m5!1s0x4652324b1f7e2d7b:0x8e3c5d7b2a1f4c6d!8m2!3d56.0465001!4d12.6944002!16s%2Fg%2F11c1r8xq2p?entry=ttu',
    );
    expect(r).toMatchObject({ ok: true, kind: 'place', name: 'Restaurang Smak & Behag', latitude: 56.0465001, longitude: 12.6944002, featureId: '0x4652324b1f7e2d7b:0x8e3c5d7b2a1f4c6d' });
    expect(r.ok && 'cid' in r && r.cid).toBe(BigInt('0x8e3c5d7b2a1f4c6d').toString());
  });

  it('falls back to the map centre of @lat,lng,zoom', () => {
    expect(parseMapsUrl('https://www.google.se/maps/place/Pizzeria+Napoli/@55.6050,13.0038,15z')).toMatchObject({ ok: true, name: 'Pizzeria Napoli', latitude: 55.605, longitude: 13.0038 });
  });

  it('takes place_id and query_place_id from the query', () => {
    expect(parseMapsUrl('https://www.google.com/maps/search/?api=1&query=Lunchbaren&query_place_id=ChIJN1t_tDeuEmsRUsoyG83frY4')).toMatchObject({ ok: true, kind: 'search', name: 'Lunchbaren', placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' });
    expect(parseMapsUrl('https://www.google.com/maps/place/?q=place_id:ChIJN1t_tDeuEmsRUsoyG83frY4')).toMatchObject({ ok: true, placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' });
  });

  it('takes a cid', () => {
    expect(parseMapsUrl('https://maps.google.com/?cid=10281119596374313554')).toMatchObject({ ok: true, cid: '10281119596374313554' });
  });

  it('reads a search URL', () => {
    expect(parseMapsUrl('https://www.google.com/maps/search/thai+lunch+lund/@55.70,13.19,14z')).toMatchObject({ ok: true, kind: 'search', name: 'thai lunch lund', latitude: 55.7, longitude: 13.19 });
  });

  it('recognises short links, which need a lookup', () => {
    expect(parseMapsUrl('https://maps.app.goo.gl/AbCdEf123456')).toEqual({ ok: true, kind: 'short-link', url: 'https://maps.app.goo.gl/AbCdEf123456' });
    expect(parseMapsUrl('https://goo.gl/maps/xyz')).toMatchObject({ ok: true, kind: 'short-link' });
  });

  it.each([
    ['', 'Please enter a Google Maps URL'],
    ['not a url', 'That is not a URL'],
    ['https://www.example.se/maps/place/X/@1,2,3z', 'Not a Google Maps URL'],
    ['https://www.google.com/search?q=lunch', 'Not a Google Maps URL'],
    ['javascript:alert(1)', 'Only http(s)'],
    ['https://www.google.com/maps', 'holds no place'],
  ])('refuses %s', (url, message) => {
    const r = parseMapsUrl(url);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain(message);
  });
});
