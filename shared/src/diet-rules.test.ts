import { describe, expect, it } from 'vitest';
import { dietsSatisfying, isVegetarian, withImpliedDiets } from './diet-rules';
import { swedishWeekday } from './swedish-weekdays';

describe('vegan counts as vegetarian', () => {
  it.each([
    ['Vegetarisk', ['Vegetarisk', 'Vegansk']],
    ['Vegansk', ['Vegansk']],
    ['Glutenfri', ['Glutenfri']],
  ])('a filter for %s is satisfied by %j', (wanted, diets) => expect(dietsSatisfying(wanted)).toEqual(diets));

  it.each([
    [['Vegansk'], ['Vegansk', 'Vegetarisk']],
    [['Vegansk', 'Vegetarisk'], ['Vegansk', 'Vegetarisk']],
    [['Laktosfri'], ['Laktosfri']],
    [[], []],
  ])('tags %j imply %j', (tags, implied) => expect(withImpliedDiets(tags)).toEqual(implied));

  it.each([
    [['Vegansk'], true],
    [['Vegetarisk'], true],
    [['Glutenfri'], false],
  ])('%j is vegetarian: %s', (tags, vegetarian) => expect(isVegetarian(tags)).toBe(vegetarian));
});

describe('Swedish weekday names', () => {
  it.each([
    ['Monday', 'long', 'Måndag'],
    ['Saturday', 'short', 'Lör'],
    ['Thursday', 'short', 'Tor'],
    ['hela veckan', 'long', 'hela veckan'],
  ] as const)('%s (%s) is %s', (day, form, name) => expect(swedishWeekday(day, form)).toBe(name));
});
