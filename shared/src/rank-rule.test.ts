import { describe, expect, it } from 'vitest';
import { harvestDue } from './harvest-schedule';
import { placeOf, ruleRank, type RankInput } from './rank-rule';
import type { LunchMenu } from './types';

// Jönköping centre is 57.7826, 14.1618; 0.01° of latitude is about 1.1 km.
const at = (kmNorth: number): RankInput['location'] => ({ address: 'x', city: 'Jönköping', coordinates: [14.1618, 57.7826 + kmNorth / 111.2] });
const menu = (date: string): LunchMenu => ({ _id: date, name: 'Pannbiff', description: '', tags: [], validFrom: date, validTo: date });
const TODAY = '2030-03-06'; // a Wednesday

function restaurant(over: Partial<RankInput> = {}): RankInput {
  return {
    city: 'Jönköping', location: at(0.5), lunch_menus: [], menuPeriodicity: 'Weekly', cuisines: [], fallback_price: 119,
    rating: 4.0, reviewCount: 10, lunch_link: 'https://example.se/lunch', AIResponse: null, ...over,
  };
}

describe('placeOf', () => {
  it('measures from the city centre', () => {
    expect(placeOf(restaurant({ location: at(1) }))).toBe('central');
    expect(placeOf(restaurant({ location: at(3) }))).toBe('edge');
    expect(placeOf(restaurant({ location: at(8) }))).toBe('outside');
    expect(placeOf(restaurant({ location: at(25) }))).toBe('far');
  });
});

describe('ruleRank (spec section 9 guideline)', () => {
  const fresh = [menu('2030-03-04'), menu('2030-03-05')];
  it('central with this week’s menus: 30/29 traditional or finer, 28 cheaper', () => {
    expect(ruleRank(restaurant({ lunch_menus: fresh, cuisines: ['Svensk'], rating: 4.7, reviewCount: 120 }), TODAY).rank).toBe(30);
    expect(ruleRank(restaurant({ lunch_menus: fresh, cuisines: ['Svensk'] }), TODAY).rank).toBe(29);
    expect(ruleRank(restaurant({ lunch_menus: fresh, fallback_price: 145 }), TODAY).rank).toBe(29);
    expect(ruleRank(restaurant({ lunch_menus: fresh, cuisines: ['Pizza'], fallback_price: 105 }), TODAY).rank).toBe(28);
  });
  it('freshness drives it: last week’s menus are not weekly updates', () => {
    const stale = ruleRank(restaurant({ lunch_menus: [menu('2030-02-25')], menuPeriodicity: 'Monthly', rating: 3.5 }), TODAY);
    expect(stale).toMatchObject({ currentWeekMenus: false, weeklyUpdates: false, rank: 23 });
    // A weekly menu whose page read well counts as weekly updates even before this week's harvest.
    expect(ruleRank(restaurant({ AIResponse: 'MENU_FOUND' }), TODAY)).toMatchObject({ weeklyUpdates: true, rank: 28 });
  });
  it('outside cozy 27, edge worth visiting 26, far special 25 / 24 with good prices, else 23', () => {
    expect(ruleRank(restaurant({ location: at(8), rating: 4.3 }), TODAY).rank).toBe(27);
    expect(ruleRank(restaurant({ location: at(3), lunch_menus: fresh }), TODAY).rank).toBe(26);
    expect(ruleRank(restaurant({ location: at(30), rating: 4.8, reviewCount: 50, fallback_price: 150 }), TODAY).rank).toBe(25);
    expect(ruleRank(restaurant({ location: at(30), rating: 4.8, reviewCount: 50, fallback_price: 109 }), TODAY).rank).toBe(24);
    expect(ruleRank(restaurant({ location: at(30), rating: 3.9 }), TODAY).rank).toBe(23);
  });
  it('12 when there is nothing to show', () => {
    expect(ruleRank(restaurant({ lunch_link: undefined, fallback_price: 0 }), TODAY).rank).toBe(12);
  });
  it('every result is a rank of the guideline', () => {
    const ranks = new Set([30, 29, 28, 27, 26, 25, 24, 23, 12]);
    for (const km of [0, 2, 6, 40]) for (const rating of [0, 4.3, 4.9]) for (const price of [0, 99, 150]) {
      expect(ranks.has(ruleRank(restaurant({ location: at(km), rating, reviewCount: 99, fallback_price: price }), TODAY).rank)).toBe(true);
    }
  });
});

describe('harvestDue (timer harvests)', () => {
  const base = { lunch_link: 'https://x.se', ManualScraping: false, scrapingTime: 'MORNING' as const, menuPeriodicity: 'Weekly' as const, lunch_menus: [] as LunchMenu[] };
  it('leaves out ManualScraping, missing links, the other slot and weekends', () => {
    expect(harvestDue(base, 'MORNING', '2030-03-04')).toBe(true);
    expect(harvestDue({ ...base, ManualScraping: true }, 'MORNING', '2030-03-04')).toBe(false);
    expect(harvestDue({ ...base, lunch_link: '' }, 'MORNING', '2030-03-04')).toBe(false);
    expect(harvestDue(base, 'EVENING', '2030-03-04')).toBe(false);
    expect(harvestDue({ ...base, scrapingTime: 'EVENING' }, 'EVENING', '2030-03-04')).toBe(true);
    expect(harvestDue(base, 'MORNING', '2030-03-09')).toBe(false);
  });
  it('weekly menus on Mondays, later only while this week’s menu is missing; daily every weekday', () => {
    expect(harvestDue(base, 'MORNING', TODAY)).toBe(true);
    expect(harvestDue({ ...base, lunch_menus: [menu('2030-03-04')] }, 'MORNING', TODAY)).toBe(false);
    expect(harvestDue({ ...base, menuPeriodicity: 'Daily', lunch_menus: [menu('2030-03-04')] }, 'MORNING', TODAY)).toBe(true);
    expect(harvestDue({ ...base, menuPeriodicity: 'Never' }, 'MORNING', TODAY)).toBe(false);
    expect(harvestDue({ ...base, menuPeriodicity: 'Never' }, 'MORNING', '2030-03-04')).toBe(true);
  });
});
