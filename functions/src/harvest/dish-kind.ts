import { isVegetarian, type ExtractedDish } from '@lunch/shared';
import type { DishKind } from '../seed/demo-dishes';

/** Words that tell which illustration a harvested dish gets, checked in order (first match wins). */
const KIND_WORDS: [DishKind, RegExp][] = [
  ['pizza', /pizza|calzone/],
  ['sushi', /sushi|maki|nigiri|sashimi|poke/],
  ['soup', /soppa|soup|buljong|chowder|ramen/],
  ['burger', /burgare|burger|hamburgare/],
  ['kebab', /kebab|gyros|falafel|shawarma|döner/],
  ['curry', /curry|tikka|masala|korma|dal\b|tandoori|biryani|vindaloo/],
  ['asian', /wok|nudlar|noodle|pad thai|bibimbap|teriyaki|dumpling|gyoza|bao|pho|thai|sweet ?(?:and|&) ?sour/],
  ['pasta', /pasta|spaghetti|penne|lasagne|lasagna|tagliatelle|carbonara|ravioli|gnocchi|risotto|linguine|rigatoni|fettuccine/],
  ['salad', /sallad|salad|bowl/],
  ['fish', /fisk|fish|lax|torsk|sej|kolja|rödspätta|spätta|sill|strömming|räk|skaldjur|musslor|tonfisk|gös|abborre|röding|hälleflundra|salmon|cod/],
  ['chicken', /kyckling|chicken|höns|kalkon/],
  ['vegetarian', /vegetari|vegansk|vegan|veg\b|halloumi|tofu|linser|bönor|kikärt|grönsak|quorn|oumph|svamp/],
  ['buffet', /buffé|buffet|smörgåsbord/],
];

/** The illustration kind for a harvested dish (meat when nothing else fits, as for Swedish husman). */
export function dishKindOf(dish: Pick<ExtractedDish, 'name' | 'description' | 'tags' | 'category'>): DishKind {
  const text = `${dish.category ?? ''} ${dish.name} ${dish.description}`.toLowerCase();
  const byWords = KIND_WORDS.find(([, words]) => words.test(text))?.[0];
  if (byWords) return byWords;
  if (isVegetarian(dish.tags)) return 'vegetarian';
  return 'meat';
}
