import { describe, expect, it } from 'vitest';
import { pageOffset, parseRestaurantListQuery } from './restaurant-query';

describe('restaurant list query', () => {
  it('accepts a full query and normalises values', () => {
    const r = parseRestaurantListQuery({
      city: 'malmö', lat: '55.6', lng: '13.0', sort: 'distance', selectedDay: 'tuesday', page: '2', limit: '5',
      search: '  pizza ', price: '150', cuisines: 'pizza,Italiensk', dietaryOptions: 'Vegansk', lunchIncludes: 'Kaffe, sallad',
    });
    expect(r).toEqual({
      ok: true,
      value: {
        city: 'Malmö', lat: 55.6, lng: 13, sort: 'distance', selectedDay: 'Tuesday', page: 2, limit: 5, search: 'pizza', price: 150,
        cuisines: ['Pizza', 'Italiensk'], dietaryOptions: ['Vegansk'], lunchIncludes: ['kaffe', 'sallad'],
      },
    });
  });

  it('defaults page 1 and limit 12', () => {
    const r = parseRestaurantListQuery({ city: 'Lund' });
    expect(r.ok && [r.value.page, r.value.limit, r.value.search, r.value.sort]).toEqual([1, 12, undefined, 'rank']);
  });

  it.each([
    [{}, 'city'],
    [{ city: 'Atlantis' }, 'city'],
    [{ city: 'Lund', page: '0' }, 'page'],
    [{ city: 'Lund', page: '-1' }, 'page'],
    [{ city: 'Lund', page: '1.5' }, 'page'],
    [{ city: 'Lund', limit: '0' }, 'limit'],
    [{ city: 'Lund', limit: '10000' }, 'limit'],
    [{ city: 'Lund', price: 'abc' }, 'price'],
    [{ city: 'Lund', selectedDay: 'Funday' }, 'selectedDay'],
    [{ city: 'Lund', search: 'x'.repeat(5000) }, 'search'],
    [{ city: 'Lund', cuisines: 'Martian' }, 'cuisines'],
    [{ city: 'Lund', lat: '95', lng: '13' }, 'lat'],
    [{ city: 'Lund', lat: '55' }, 'lng'],
    [{ city: 'Lund', sort: 'price' }, 'sort'],
  ])('rejects %j naming %s', (params, parameter) => {
    const r = parseRestaurantListQuery(params as Record<string, string>);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.parameter).toBe(parameter);
      expect(r.message).toContain(parameter);
    }
  });

  it('puts later pages after a first page of 12', () => {
    expect([pageOffset(1, 12), pageOffset(2, 5), pageOffset(3, 5), pageOffset(2, 12)]).toEqual([0, 12, 17, 12]);
  });
});
