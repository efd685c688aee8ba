import { describe, expect, it } from 'vitest';
import { addFieldSchema } from '@lunch/shared';
import { buildAddFieldBody, convertFieldValue } from '../add-field-value';

const form = (over: Partial<Parameters<typeof buildAddFieldBody>[0]>) =>
  buildAddFieldBody({ fieldPath: 'contact.instagram', fieldValue: 'x', type: 'string', condition: 'missing', ...over });

describe('Add Field value conversion (spec section 5)', () => {
  it('asks for a path, then a value', () => {
    expect(form({ fieldPath: '  ' })).toEqual({ ok: false, message: 'Please enter a field path' });
    expect(form({ fieldValue: '' })).toEqual({ ok: false, message: 'Please enter a field value' });
    expect(form({ fieldPath: '', fieldValue: '' })).toEqual({ ok: false, message: 'Please enter a field path' });
  });

  it('a number must parse', () => {
    expect(form({ type: 'number', fieldValue: '12abc' })).toEqual({ ok: false, message: 'Invalid number value' });
    expect(convertFieldValue(' 4.5 ', 'number')).toEqual({ ok: true, value: 4.5 });
  });

  it('a boolean is true only for "true", any case', () => {
    expect(convertFieldValue('TRUE', 'boolean')).toEqual({ ok: true, value: true });
    expect(convertFieldValue('True', 'boolean')).toEqual({ ok: true, value: true });
    expect(convertFieldValue('yes', 'boolean')).toEqual({ ok: true, value: false });
    expect(convertFieldValue('1', 'boolean')).toEqual({ ok: true, value: false });
  });

  it('an array is split on commas and trimmed; a string is kept as typed', () => {
    expect(convertFieldValue(' a, b ,c', 'array')).toEqual({ ok: true, value: ['a', 'b', 'c'] });
    expect(convertFieldValue(' hej ', 'string')).toEqual({ ok: true, value: ' hej ' });
  });

  it('builds the body the server accepts', () => {
    const result = form({ fieldPath: ' contact.instagram ', fieldValue: 'a, b', type: 'array', condition: 'all' });
    expect(result).toEqual({ ok: true, body: { fieldPath: 'contact.instagram', fieldValue: ['a', 'b'], condition: 'all' } });
    if (result.ok) expect(addFieldSchema.safeParse(result.body).success).toBe(true);
  });
});
