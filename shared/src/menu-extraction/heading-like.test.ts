import { describe, expect, it } from 'vitest';
import { looksLikeHeading } from './heading-like';

const plain = { ownPrice: false, pageWritesCapitals: false };

describe('looksLikeHeading', () => {
  it.each([
    ['BISTRO SMEDJAN', plain],
    ['Soppa', plain],
    ['Lunch', plain],
    ['Soup of the week', plain],
    ['Storgatan 3 · Uppsala', plain],
    ['Lunch kl. 11-14', plain],
    ['Ring 018-12 34 56', plain],
    ['= vegetarisk. Alla rätter kan göras glutenfria', plain],
    ['G - gluten', plain],
    ['L, G, Ä', plain],
  ])('%s looks like a heading', (name, context) => expect(looksLikeHeading(name, context)).toBe(true));

  it.each([
    ['Köttbullar med potatismos', plain],
    ['Pizza', { ownPrice: true, pageWritesCapitals: false }],
    ['KÅLDOLMAR MED GRÄDDSÅS', { ownPrice: true, pageWritesCapitals: true }],
    ['Biff Rydberg med senapskräm', plain],
    ['Fish and chips', plain],
  ])('%s is a dish', (name, context) => expect(looksLikeHeading(name, context)).toBe(false));
});
