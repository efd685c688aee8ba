import { describe, expect, it } from 'vitest';
import { addFieldPreviewText, addFieldSchema } from './add-field';

describe('addFieldPreviewText', () => {
  it('says how many restaurants in how many cities, with each city', () => {
    expect(addFieldPreviewText({ wouldChange: 71, cities: [{ city: 'Stockholm', count: 40 }, { city: 'Malmö', count: 31 }] })).toBe(
      '71 restaurants in 2 cities will change: Stockholm 40, Malmö 31',
    );
    expect(addFieldPreviewText({ wouldChange: 1, cities: [{ city: 'Gävle', count: 1 }] })).toBe('1 restaurant in 1 city will change: Gävle 1');
    expect(addFieldPreviewText({ wouldChange: 0, cities: [] })).toBe('No restaurant will change.');
  });
});

describe('addFieldSchema dryRun', () => {
  it('is absent unless sent, and refuses anything but a boolean', () => {
    expect(addFieldSchema.parse({ fieldPath: 'a', fieldValue: 'x', condition: 'all' }).dryRun).toBeUndefined();
    expect(addFieldSchema.parse({ fieldPath: 'a', fieldValue: 'x', condition: 'all', dryRun: true }).dryRun).toBe(true);
    expect(addFieldSchema.safeParse({ fieldPath: 'a', fieldValue: 'x', condition: 'all', dryRun: 'yes' }).success).toBe(false);
  });
});
