import { WEEKDAYS, addDays, type IsoDate, type LunchMenu } from '@lunch/shared';
import { DESCRIPTION_LINES } from './demo-descriptions';
import { DISHES_BY_CONCEPT, KIND_BY_NAME, WEEK_SPECIALS, type Dish, type DishKind } from './demo-dishes';
import { ladderStep, type PriceTier } from './demo-prices';
import type { Rng } from './demo-random';
import type { MenuStyle } from './demo-vocabulary';

/** What the menu generator needs to know about a restaurant. */
export interface MenuProfile {
  id: string;
  conceptKey: string;
  style: MenuStyle;
  /** Weekday names (English) the restaurant serves lunch on. */
  servedDays: string[];
  /** Where the usual price sits; cheap places keep one price for every dish of the day. */
  priceTier: PriceTier;
  /**
   * Usual lunch price in SEK (already adjusted for the city): the dish of the day, or the first of
   * the week's dishes, costs this, so every served day has a menu at the restaurant's usual price.
   */
  priceLevel: number;
  /** Share of menus written without a price (0 or absent). */
  missingPriceShare: number;
  lunchLink?: string;
  updatedAt: string;
}

/** The menus of one restaurant for the ISO week that starts on `monday`. */
export function buildWeekMenus(profile: MenuProfile, monday: IsoDate, rng: Rng): LunchMenu[] {
  const pool = DISHES_BY_CONCEPT[profile.conceptKey];
  const dayIndexes = WEEKDAYS.map((d, i) => (profile.servedDays.includes(d) ? i : -1)).filter((i) => i >= 0);
  const lastDay = Math.max(4, ...dayIndexes);
  const friday = addDays(monday, 4);
  const items: { dish: Dish; name: string; from: IsoDate; to: IsoDate; price: number }[] = [];

  if (profile.style === 'daily') {
    const daily = pool.filter((d) => d.kind !== 'buffet');
    let queue = rng.shuffled(daily);
    for (const i of dayIndexes) {
      if (queue.length === 0) queue = rng.shuffled(daily);
      const dish = queue.shift()!;
      const date = addDays(monday, i);
      // A fish or meat day costs a little more, except where lunch has one price.
      const premium = profile.priceTier !== 'cheap' && (dish.kind === 'fish' || dish.kind === 'meat') && rng.chance(0.25);
      items.push({ dish, name: dish.name, from: date, to: date, price: premium ? ladderStep(profile.priceLevel, 2) : profile.priceLevel });
    }
    for (const special of rng.sample(specialsFor(profile.conceptKey), rng.int(1, 2))) {
      const dish = rng.pick(special.dishes);
      const price = ladderStep(profile.priceLevel, rng.pick(SPECIAL_STEPS[special.label] ?? [0]));
      items.push({ dish, name: `${special.label}: ${dish.name}`, from: monday, to: friday, price });
    }
  } else {
    const count = rng.int(3, 6);
    const chosen = pool.some((d) => d.kind === 'buffet') && rng.chance(0.5)
      ? [pool.find((d) => d.kind === 'buffet')!, ...rng.sample(pool.filter((d) => d.kind !== 'buffet'), count - 1)]
      : rng.sample(pool.filter((d) => d.kind !== 'buffet'), count);
    const to = addDays(monday, lastDay);
    // The first dish (the buffet, the house pizza ...) costs the usual price; the others vary around it.
    const steps = profile.priceTier === 'cheap' ? [0, 0, 1, 2] : [-1, 0, 0, 1, 2, 3];
    chosen.forEach((dish, i) => {
      items.push({ dish, name: dish.name, from: monday, to, price: i === 0 ? profile.priceLevel : ladderStep(profile.priceLevel, rng.pick(steps)) });
    });
  }

  const kindCounts = new Map<DishKind, number>();
  const allNoPrice = rng.chance(profile.missingPriceShare / 3);
  return items.map(({ dish, name, from, to, price }) => {
    const n = (kindCounts.get(dish.kind) ?? 0) + 1;
    kindCounts.set(dish.kind, n);
    // The id names the illustration's kind, so the image stored as `${restaurantId}_${menuId}.webp`
    // still fits the dish when next week's menus reuse the id.
    const _id = `${dish.kind}-${n}`;
    const menu: LunchMenu = {
      _id,
      name,
      description: describe(dish, rng),
      tags: rng.sample(dish.tags, 2).sort(),
      validFrom: from,
      validTo: to,
      // Demo content ranks last: a harvest or an admin's menu of the same day replaces or hides it.
      source: 'demo',
    };
    if (allNoPrice || rng.chance(profile.missingPriceShare)) {
      if (rng.chance(0.5)) menu.price = 0;
    } else {
      menu.price = price;
    }
    menu.allergies = rng.chance(0.3) ? [] : dish.allergies.slice(0, 4);
    if (rng.chance(0.93)) {
      menu.imageUrl = `/api/serveImage?imageName=${profile.id}_${_id}.webp`;
      menu.imageAiGenerated = false;
    }
    menu.updatedAt = profile.updatedAt;
    if (profile.lunchLink) menu.sourceUrl = profile.lunchLink;
    return menu;
  });
}

/**
 * Price points a week's special sits from the usual price: the vegetarian dish and the salad often
 * cost a little less than the dish of the day, soup with bread clearly less.
 */
const SPECIAL_STEPS: Record<string, number[]> = {
  'Veckans vegetariska': [-2, -1, 0, 0],
  'Veckans sallad': [-1, 0],
  'Veckans pasta': [-1, 0, 0, 1],
  'Veckans soppa': [-4, -3],
};

function specialsFor(conceptKey: string): { label: string; dishes: Dish[] }[] {
  const byLabel = (label: string) => WEEK_SPECIALS.find((s) => s.label === label)!;
  const own = DISHES_BY_CONCEPT[conceptKey].filter((d) => d.tags.includes('vegetarisk') || d.tags.includes('vegansk'));
  switch (conceptKey) {
    case 'italian':
      return [byLabel('Veckans pasta'), byLabel('Veckans vegetariska'), byLabel('Veckans sallad')];
    case 'vegetarian':
      return [byLabel('Veckans sallad'), byLabel('Veckans soppa')];
    case 'husman': case 'cafe': case 'french': case 'fish': case 'balkan':
      return WEEK_SPECIALS;
    default:
      return [{ label: 'Veckans vegetariska', dishes: own.length > 0 ? own : byLabel('Veckans vegetariska').dishes }];
  }
}

function describe(dish: Dish, rng: Rng): string {
  if (rng.chance(0.22)) return '';
  const lines = rng.sample(DESCRIPTION_LINES[dish.kind], rng.chance(0.45) ? 2 : 1);
  let text = lines.join(rng.chance(0.3) ? '\n' : ' ');
  const letters = [dish.tags.includes('laktosfri') && 'L', dish.tags.includes('glutenfri') && 'G'].filter(Boolean);
  if (letters.length > 0 && rng.chance(0.7)) text += ` (${letters.join(', ')})`;
  return text;
}

const KEYWORD_KINDS: [RegExp, DishKind][] = [
  [/buff[ée]/, 'buffet'],
  [/sushi|sashimi|maki|nigiri|pok[ée]/, 'sushi'],
  [/pizza|calzone|pide|lahmacun/, 'pizza'],
  [/burgare|burger/, 'burger'],
  [/kebab|shawarma|falafelrulle|kafta|taouk|cevapcici/, 'kebab'],
  [/curry|masala|korma|biryani|dal |paneer|thali/, 'curry'],
  [/soppa|pho |ramen|jjigae|bouillabaisse/, 'soup'],
  [/sallad/, 'salad'],
  [/pasta|spaghetti|penne|tagliatelle|lasagne|gnocchi|ravioli|linguine/, 'pasta'],
  [/lax|torsk|sill|strömming|fisk|räk|kolja|rödspätta|gös|makrill|musslor|tonfisk/, 'fish'],
  [/kyckling|chicken|anka|coq au vin/, 'chicken'],
  [/wok|nudlar|pad thai|bibimbap|bulgogi|dumplings|vårrullar|tofu|bun /, 'asian'],
  [/vegetarisk|vegansk|halloumi|falafel|svamp|linser|bönor|grönsak|rotfrukt/, 'vegetarian'],
];

/** The illustration kind of a demo menu, from its name (any menu gets some kind). */
export function demoDishKind(menu: Pick<LunchMenu, 'name'> & Partial<Pick<LunchMenu, '_id'>>): DishKind {
  const name = menu.name.toLowerCase().trim();
  const dish = name.replace(/^veckans [^:]+:\s*/, '');
  const known = KIND_BY_NAME.get(dish);
  if (known) return known;
  for (const [pattern, kind] of KEYWORD_KINDS) if (pattern.test(`${dish} `)) return kind;
  if (name.startsWith('veckans vegetariska')) return 'vegetarian';
  if (name.startsWith('veckans sallad')) return 'salad';
  if (name.startsWith('veckans pasta')) return 'pasta';
  if (name.startsWith('veckans soppa')) return 'soup';
  return 'meat';
}
