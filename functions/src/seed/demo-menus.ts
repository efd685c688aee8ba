import { WEEKDAYS, addDays, type IsoDate, type LunchMenu } from '@lunch/shared';
import { DESCRIPTION_LINES } from './demo-descriptions';
import { DISHES_BY_CONCEPT, KIND_BY_NAME, WEEK_SPECIALS, type Dish, type DishKind } from './demo-dishes';
import type { Rng } from './demo-random';
import type { MenuStyle } from './demo-vocabulary';

/** What the menu generator needs to know about a restaurant. */
export interface MenuProfile {
  id: string;
  conceptKey: string;
  style: MenuStyle;
  /** Weekday names (English) the restaurant serves lunch on. */
  servedDays: string[];
  /** Usual lunch price in SEK (already adjusted for the city). */
  priceLevel: number;
  minPrice: number;
  maxPrice: number;
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
      const premium = (dish.kind === 'fish' || dish.kind === 'meat') && rng.chance(0.25) ? 10 : 0;
      items.push({ dish, name: dish.name, from: date, to: date, price: profile.priceLevel + premium });
    }
    for (const special of rng.sample(specialsFor(profile.conceptKey), rng.int(1, 2))) {
      const dish = rng.pick(special.dishes);
      items.push({ dish, name: `${special.label}: ${dish.name}`, from: monday, to: friday, price: profile.priceLevel - (rng.chance(0.4) ? 10 : 0) });
    }
  } else {
    const count = rng.int(3, 6);
    const chosen = pool.some((d) => d.kind === 'buffet') && rng.chance(0.5)
      ? [pool.find((d) => d.kind === 'buffet')!, ...rng.sample(pool.filter((d) => d.kind !== 'buffet'), count - 1)]
      : rng.sample(pool.filter((d) => d.kind !== 'buffet'), count);
    const to = addDays(monday, lastDay);
    for (const dish of chosen) {
      items.push({ dish, name: dish.name, from: monday, to, price: profile.priceLevel + 5 * rng.int(-2, 4) });
    }
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
    };
    if (allNoPrice || rng.chance(profile.missingPriceShare)) {
      if (rng.chance(0.5)) menu.price = 0;
    } else {
      menu.price = Math.min(profile.maxPrice, Math.max(profile.minPrice, price));
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
