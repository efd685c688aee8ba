import { describe, expect, it } from 'vitest';
import { addFieldSchema } from '@lunch/shared';
import { planFieldWrite, runInBatches } from './add-field-plan';

describe('what add-field writes on one restaurant', () => {
  const path = ['meta', 'note'];

  it('creates an absent parent object, with the field inside', () => {
    expect(planFieldWrite(undefined, path, 'x', 'missing')).toEqual({ write: true, path: ['meta'], value: { note: 'x' } });
    expect(planFieldWrite(undefined, ['a', 'b', 'c'], 1, 'all')).toEqual({ write: true, path: ['a'], value: { b: { c: 1 } } });
  });

  it('adds the field into an existing parent and keeps its other members (set at the deepest absent segment)', () => {
    expect(planFieldWrite({ other: 1 }, path, 'x', 'missing')).toEqual({ write: true, path: ['meta', 'note'], value: 'x' });
    expect(planFieldWrite({ b: {} }, ['a', 'b', 'c'], 1, 'missing')).toEqual({ write: true, path: ['a', 'b', 'c'], value: 1 });
  });

  it('"missing" leaves a present value alone, null included; "all" overwrites it unless it is the same', () => {
    expect(planFieldWrite({ note: 'old' }, path, 'x', 'missing')).toEqual({ write: false, reason: 'present' });
    expect(planFieldWrite({ note: null }, path, 'x', 'missing')).toEqual({ write: false, reason: 'present' });
    expect(planFieldWrite({ note: 'old' }, path, 'x', 'all')).toEqual({ write: true, path, value: 'x' });
    expect(planFieldWrite({ note: ['a', 1] }, path, ['a', 1], 'all')).toEqual({ write: false, reason: 'same' });
    expect(planFieldWrite('old', ['flag'], 'old', 'all')).toEqual({ write: false, reason: 'same' });
  });

  it('never replaces a parent that holds text, a number, a list or null', () => {
    for (const parent of ['text', 3, [1], null]) {
      expect(planFieldWrite(parent, path, 'x', 'all'), JSON.stringify(parent)).toEqual({ write: false, reason: 'blocked' });
      expect(planFieldWrite(parent, path, 'x', 'missing'), JSON.stringify(parent)).toEqual({ write: false, reason: 'blocked' });
    }
  });

  it('reads only own properties of the document', () => {
    expect(planFieldWrite({}, ['meta', 'toString'], 'x', 'missing')).toEqual({ write: true, path: ['meta', 'toString'], value: 'x' });
  });
});

describe('add-field batches', () => {
  it('processes every item in batches of the given size with limited parallelism', async () => {
    let running = 0;
    let peak = 0;
    const items = Array.from({ length: 250 }, (_, i) => i);
    const report = await runInBatches(items, { batchSize: 100, parallelism: 10, budgetMs: 60_000 }, async (i) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 1));
      running--;
      return i % 2 === 0;
    });
    expect(report.batches).toEqual([
      { batch: 1, processed: 100, modified: 50 },
      { batch: 2, processed: 100, modified: 50 },
      { batch: 3, processed: 50, modified: 25 },
    ]);
    expect(report.remaining).toBe(0);
    expect(peak).toBe(10);
  });

  it('starts no batch after the time budget and reports the rest as remaining', async () => {
    let t = 0;
    const report = await runInBatches(Array.from({ length: 500 }, (_, i) => i), { batchSize: 100, parallelism: 5, budgetMs: 25, clock: () => t }, async () => {
      t += 0.1; // 10 ms per batch of 100
      return true;
    });
    expect(report.batches.map((b) => b.processed)).toEqual([100, 100, 100]);
    expect(report.remaining).toBe(200);
  });
});

describe('add-field input', () => {
  const parse = (fieldPath: string, fieldValue: unknown = 'x', condition = 'missing') => addFieldSchema.safeParse({ fieldPath, fieldValue, condition });

  it.each([
    ['id', 'id identifies the restaurant'],
    ['_id', "segment '_id' is a system or derived field"],
    ['city', 'city is the partition key'],
    ['location.city', 'location holds the partition key'],
    ['_etag', "segment '_etag' is a system"],
    ['_ts', "segment '_ts' is a system"],
    ['a.__proto__.b', "segment '__proto__' is a reserved JavaScript name"],
    ['constructor', "segment 'constructor' is a reserved"],
    ['prototype.x', "segment 'prototype' is a reserved"],
    ['lunch_menus', 'menus are changed with the menu calls'],
    ['rank.x', 'rank is not an object'],
    ['contact', 'contact is an object'],
    ['contact.phone.x', 'contact.phone is not an object'],
    ['a.b.c.d.e', 'at most 4 segments'],
    ['a..b', "segment '' must be letters"],
  ])('refuses %s', (path, reason) => {
    const result = parse(path);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].path).toEqual(['fieldPath']);
    expect(result.error!.issues[0].message).toContain(reason);
  });

  it('keeps a known field to its rule and writes the value as the rule reads it', () => {
    expect(parse('rank', 'high', 'all').success).toBe(false);
    expect(parse('AIResponse', 'MAYBE', 'all').success).toBe(false);
    expect(parse('rating', 9, 'all').success).toBe(false);
    expect(parse(' extra_prompt ', '  be brief  ', 'all').data).toEqual({ fieldPath: 'extra_prompt', fieldValue: 'be brief', condition: 'all' });
    expect(parse('meta.note', ['a', 2]).data).toEqual({ fieldPath: 'meta.note', fieldValue: ['a', 2], condition: 'missing' });
  });
});
