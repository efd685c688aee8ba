import type { LunchMenu } from '@lunch/shared';
import { describe, expect, it } from 'vitest';
import { menuDaysText, menusOfWeek, orderTags } from '../menus';

const menu = (name: string, validFrom: string, validTo: string): LunchMenu => ({
  _id: name, name, description: '', tags: [], validFrom, validTo,
});

describe('orderTags', () => {
  it('puts "rekommenderad" first and keeps the rest in order', () => {
    expect(orderTags(['vegansk', 'Rekommenderad', 'stark'])).toEqual(['Rekommenderad', 'vegansk', 'stark']);
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
