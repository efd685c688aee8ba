import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_DEPTH, MAX_MESSAGE_TEXT_BYTES, messageTextProblem, readQueueMessage, textNestingDepth, valueNestingDepth } from './message-limits';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const nestedObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
/** A deep value built without recursion (JSON.parse is iterative in V8). */
const deepValue = (levels: number) => JSON.parse(nested(levels)) as unknown;

describe('textNestingDepth', () => {
  it.each([
    ['', 0],
    ['42', 0],
    ['"text"', 0],
    ['{}', 1],
    ['[]', 1],
    ['{"kind":"menu-image","menuIds":["a","b"]}', 2],
    [nested(5), 5],
    [nestedObject(7), 7],
    ['[[],[[]],[]]', 3],
    // Brackets inside strings, escaped quotes and backslashes do not count.
    ['{"a":"[[[[{{{{"}', 1],
    ['["\\"[[[", "\\\\", [1]]', 2],
    ['{"a":"\\\\"}', 1],
    // Text that is not JSON still gets a number (closers before openers do not go below zero).
    [']]]][[', 2],
    ['[[[', 3],
  ])('%j has depth %i', (text, depth) => {
    expect(textNestingDepth(text)).toBe(depth);
  });

  it('stops once past the limit', () => {
    expect(textNestingDepth(nested(100_000), 32)).toBe(33);
    expect(textNestingDepth(nested(100_000))).toBe(100_000);
  });
});

describe('valueNestingDepth', () => {
  it.each([
    [null, 0],
    ['text', 0],
    [42, 0],
    [{}, 1],
    [[], 1],
    [{ kind: 'menu-image', menuIds: ['a', 'b'] }, 2],
    [{ a: [{ b: [1] }], c: 'd' }, 4],
    [[[], [[[]]], []], 4],
  ])('%j has depth %i', (value, depth) => {
    expect(valueNestingDepth(value)).toBe(depth);
  });

  it('measures 100,000 levels without overflowing the stack, and stops once past the limit', () => {
    const deep = deepValue(100_000);
    expect(valueNestingDepth(deep)).toBe(100_000);
    expect(valueNestingDepth(deep, 32)).toBe(33);
  });

  it('counts a value that contains itself as deeper than the limit', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(valueNestingDepth(loop, 32)).toBe(33);
  });
});

describe('messageTextProblem', () => {
  it.each([
    ['a small message', '{"kind":"rank","restaurantId":"r1"}', undefined],
    ['the deepest allowed', nested(MAX_MESSAGE_DEPTH), undefined],
    ['one level too deep', nested(MAX_MESSAGE_DEPTH + 1), `message is nested deeper than ${MAX_MESSAGE_DEPTH} levels`],
    ['100,000 levels', nested(100_000), /over the 32768-byte limit/],
    ['exactly the size limit', `"${'x'.repeat(MAX_MESSAGE_TEXT_BYTES - 2)}"`, undefined],
    ['one byte over', `"${'x'.repeat(MAX_MESSAGE_TEXT_BYTES - 1)}"`, `message is ${MAX_MESSAGE_TEXT_BYTES + 1} bytes, over the ${MAX_MESSAGE_TEXT_BYTES}-byte limit`],
    // Bytes of UTF-8, not characters: 'ö' is two bytes.
    ['over in bytes, not in characters', `"${'ö'.repeat(MAX_MESSAGE_TEXT_BYTES / 2)}"`, /over the 32768-byte limit/],
    ['deep inside a string is not deep', JSON.stringify({ note: '['.repeat(1000) }), undefined],
  ])('%s', (_name, text, expected) => {
    const problem = messageTextProblem(text);
    if (expected instanceof RegExp) expect(problem).toMatch(expected);
    else expect(problem).toBe(expected);
  });
});

describe('readQueueMessage', () => {
  const rank = { kind: 'rank', restaurantId: 'r1' };

  it.each([
    ['text (the local runner)', JSON.stringify(rank)],
    ['a parsed value (@azure/functions)', rank],
    ['bytes', Buffer.from(JSON.stringify(rank))],
  ])('reads %s', (_name, entry) => {
    expect(readQueueMessage(entry)).toEqual({ ok: true, value: rank, text: JSON.stringify(rank) });
  });

  it.each([
    ['text nested 100,000 levels (never parsed)', nested(100_000), /over the 32768-byte limit/, nested(100_000)],
    ['text nested 16,000 levels', nested(16_000), /nested deeper than 32 levels/, nested(16_000)],
    ['a parsed value nested 16,000 levels', deepValue(16_000), /nested deeper than 32 levels/, '(not kept: nested deeper than 1000 levels)'],
    ['a parsed value nested 500 levels', deepValue(500), /nested deeper than 32 levels/, nested(500)],
    ['a parsed value over the size limit', { ...rank, padding: 'x'.repeat(40_000) }, /bytes, over the 32768-byte limit/, JSON.stringify({ ...rank, padding: 'x'.repeat(40_000) })],
    ['text that is not JSON', '{"kind":"rank",', /^message is not valid JSON: /, '{"kind":"rank",'],
    ['bytes over the size limit', Buffer.alloc(40_000, 0x20), /40000 bytes, over the 32768-byte limit/, ' '.repeat(MAX_MESSAGE_TEXT_BYTES)],
  ])('refuses %s with the reason and the body as far as it is kept', (_name, entry, reason, bodyText) => {
    const read = readQueueMessage(entry);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.reason).toMatch(reason);
    expect(read.bodyText).toBe(bodyText);
  });
});
