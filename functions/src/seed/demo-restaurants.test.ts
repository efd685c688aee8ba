import { describe, expect, it } from 'vitest';
import {
  CITIES, CUISINES, DIETARY_OPTIONS, LUNCH_INCLUDES, PRICE_OPTIONS, WEEKDAYS, addDays, effectivePrice, foldForSearch, mondayOf,
  type Restaurant,
} from '@lunch/shared';
import { CHEAP_PLACES_EVERY_DAY, DISH_KINDS, buildDemoRestaurants, demoDishKind, isBehindWithMenus } from './demo-restaurants';
import { DISTINCT_DISH_COUNT } from './demo-dishes';
import { PRICE_LADDER } from './demo-prices';
import { CONCEPTS } from './demo-vocabulary';

const TODAY = '2025-03-12'; // a Wednesday
const all = buildDemoRestaurants(TODAY);
const menus = all.flatMap((r) => r.lunch_menus.map((m) => ({ r, m })));
const ID = /^[a-z0-9-]{1,64}$/;

describe('buildDemoRestaurants', () => {
  it('fills every city, the three big ones with at least 40', () => {
    expect(all.length).toBeGreaterThanOrEqual(252);
    for (const city of CITIES) {
      const n = all.filter((r) => r.city === city.name).length;
      expect(n, city.name).toBeGreaterThanOrEqual(['Helsingborg', 'Malmö', 'Stockholm'].includes(city.name) ? 40 : 1);
    }
  });

  it('uses unique URL-safe ids, _id = id and city = location.city', () => {
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    for (const r of all) {
      expect(r.id).toMatch(ID);
      expect(r._id).toBe(r.id);
      expect(r.city).toBe(r.location.city);
      expect(CITIES.map((c) => c.name)).toContain(r.city);
    }
    expect(all.some((r) => r.id === 'malmo-007')).toBe(true);
  });

  it('gives restaurant names unique within a city', () => {
    for (const city of CITIES) {
      const names = all.filter((r) => r.city === city.name).map((r) => r.name);
      expect(new Set(names).size, city.name).toBe(names.length);
    }
  });

  it('places restaurants within 6 km of the centre, most within 1.5 km', () => {
    let near = 0;
    for (const r of all) {
      const city = CITIES.find((c) => c.name === r.city)!;
      const [lng, lat] = r.location.coordinates;
      const km = distanceKm(city.lat, city.lng, lat, lng);
      expect(km, r.id).toBeLessThan(6);
      if (km <= 1.5) near++;
    }
    expect(near / all.length).toBeGreaterThan(0.6);
  });

  it('writes addresses, phone numbers and example-domain contacts', () => {
    for (const r of all) {
      expect(r.location.address).toMatch(new RegExp(`^.+ \\d+[A-C]?, \\d{3} \\d{2} ${r.city}$`));
      expect(r.contact.phone).toMatch(/^0\d{1,3}-\d{2,3}( \d\d){2}$/);
      expect(r.contact.website).toMatch(/^https:\/\/([a-z0-9-]+\.example\.se|www\.example\.com\/[a-z0-9-]+)$/);
      if (r.contact.email) expect(r.contact.email).toMatch(/^info@[a-z0-9-]+\.example\.se$/);
    }
    expect(all.find((r) => r.city === 'Stockholm')!.contact.phone).toMatch(/^08-/);
    expect(all.find((r) => r.city === 'Landskrona')!.contact.phone).toMatch(/^0418-/);
  });

  it('only uses listed cuisines and dietary options', () => {
    for (const r of all) {
      expect(r.cuisines.length).toBeGreaterThanOrEqual(1);
      expect(r.cuisines.length).toBeLessThanOrEqual(3);
      for (const c of r.cuisines) expect(CUISINES as readonly string[]).toContain(c);
      expect(r.dietaryOptions.length).toBeLessThanOrEqual(4);
      for (const d of r.dietaryOptions) expect(DIETARY_OPTIONS as readonly string[]).toContain(d);
    }
  });

  it('mostly uses include words the filter knows', () => {
    const known = new Set(LUNCH_INCLUDES.map(foldForSearch));
    for (const r of all) {
      expect(r.lunch_includes.length).toBeGreaterThanOrEqual(1);
      expect(r.lunch_includes.length).toBeLessThanOrEqual(5);
    }
    const withKnown = all.filter((r) => r.lunch_includes.some((i) => known.has(foldForSearch(i))));
    expect(withKnown.length / all.length).toBeGreaterThan(0.9);
    expect(all.some((r) => r.lunch_includes.some((i) => !known.has(foldForSearch(i))))).toBe(true);
  });

  it('has lunch hours with English weekday names only, and some weekend slots', () => {
    for (const r of all) {
      expect(r.lunch_hours.length).toBeGreaterThan(0);
      for (const slot of r.lunch_hours) {
        for (const d of slot.days) expect(WEEKDAYS as readonly string[]).toContain(d);
        expect(slot.startTime).toMatch(/^\d\d:\d\d$/);
        expect(slot.endTime > slot.startTime).toBe(true);
      }
    }
    const weekend = all.filter((r) => r.lunch_hours.some((s) => s.days.includes('Saturday') || s.days.includes('Sunday')));
    expect(weekend.length).toBeGreaterThan(5);
    expect(weekend.length / all.length).toBeLessThan(0.5);
  });

  it('recommends about 15% and keeps ranks between 20 and 30', () => {
    const recommended = all.filter((r) => r.tags.includes('rekommenderad')).length / all.length;
    expect(recommended).toBeGreaterThan(0.08);
    expect(recommended).toBeLessThan(0.25);
    for (const r of all) {
      expect(Number.isInteger(r.rank) && r.rank >= 20 && r.rank <= 30).toBe(true);
      expect(r.rating).toBeGreaterThanOrEqual(3.2);
      expect(r.rating).toBeLessThanOrEqual(4.9);
      expect(r.reviewCount).toBeGreaterThanOrEqual(5);
      expect(r.reviewCount).toBeLessThanOrEqual(1800);
      expect(Number.isInteger(r.fallback_price)).toBe(true);
    }
  });

  it('gives every menu a unique id per restaurant and dates inside the week of today (last week for a few)', () => {
    const behind = all.filter((r) => isBehindWithMenus(r.id));
    expect(behind.length / all.length).toBeGreaterThan(0.02);
    expect(behind.length / all.length).toBeLessThan(0.1);
    for (const r of all) {
      const monday = mondayOf(isBehindWithMenus(r.id) ? addDays(TODAY, -7) : TODAY);
      const sunday = addDays(monday, 6);
      expect(r.lunch_menus.length, r.id).toBeGreaterThan(0);
      const ids = r.lunch_menus.map((m) => m._id);
      expect(new Set(ids).size, r.id).toBe(ids.length);
      for (const m of r.lunch_menus) {
        expect(m._id).toMatch(ID);
        expect(m.validFrom >= monday && m.validTo <= sunday && m.validFrom <= m.validTo, `${r.id}/${m._id}`).toBe(true);
        expect(m.imageUrl === undefined || m.imageUrl === `/api/serveImage?imageName=${r.id}_${m._id}.webp`).toBe(true);
        if (r.lunch_link) expect(m.sourceUrl).toBe(r.lunch_link);
      }
    }
  });

  it("marks every menu as demo content (source 'demo'), so harvests and admins' menus of its days take precedence", () => {
    expect(menus.filter(({ m }) => m.source !== 'demo')).toEqual([]);
  });

  it('has daily dishes on each served day, weekend included', () => {
    const monday = mondayOf(TODAY);
    const weekendDaily = all.find((r) =>
      r.lunch_hours.some((s) => s.days.includes('Saturday')) && r.lunch_menus.some((m) => m.validFrom === m.validTo));
    expect(weekendDaily).toBeDefined();
    expect(weekendDaily!.lunch_menus.some((m) => m.validFrom === addDays(monday, 5))).toBe(true);
  });

  it('leaves the price out of about 15% of the menus', () => {
    const noPrice = menus.filter(({ m }) => !m.price).length / menus.length;
    expect(noPrice).toBeGreaterThan(0.08);
    expect(noPrice).toBeLessThan(0.25);
    expect(menus.some(({ m }) => m.price === 0)).toBe(true);
    expect(menus.some(({ m }) => !('price' in m))).toBe(true);
  });

  it('offers varied dishes and descriptions', () => {
    expect(DISTINCT_DISH_COUNT).toBeGreaterThanOrEqual(80);
    expect(menus.some(({ m }) => m.description.includes('\n'))).toBe(true);
    expect(menus.some(({ m }) => m.description.length > 120)).toBe(true);
    expect(menus.some(({ m }) => m.description === '')).toBe(true);
  });

  it('maps every menu to a dish kind that its id names', () => {
    for (const { m } of menus) {
      const kind = demoDishKind(m);
      expect(DISH_KINDS).toContain(kind);
      expect(m._id.startsWith(`${kind}-`), m.name).toBe(true);
    }
    expect(demoDishKind({ name: 'Okänd rätt med lax' })).toBe('fish');
  });

  it('is deterministic, and only menus and timestamps change between weeks', () => {
    expect(buildDemoRestaurants(TODAY)).toEqual(all);
    expect(buildDemoRestaurants(addDays(TODAY, 3))).toEqual(all); // Saturday, same week
    const later = buildDemoRestaurants('2025-06-02');
    expect(later.map((r) => r.id)).toEqual(all.map((r) => r.id));
    const strip = ({ lunch_menus, updatedAt, images, ...rest }: (typeof all)[number]) => rest;
    expect(later.map(strip)).toEqual(all.map(strip));
    const upToDate = later.find((r) => !isBehindWithMenus(r.id))!;
    expect(upToDate.lunch_menus[0].validFrom).toBe('2025-06-02');
  });
});

describe('demo lunch prices', () => {
  const conceptOf = (r: Restaurant) => CONCEPTS.find((c) => c.names.includes(r.name))!.key;
  const usual = all.filter((r) => r.fallback_price > 0);
  const menuPrices = menus.map(({ r, m }) => effectivePrice(m.price, r.fallback_price)).filter((p): p is number => p !== null);
  const share = (prices: number[], test: (p: number) => boolean) => prices.filter(test).length / prices.length;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const BIG = ['Stockholm', 'Malmö', 'Helsingborg'];

  it('mostly costs 105-145 kr, with a cheap tail from 89 kr and a few finer places over 160 kr', () => {
    for (const prices of [usual.map((r) => r.fallback_price), menuPrices]) {
      expect(share(prices, (p) => p >= 105 && p <= 145)).toBeGreaterThan(0.6);
      expect(share(prices, (p) => p < 100)).toBeGreaterThan(0.08);
      expect(share(prices, (p) => p < 100)).toBeLessThan(0.25);
      expect(share(prices, (p) => p > 160)).toBeGreaterThan(0.02);
      expect(share(prices, (p) => p > 160)).toBeLessThan(0.1);
      expect(Math.min(...prices)).toBe(89);
      expect(Math.max(...prices)).toBeLessThan(250);
    }
    for (const city of BIG) {
      const prices = usual.filter((r) => r.city === city).map((r) => r.fallback_price);
      expect(prices.some((p) => p < 100), city).toBe(true);
      expect(prices.some((p) => p > 160), city).toBe(true);
    }
  });

  it('keeps the cheap tail to pizza, kebab, Asian buffets and the like, and 160+ to finer places', () => {
    const cheapShare = (keys: string[]) => share(
      usual.filter((r) => keys.includes(conceptOf(r))).map((r) => r.fallback_price), (p) => p < 100);
    expect(cheapShare(['pizza', 'kebab', 'chinese'])).toBeGreaterThan(0.5);
    expect(cheapShare(['husman', 'burger', 'balkan', 'vegetarian', 'cafe'])).toBeLessThan(0.15);
    expect(cheapShare(['french', 'fish'])).toBe(0);
    const finer = usual.filter((r) => r.fallback_price > 160).map(conceptOf);
    for (const key of finer) expect(['french', 'fish', 'italian', 'sushi', 'husman', 'korean', 'vegetarian']).toContain(key);
    expect(finer.filter((k) => k === 'french' || k === 'fish').length).toBeGreaterThan(finer.length / 2);
  });

  it('sets Stockholm about 10 kr higher, on the price points menus use', () => {
    const standard = (r: Restaurant) => r.fallback_price >= 100 && r.fallback_price <= 160;
    const stockholm = median(usual.filter((r) => r.city === 'Stockholm' && standard(r)).map((r) => r.fallback_price));
    const elsewhere = median(usual.filter((r) => r.city !== 'Stockholm' && standard(r)).map((r) => r.fallback_price));
    expect(stockholm - elsewhere).toBeGreaterThanOrEqual(5);
    expect(stockholm - elsewhere).toBeLessThanOrEqual(15);
    for (const p of menuPrices) expect(PRICE_LADDER as readonly number[]).toContain(p);
  });

  it('varies the menus of a restaurant around its usual price', () => {
    const varied = all.filter((r) => new Set(r.lunch_menus.map((m) => m.price).filter(Boolean)).size > 1);
    expect(varied.length / all.length).toBeGreaterThan(0.5);
    const veg = menus.filter(({ r, m }) => r.fallback_price > 0 && m.price && m.name.startsWith('Veckans vegetariska'));
    expect(veg.some(({ r, m }) => m.price! < r.fallback_price)).toBe(true);
    expect(veg.some(({ r, m }) => m.price === r.fallback_price)).toBe(true);
    expect(menus.some(({ r, m }) => r.fallback_price > 0 && m.price! > r.fallback_price)).toBe(true);
  });

  it('finds lunch for every price option in Stockholm, Malmö and Helsingborg on every day, weeks ahead too', () => {
    // The list's price rule (README, Public API): some menu of the day costs at most the price, a menu
    // without a price counting at the restaurant's fallback_price.
    const count = (restaurants: Restaurant[], city: string, day: number, date: string, price?: number) =>
      restaurants.filter((r) =>
        r.city === city &&
        r.lunch_hours.some((s) => s.days.includes(WEEKDAYS[day])) &&
        (price === undefined || r.lunch_menus.some((m) =>
          m.validFrom <= date && m.validTo >= date && (effectivePrice(m.price, r.fallback_price) ?? Infinity) <= price)),
      ).length;
    for (let week = 0; week < 8; week++) {
      const monday = addDays(mondayOf(TODAY), 7 * week);
      const restaurants = week === 0 ? all : buildDemoRestaurants(monday);
      for (const city of BIG) {
        for (let day = 0; day < 7; day++) {
          const date = addDays(monday, day);
          const where = `${city} ${date}`;
          const totals = PRICE_OPTIONS.map((price) => count(restaurants, city, day, date, price));
          expect(totals[0], where).toBeGreaterThanOrEqual(CHEAP_PLACES_EVERY_DAY);
          expect(totals[0], where).toBeLessThan(count(restaurants, city, day, date));
          for (let i = 1; i < totals.length; i++) expect(totals[i], where).toBeGreaterThanOrEqual(totals[i - 1]);
          if (day < 5) expect(totals[1], where).toBeLessThan(count(restaurants, city, day, date));
        }
      }
    }
  });
});

/** Great-circle distance in km (kept local so the test does not depend on other modules). */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
