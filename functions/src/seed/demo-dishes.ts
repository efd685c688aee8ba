/**
 * Dishes for the demo menus, grouped by restaurant concept. Each dish carries the kind of
 * illustration it gets (see DISH_KINDS) and the tags and allergens that fit it.
 */

export const DISH_KINDS = [
  'meat', 'fish', 'chicken', 'vegetarian', 'pasta', 'pizza', 'sushi', 'soup', 'salad', 'asian', 'curry', 'burger', 'kebab', 'buffet',
] as const;
export type DishKind = (typeof DISH_KINDS)[number];

export interface Dish {
  name: string;
  kind: DishKind;
  tags: string[];
  allergies: string[];
}

/** "name|kind|tag,tag|allergen,allergen" keeps the lists short and readable. */
function dishes(lines: string[]): Dish[] {
  return lines.map((line) => {
    const [name, kind, tags = '', allergies = ''] = line.split('|');
    const list = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);
    return { name, kind: kind as DishKind, tags: list(tags), allergies: list(allergies) };
  });
}

const HUSMAN = dishes([
  'Köttbullar med gräddsås, lingon och potatismos|meat|husman|laktos,gluten',
  'Pannbiff med lök, gräddsås och kokt potatis|meat|husman|laktos',
  'Stekt strömming med potatismos och lingon|fish|husman,fisk|fisk,laktos,gluten',
  'Raggmunk med stekt fläsk och lingon|meat|husman|gluten,ägg,laktos',
  'Kålpudding med gräddsås och lingon|meat|husman|laktos',
  'Laxfilé med dillsås och kokt potatis|fish|fisk,glutenfri|fisk,laktos',
  'Ärtsoppa med fläsk och pannkakor|soup|husman|gluten,ägg,laktos',
  'Kåldolmar med gräddsås och potatis|meat|husman|laktos',
  'Flygande Jacob med ris|chicken||laktos,jordnötter',
  'Sjömansbiff med öl och timjan|meat|husman,laktosfri|',
  'Wallenbergare med potatismos, ärtor och smält smör|meat|husman|laktos,ägg',
  'Pytt i panna med stekt ägg och rödbetor|meat|husman,laktosfri|ägg',
  'Kalops med rödbetor och kokt potatis|meat|husman,glutenfri|',
  'Dillkött med kokt potatis|meat|husman|laktos,gluten',
  'Rotmos med fläsklägg och senap|meat|husman,glutenfri|senap,laktos',
  'Biff à la Lindström med stekt potatis|meat|husman|ägg',
  'Panerad torskfilé med remouladsås och potatis|fish|fisk|fisk,gluten,ägg',
  'Korv Stroganoff med ris|meat|husman|laktos,senap',
  'Ugnsbakad kolja med äggsås och potatis|fish|fisk|fisk,ägg,laktos',
  'Isterband med dillstuvad potatis|meat|husman|laktos,gluten',
  'Kycklingschnitzel med rostad potatis och citron|chicken||gluten,ägg',
  'Svampstroganoff med ris|vegetarian|vegetarisk|laktos',
  'Fiskgratäng med räkor och potatismos|fish|fisk|fisk,skaldjur,laktos',
  'Skomakarlåda med potatismos och rödvinssås|meat|husman|laktos',
]);

const VEGETARIAN = dishes([
  'Halloumibiffar med tzatziki och bulgursallad|vegetarian|vegetarisk|laktos,gluten',
  'Svamprisotto med parmesan och ruccola|vegetarian|vegetarisk,glutenfri|laktos',
  'Grönsakslasagne med fetaost|pasta|vegetarisk|gluten,laktos',
  'Linsgryta med kokosmjölk och ris|curry|vegansk,glutenfri|',
  'Falafel med hummus och tabbouleh|vegetarian|vegansk|sesam,gluten',
  'Rödbetsbiffar med fetaost och pumpafrön|vegetarian|vegetarisk|laktos',
  'Ugnsbakad sötpotatis med svarta bönor och lime|vegetarian|vegansk,glutenfri|',
  'Kikärtscurry med spenat och ris|curry|vegansk,glutenfri|',
  'Chili sin carne med ris och gräddfil|vegetarian|vegetarisk,stark|laktos',
  'Rotfruktsbiffar med örtkräm|vegetarian|vegetarisk|laktos,ägg',
  'Buddha bowl med tofu och jordnötsdressing|salad|vegansk|soja,jordnötter',
  'Quiche med spenat och fetaost|vegetarian|vegetarisk|gluten,laktos,ägg',
  'Potatisbullar med lingon och rårörda lingon|vegetarian|vegetarisk|gluten,ägg',
  'Grönsakswok med tofu och cashewnötter|asian|vegansk|soja,nötter',
]);

const SOUPS = dishes([
  'Rotfruktssoppa med surdegsbröd|soup|vegetarisk|gluten,laktos',
  'Tomatsoppa med basilika och bröd|soup|vegansk|gluten',
  'Broccolisoppa med getost|soup|vegetarisk|laktos',
  'Pumpasoppa med ingefära och rostade frön|soup|vegansk,glutenfri|',
  'Fisksoppa med aioli|soup|fisk|fisk,skaldjur,ägg',
  'Linssoppa med citron och spiskummin|soup|vegansk|',
]);

const SALADS = dishes([
  'Caesarsallad med kyckling och krutonger|salad||gluten,ägg,laktos,fisk',
  'Räksallad med ägg och citronmajonnäs|salad|fisk|skaldjur,ägg',
  'Grekisk sallad med fetaost och oliver|salad|vegetarisk,glutenfri|laktos',
  'Kycklingsallad med mango och cashewnötter|salad|laktosfri|nötter',
  'Nicoisesallad med tonfisk och ägg|salad|fisk|fisk,ägg',
  'Quinoasallad med halloumi och granatäpple|salad|vegetarisk,glutenfri|laktos',
  'Rostbiff med potatissallad och pepparrot|meat||ägg,senap',
]);

const PASTA = dishes([
  'Pasta carbonara|pasta||gluten,ägg,laktos',
  'Pasta bolognese med parmesan|pasta||gluten,laktos,selleri',
  'Penne arrabbiata|pasta|vegansk,stark|gluten',
  'Tagliatelle med lax och spenat i gräddsås|pasta|fisk|gluten,fisk,laktos',
  'Spaghetti vongole|pasta|fisk|gluten,skaldjur',
  'Lasagne al forno|pasta||gluten,laktos',
  'Pasta pesto med soltorkade tomater|pasta|vegetarisk|gluten,laktos,nötter',
  'Gnocchi med salvia och brynt smör|pasta|vegetarisk|gluten,laktos',
  'Ravioli ricotta e spinaci|pasta|vegetarisk|gluten,laktos,ägg',
  'Pasta alfredo med kyckling|pasta||gluten,laktos',
]);

const ITALIAN = [
  ...PASTA,
  ...dishes([
    'Saltimbocca alla romana med rostad potatis|meat||laktos',
    'Risotto ai funghi|vegetarian|vegetarisk,glutenfri|laktos',
    'Kycklingpiccata med citron och linguine|chicken||gluten,ägg',
    'Osso buco med gremolata och risotto|meat|glutenfri|laktos,selleri',
  ]),
];

const PIZZA = dishes([
  'Pizza Margherita|pizza|vegetarisk|gluten,laktos',
  'Pizza Vesuvio|pizza||gluten,laktos',
  'Pizza Capricciosa|pizza||gluten,laktos',
  'Pizza Hawaii|pizza||gluten,laktos',
  'Kebabpizza med vitlökssås|pizza||gluten,laktos',
  'Pizza Quattro Stagioni|pizza||gluten,laktos,skaldjur',
  'Calzone med skinka och ost|pizza||gluten,laktos',
  'Pizza Vegetariana|pizza|vegetarisk|gluten,laktos',
  'Pizza Diavola|pizza|stark|gluten,laktos',
  'Pizza Marinara med räkor och musslor|pizza|fisk|gluten,laktos,skaldjur',
]);

const THAI = dishes([
  'Pad thai med kyckling|asian||jordnötter,ägg,fisk',
  'Pad thai med tofu|asian|vegetarisk|jordnötter,ägg,soja',
  'Grön curry med kyckling och jasminris|curry|stark,laktosfri|fisk',
  'Röd curry med nötkött och bambuskott|curry|stark|fisk',
  'Massaman-curry med kyckling och potatis|curry|laktosfri|jordnötter,fisk',
  'Phad kra pao med fläskfärs och stekt ägg|asian|stark|ägg,soja,fisk',
  'Tom yum-soppa med räkor|soup|stark,glutenfri|skaldjur,fisk',
  'Tom kha gai med kyckling och kokos|soup|glutenfri|fisk',
  'Kycklingspett satay med jordnötssås och ris|chicken|laktosfri|jordnötter,soja',
  'Wokade grönsaker med cashewnötter och ris|asian|vegansk|nötter,soja',
  'Khao pad med räkor och ägg|asian||skaldjur,ägg,soja',
]);

const CHINESE = dishes([
  'Asiatisk lunchbuffé med varmrätter, ris och nudlar|buffet||soja,gluten',
  'Sötsur kyckling med ris|chicken||gluten,soja',
  'Biff med broccoli i ostronsås|asian||skaldjur,soja',
  'Kung pao-kyckling med jordnötter|asian|stark|jordnötter,soja',
  'Friterade räkor med sötsur sås|asian|fisk|skaldjur,gluten',
  'Stekta nudlar med grönsaker|asian|vegetarisk|gluten,soja',
  'Mapo tofu med ris|asian|stark|soja',
  'Dumplings med fläskfyllning och chilisås|asian||gluten,soja',
  'Vårrullar med sweet chili|asian|vegetarisk|gluten',
]);

const SUSHI = dishes([
  'Sushi 10 bitar|sushi|fisk,laktosfri|fisk,soja',
  'Sushi 12 bitar med misosoppa|sushi|fisk,laktosfri|fisk,soja',
  'Maki-mix 16 bitar|sushi|fisk|fisk,soja,sesam',
  'Vegetarisk sushi 10 bitar|sushi|vegetarisk|soja,sesam',
  'Laxsashimi med ris|sushi|fisk,glutenfri|fisk',
  'Chirashi med lax, tonfisk och räkor|sushi|fisk|fisk,skaldjur',
  'Kyckling teriyaki med ris|chicken|laktosfri|soja,gluten,sesam',
  'Ramen med fläsk och ägg|soup||gluten,ägg,soja',
  'Poké bowl med lax och edamame|sushi|fisk|fisk,soja,sesam',
  'Gyoza med ris och sallad|asian||gluten,soja',
  'Sushibuffé|buffet|fisk|fisk,soja',
]);

const KOREAN = dishes([
  'Bibimbap med nötkött och stekt ägg|asian||ägg,soja,sesam',
  'Bulgogi med ris och kimchi|asian|laktosfri|soja,sesam',
  'Koreansk friterad kyckling med gochujang|chicken|stark|gluten,soja',
  'Japchae med glasnudlar och grönsaker|asian|vegetarisk|soja,sesam',
  'Kimchi jjigae med tofu|soup|stark|soja',
  'Dakgalbi med ris|chicken|stark|soja',
  'Vegetarisk bibimbap med tofu|asian|vegansk|soja,sesam',
]);

const VIETNAMESE = dishes([
  'Pho bo med nötkött|soup|laktosfri,glutenfri|fisk',
  'Pho ga med kyckling|soup|laktosfri,glutenfri|fisk',
  'Bun cha med grillat fläsk och risnudlar|asian||fisk,soja',
  'Banh mi med citrongräskyckling|chicken||gluten,ägg',
  'Vårrullar med risnudlar och nuoc cham|asian|laktosfri|fisk,skaldjur',
  'Bun bo nam bo med nötkött|asian|glutenfri|jordnötter,fisk',
  'Vegetarisk pho med tofu|soup|vegansk|soja',
]);

const INDIAN = dishes([
  'Chicken tikka masala med basmatiris|curry||laktos',
  'Butter chicken med naan|curry||laktos,gluten',
  'Lamm rogan josh med ris|curry|stark|laktos',
  'Palak paneer med ris|curry|vegetarisk,glutenfri|laktos',
  'Chana masala med ris|curry|vegansk|',
  'Dal tadka med ris och chapati|curry|vegansk|gluten',
  'Lamm biryani med raita|curry||laktos,nötter',
  'Kyckling korma med mandel|curry||laktos,nötter',
  'Tandoori kyckling med ris och raita|chicken|glutenfri|laktos',
  'Vegetarisk thali|curry|vegetarisk|laktos,gluten',
  'Indisk lunchbuffé|buffet||laktos,gluten',
]);

const LEBANESE = dishes([
  'Falafeltallrik med hummus och tabbouleh|vegetarian|vegansk|sesam,gluten',
  'Shawarmatallrik med kyckling och vitlökssås|kebab||ägg,gluten',
  'Kafta med ris och vitlökssås|kebab||ägg',
  'Meze med hummus, baba ganoush och bröd|vegetarian|vegetarisk|sesam,gluten',
  'Lammspett med bulgur och grillade grönsaker|kebab||gluten',
  'Halloumitallrik med sallad och bröd|vegetarian|vegetarisk|laktos,gluten',
  'Fattoush med grillad kyckling|salad|laktosfri|gluten',
  'Shish taouk med ris|kebab||ägg',
]);

const KEBAB = dishes([
  'Kebabtallrik med pommes och vitlökssås|kebab||gluten,ägg',
  'Kebabrulle med stark sås|kebab|stark|gluten,laktos',
  'Falafelrulle med hummus|kebab|vegetarisk|gluten,sesam',
  'Iskender kebab med yoghurt|kebab||gluten,laktos',
  'Adana kebab med bulgur och grillad tomat|kebab|stark|gluten',
  'Kycklingkebab med ris och sallad|kebab||laktos',
  'Lahmacun med sallad|pizza||gluten',
  'Pide med lammfärs och ost|pizza||gluten,laktos',
]);

const BALKAN = dishes([
  'Cevapcici med ajvar, lök och pommes|kebab||',
  'Pljeskavica med ajvar och ris|meat||ägg',
  'Grillad fläskkotlett med ajvar och pommes|meat|laktosfri|',
  'Sarma med potatismos|meat|husman|laktos',
  'Musaka med grönsallad|meat||laktos,ägg',
  'Bosnisk gryta med nötkött och grönsaker|meat|glutenfri|',
  'Grillspett med tzatziki och ris|meat||laktos',
  'Fylld paprika med kokt potatis|meat||',
]);

const FRENCH = dishes([
  'Moules frites med aioli|fish|fisk|skaldjur,ägg',
  'Confit de canard med potatisgratäng|meat||laktos',
  'Boeuf bourguignon med potatispuré|meat|glutenfri|laktos,selleri',
  'Steak frites med bearnaisesås|meat|glutenfri|ägg,laktos',
  'Coq au vin med potatis|chicken|glutenfri|selleri',
  'Quiche Lorraine med grönsallad|meat||gluten,ägg,laktos',
  'Löksoppa gratinerad med gruyère|soup|vegetarisk|gluten,laktos',
  'Croque monsieur med sallad|meat||gluten,laktos',
  'Ratatouille med getost och bröd|vegetarian|vegetarisk|laktos,gluten',
  'Bouillabaisse med rouille|soup|fisk|fisk,skaldjur,ägg',
]);

const FISH = dishes([
  'Fish and chips med remouladsås|fish|fisk|fisk,gluten,ägg',
  'Halstrad lax med citronsmör och potatis|fish|fisk,glutenfri|fisk,laktos',
  'Torskrygg med räksås och potatispuré|fish|fisk|fisk,skaldjur,laktos',
  'Stekt rödspätta med skirat smör och kapris|fish|fisk|fisk,laktos,gluten',
  'Gös med brynt smör och pepparrot|fish|fisk,glutenfri|fisk,laktos',
  'Kokt torsk med äggsås och potatis|fish|fisk,husman|fisk,ägg,laktos',
  'Räksmörgås med ägg och majonnäs|fish|fisk|skaldjur,ägg,gluten',
  'Sotad makrill med potatissallad|fish|fisk|fisk,senap',
]);

const BURGER = dishes([
  'Klassisk cheeseburgare med pommes|burger||gluten,laktos',
  'Baconburgare med cheddar och pommes|burger||gluten,laktos,senap',
  'Halloumiburgare med sötpotatispommes|burger|vegetarisk|gluten,laktos',
  'Kycklingburgare med chipotlemajonnäs|burger|stark|gluten,ägg',
  'Vegoburgare med avokado och pommes|burger|vegansk|gluten,soja',
  'Pulled pork-burgare med coleslaw|burger||gluten,ägg',
  'Dubbel smashburgare med pommes|burger||gluten,laktos',
]);

const CAFE = [
  ...SOUPS,
  ...dishes([
    'Pajtallrik med skinka och ost|meat||gluten,laktos,ägg',
    'Matig smörgås med kyckling och avokado|chicken||gluten,ägg',
    'Bakad potatis med räkröra|fish|fisk,glutenfri|skaldjur,ägg,laktos',
    'Quiche med spenat och fetaost|vegetarian|vegetarisk|gluten,laktos,ägg',
    'Kycklingsallad med mango och cashewnötter|salad|laktosfri|nötter',
  ]),
];

/** Daily and week-long dish pools per concept key (see CONCEPTS in demo-vocabulary). */
export const DISHES_BY_CONCEPT: Record<string, Dish[]> = {
  husman: HUSMAN,
  thai: THAI,
  pizza: PIZZA,
  italian: ITALIAN,
  sushi: SUSHI,
  indian: INDIAN,
  kebab: KEBAB,
  lebanese: LEBANESE,
  vietnamese: VIETNAMESE,
  korean: KOREAN,
  chinese: CHINESE,
  french: FRENCH,
  fish: FISH,
  burger: BURGER,
  vegetarian: [...VEGETARIAN, ...SOUPS.filter((d) => d.tags.includes('vegansk'))],
  cafe: CAFE,
  balkan: BALKAN,
};

/** Week-long extras a daily-dish restaurant offers: "Veckans vegetariska: …" and so on. */
export const WEEK_SPECIALS: { label: string; dishes: Dish[] }[] = [
  { label: 'Veckans vegetariska', dishes: VEGETARIAN },
  { label: 'Veckans sallad', dishes: SALADS },
  { label: 'Veckans pasta', dishes: PASTA },
  { label: 'Veckans soppa', dishes: SOUPS },
];

const ALL_DISHES = [
  ...Object.values(DISHES_BY_CONCEPT).flat(), ...VEGETARIAN, ...SALADS, ...PASTA, ...SOUPS,
];

/** Dish kind by folded dish name. */
export const KIND_BY_NAME = new Map<string, DishKind>(ALL_DISHES.map((d) => [d.name.toLowerCase(), d.kind]));

export const DISTINCT_DISH_COUNT = KIND_BY_NAME.size;
