import { describe, expect, it } from 'vitest';
import { ADMIN_PATCHABLE_FIELDS, type Restaurant } from '@lunch/shared';
import { EDITABLE_FIELDS, fieldText, parseFieldText, parseIntegerOrZero, splitList, type EditableField } from '../field-parsing';

const field = (name: string): EditableField => EDITABLE_FIELDS.find((f) => f.field === name)!;

describe('field parsing (spec section 5)', () => {
  it('splits tags and lunch_includes on commas, trims, and drops empties', () => {
    expect(splitList(' kaffe, sallad ,, bröd ,')).toEqual(['kaffe', 'sallad', 'bröd']);
    expect(parseFieldText(field('tags'), 'rekommenderad,  ,husman ')).toEqual(['rekommenderad', 'husman']);
    expect(parseFieldText(field('lunch_includes'), '')).toEqual([]);
  });

  it('reads fallback_price as an integer, else 0', () => {
    expect(parseFieldText(field('fallback_price'), ' 129 ')).toBe(129);
    expect(parseFieldText(field('fallback_price'), '119.50')).toBe(119);
    expect(parseFieldText(field('fallback_price'), 'gratis')).toBe(0);
    expect(parseFieldText(field('fallback_price'), '')).toBe(0);
    expect(parseIntegerOrZero('abc')).toBe(0);
  });

  it('reads flags, coordinates and plain text', () => {
    expect(parseFieldText(field('ManualScraping'), 'true')).toBe(true);
    expect(parseFieldText(field('NEW'), 'false')).toBe(false);
    expect(parseFieldText(field('location.coordinates'), '17.14, 60.67')).toEqual([17.14, 60.67]);
    // Not two numbers: sent as typed, so the server's message names the problem.
    expect(parseFieldText(field('location.coordinates'), '17.14')).toBe('17.14');
    expect(parseFieldText(field('contact.phone'), '026-12 34 56')).toBe('026-12 34 56');
  });

  it('offers every patchable field but lunch_hours (which has its own editor), each once', () => {
    const offered = EDITABLE_FIELDS.map((f) => f.field);
    expect(new Set(offered).size).toBe(offered.length);
    expect(offered.sort()).toEqual(Object.keys(ADMIN_PATCHABLE_FIELDS).filter((f) => f !== 'lunch_hours').sort());
  });

  it('shows the current value as text, the city falling back to the separate city field', () => {
    const restaurant = {
      name: 'Gävle Kök', city: 'Gävle', location: { address: 'Drottninggatan 1', city: '', coordinates: [17.14, 60.67] },
      contact: { phone: '026-10 20 30' }, tags: ['a', 'b'], fallback_price: 0, ManualScraping: false,
    } as unknown as Restaurant;
    expect(fieldText(restaurant, field('location.city'))).toBe('Gävle');
    expect(fieldText(restaurant, field('location.coordinates'))).toBe('17.14, 60.67');
    expect(fieldText(restaurant, field('tags'))).toBe('a, b');
    expect(fieldText(restaurant, field('fallback_price'))).toBe('0');
    expect(fieldText(restaurant, field('ManualScraping'))).toBe('false');
    expect(fieldText(restaurant, field('contact.email'))).toBe('');
    expect(fieldText(restaurant, field('lunch_format'))).toBe('');
  });
});
