import { describe, expect, it } from 'vitest';
import { menuSourceOf, menusOnDays, SOURCE_PRECEDENCE, visibleMenus } from './menu-sources';
import type { LunchMenu, MenuSource } from './types';

const menu = (id: string, source: MenuSource | undefined, from: string, to = from, harvested?: boolean): LunchMenu => ({
  _id: id,
  name: id,
  description: '',
  tags: [],
  validFrom: from,
  validTo: to,
  ...(source ? { source } : {}),
  ...(harvested ? { harvested } : {}),
});

describe('menuSourceOf', () => {
  it.each<[string, Partial<LunchMenu>, MenuSource]>([
    ['a stated source', { source: 'demo' }, 'demo'],
    ['a stated source beats the old harvest mark', { source: 'owner', harvested: true }, 'owner'],
    ['an older harvested menu', { harvested: true }, 'harvest'],
    ['an older menu without mark (entered by an admin)', {}, 'admin'],
  ])('%s', (_, fields, expected) => {
    expect(menuSourceOf(fields)).toBe(expected);
  });

  it('ranks owner > admin > harvest > demo', () => {
    expect(SOURCE_PRECEDENCE).toEqual(['owner', 'admin', 'harvest', 'demo']);
  });
});

describe('visibleMenus', () => {
  const MON = '2026-11-23';
  const TUE = '2026-11-24';
  const WED = '2026-11-25';
  const FRI = '2026-11-27';

  it.each<[string, LunchMenu[], string[]]>([
    ['one source: everything, in order', [menu('a', 'demo', MON), menu('b', 'demo', TUE)], ['a', 'b']],
    [
      "the issue's case: yesterday's demo dish beside the harvest of the same day shows only the harvest",
      [menu('dillkott', 'demo', MON), menu('h1', 'harvest', MON), menu('h2', 'harvest', MON)],
      ['h1', 'h2'],
    ],
    ['a demo menu on a day the harvest does not cover stays', [menu('demo-tue', 'demo', TUE), menu('h1', 'harvest', MON)], ['demo-tue', 'h1']],
    ['an admin menu hides harvested ones of its day', [menu('h1', 'harvest', MON), menu('adm', 'admin', MON)], ['adm']],
    ['an older unmarked menu counts as admin', [menu('h1', undefined, MON, MON, true), menu('old', undefined, MON)], ['old']],
    ['owner beats admin', [menu('adm', 'admin', MON), menu('own', 'owner', MON)], ['own']],
    [
      'a menu spanning days is hidden when a higher source has any of its days',
      [menu('week-special', 'demo', MON, FRI), menu('h-wed', 'harvest', WED)],
      ['h-wed'],
    ],
    [
      'a week-long admin menu hides the harvest on every day it covers, not beyond',
      [menu('adm-week', 'admin', MON, WED), menu('h-mon', 'harvest', MON), menu('h-fri', 'harvest', FRI)],
      ['adm-week', 'h-fri'],
    ],
    ['timestamps are read as their date', [menu('d', 'demo', `${MON}T10:00:00.000Z`), menu('h', 'harvest', MON)], ['h']],
    ['nothing stays nothing', [], []],
  ])('%s', (_, menus, expected) => {
    expect(visibleMenus(menus).map((m) => m._id)).toEqual(expected);
  });

  it('shows one source per day, whatever the mixture', () => {
    const sources: MenuSource[] = ['owner', 'admin', 'harvest', 'demo'];
    const days = [MON, TUE, WED];
    const mixture = days.flatMap((d, i) => sources.slice(i).map((s) => menu(`${s}-${d}`, s, d)));
    const shown = visibleMenus(mixture);
    for (const d of days) expect(new Set(shown.filter((m) => m.validFrom === d).map((m) => m.source)).size).toBe(1);
    expect(shown.map((m) => m._id)).toEqual([`owner-${MON}`, `admin-${TUE}`, `harvest-${WED}`]);
  });
});

describe('menusOnDays', () => {
  it('finds the menus of the named sources that cover any of the days', () => {
    const menus = [menu('adm', 'admin', '2026-11-23', '2026-11-27'), menu('h', 'harvest', '2026-11-24'), menu('own', 'owner', '2026-11-30')];
    expect(menusOnDays(menus, ['2026-11-24'], ['owner', 'admin']).map((m) => m._id)).toEqual(['adm']);
    expect(menusOnDays(menus, ['2026-11-30'], ['owner', 'admin']).map((m) => m._id)).toEqual(['own']);
    expect(menusOnDays(menus, ['2026-12-01'], ['owner', 'admin'])).toEqual([]);
  });
});
