import { describe, expect, it } from 'vitest';
import { svCount, svNoun } from './swedish-count';

describe('svCount', () => {
  it.each([
    [0, '0 restauranger'],
    [1, '1 restaurang'],
    [2, '2 restauranger'],
    [21, '21 restauranger'],
    [-1, '-1 restaurang'],
  ])('%i -> %s', (n, text) => expect(svCount(n, 'restaurang', 'restauranger')).toBe(text));

  it('agrees a participle with its count', () => {
    expect(svNoun(1, 'borttagen', 'borttagna')).toBe('borttagen');
    expect(svNoun(3, 'borttagen', 'borttagna')).toBe('borttagna');
  });
});
