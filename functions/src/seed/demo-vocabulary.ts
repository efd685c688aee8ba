/**
 * Word lists for the demo restaurants: the restaurant concepts (names, cuisines, includes) the
 * generator picks from, features and tags. Places live in demo-places.ts, dishes in demo-dishes.ts.
 */

/** Days the generator schedules lunch on (English names, as stored). */
export const MON_FRI = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export const RESTAURANT_FEATURES = [
  'wifi', 'uteservering', 'rullstolsanpassad', 'take_away', 'barnstol', 'parkering_i_närheten', 'hundvänligt',
];

/** Free-text includes restaurants write that are not values of the filter (stored as-is). */
export const FREE_TEXT_INCLUDES = [
  'Salladsbuffé', 'Hembakat bröd', 'Nybryggt kaffe', 'Kaffe & kaka', 'Lättöl', 'Brödbuffé', 'Dagens dessert',
];

export const OTHER_TAGS = ['populär', 'nyöppnat', 'uteservering', 'studentrabatt', 'vegetariskt utbud'];

import type { PriceTierShares } from './demo-prices';

export type MenuStyle = 'daily' | 'buffet';

export interface Concept {
  key: string;
  /** Relative frequency among restaurants. */
  weight: number;
  /** Candidate names; a city never gets the same name twice. */
  names: string[];
  cuisines: string[];
  /** Cuisines sometimes added to the first. */
  extraCuisines?: string[];
  /** Probability of each dietary option. */
  dietary: Partial<Record<'Vegetarisk' | 'Vegansk' | 'Glutenfri' | 'Laktosfri' | 'Halal' | 'Kosher', number>>;
  /** Include words in the filter's vocabulary, capitalised; the first ones are the most likely. */
  includes: string[];
  /** Probability of being a daily-dish restaurant (else it lists week-long dishes, buffet style). */
  dailyShare: number;
  /** Probability of a weekend slot. */
  weekendShare: number;
  /** Share of cheap (89-99 kr) and of finer (165 kr and more) places; the rest charge 105-145 kr. */
  priceTiers: PriceTierShares;
}

const PLACES = [
  'Kajplats', 'Ankaret', 'Fyren', 'Tornet', 'Kvarnen', 'Linden', 'Eken', 'Kompassen', 'Skeppet', 'Stationen',
  'Smedjan', 'Bryggan', 'Tullen', 'Posten', 'Lotsen', 'Mässen', 'Vågen', 'Hörnan', 'Verkstan', 'Magasinet',
];
const WOMEN = ['Greta', 'Ingrid', 'Astrid', 'Karin', 'Margit', 'Elsa', 'Britt', 'Signe', 'Gunnel', 'Solveig'];

export const CONCEPTS: Concept[] = [
  {
    key: 'husman', weight: 15,
    names: [
      ...PLACES.map((p) => `Restaurang ${p}`),
      ...WOMEN.map((w) => `Husmanskost hos ${w}`),
      ...PLACES.slice(0, 10).map((p) => `Bistro ${p}`),
      ...WOMEN.slice(0, 6).map((w) => `${w}s Kök`),
      'Lunchkrogen', 'Värdshuset', 'Matsalen', 'Gästgiveriet', 'Mat & Prat', 'Kvarterskrogen',
    ],
    cuisines: ['Svensk'], extraCuisines: ['Fisk', 'Fransk'],
    dietary: { Laktosfri: 0.4, Glutenfri: 0.35, Vegetarisk: 0.3 },
    includes: ['Sallad', 'Bröd', 'Smör', 'Kaffe', 'Vatten', 'Kakor', 'Dryck', 'Soppa'],
    dailyShare: 1, weekendShare: 0.17, priceTiers: { cheap: 0.05, fine: 0.05 },
  },
  {
    key: 'thai', weight: 8,
    names: ['Thai Garden', 'Thai Orchid', 'Bangkok Kitchen', 'Siam Thai', 'Baan Thai', 'Thai Lotus', 'Chang Thai', 'Krua Thai', 'Thai Basil', 'Sawadee', 'Phuket Thai', 'Chiang Mai Kök'],
    cuisines: ['Thailändsk'], extraCuisines: ['Asiatisk'],
    dietary: { Vegetarisk: 0.5, Vegansk: 0.2, Glutenfri: 0.4, Laktosfri: 0.5 },
    includes: ['Ris', 'Sallad', 'Vatten', 'Dryck', 'Kaffe', 'Soppa'],
    dailyShare: 0.5, weekendShare: 0.22, priceTiers: { cheap: 0.2, fine: 0 },
  },
  {
    key: 'pizza', weight: 8,
    names: ['Pizzeria Napoli', 'Pizzeria Roma', 'Pizzeria Venezia', 'Pizzeria Milano', 'Pizzeria Bella Vista', 'Pizzeria Capri', 'Pizzeria Sorrento', 'Pizzeria La Gondola', 'Pizzeria Amalfi', 'Pizzeria Toscana', 'Pizzeria Palermo', 'Pizzeria Verona'],
    cuisines: ['Pizza'], extraCuisines: ['Italiensk', 'Snabbmat'],
    dietary: { Vegetarisk: 0.4, Glutenfri: 0.3 },
    includes: ['Sallad', 'Bröd', 'Dryck', 'Kaffe', 'Smör'],
    dailyShare: 0, weekendShare: 0.50, priceTiers: { cheap: 0.7, fine: 0 },
  },
  {
    key: 'italian', weight: 6,
    names: ['Trattoria Da Marco', 'Osteria Bella', 'Ristorante Il Forno', 'Trattoria Nonna', 'Pasta Fresca', 'Osteria del Porto', 'La Cucina', 'Il Giardino', 'Trattoria Luigi', 'Casa Italia', 'Pasta & Vino', 'Ristorante Fratelli'],
    cuisines: ['Italiensk'], extraCuisines: ['Pizza'],
    dietary: { Vegetarisk: 0.6, Glutenfri: 0.3 },
    includes: ['Sallad', 'Bröd', 'Smör', 'Kaffe', 'Vatten'],
    dailyShare: 0.9, weekendShare: 0.22, priceTiers: { cheap: 0.05, fine: 0.2 },
  },
  {
    key: 'sushi', weight: 7,
    names: ['Sushi Yama', 'Sushi Bar Kaito', 'Sakura Sushi', 'Miso Sushi', 'Koi Sushi', 'Sushi Hana', 'Tokyo Sushi', 'Umami Sushi', 'Kyoto Sushi & Wok', 'Sushi Kyo', 'Nami Sushi', 'Wasabi Sushibar'],
    cuisines: ['Sushi', 'Japansk'], extraCuisines: ['Asiatisk'],
    dietary: { Glutenfri: 0.5, Laktosfri: 0.7, Vegetarisk: 0.4, Vegansk: 0.15 },
    includes: ['Soppa', 'Sallad', 'Vatten', 'Dryck'],
    dailyShare: 0, weekendShare: 0.28, priceTiers: { cheap: 0.15, fine: 0.1 },
  },
  {
    key: 'indian', weight: 6,
    names: ['Curry House', 'Taj Mahal', 'Indian Garden', 'Masala Kitchen', 'Bombay Palace', 'Delhi Darbar', 'Namaste', 'Spice of India', 'Tandoori Nights', 'Maharaja', 'Kerala Kitchen', 'Punjabi Dhaba'],
    cuisines: ['Indisk'], extraCuisines: ['Halal', 'Buffet'],
    dietary: { Vegetarisk: 0.8, Vegansk: 0.35, Glutenfri: 0.4, Halal: 0.5 },
    includes: ['Ris', 'Sallad', 'Bröd', 'Vatten', 'Kaffe'],
    dailyShare: 0.5, weekendShare: 0.28, priceTiers: { cheap: 0.2, fine: 0 },
  },
  {
    key: 'kebab', weight: 5,
    names: ['Kebab Kungen', 'Kebab House', 'Istanbul Grill', 'Ankara Kebab', 'Efes Grill', 'Bosporen', 'Kebabhörnan', 'Grillbaren', 'Anatolia Grill', 'Antalya Kebab', 'Sultan Kebab', 'Kebab & Grill'],
    cuisines: ['Kebab', 'Turkisk'], extraCuisines: ['Halal', 'Snabbmat'],
    dietary: { Halal: 0.85, Vegetarisk: 0.3 },
    includes: ['Pommes', 'Sallad', 'Dryck', 'Bröd'],
    dailyShare: 0, weekendShare: 0.60, priceTiers: { cheap: 0.8, fine: 0 },
  },
  {
    key: 'lebanese', weight: 4,
    names: ['Beirut Meze', 'Byblos', 'Cedar Libanesisk Restaurang', 'Falafelbaren', 'Aladdin', 'Le Liban', 'Baalbek', 'Tripoli Grill', 'Zaatar', 'Meze House'],
    cuisines: ['Libanesisk'], extraCuisines: ['Halal', 'Vegetarisk'],
    dietary: { Halal: 0.8, Vegetarisk: 0.7, Vegansk: 0.4 },
    includes: ['Bröd', 'Sallad', 'Dryck', 'Ris', 'Vatten'],
    dailyShare: 0.2, weekendShare: 0.42, priceTiers: { cheap: 0.25, fine: 0 },
  },
  {
    key: 'vietnamese', weight: 4,
    names: ['Pho Saigon', 'Pho Hanoi', 'Saigon Street', 'Little Hanoi', 'Pho Bar', 'Banh Mi Shop', 'Mekong', 'Hue Kitchen', 'Viet Kök', 'Bamboo Pho'],
    cuisines: ['Vietnamesisk'], extraCuisines: ['Asiatisk'],
    dietary: { Glutenfri: 0.5, Laktosfri: 0.7, Vegetarisk: 0.4 },
    includes: ['Nudlar', 'Ris', 'Vatten', 'Dryck'],
    dailyShare: 0.2, weekendShare: 0.34, priceTiers: { cheap: 0.2, fine: 0 },
  },
  {
    key: 'korean', weight: 3,
    names: ['Seoul Kitchen', 'Kimchi House', 'Bibimbap Bar', 'Gangnam Grill', 'Hanok', 'Busan Kitchen', 'K-Kitchen', 'Seoul Food'],
    cuisines: ['Koreansk'], extraCuisines: ['Asiatisk'],
    dietary: { Laktosfri: 0.6, Vegetarisk: 0.4 },
    includes: ['Ris', 'Soppa', 'Vatten', 'Dryck'],
    dailyShare: 0.2, weekendShare: 0.34, priceTiers: { cheap: 0.1, fine: 0.05 },
  },
  {
    key: 'chinese', weight: 5,
    names: ['Golden Dragon', 'Peking Garden', 'Lotus Asian Buffet', 'Asia Wok', 'Restaurang Shanghai', 'Jade Garden', 'Wok Express', 'Bambu Asiatisk Buffé', 'Great Wall', 'Dragon Palace', 'Hong Kong Restaurang', 'Panda Wok'],
    cuisines: ['Kinesisk', 'Asiatisk'], extraCuisines: ['Buffet'],
    dietary: { Laktosfri: 0.5, Vegetarisk: 0.3 },
    includes: ['Ris', 'Nudlar', 'Soppa', 'Buffé', 'Dryck', 'Kaffe'],
    dailyShare: 0.1, weekendShare: 0.50, priceTiers: { cheap: 0.6, fine: 0 },
  },
  {
    key: 'french', weight: 3,
    names: ['Le Petit Bistro', 'Brasserie Lyon', 'Bistro Paris', 'Café de Paris', 'Brasserie du Nord', 'Bistro Marseille', 'Le Coin', 'Chez Maurice', 'Bistro Belle Époque', 'La Maison'],
    cuisines: ['Fransk'], extraCuisines: ['Svensk', 'Fisk'],
    dietary: { Vegetarisk: 0.3, Glutenfri: 0.3 },
    includes: ['Bröd', 'Smör', 'Sallad', 'Kaffe', 'Vatten'],
    dailyShare: 1, weekendShare: 0.28, priceTiers: { cheap: 0, fine: 0.5 },
  },
  {
    key: 'fish', weight: 4,
    names: ['Fiskrestaurangen Bryggan', 'Sjöboden', 'Fisk & Skaldjur', 'Fiskekrogen', 'Hamnkrogen', 'Fiskbaren', 'Skeppsbrons Fisk', 'Havets Kök', 'Räkan', 'Fiskehuset'],
    cuisines: ['Fisk', 'Svensk'],
    dietary: { Glutenfri: 0.4, Laktosfri: 0.4 },
    includes: ['Sallad', 'Bröd', 'Smör', 'Kaffe', 'Vatten'],
    dailyShare: 1, weekendShare: 0.34, priceTiers: { cheap: 0, fine: 0.4 },
  },
  {
    key: 'burger', weight: 5,
    names: ['Burger Barn', 'Grill & Burger', 'Smash Burger Co.', 'Prime Burger', 'Burgerbaren', 'Brooklyn Burgers', 'Urban Burger', 'Burger District', 'Big Bite', 'Route 66 Diner', 'Kvarterets Burgare'],
    cuisines: ['Hamburger', 'Snabbmat'],
    dietary: { Vegetarisk: 0.6, Vegansk: 0.3, Glutenfri: 0.3 },
    includes: ['Pommes', 'Dryck', 'Sallad'],
    dailyShare: 0, weekendShare: 0.56, priceTiers: { cheap: 0.15, fine: 0 },
  },
  {
    key: 'vegetarian', weight: 3,
    names: ['Gröna Köket', 'Växthuset', 'Green Bowl', 'Salladsbaren', 'Rotfrukt', 'Grönt & Gott', 'Veganköket', 'Örtagården', 'Blad & Bönor', 'Linsen'],
    cuisines: ['Vegetarisk'],
    dietary: { Vegetarisk: 1, Vegansk: 0.7, Glutenfri: 0.5, Laktosfri: 0.5 },
    includes: ['Sallad', 'Bröd', 'Vatten', 'Kaffe', 'Soppa'],
    dailyShare: 0.8, weekendShare: 0.28, priceTiers: { cheap: 0.1, fine: 0.05 },
  },
  {
    key: 'cafe', weight: 5,
    names: ['Café Linnea', 'Café Ellen', 'Kaffestugan', 'Café Kanel', 'Café Mormor', 'Café Solrosen', 'Bageri & Café Vete', 'Café Sirap', 'Café Tant Grön', 'Kafé Stationen', 'Café Syltan'],
    cuisines: ['Svensk'], extraCuisines: ['Vegetarisk'],
    dietary: { Vegetarisk: 0.6, Laktosfri: 0.3, Glutenfri: 0.3 },
    includes: ['Kaffe', 'Bröd', 'Smör', 'Kakor', 'Sallad', 'Soppa'],
    dailyShare: 1, weekendShare: 0.42, priceTiers: { cheap: 0.15, fine: 0 },
  },
  {
    key: 'balkan', weight: 3,
    names: ['Balkan Grill', 'Restaurang Sarajevo', 'Belgrad Grill', 'Dubrovnik', 'Restaurang Mostar', 'Zagreb Kök', 'Adriatic', 'Balkanhörnan', 'Grill Split'],
    cuisines: ['Balkan'], extraCuisines: ['Svensk'],
    dietary: { Halal: 0.3, Glutenfri: 0.2 },
    includes: ['Sallad', 'Bröd', 'Pommes', 'Kaffe', 'Dryck'],
    dailyShare: 0.8, weekendShare: 0.28, priceTiers: { cheap: 0.1, fine: 0 },
  },
];
