import type { LunchMenu } from '@lunch/shared';
import { describe, expect, it } from 'vitest';
import { groupMenusByDay, menuDaysText, menuPriceText, menusOfWeek, menusToShow, orderTags } from '../menus';

const menu = (name: string, validFrom: string, validTo: string, extra: Partial<LunchMenu> = {}): LunchMenu => ({
  _id: name, name, description: '', tags: [], validFrom, validTo, ...extra,
});

describe('orderTags', () => {
  it('puts "rekommenderad" first and keeps the rest in order', () => {
    expect(orderTags(['vegansk', 'Rekommenderad', 'stark'])).toEqual(['Rekommenderad', 'vegansk', 'stark']);
  });

  it('drops blank and repeated tags', () => {
    expect(orderTags(['stark', ' ', 'Stark', 'rekommenderad'])).toEqual(['rekommenderad', 'stark']);
  });
});

describe('menuPriceText', () => {
  it('shows the menu price as "N SEK"', () => {
    expect(menuPriceText({ price: 125 }, 99)).toBe('125 SEK');
  });

  it('falls back to the restaurant price when the price is 0 or missing', () => {
    expect(menuPriceText({ price: 0 }, 99)).toBe('99 SEK');
    expect(menuPriceText({}, 99)).toBe('99 SEK');
    expect(menuPriceText({ price: null }, 99)).toBe('99 SEK');
  });

  it('shows no price when neither is known', () => {
    expect(menuPriceText({ price: 0 }, undefined)).toBeNull();
    expect(menuPriceText({}, 0)).toBeNull();
  });
});

describe('menusOfWeek', () => {
  // 2026-11-19 is a Thursday in ISO week 47 (Monday 16 – Sunday 22 November).
  const today = '2026-11-19';

  it('keeps menus valid on some day of the current week, in date order', () => {
    const menus = [menu('fredag', '2026-11-20', '2026-11-20'), menu('förra veckan', '2026-11-09', '2026-11-15'), menu('måndag', '2026-11-16', '2026-11-16'), menu('nästa vecka', '2026-11-23', '2026-11-27')];
    expect(menusOfWeek(menus, today).map((m) => m.name)).toEqual(['måndag', 'fredag']);
  });

  it('describes which days of the week a menu is served', () => {
    expect(menuDaysText(menu('a', '2026-11-16', '2026-11-16'), today)).toBe('Mån');
    expect(menuDaysText(menu('b', '2026-11-01', '2026-11-20'), today)).toBe('Mån–Fre');
  });
});

describe('menusToShow', () => {
  const today = '2026-11-19';

  it("shows this week's menus when there are any", () => {
    const shown = menusToShow([menu('old', '2026-11-10', '2026-11-10'), menu('now', '2026-11-17', '2026-11-17')], today);
    expect(shown).toMatchObject({ week: 47, current: true, monday: '2026-11-16' });
    expect(shown?.menus.map((m) => m.name)).toEqual(['now']);
  });

  it("falls back to the newest week's menus, marked as not current", () => {
    const shown = menusToShow([menu('two weeks ago', '2026-11-03', '2026-11-03'), menu('last week', '2026-11-10', '2026-11-13')], today);
    expect(shown).toMatchObject({ week: 46, current: false, monday: '2026-11-09' });
    expect(shown?.menus.map((m) => m.name)).toEqual(['last week']);
  });

  it('is null without menus', () => {
    expect(menusToShow([], today)).toBeNull();
  });
});

describe('groupMenusByDay', () => {
  const today = '2026-11-17';
  const menus = [
    menu('Veckans soppa', '2026-11-16', '2026-11-20'),
    menu('Köttbullar', '2026-11-16', '2026-11-16'),
    menu('Lax', '2026-11-17', '2026-11-17'),
    menu('Pasta', '2026-11-17', '2026-11-17'),
  ];

  it('groups single days in week order, then dishes served on several days', () => {
    const groups = groupMenusByDay(menus, today, today);
    expect(groups.map((g) => [g.heading, g.menus.map((m) => m.name)])).toEqual([
      ['Måndag 16 nov', ['Köttbullar']],
      ['Tisdag 17 nov', ['Lax', 'Pasta']],
      ['Mån–Fre', ['Veckans soppa']],
    ]);
  });

  it("marks today's group", () => {
    expect(groupMenusByDay(menus, today, today).map((g) => g.isToday)).toEqual([false, true, false]);
    expect(groupMenusByDay(menus, today, '2026-11-24').some((g) => g.isToday)).toBe(false);
  });
});
