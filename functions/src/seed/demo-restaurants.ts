import {
  CITIES, DIETARY_OPTIONS, WEEKDAYS, addDays, foldForSearch, mondayOf, normaliseDays,
  type City, type IsoDate, type LunchHourSlot, type Restaurant,
} from '@lunch/shared';
import { buildWeekMenus } from './demo-menus';
import { CITY_VOCABULARY, COMMON_STREETS } from './demo-places';
import { usualLunchPrice, type PriceTier } from './demo-prices';
import { Rng } from './demo-random';
import {
  CONCEPTS, FREE_TEXT_INCLUDES, MON_FRI, OTHER_TAGS, RESTAURANT_FEATURES, type Concept, type MenuStyle,
} from './demo-vocabulary';

export { DISH_KINDS, type DishKind } from './demo-dishes';
export { demoDishKind } from './demo-menus';

const SEED = 'lunchkoll-demo-v1';
const BIG_CITIES = new Set(['Helsingborg', 'Malmö', 'Stockholm']);

/** How many demo restaurants each city gets. */
export function demoRestaurantCount(cityName: string): number {
  return BIG_CITIES.has(cityName) ? 45 : 13;
}

/** Lower-case ASCII slug: "Malmö" -> "malmo", "Fisk & Skaldjur" -> "fisk-skaldjur". */
export function slugify(text: string): string {
  return foldForSearch(text).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48);
}

type Profile = Omit<Restaurant, 'lunch_menus' | 'updatedAt' | 'images'> & {
  concept: Concept;
  style: MenuStyle;
  priceTier: PriceTier;
  priceLevel: number;
  /** The two numbers the usual price was drawn from (the tier, the price within it). */
  priceRolls: [number, number];
  missingPriceShare: number;
  withImage: boolean;
  updatedTime: string;
};

/**
 * The demo restaurants with menus for the ISO week that contains `today`. Deterministic: the same
 * `today` gives the same data, and everything but the menus and timestamps is the same every week.
 */
export function buildDemoRestaurants(today: IsoDate): Restaurant[] {
  const monday = mondayOf(today);
  return buildProfiles().map((p) => {
    const { concept, style, priceTier, priceLevel, priceRolls, missingPriceShare, withImage, updatedTime, ...restaurant } = p;
    // About one restaurant in twenty never published this week's menu: the demo shows how the site
    // marks last week's menu instead of passing it off as today's.
    const menuMonday = isBehindWithMenus(p.id) ? addDays(monday, -7) : monday;
    const review = demoReviewState(p.id, p.city);
    const updatedAt = `${menuMonday}T${updatedTime}.000Z`;
    const lunch_menus = buildWeekMenus(
      {
        id: p.id,
        conceptKey: concept.key,
        style,
        servedDays: normaliseDays(p.lunch_hours.flatMap((s) => s.days)),
        priceTier,
        priceLevel,
        missingPriceShare,
        lunchLink: review.lunch_link ?? p.lunch_link,
        updatedAt,
      },
      menuMonday,
      new Rng(`${SEED}|${p.id}|${menuMonday}`),
    );
    const cover = withImage ? lunch_menus.find((m) => m.imageUrl)?.imageUrl : undefined;
    return { ...restaurant, ...review, images: cover ? [cover] : [], lunch_menus, updatedAt };
  });
}

/** Restaurants whose demo menus are a week old (stable across weeks: chosen by id). */
export function isBehindWithMenus(id: string): boolean {
  return idHash(id) % 20 === 7;
}

function idHash(text: string): number {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash;
}

/**
 * About one restaurant in eight outside the three big cities was found recently and waits for an
 * admin's review (NEW, the New-restaurants tab), in the states that tab filters on: link checked or
 * not, what AI extraction said, a social-media page instead of a lunch page. Chosen by id, so the
 * other demo data stays as it was.
 */
const LEGACY_AI_RESPONSES = ['Menu found', 'PDF parsed', 'No lunch menu found on page', 'Lunchmeny hittad', 'Timeout while fetching', 'Only opening hours'];

export function demoReviewState(id: string, cityName: string): Pick<Restaurant, 'NEW' | 'checkedformenu' | 'AIResponse' | 'lunch_link'> {
  const hash = idHash(`review|${id}`);
  // Records from an older harvester that wrote free text: the AI Response Analysis proposes categories for them.
  if (!BIG_CITIES.has(cityName) && hash % 8 === 5) return { NEW: false, AIResponse: LEGACY_AI_RESPONSES[Math.floor(hash / 8) % LEGACY_AI_RESPONSES.length] };
  if (BIG_CITIES.has(cityName) || hash % 8 !== 3) return { NEW: false };
  const variant = Math.floor(hash / 8) % 6;
  const checked = [true, false, undefined, true, false, undefined][variant];
  const ai = (['MENU_FOUND', 'NO_MENU_FOUND', null, 'PARTIAL_MENU', 'ACCESS_ERROR', 'FORMAT_ONLY'] as const)[variant];
  return {
    NEW: true,
    ...(checked === undefined ? {} : { checkedformenu: checked }),
    AIResponse: ai,
    ...(variant === 4 ? { lunch_link: `https://www.facebook.com/${id}` } : {}),
  };
}

function buildProfiles(): Profile[] {
  const profiles: Profile[] = [];
  const usedSlugs = new Set<string>();
  for (const city of CITIES) {
    const rng = new Rng(`${SEED}|${city.name}`);
    const usedNames = new Set<string>();
    const cityProfiles: Profile[] = [];
    for (let i = 1; i <= demoRestaurantCount(city.name); i++) {
      const open = CONCEPTS.filter((c) => c.names.some((n) => !usedNames.has(n)));
      const concept = rng.weighted(open, open.map((c) => c.weight));
      const name = rng.pick(concept.names.filter((n) => !usedNames.has(n)));
      usedNames.add(name);
      let slug = slugify(name);
      if (usedSlugs.has(slug)) slug = `${slug}-${slugify(city.name)}`;
      usedSlugs.add(slug);
      cityProfiles.push(buildProfile(rng, city, `${slugify(city.name)}-${String(i).padStart(3, '0')}`, name, slug, concept));
    }
    if (BIG_CITIES.has(city.name)) keepCheapLunchEveryDay(cityProfiles);
    profiles.push(...cityProfiles);
  }
  return profiles;
}

/** How many cheap lunch places (under 100 kr) each big city has on every day of the week, at least. */
export const CHEAP_PLACES_EVERY_DAY = 2;

/**
 * Makes sure the lowest price filter finds lunch in the big cities on every day, weekends included:
 * where fewer than CHEAP_PLACES_EVERY_DAY places that serve that day (with this week's menus and a
 * known usual price) are cheap, the places of the concepts likeliest to be cheap (kebab, pizza, Asian
 * buffet ...) that serve it become cheap, the nearest to the cheap tier first. Only their price changes.
 */
function keepCheapLunchEveryDay(profiles: Profile[]): void {
  for (const day of WEEKDAYS) {
    const serving = profiles.filter((p) =>
      p.lunch_hours.some((s) => s.days.includes(day)) && !isBehindWithMenus(p.id) && p.fallback_price > 0);
    let missing = CHEAP_PLACES_EVERY_DAY - serving.filter((p) => p.priceTier === 'cheap').length;
    const candidates = serving
      .filter((p) => p.priceTier !== 'cheap' && p.concept.priceTiers.cheap > 0)
      .sort((a, b) => b.concept.priceTiers.cheap - a.concept.priceTiers.cheap || a.priceRolls[0] - b.priceRolls[0]);
    for (const p of candidates) {
      if (missing-- <= 0) break;
      const { tier, price } = usualLunchPrice({ cheap: 1, fine: 0 }, p.city, 0, p.priceRolls[1]);
      Object.assign(p, { priceTier: tier, priceLevel: price, fallback_price: price });
    }
  }
}

function buildProfile(rng: Rng, city: City, id: string, name: string, slug: string, concept: Concept): Profile {
  const vocabulary = CITY_VOCABULARY[city.name];
  const { coordinates, distanceKm } = placeAround(rng, city, vocabulary.landBearings);
  const street = `${rng.chance(0.6) ? rng.pick(vocabulary.streets) : rng.pick(COMMON_STREETS)} ${rng.int(1, 58)}${rng.chance(0.1) ? rng.pick(['A', 'B', 'C']) : ''}`;
  const postcode = `${rng.pick(vocabulary.postcodePrefixes)} ${rng.int(10, 79)}`;

  const website = rng.chance(0.8) ? `https://${slug}.example.se` : `https://www.example.com/${slug}`;
  const contact: Restaurant['contact'] = { phone: phoneNumber(rng, vocabulary.areaCode), website };
  if (rng.chance(0.92)) contact.email = `info@${slug}.example.se`;

  const cuisines = [...concept.cuisines];
  for (const extra of concept.extraCuisines ?? []) if (cuisines.length < 3 && rng.chance(0.3)) cuisines.push(extra);

  const dietary = new Set<string>();
  for (const [option, p] of Object.entries(concept.dietary)) if (rng.chance(p)) dietary.add(option);
  if (dietary.has('Vegansk') && rng.chance(0.9)) dietary.add('Vegetarisk');
  const dietaryOptions = DIETARY_OPTIONS.filter((o) => dietary.has(o)).slice(0, 4);

  const style: MenuStyle = rng.chance(concept.dailyShare) ? 'daily' : 'buffet';
  // The usual lunch price follows the concept and the city (demo-prices.ts). Two draws, as many as
  // the earlier price model took, so everything drawn after them stays as it was.
  const priceRolls: [number, number] = [rng.next(), rng.next()];
  const { tier: priceTier, price: priceLevel } = usualLunchPrice(concept.priceTiers, city.name, ...priceRolls);

  const tags: string[] = [];
  if (rng.chance(0.15)) tags.push('rekommenderad');
  for (const tag of rng.shuffled(OTHER_TAGS)) {
    if (tags.length >= 3 || !rng.chance(0.1)) continue;
    if (tag === 'vegetariskt utbud' && !dietary.has('Vegetarisk')) continue;
    tags.push(tag);
  }
  const features = rng.sample(RESTAURANT_FEATURES, rng.weighted([1, 2, 3, 4, 5], [3, 4, 4, 2, 1]));
  if (tags.includes('uteservering') && !features.includes('uteservering')) features.push('uteservering');

  const weights = [1, 1, 2, 3, 6, 9, 10, 9, 6];
  let rank = 20 + rng.weighted(weights.map((_, i) => i), weights);
  if (distanceKm < 0.6 && rng.chance(0.3)) rank = rng.pick([29, 29, 30]);

  const lunchLinkRoll = rng.next();
  const lunch_format = rng.weighted(['HTML', 'PDF_1', 'TEXT', 'PDF_2'] as const, [80, 10, 8, 2]);
  const lunch_link = lunchLinkRoll < 0.9 ? (lunch_format.startsWith('PDF') ? `${website}/meny/lunch.pdf` : `${website}/lunch`) : undefined;
  const periodicity = style === 'daily'
    ? rng.weighted(['Weekly', 'Daily', 'Special'] as const, [75, 20, 5])
    : rng.weighted(['Weekly', 'Monthly', 'Daily', 'Special'] as const, [60, 25, 5, 10]);
  const scrapingTime = rng.chance(0.7) ? 'MORNING' : 'EVENING';
  const updatedTime = `${String(rng.int(5, 7)).padStart(2, '0')}:${String(rng.int(0, 11) * 5).padStart(2, '0')}:00`;

  return {
    id,
    _id: id,
    name,
    city: city.name,
    location: { address: `${street}, ${postcode} ${city.name}`, street, city: city.name, coordinates },
    contact,
    cuisines,
    dietaryOptions,
    lunch_includes: lunchIncludes(rng, concept),
    tags,
    fallback_price: rng.chance(0.03) ? 0 : priceLevel,
    lunch_hours: lunchHours(rng, concept),
    rating: Math.round(Math.min(4.9, Math.max(3.2, 4.05 + 0.35 * rng.normal())) * 10) / 10,
    reviewCount: Math.round(5 * Math.pow(360, Math.pow(rng.next(), 1.3))),
    features,
    rank,
    menuPeriodicity: periodicity,
    scrapingTime,
    ...(lunch_link ? { lunch_link } : {}),
    menuUpdateUrl: lunch_link ?? website,
    ManualScraping: rng.chance(0.06),
    lunch_format,
    NEW: false,
    concept,
    style,
    priceTier,
    priceLevel,
    priceRolls,
    missingPriceShare: 0.11,
    withImage: rng.chance(0.35),
    updatedTime,
  };
}

/** Coordinates [lng, lat] around the centre: a few under 300 m, most within 1.5 km, some up to 5 km. */
function placeAround(rng: Rng, city: City, land?: [number, number]): { coordinates: [number, number]; distanceKm: number } {
  const roll = rng.next();
  const distanceKm = roll < 0.08 ? 0.05 + 0.24 * rng.next() : roll < 0.8 ? 0.3 + 1.2 * rng.next() : 1.5 + 3.5 * rng.next();
  let bearing = rng.next() * 360;
  if (land && distanceKm > 0.3) {
    const span = (land[1] - land[0] + 360) % 360 || 360;
    bearing = (land[0] + rng.next() * span) % 360;
  }
  const rad = (bearing * Math.PI) / 180;
  const lat = city.lat + (distanceKm * Math.cos(rad)) / 111.32;
  const lng = city.lng + (distanceKm * Math.sin(rad)) / (111.32 * Math.cos((city.lat * Math.PI) / 180));
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return { coordinates: [round(lng), round(lat)], distanceKm };
}

function phoneNumber(rng: Rng, areaCode: string): string {
  const first = () => String(rng.int(1, 9));
  const digit = () => String(rng.int(0, 9));
  const pair = () => `${digit()}${digit()}`;
  if (areaCode === '08') return `08-${first()}${pair()} ${pair()} ${pair()}`;
  return `${areaCode}-${first()}${digit()} ${pair()} ${pair()}`;
}

function lunchIncludes(rng: Rng, concept: Concept): string[] {
  const count = rng.weighted([1, 2, 3, 4, 5], [2, 4, 4, 3, 1]);
  // Earlier words in the concept's list are likelier.
  const ranked = concept.includes
    .map((word, i) => ({ word, key: rng.next() * (i + 1.5) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map((x) => x.word);
  const includes = concept.includes.filter((w) => ranked.includes(w));
  if (rng.chance(0.2)) {
    const free = rng.pick(FREE_TEXT_INCLUDES);
    if (rng.chance(0.2)) return [free];
    if (includes.length >= 5) includes.pop();
    includes.push(free);
  }
  return includes;
}

function lunchHours(rng: Rng, concept: Concept): LunchHourSlot[] {
  const roll = rng.next();
  if (roll < 0.03) return [{ days: ['Tuesday', 'Wednesday', 'Thursday'], startTime: '11:30', endTime: '13:30' }];
  if (roll < 0.06) return [{ days: ['Monday', 'Wednesday', 'Friday'], startTime: '11:00', endTime: '13:30' }];
  const [startTime, endTime] = rng.weighted(
    [['11:00', '14:00'], ['11:00', '14:30'], ['10:30', '15:00'], ['11:30', '14:00'], ['11:00', '15:00']],
    [40, 25, 15, 10, 10],
  );
  const slots: LunchHourSlot[] = [{ days: [...MON_FRI], startTime, endTime }];
  if (rng.chance(concept.weekendShare)) {
    // Most places open on Saturday also serve Sunday lunch, so a weekend visitor still finds a list.
    const days = rng.chance(0.25) ? ['Saturday'] : ['Saturday', 'Sunday'];
    slots.push({ days, startTime: '12:00', endTime: rng.pick(['15:00', '15:00', '16:00']) });
  }
  return slots;
}

/** The date range a demo week covers: Monday to Sunday of the ISO week containing `today`. */
export function demoWeekRange(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = mondayOf(today);
  return { from, to: addDays(from, 6) };
}
