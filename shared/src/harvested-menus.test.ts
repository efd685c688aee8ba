import { describe, expect, it } from 'vitest';
import { harvestedWeeks, menusFromDishes, mergeHarvestedMenus } from './harvested-menus';
import type { ExtractedDish } from './menu-extraction/types';
import type { LunchMenu } from './types';

const dish = (date: string, name: string, price: number | null = 125): ExtractedDish => ({
  day: 'Monday',
  date,
  name,
  description: '',
  price,
  tags: [],
});
const context = { restaurantId: 'r1', sourceUrl: 'https://example.se/lunch', at: '2026-11-23T08:00:00.000Z' };

describe('menusFromDishes', () => {
  it('makes one menu per dish, valid on its day, marked harvested with its source', () => {
    const [menu] = menusFromDishes([dish('2026-11-23', 'Köttbullar med potatismos')], context);
    expect(menu).toMatchObject({
      name: 'Köttbullar med potatismos',
      price: 125,
      validFrom: '2026-11-23',
      validTo: '2026-11-23',
      availability: ['Måndag'],
      sourceUrl: 'https://example.se/lunch',
      updatedAt: context.at,
      harvested: true,
      source: 'harvest',
    });
  });

  it('gives the same ids for the same harvest, and different ids to two equal dishes of one day', () => {
    const dishes = [dish('2026-11-23', 'Dagens soppa'), dish('2026-11-23', 'Dagens soppa'), dish('2026-11-24', 'Dagens soppa')];
    const first = menusFromDishes(dishes, context).map((m) => m._id);
    const again = menusFromDishes(dishes, { ...context, at: '2026-11-23T09:00:00.000Z' }).map((m) => m._id);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(3);
  });

  it('leaves the price out when the page states none (the fallback price applies)', () => {
    expect(menusFromDishes([dish('2026-11-23', 'Pasta', null)], context)[0]).not.toHaveProperty('price');
  });
});

describe('mergeHarvestedMenus', () => {
  const manual: LunchMenu = { _id: 'm1', name: 'Admin dish', description: '', tags: [], validFrom: '2026-11-23', validTo: '2026-11-27' };
  const harvest = (dishes: ExtractedDish[]) => menusFromDishes(dishes, context);

  it('replaces the harvested menus of the weeks read, keeps hand-entered menus and other weeks', () => {
    const lastWeek = harvest([dish('2026-11-16', 'Fisk')]);
    const thisWeekOld = harvest([dish('2026-11-23', 'Gammal rätt')]);
    const thisWeekNew = harvest([dish('2026-11-23', 'Ny rätt'), dish('2026-11-24', 'Annan rätt')]);
    const merged = mergeHarvestedMenus([manual, ...lastWeek, ...thisWeekOld], thisWeekNew);
    expect(merged.map((m) => m.name)).toEqual(['Admin dish', 'Fisk', 'Ny rätt', 'Annan rätt']);
  });

  it('applying the same harvest twice leaves one copy', () => {
    const menus = harvest([dish('2026-11-23', 'Ny rätt'), dish('2026-11-24', 'Annan rätt')]);
    const once = mergeHarvestedMenus([manual], menus);
    const twice = mergeHarvestedMenus(once, menus);
    expect(twice).toEqual(once);
  });

  it('keeps the image of a menu that comes back', () => {
    const [menu] = harvest([dish('2026-11-23', 'Ny rätt')]);
    const withImage = { ...menu, imageUrl: '/api/serveImage?imageName=r1_x.webp' };
    expect(mergeHarvestedMenus([withImage], [menu])[0].imageUrl).toBe(withImage.imageUrl);
  });

  const demo = (id: string, from: string, to = from): LunchMenu => ({ _id: id, name: id, description: '', tags: [], validFrom: from, validTo: to, source: 'demo' });

  it("replaces the demo menus of the reading's days (the issue's 'Dillkött' beside the harvest), not of other days", () => {
    const menus = harvest([dish('2026-11-24', 'Ny rätt')]);
    const merged = mergeHarvestedMenus([demo('dillkott', '2026-11-24'), demo('week-special', '2026-11-23', '2026-11-27'), demo('next-week', '2026-11-30'), manual], menus);
    expect(merged.map((m) => m._id)).toEqual(['next-week', 'm1', menus[0]._id]);
  });

  it("a closed day named by the reading replaces that day's demo menu too", () => {
    const menus = harvest([dish('2026-11-23', 'Ny rätt')]);
    const merged = mergeHarvestedMenus([demo('friday', '2026-11-27'), demo('thursday', '2026-11-26')], menus, ['2026-11-23', '2026-11-27']);
    expect(merged.map((m) => m._id)).toEqual(['thursday', menus[0]._id]);
  });

  it('never replaces admin or owner menus, marked or older unmarked ones', () => {
    const menus = harvest([dish('2026-11-23', 'Ny rätt')]);
    const owner: LunchMenu = { ...manual, _id: 'o1', source: 'owner' };
    const admin: LunchMenu = { ...manual, _id: 'a1', source: 'admin' };
    expect(mergeHarvestedMenus([manual, owner, admin], menus).map((m) => m._id)).toEqual(['m1', 'o1', 'a1', menus[0]._id]);
  });
});

describe('harvestedWeeks', () => {
  it('lists the Mondays of the weeks with dishes', () => {
    expect(harvestedWeeks([{ date: '2026-11-25' }, { date: '2026-11-23' }, { date: '2026-12-01' }])).toEqual(['2026-11-23', '2026-11-30']);
  });
});
