import { describe, expect, it } from 'vitest';
import {
  copyMondayToWeek,
  copyWeek,
  datesOfOwnerWeek,
  emptyOwnerWeek,
  mondayOfOwnerWeek,
  ownerLunchDays,
  ownerWeekChanges,
  ownerWeekToMenus,
  parseOwnerWeek,
  parseOwnerWeekInput,
  type OwnerWeekInput,
} from './owner-week';
import { confirmedByRestaurant } from './public-restaurant';

const WEEKDAYS_ONLY = ownerLunchDays([]);
const dish = (name: string, price?: number | null) => ({ name, tags: [], ...(price === undefined ? {} : { price }) });

/** 2026-W48 runs Monday 23 November to Sunday 29 November 2026. */
const week48: OwnerWeekInput = {
  days: [
    { date: '2026-11-23', closed: false, dishes: [dish('Pytt i panna', 125)] },
    { date: '2026-11-24', closed: true, dishes: [dish('Glömd rätt')] },
    { date: '2026-11-25', closed: false, dishes: [dish('Fiskgratäng')] },
  ],
  weeklyDishes: [{ name: 'Veckans vegetariska', tags: ['Vegetarisk'], price: null }],
  priceForAll: 119,
  lunchHours: { startTime: '11:00', endTime: '14:00' },
  includes: ['kaffe'],
};

describe('ISO week texts', () => {
  it('parses valid weeks and refuses malformed ones and W53 of a 52-week year', () => {
    expect(parseOwnerWeek('2026-W48')).toEqual({ year: 2026, week: 48 });
    expect(parseOwnerWeek('2026-W53')).toEqual({ year: 2026, week: 53 }); // 2026 has 53 ISO weeks
    expect(parseOwnerWeek('2025-W53')).toBeUndefined();
    expect(parseOwnerWeek('2026-W00')).toBeUndefined();
    expect(parseOwnerWeek('2026-48')).toBeUndefined();
    expect(parseOwnerWeek('2026-W4')).toBeUndefined();
  });

  it('finds the Monday and the seven dates of a week, across a year boundary', () => {
    expect(mondayOfOwnerWeek('2026-W48')).toBe('2026-11-23');
    expect(mondayOfOwnerWeek('2026-W01')).toBe('2025-12-29');
    expect(datesOfOwnerWeek('2026-W53')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('counts Saturday and Sunday as lunch days only when a lunch-hour slot covers them', () => {
    expect(ownerLunchDays(undefined)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    expect(ownerLunchDays([{ days: ['Monday', 'Saturday'], startTime: '11:00', endTime: '14:00' }])).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
  });
});

describe('parseOwnerWeekInput', () => {
  it('accepts a valid week and sorts its days', () => {
    const result = parseOwnerWeekInput({ ...week48, days: [...week48.days].reverse() }, '2026-W48', WEEKDAYS_ONLY);
    expect(result.ok && result.value.days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('names the field of the first problem', () => {
    const bad = (body: unknown) => parseOwnerWeekInput(body, '2026-W48', WEEKDAYS_ONLY);
    const priced = { ...week48, days: [week48.days[0], week48.days[1], { date: '2026-11-25', closed: false, dishes: [dish('Dyr', 2500)] }] };
    expect(bad(priced)).toEqual({ ok: false, field: 'days[2].dishes[0].price', message: 'days[2].dishes[0].price: must be at most 2000' });
    expect(bad({ ...week48, priceForAll: 12.5 })).toMatchObject({ ok: false, field: 'priceForAll' });
    expect(bad({ ...week48, days: [{ ...week48.days[0], dishes: [{ name: '  ', tags: [] }] }] })).toMatchObject({ ok: false, field: 'days[0].dishes[0].name' });
    expect(bad({ ...week48, weeklyDishes: [{ name: 'X', tags: ['Kött'] }] })).toMatchObject({ ok: false, field: 'weeklyDishes[0].tags[0]' });
    // An unknown key is named itself, also inside a dish, and a prototype key is never taken as a field.
    expect(bad({ ...week48, bonus: 1 })).toEqual({ ok: false, field: 'bonus', message: 'bonus: is not a known field' });
    expect(bad({ ...week48, weeklyDishes: [{ name: 'X', tags: [], extra: 1 }] })).toMatchObject({ ok: false, field: 'weeklyDishes[0].extra' });
    expect(bad(JSON.parse('{"__proto__": {"days": []}}'))).toMatchObject({ ok: false, field: 'days' });
    expect(bad({ ...week48, lunchHours: { startTime: '14:00', endTime: '11:00' } })).toMatchObject({ ok: false, field: 'lunchHours.endTime' });
    expect(bad({ ...week48, extra: 1 })).toMatchObject({ ok: false });
    expect(bad({ ...week48, days: [{ date: '2026-11-30', closed: false, dishes: [] }] })).toMatchObject({ ok: false, field: 'days[0].date', message: 'days[0].date: 2026-11-30 is not in week 2026-W48' });
    expect(bad({ ...week48, days: [week48.days[0], week48.days[0]] })).toMatchObject({ ok: false, field: 'days[1].date' });
    expect(bad({ ...week48, days: [{ date: '2026-11-28', closed: false, dishes: [] }] })).toMatchObject({ ok: false, field: 'days[0].date', message: expect.stringContaining('lördag') });
    expect(parseOwnerWeekInput({ ...week48, days: [{ date: '2026-11-28', closed: false, dishes: [] }] }, '2026-W48', [...WEEKDAYS_ONLY, 'sat']).ok).toBe(true);
  });
});

describe('week rules', () => {
  it('an empty week has every served day open and nothing in it', () => {
    const empty = emptyOwnerWeek('r1', '2026-W48', [...WEEKDAYS_ONLY, 'sun']);
    expect(empty.days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-29']);
    expect(empty).toMatchObject({ restaurantId: 'r1', week: '2026-W48', status: 'draft', draftUpdatedAt: null, unpublishedChanges: false, weeklyDishes: [], priceForAll: null, lunchHours: null, includes: [] });
    expect(empty.days.every((d) => !d.closed && d.dishes.length === 0)).toBe(true);
  });

  it('copying a week moves each day to the same weekday of the other week, without sharing objects', () => {
    const copy = copyWeek(week48, '2026-W49');
    expect(copy.days.map((d) => [d.date, d.closed, d.dishes.map((x) => x.name)])).toEqual([
      ['2026-11-30', false, ['Pytt i panna']],
      ['2026-12-01', true, ['Glömd rätt']],
      ['2026-12-02', false, ['Fiskgratäng']],
    ]);
    expect(copy.weeklyDishes).toEqual(week48.weeklyDishes);
    expect(copy.priceForAll).toBe(119);
    copy.days[0].dishes[0].tags.push('Vegansk');
    expect(week48.days[0].dishes[0].tags).toEqual([]);
  });

  it('copying Monday gives every other day Monday dishes and open state', () => {
    const copied = copyMondayToWeek(week48);
    expect(copied.days.map((d) => [d.date, d.closed, d.dishes.map((x) => x.name)])).toEqual([
      ['2026-11-23', false, ['Pytt i panna']],
      ['2026-11-24', false, ['Pytt i panna']],
      ['2026-11-25', false, ['Pytt i panna']],
    ]);
    expect(copyMondayToWeek({ ...week48, days: week48.days.slice(1) }).days).toEqual(week48.days.slice(1));
  });

  it('turns a published week into owner menus: one per dish per open day, weekly dishes on every open day, a closed marker on closed days, prices falling back', () => {
    const menus = ownerWeekToMenus({ ...week48, restaurantId: 'r1', week: '2026-W48', publishedAt: '2026-11-22T18:00:00.000Z' }, { lunch_hours: [] });
    expect(menus.map((m) => [m.validFrom, m.name, m.price, m.closed ?? false])).toEqual([
      ['2026-11-23', 'Pytt i panna', 125, false],
      ['2026-11-23', 'Veckans vegetariska', 119, false],
      // Tuesday is closed: a marker instead of its forgotten dish and the weekly dish, so no harvested or demo menu shows that day.
      ['2026-11-24', 'Stängt', null, true],
      ['2026-11-25', 'Fiskgratäng', 119, false],
      ['2026-11-25', 'Veckans vegetariska', 119, false],
    ]);
    expect(menus.every((m) => m.source === 'owner' && m.confirmedAt === '2026-11-22T18:00:00.000Z' && m.validFrom === m.validTo)).toBe(true);
    expect(new Set(menus.map((m) => m._id)).size).toBe(5);
    expect(menus[0].availability).toEqual(['Måndag']);
    const noPrice = ownerWeekToMenus({ ...week48, priceForAll: null, restaurantId: 'r1', week: '2026-W48', publishedAt: 'x' }, {});
    expect(noPrice[1].price).toBeNull();
  });

  it('leaves out days the restaurant does not serve', () => {
    const saturday = { ...week48, days: [{ date: '2026-11-28', closed: false, dishes: [dish('Brunch')] }], weeklyDishes: [] };
    expect(ownerWeekToMenus({ ...saturday, restaurantId: 'r1', week: '2026-W48', publishedAt: 'x' }, { lunch_hours: [] })).toEqual([]);
    expect(ownerWeekToMenus({ ...saturday, restaurantId: 'r1', week: '2026-W48', publishedAt: 'x' }, { lunch_hours: [{ days: ['Saturday'], startTime: '11:00', endTime: '15:00' }] })).toHaveLength(1);
  });

  it('describes what a save changed for the audit log', () => {
    const after = { ...week48, priceForAll: 129, days: [{ ...week48.days[0], dishes: [dish('Pytt i panna', 125), dish('Soppa')] }, ...week48.days.slice(1)] };
    expect(ownerWeekChanges(week48, after)).toEqual({ '2026-11-23': { closed: false, dishes: ['Pytt i panna (125 kr)', 'Soppa'] }, priceForAll: 129 });
    expect(ownerWeekChanges(week48, week48)).toEqual({});
  });
});

describe('confirmedByRestaurant', () => {
  const menu = (source: 'owner' | 'harvest', date: string, confirmedAt?: string) => ({ source, validFrom: date, validTo: date, confirmedAt });
  it('is the latest publish time of owner menus in the period, and absent without them', () => {
    const visible = [menu('owner', '2026-11-23', '2026-11-20T10:00:00Z'), menu('owner', '2026-11-24', '2026-11-21T10:00:00Z'), menu('harvest', '2026-11-25')];
    expect(confirmedByRestaurant(visible, '2026-11-23', '2026-11-29')).toEqual({ publishedAt: '2026-11-21T10:00:00Z' });
    expect(confirmedByRestaurant(visible, '2026-11-23', '2026-11-23')).toEqual({ publishedAt: '2026-11-20T10:00:00Z' });
    expect(confirmedByRestaurant(visible, '2026-11-25', '2026-11-25')).toBeUndefined();
  });
});
