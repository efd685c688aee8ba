import type { Weekday } from '../options';

/**
 * Every word the extractor knows, as data. Patterns elsewhere are built from these lists; to teach the
 * extractor a new word, add it here (and a table-test row beside the stage that uses it).
 * Matching is case-insensitive; a trailing dot or colon is allowed wherever a word stands alone.
 */

/** Weekday names: full forms and short forms (short ones only count with a separator after them). */
export const DAY_NAMES: Record<Weekday, { full: string[]; short: string[] }> = {
  Monday: { full: ['måndag', 'monday'], short: ['mån', 'man', 'mon'] },
  Tuesday: { full: ['tisdag', 'tuesday'], short: ['tis', 'tue', 'tues'] },
  Wednesday: { full: ['onsdag', 'wednesday'], short: ['ons', 'wed'] },
  Thursday: { full: ['torsdag', 'thursday'], short: ['tors', 'tor', 'thu', 'thur', 'thurs'] },
  Friday: { full: ['fredag', 'friday'], short: ['fre', 'fri'] },
  Saturday: { full: ['lördag', 'saturday'], short: ['lör', 'sat'] },
  Sunday: { full: ['söndag', 'sunday'], short: ['sön', 'sun'] },
};
/** Words announcing that a listed dish is not what will be served ('Torsdagens kolja ersätts av sill', 'Sold out'). */
export const CHANGE_WORDS = [
  'ersätts', 'ersätter', 'ersatts', 'byts ut', 'byts mot', 'bytts ut', 'utgår', 'utgått', 'slutsåld', 'slutsålt', 'tyvärr slut',
  'ändrad meny', 'ändring i menyn', 'menyändring', 'replaced', 'replaces', 'instead of', 'sold out', 'cancelled', 'canceled',
];
/** Swedish short forms may stand before a capitalised dish without a separator ('Tis Pannbiff'). */
export const SWEDISH_SHORT_DAYS = ['mån', 'tis', 'ons', 'tors', 'tor', 'fre', 'lör', 'sön'];
/** English weekday short forms that may stand before a capitalised dish ('Mon Chicken thighs ...'); not 'sat'/'sun' ('Sun-dried'). */
export const ENGLISH_SHORT_DAYS = ['mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri'];
/** Two-letter forms (school and Finland-Swedish menus), only before a date ('Må 23.11.'). */
export const TWO_LETTER_DAYS: Record<string, Weekday> = { må: 'Monday', ti: 'Tuesday', on: 'Wednesday', to: 'Thursday', fr: 'Friday', lö: 'Saturday', sö: 'Sunday' };
/** Holiday-week names that still name the weekday ('Skärtorsdag', 'Långfredag'). */
export const DAY_PREFIXES = ['skär', 'lång', 'fet', 'ask', 'dymmel', 'palm'];

export const MONTHS: Record<string, number> = {
  januari: 1, january: 1, jan: 1, februari: 2, february: 2, feb: 2, mars: 3, march: 3, mar: 3,
  april: 4, apr: 4, maj: 5, may: 5, juni: 6, june: 6, jun: 6, juli: 7, july: 7, jul: 7,
  augusti: 8, august: 8, aug: 8, september: 9, sept: 9, sep: 9, oktober: 10, october: 10, okt: 10, oct: 10,
  november: 11, nov: 11, december: 12, dec: 12,
};

/** Week words before a number ('Vecka 47', 'v.47', 'week#34', 'wk 12'). */
export const WEEK_WORDS = ['vecka', 'veckan', 'week', 'wk', 'v', 'w'];

/**
 * Section headings: what follows is served all week, is always on the menu (every lunch day too), is dessert,
 * or is another meal or a side (à la carte is the evening menu, 'Dagens grönsak' a side: neither a lunch dish).
 */
export const SECTION_HEADINGS = {
  weekly: [
    'veckans', 'hela veckan', 'alla dagar', 'varje dag', 'mån-fre', 'måndag-fredag', 'weekly', 'weekly special', 'all week',
    'this week', "week's", 'of the week', 'whole week', 'every day', 'served all week', 'daily', 'dagligen',
  ],
  always: ['alltid hos oss', 'alltid på menyn', 'always on the menu', 'always', 'klassiker', 'fasta rätter', 'stående meny', 'our classics'],
  dessert: ['dessert', 'desserter', 'desserts', 'efterrätt', 'efterrätter', 'sweets', 'fika'],
  other: [
    'à la carte', 'a la carte', 'kvällsmat', 'kvällsmaten', 'kväll', 'kvällsmål', 'dagens grönsak', 'tillbehör', 'frukost', 'breakfast', 'middag', 'dinner', 'brunch', 'kvällsmeny', 'kvällens meny', 'evening menu', 'helgmeny', 'helgens meny',
    'weekend menu', 'barnmeny', 'kids menu', 'dryck', 'drycker', 'drinks',
    // Extras offered beside the lunch, and the weekend's other offer ('Till lunchen', 'Helger: à la carte').
    'till lunchen', 'to your lunch', 'helger', 'helgen', 'på helgen', 'weekends', 'at weekends', 'vinlista', 'dryckesmeny', 'catering', 'take away-meny',
    // A price list at the foot ('Priser' / 'Lunch 119 kr' / 'Pensionär 99 kr'): its lines state prices, never dishes.
    'priser', 'prislista', 'våra priser', 'prices', 'price list', 'our prices',
    // The bar's offer after the lunch ('I baren' / 'Glögg 45:-').
    'i baren', 'från baren', 'baren', 'in the bar', 'at the bar', 'from the bar', 'barmeny', 'bar menu',
  ],
} as const;
export type SectionKind = keyof typeof SECTION_HEADINGS;

/**
 * Special-day headings: name the occasion a day's dishes belong to ('Skärtorsdag' / 'Påsklunch' / 'Lammstek ...'),
 * never a dish themselves unless the line carries its own price ('Julbord 395 kr' is an offer).
 */
export const SPECIAL_DAY_HEADINGS = [
  'påsklunch', 'påskbuffé', 'påskbord', 'påskmeny', 'påsk', 'glad påsk', 'jullunch', 'julbord', 'julbuffé', 'julmeny', 'julmat', 'god jul',
  'lucialunch', 'lucia', 'nyårslunch', 'midsommarlunch', 'midsommarbuffé', 'midsommarbord', 'midsommar', 'kräftskiva', 'kräftlunch',
  'surströmmingslunch', 'mårtensafton', 'mårten gås', 'gåslunch', 'fettisdag', 'fettisdagen', 'våffeldagen', 'kanelbullens dag',
  'nationaldagen', 'temadag', 'temalunch', 'festlunch', 'festmeny', 'studentlunch', 'skolavslutning', 'avslutningslunch',
  'easter lunch', 'christmas lunch', 'christmas buffet', 'advent', 'första advent', 'andra advent', 'tredje advent', 'fjärde advent',
  'julafton', 'nyårsafton', 'påskafton', 'midsommarafton', 'valborg', 'valborgsmässoafton', 'trettondagen', 'alla helgons dag',
  // Public holidays and theme days named on the day they fall on ('Kristi himmelsfärdsdag' over Thursday's dishes).
  'kristi himmelsfärdsdag', 'kristi himmelfärdsdag', 'långfredag', 'annandag påsk', 'påskdagen', 'första maj', 'juldagen', 'annandag jul',
  'nyårsdagen', 'trettondedag jul', 'pingstdagen', 'sveriges nationaldag', 'internationella kvinnodagen', 'kvinnodagen', 'alla hjärtans dag',
];

/**
 * Meal labels written before the dish without a colon ('Lunch Kycklinggryta med ris', 'Dessert Äppelkräm',
 * 'Middag Korv med rotmos'): lunch labels name the lunch dish after them, the others another meal.
 */
export const MEAL_LABELS = {
  lunch: ['lunch', 'lunchrätt', 'huvudrätt', 'varmrätt'],
  other: ['dessert', 'efterrätt', 'middag', 'kvällsmat', 'kväll', 'kvällsmål', 'frukost', 'mellanmål', 'eftermiddagsmål', 'mellis', 'supper', 'dinner', 'breakfast'],
} as const;

/** Words standing where a dish would, that name none ('Kökets val', "Chef's choice", 'Meddelas senare'): no dish is known yet. */
export const PLACEHOLDER_DISHES = [
  'kökets val', 'kockens val', 'köksmästarens val', 'kökschefens val', "chef's choice", 'chefs choice', 'meddelas senare', 'meddelas',
  'kommer snart', 'uppdateras', 'to be announced', 'tba', 'tbd', 'överraskning', 'överraskningsrätt',
];

/** Words over a table's label column ('Kategori | Måndag | Tisdag …', 'Typ | Mon | Tue …'): a header cell, not a dish. */
export const TABLE_COLUMN_WORDS = [
  'kategori', 'category', 'typ', 'type', 'dag', 'day', 'datum', 'date', 'rätt', 'rätter', 'dish', 'dishes', 'meny', 'menu', 'pris', 'price',
  'vecka', 'week', 'alternativ', 'option', 'options', 'lunch',
];

/** Words that never name a dish on their own ('Dagens 119 kr' states a price; 'Lunch' alone is a title). */
export const LABEL_ONLY_WORDS = [
  'dagens', 'dagens rätt', 'dagens lunch', 'dagens meny', 'lunch', 'lunchen', 'rätt', 'rätter', 'alternativ', 'veckans', 'varmrätt',
  'huvudrätt', 'meny', 'menu', 'pris', 'price', 'ordinarie', 'today', "today's", 'special',
];

/** A line that opens like a note about the dishes, not a dish ('Går att få glutenfri', 'Nytt recept från köket!'). */
export const NOTE_STARTS = [
  'går att få', 'går att beställa', 'går även att få', 'kan fås', 'kan beställas', 'kan även', 'finns även', 'finns också', 'finns som',
  'finns att få', 'nytt recept', 'nyhet', 'obs', 'observera', 'tips', 'serveras även', 'gäller ej', 'gäller inte', 'glöm inte',
  'passa på', 'missa inte', 'lägg gärna till', 'lägg till', 'ring', 'beställ', 'förbeställ', 'ej', 'inte', 'can be', 'available', 'ask for', 'new recipe', 'note',
];

/**
 * Words that name another week or a translation ('Nästa vecka', 'Kommande matsedlar', 'In English'): a line with
 * them above days that start over never heads a venue's or category's run of the same week.
 */
export const OTHER_WEEK_WORDS = [
  'vecka', 'veckan', 'veckas', 'veckor', 'week', 'weeks', "week's", 'nästa', 'kommande', 'förra', 'föregående', 'next', 'following', 'previous',
  'last', 'english', 'engelska', 'svenska', 'swedish', 'matsedel', 'matsedlar', 'meny', 'menyn', 'menu', 'lunchmeny',
];

/** Phrases that make a line a note wherever they stand ('Vegetariskt alternativ finns alltid – fråga personalen'). */
export const NOTE_PHRASES = [
  'finns', 'finns alltid', 'finns även', 'finns också', 'fråga personalen', 'fråga i kassan', 'fråga oss', 'ask the staff', 'ask our staff',
  'take away available', 'always available', 'is always available',
];

/**
 * Coffee, buns and drinks: a line made of these words only is an extra beside the lunch, never a lunch dish
 * ('Kaffe och kaka 35 kr', 'Coffee and cinnamon bun', 'Lättöl'). DRINK_LAST words also end a two-word name ('Mango lassi').
 */
export const FIKA_AND_DRINKS = [
  'kaffe', 'te', 'kaka', 'kakor', 'bulle', 'bullar', 'kanelbulle', 'kanelbullar', 'kardemummabulle', 'fika', 'lättöl', 'öl', 'läsk',
  'mineralvatten', 'vatten', 'dryck', 'drycker', 'måltidsdryck', 'juice', 'smoothie', 'lassi', 'espresso', 'latte', 'cappuccino',
  'coffee', 'tea', 'bun', 'buns', 'cinnamon', 'cake', 'cookie', 'soda', 'soft drink', 'soft drinks', 'water', 'beer', 'take away', 'takeaway',
];
export const DRINK_LAST = ['lassi', 'smoothie', 'juice', 'läsk', 'te', 'tea', 'kaffe', 'coffee'];

/** Page titles: name the whole menu, start nothing ('Veckans meny', 'Lunchmeny', 'Dagens lunch'). */
export const TITLE_WORDS = ['meny', 'menu', 'lunch', 'lunchmeny', 'lunchlista', 'matsedel', 'lunchmenyn', 'menyn', 'luncher', 'lunchtips', 'specials', 'special'];

/** Words only a lunch page uses (matched at a word's start: 'Lunchmeny', 'Dagens'): a dish list on a page without them is not a lunch menu. */
export const LUNCH_WORDS = ['lunch', 'dagens', 'veckans', 'matsedel', 'weekly', 'veckomeny', 'husman'];

/** Verbs between a day label and its dish ('Måndagens lunch är korvgryta', "Monday's special is ..."): not part of the name. */
export const DISH_VERBS = ['är', 'blir', 'blir det', 'serveras', 'serverar vi', 'is', 'will be'];

/** Category labels: known words only, so 'Vitello tonnato: braised veal' keeps its name. */
export const CATEGORY_WORDS = [
  'kött', 'fisk', 'fish', 'meat', 'veg', 'vego', 'veggie', 'vegan', 'vegansk', 'veganska', 'veganskt', 'vegetarisk', 'vegetariska', 'vegetariskt',
  'vegetarian', 'vegetarian option', 'vegetariskt alternativ', 'grön', 'gröna', 'grönt', 'husman', 'husmanskost', 'soppa', 'soup', 'sallad',
  'salad', 'pasta', 'pizza', 'kyckling', 'chicken', 'special', 'klassiker', 'street', 'wok', 'asiatisk', 'fågel', 'skaldjur', 'paj',
  'burgare', 'burger', 'bowl', 'bowls', 'vilt', 'kötträtt', 'fiskrätt', 'lyx', 'varmrätt', 'huvudrätt', 'förrätt', 'kockens', 'chef', 'barn',
  'lunch', 'rätt', 'alternativ', 'dagens', 'dagens rätt', 'dagens lunch', 'dagens gröna', 'dagens extra', 'dagens varmrätt',
  'dagens husman', 'dagens kött', 'dagens fisk', 'dagens vegetariska', 'dagens soppa', 'dagens pizza', 'dagens vego', 'dagens special',
  'veckans', 'veckans vegetariska', 'veckans veg', 'veckans vego', 'veckans sallad', 'veckans soppa', 'veckans fisk', 'veckans pasta',
  'veckans special', 'veckans klassiker', 'veckans gröna', 'veckans husman', 'hela veckan',
  // A stew of the day on vegetarian pages, and the Italian courses a trattoria prices ('Pasta 125 kr · Secondo 139 kr').
  'gryta', 'dagens gryta', 'veckans gryta', 'primo', 'primi', 'secondo', 'secondi', 'antipasto', 'antipasti',
  // A deli's or café's kinds ('Varmrätt 125 kr · Matsallad 115 kr', 'Varm: …', 'Dagens matsallad: …').
  'matsallad', 'dagens matsallad', 'veckans matsallad', 'varm', 'varmt',
  // English pages' labels of the day ('Dish of the day: Braised beef …').
  'dish of the day', 'soup of the day', 'fish of the day', 'catch of the day', 'meat of the day', 'pasta of the day', 'vegetarian dish', 'veggie dish',
];

/** Category words that can also be the whole name of a dish ('Soppa 75 kr', 'Pizza', 'Kyckling' on a short menu). */
export const DISH_CATEGORY_WORDS = [
  'soppa', 'soup', 'sallad', 'salad', 'pasta', 'pizza', 'kyckling', 'chicken', 'wok', 'paj', 'burgare', 'burger', 'bowl', 'bowls', 'gryta',
  'fisk', 'fish', 'vilt', 'skaldjur', 'matsallad',
];

/**
 * Category labels a page may write straight before the dish, without a colon ('Kött Grillad entrecôte med …',
 * 'Veg Linsbiffar med …'): words that never open a dish's own name. Not 'Vegetarisk' or 'Pasta' ('Vegetarisk lasagne').
 */
export const GLUED_CATEGORY_WORDS = ['kött', 'fisk', 'veg', 'vego', 'veggie', 'husman', 'husmanskost', 'kötträtt', 'fiskrätt', 'vegetariskt', 'grönt', 'meat', 'veggo'];

/** Price words: units and labels ('129 kr', '129:-', '129 SEK', '99 kronor', 'Pris 129'). */
export const PRICE_UNITS = ['kr', 'kronor', 'sek', ':-', '.-', ',-'];
export const PRICE_LABELS = ['pris', 'price', 'lunchpris', 'priset', 'kostar', 'costs', 'gästpris', 'besökspris', 'besökarpris', 'dagspris'];
/** Words that make a price one for all dishes ('Alla rätter 119 kr', 'Dagens lunch kostar 99 kronor alla dagar'). */
export const ALL_DISHES_WORDS = [
  'alla rätter', 'samtliga rätter', 'alla luncher', 'alla lunchrätter', 'alla alternativ', 'samtliga alternativ', 'alla dagar',
  'all dishes', 'all lunches', 'dagens lunch', 'dagens pris', 'lunch', 'lunchpris', 'pris', 'price', 'hela veckan',
];
/** A price for the dish plus something: never the dish's own price. */
export const PACKAGE_WORDS = ['med dessert', 'inkl. dessert', 'inkl dessert', 'inklusive dessert', 'with dessert', 'incl. dessert', 'med kaffe och kaka', 'med efterrätt', 'inkl. efterrätt', 'paket', 'combo'];
/** An extra on top of the dish: never the dish's own price. */
export const EXTRA_WORDS = ['add', 'lägg till', 'tillägg', 'tillval', 'extra', '+', 'till lunchen', 'to your lunch', 'with your lunch'];
/** Price tiers that are not dishes ('Pensionär 95 kr', 'Take away 99 kr'). */
export const PRICE_TIERS = [
  'take away', 'takeaway', 'avhämtning', 'barn', 'barnportion', 'pensionär', 'pensionärer', 'student', 'studenter', 'senior', 'seniorer',
  'halv portion', 'liten', 'stor', 'children', 'kids', 'child',
];
/** Price labels naming a day ('Fredagslunch 135 kr', 'Fredagspris 129 kr'): that day's price. */
export const DAY_PRICE_SUFFIXES = ['lunch', 'lunchen', 'pris', 'priset', 'rätt', 'rätten', 'meny', 'menyn', 'lyx'];

export const INCLUDES_WORDS = ['ingår', 'i lunchen ingår', 'i priset ingår', 'included', 'includes', 'inkl.', 'inklusive'];

export const CLOSED_WORDS = [
  'stängt', 'stängd', 'closed', 'lunchstängt', 'semesterstängt', 'ingen lunch', 'ingen dagens lunch', 'ingen dagens', 'ingen lunchmeny', 'ingen lunchservering', 'ingen servering', 'no lunch', 'restaurangen stängd',
  'vi har stängt', 'inställd', 'inställt', 'utgår', 'lov', 'jullov', 'sportlov', 'höstlov', 'påsklov', 'sommarlov', 'studiedag',
];

export const ALLERGY_HEADINGS = [
  'allergi', 'allergier', 'allergener', 'allergens', 'allergy', 'allergy information', 'allergiinformation',
  // A dish's allergen line under it ('Innehåller: mjölk, ägg', 'Contains: gluten').
  'innehåller', 'kan innehålla', 'contains', 'may contain',
];

/** Site furniture: never a dish wherever it appears (navigation, contact, legal, social). */
export const FURNITURE_WORDS = [
  'boka bord', 'boka', 'book a table', 'book', 'hitta hit', 'find us', 'cookies', 'cookie', 'kontakt', 'contact', 'adress', 'address',
  'telefon', 'tel', 'e-post', 'email', 'följ oss', 'follow us', 'copyright', '©', 'öppettider', 'opening hours', 'om oss', 'about us',
  'presentkort', 'gift card', 'nyhetsbrev', 'newsletter', 'integritet', 'privacy', 'integritetspolicy', 'cookiepolicy', 'personuppgiftspolicy', 'vi använder', 'instagram', 'facebook', 'tripadvisor',
  'org nr', 'org.nr', 'all rights', 'senaste inläggen', 'tidigare inlägg', 'se hela menyn', 'se menyn', 'se vår meny', 'see our menu', 'see the full menu', 'swish', 'betala', 'lämna ett svar', 'lämna en kommentar', 'senaste inlägg', 'relaterade inlägg',
  'arkiv', 'kategorier', 'dela detta', 'publicerat i', 'föregående', 'nästa inlägg', 'leave a reply', 'leave a comment', 'recent posts',
  'related posts', 'archives', 'categories', 'välkommen', 'välkomna', 'welcome', 'med reservation', 'reservation för', 'vi reserverar',
  'fråga personalen', 'fråga oss', 'ask our staff', 'hem', 'home', 'startsida', 'logga in', 'jobba hos oss',
  // Navigation between days or pages ('Visa onsdag', 'Läs mer').
  'visa', 'läs mer', 'read more', 'show more',
  // A lunch portal's links to other places after the menu ('Fler luncher i Östermalm', 'Restauranger i närheten').
  'fler luncher', 'fler lunchrestauranger', 'fler restauranger', 'andra restauranger', 'restauranger i närheten', 'luncher i närheten',
  'lunch i närheten', 'i närheten', 'more lunches', 'more restaurants', 'nearby restaurants', 'nearby',
  // A pub's or hotel's other news beside the lunch ('Pubquiz varje onsdag', 'On tap', 'Happy hour 16–18'), a newsletter's
  // sign-up and a source line.
  'pubquiz', 'quiz', 'quizkväll', 'happy hour', 'afterwork', 'after work', 'on tap', 'på fat', 'events', 'evenemang', 'på gång',
  'prenumerera', 'subscribe', 'källa', 'source', 'get the menu', 'få menyn', 'få lunchmenyn', 'sign up',
  // A blog's side column under the post ('Etiketter: lunch', 'Äldre inlägg', 'Bloggarkiv').
  'etiketter', 'äldre inlägg', 'nyare inlägg', 'bloggarkiv', 'blog archive', 'older posts', 'newer posts',
  // A lunch guide's paid notice between the menus ('Annons: Frukostbuffé 89 kr på Hotell Kusten').
  'annons', 'annonser', 'sponsrat', 'advertisement', 'sponsored',
  // A municipal or regional site's page footer ('Sidansvarig: Måltidsservice', 'Senast uppdaterad: 5 mars 2027').
  'sidansvarig', 'senast uppdaterad', 'senast ändrad', 'last updated', 'last modified',
];

/** A heading that stands for the day the page is read ('Idag' where the weekday would be). */
export const TODAY_HEADINGS = ['idag', 'i dag', 'today'];

/**
 * Swedish towns (municipality seats and larger localities). A line that ends in one after a separator
 * ('Kafé Kajen · Sundsvall', 'Storgatan 12, Jönköping') is the venue's name or address, never a dish.
 */
export const SWEDISH_TOWNS = [
  'Stockholm', 'Göteborg', 'Gothenburg', 'Malmö', 'Uppsala', 'Västerås', 'Örebro', 'Linköping', 'Helsingborg', 'Jönköping', 'Norrköping',
  'Lund', 'Umeå', 'Gävle', 'Borås', 'Södertälje', 'Eskilstuna', 'Halmstad', 'Växjö', 'Karlstad', 'Sundsvall', 'Östersund', 'Trollhättan',
  'Luleå', 'Lidingö', 'Borlänge', 'Tumba', 'Kristianstad', 'Kalmar', 'Falun', 'Skövde', 'Karlskrona', 'Skellefteå', 'Uddevalla', 'Varberg',
  'Åkersberga', 'Örnsköldsvik', 'Landskrona', 'Nyköping', 'Vallentuna', 'Motala', 'Trelleborg', 'Ängelholm', 'Karlskoga', 'Märsta',
  'Lerum', 'Alingsås', 'Sandviken', 'Laholm', 'Piteå', 'Kungsbacka', 'Visby', 'Enköping', 'Vänersborg', 'Katrineholm', 'Falkenberg',
  'Kungälv', 'Ystad', 'Eslöv', 'Köping', 'Norrtälje', 'Hudiksvall', 'Mjölby', 'Lidköping', 'Ronneby', 'Härnösand', 'Nässjö', 'Värnamo',
  'Sollentuna', 'Solna', 'Sundbyberg', 'Nacka', 'Täby', 'Huddinge', 'Haninge', 'Järfälla', 'Botkyrka', 'Danderyd', 'Mölndal', 'Partille',
  'Kiruna', 'Gällivare', 'Boden', 'Kalix', 'Haparanda', 'Arvika', 'Kristinehamn', 'Filipstad', 'Hagfors', 'Mora', 'Leksand', 'Rättvik',
  'Ludvika', 'Avesta', 'Hedemora', 'Säter', 'Bollnäs', 'Söderhamn', 'Ljusdal', 'Sala', 'Fagersta', 'Arboga', 'Strängnäs', 'Oxelösund',
  'Flen', 'Vimmerby', 'Västervik', 'Oskarshamn', 'Nybro', 'Emmaboda', 'Ljungby', 'Älmhult', 'Tingsryd', 'Karlshamn', 'Sölvesborg',
  'Olofström', 'Hässleholm', 'Höganäs', 'Simrishamn', 'Tomelilla', 'Sjöbo', 'Höör', 'Hörby', 'Staffanstorp', 'Vellinge', 'Svedala',
  'Kävlinge', 'Lomma', 'Burlöv', 'Båstad', 'Hylte', 'Gislaved', 'Gnosjö', 'Vaggeryd', 'Tranås', 'Eksjö', 'Vetlanda', 'Sävsjö',
  'Falköping', 'Tidaholm', 'Hjo', 'Mariestad', 'Skara', 'Götene', 'Herrljunga', 'Ulricehamn', 'Kinna', 'Stenungsund',
  'Strömstad', 'Lysekil', 'Kungshamn', 'Åmål', 'Säffle', 'Finspång', 'Söderköping', 'Valdemarsvik', 'Vadstena', 'Åtvidaberg',
  'Kramfors', 'Sollefteå', 'Timrå', 'Ånge', 'Härjedalen', 'Sveg', 'Åre', 'Krokom', 'Lycksele', 'Vilhelmina', 'Storuman', 'Arvidsjaur',
  'Jokkmokk', 'Älvsbyn', 'Nynäshamn', 'Upplands Väsby', 'Bromma', 'Kista', 'Hägersten', 'Sigtuna', 'Knivsta', 'Östhammar', 'Tierp',
  'Hallstahammar', 'Kumla', 'Hallsberg', 'Lindesberg', 'Nora', 'Askersund', 'Gnesta', 'Trosa', 'Vingåker', 'Torsby', 'Sunne',
];

/**
 * Food words, for one question only: does a dish's name name something to eat? Stems of four letters or more are
 * matched anywhere in a word (Swedish compounds: 'Älgfärsbiffar', 'kycklinglårfilé'); the short ones only at a word's
 * start or end ('laxfilé', 'jasminris', 'getost'). General vocabulary of Swedish lunch and of the kitchens lunch pages
 * serve (husman, Italian, Asian, Indian, Levantine, Mexican), not any one page's words.
 */
export const FOOD_STEMS = [
  // Husman, meat and poultry
  'kött', 'fläsk', 'skinka', 'bacon', 'karré', 'kotlett', 'korv', 'falukorv', 'isterband', 'biff', 'stek', 'steak', 'entrec', 'filé', 'file',
  'fillet', 'högrev', 'oxbringa', 'bringa', 'kalv', 'lamm', 'lamb', 'hjort', 'älg', 'renskav', 'renstek', 'rådjur', 'vildsvin', 'vilt',
  'kyckling', 'chicken', 'kalkon', 'turkey', 'anka', 'duck', 'fågel', 'färs', 'köttbull', 'meatball', 'kebab', 'gyros', 'souvlaki',
  'schnitzel', 'wallenberg', 'kalops', 'dillkött', 'pytt', 'stroganoff', 'lindström', 'rydberg', 'dolma', 'kåldolm', 'kålpudding',
  'burgare', 'burger', 'hamburg', 'pulled', 'ribs', 'revben', 'spett', 'skewer', 'wings', 'vingar', 'lever', 'liver', 'kassler', 'chorizo',
  'salsiccia', 'salami', 'prosciutto', 'pancetta', 'guanciale', 'sylta', 'pölsa', 'fläsklägg', 'pepparrotskött', 'short rib', 'brisket',
  'nuggets', 'cordon', 'flygande', 'jacob', 'jakob', 'skomakar', 'kroppkak', 'pitepalt', 'palt', 'raggmunk', 'rårak',
  'pannkak', 'pancake', 'plätt', 'våffl', 'waffle', 'crêpe', 'crepe', 'omelett', 'omelet', 'frittata', 'julbord', 'smörgåsbord',
  // Fish and shellfish
  'fisk', 'fish', 'torsk', 'lax', 'salmon', 'herring', 'strömming', 'kolja', 'haddock', 'rödspätta', 'plaice', 'gös', 'abborre',
  'perch', 'röding', 'tonfisk', 'tuna', 'räk', 'shrimp', 'prawn', 'skaldjur', 'seafood', 'mussl', 'mussel', 'moules', 'krabba',
  'crab', 'hummer', 'lobster', 'bläckfisk', 'squid', 'calamar', 'kummel', 'pollock', 'makrill', 'mackerel', 'gädda', 'öring',
  'trout', 'hälleflundra', 'halibut', 'piggvar', 'turbot', 'sjötunga', 'skagen', 'sushi', 'sashimi', 'maki', 'nigiri', 'ceviche', 'vongole',
  'bouillabaisse', 'gravlax', 'gravad', 'rimmad', 'sotare', 'löjrom', 'kaviar', 'anjovis', 'ansjovis',
  // Vegetables, pulses, cheese, eggs
  'vego', 'vegan', 'vegetar', 'veggie', 'tofu', 'tempeh', 'halloumi', 'falafel', 'linser', 'lins', 'lentil', 'bönor', 'böna', 'bean',
  'kikärt', 'chickpea', 'ärtor', 'ärts', 'peas', 'svamp', 'mushroom', 'champinjon', 'kantarell', 'portabello', 'portobello', 'grönsak',
  'vegetable', 'rotfrukt', 'aubergine', 'eggplant', 'zucchini', 'squash', 'pumpa', 'pumpkin', 'blomkål', 'cauliflower', 'broccoli',
  'spenat', 'spinach', 'rödbet', 'morot', 'moröt', 'carrot', 'palsternack', 'sötpotatis', 'paprika', 'tomat', 'tomato', 'purjo',
  'leek', 'majs', 'avokado', 'avocado', 'oliv', 'olive', 'selleri', 'celeri', 'fetaost', 'feta', 'chèvre', 'getost', 'mozzarella',
  'parmesan', 'burrata', 'ricotta', 'cheddar', 'paneer', 'cheese', 'edamame', 'kimchi', 'quorn', 'sojafärs', 'oumph', 'seitan',
  // Starch
  'potatis', 'potät', 'potato', 'pommes', 'frites', 'fries', 'chips', 'rösti', 'risotto', 'pasta', 'spagett', 'penne', 'tagliatell',
  'pappardell', 'rigatoni', 'fusilli', 'linguin', 'lasagn', 'makaron', 'nudl', 'noodl', 'gnocchi', 'couscous', 'bulgur', 'quinoa', 'matvete',
  'polenta', 'bröd', 'bread', 'macka', 'mackor', 'smörgås', 'toast', 'wrap', 'pita', 'naan', 'tortill', 'taco', 'burrito', 'quesadill',
  'nacho', 'fajita', 'enchilada', 'pizza', 'pinsa', 'calzone', 'focaccia', 'baguette', 'panini', 'sandwich', 'bagel', 'basmati', 'jasmin',
  // Dishes and kitchens
  'soppa', 'soup', 'buljong', 'broth', 'gryta', 'stew', 'gratäng', 'gratin', 'låda', 'pudding', 'paj', 'pie', 'quiche', 'sallad', 'salad',
  'bowl', 'poke', 'curry', 'masala', 'tikka', 'korma', 'vindaloo', 'biryani', 'tandoori', 'jalfrezi', 'madras', 'rogan', 'saag', 'palak',
  'aloo', 'gobi', 'kofta', 'keema', 'dhal', 'bhaji', 'pakora', 'samosa', 'makhani', 'chana', 'bharta', 'thai', 'gaeng', 'kaeng', 'massaman',
  'panang', 'krapao', 'kra pao', 'pad see', 'larb', 'laab', 'satay', 'saté', 'teriyaki', 'bibimbap', 'bulgogi', 'ramen', 'udon', 'soba',
  'donburi', 'katsu', 'karaage', 'gyoza', 'dumpling', 'dim sum', 'tempura', 'yakisoba', 'wok', 'banh', 'bun cha', 'laksa', 'rendang',
  'nasi', 'mee goreng', 'tom yum', 'tom kha', 'hummus', 'tabbouleh', 'fattoush', 'shawarma', 'kibbeh', 'mezze', 'meze', 'baba gan',
  'moussaka', 'pastitsio', 'spanakopita', 'tzatziki', 'shakshuka', 'tagine', 'harira', 'carbonara', 'bolognese', 'arrabbiata', 'puttanesca',
  'amatriciana', 'ragù', 'ragu', 'marinara', 'pesto', 'parmigiana', 'saltimbocca', 'piccata', 'vitello', 'osso buco', 'cacciatora',
  'margherita', 'capricciosa', 'vesuvio', 'hawaii', 'quattro', 'funghi', 'bussola', 'kebabpizza', 'gulasch', 'goulash', 'chili', 'carne',
  'minestrone', 'gazpacho', 'ratatouille', 'cassoulet', 'confit', 'bourguignon', 'coq au vin', 'croque', 'fish and chips', 'janssons',
  'pyttipanna', 'frestelse', 'stuvning', 'stuvad', 'rotmos', 'buffé', 'buffet', 'husman', 'tallrik', 'plate', 'planka', 'bricka',
  'smörrebröd', 'bbq', 'grill', 'grillad', 'stekt', 'kokt', 'ugnsbakad', 'friterad', 'panerad', 'rostad', 'bakad', 'halstrad', 'inkokt',
  // Sauces, sides, sweets and the rest of a lunch
  'sauce', 'gravy', 'dressing', 'majonnäs', 'mayo', 'aioli', 'remoulad', 'bearnaise', 'béarnaise', 'hollandaise', 'raita', 'salsa',
  'chutney', 'relish', 'smör', 'butter', 'grädde', 'cream', 'crème', 'kräm', 'gröt', 'porridge', 'yoghurt', 'müsli', 'granola', 'bulle',
  'kaka', 'cake', 'tårta', 'glass', 'dessert', 'efterrätt', 'frukt', 'fruit', 'lingon', 'äpple', 'apple', 'päron', 'hallon', 'blåbär',
  'jordgubb', 'rabarber', 'choklad', 'chocolate', 'vanilj', 'kanel', 'semla', 'parfait', 'brownie', 'mousse', 'pannacotta', 'tiramisu',
  'ägg', 'egg',
  // English kitchen words ('Braised beef cheek, mash, red wine jus') and Thai and Vietnamese meats ('Kai med cashewnötter', 'Bun bo Hue')
  'beef', 'pork', 'veal', 'mince', 'sausage', 'roast', 'braised', 'smoked', 'poached', 'grilled', 'fried', 'baked', 'purée', 'puré', 'mash',
  'slaw', 'nuea',
];

/** Short food words, matched at a word's start or end only ('Laxfilé', 'jasminris', 'getost', 'rödlök', 'äggsås'). */
export const FOOD_SHORT_WORDS = ['char', 'pike', 'hake', 'corn', 'root', 'beet', 'ris', 'rice', 'ost', 'lök', 'kål', 'mos', 'sås', 'sky', 'nöt', 'ox', 'sej', 'lax', 'pad', 'dal', 'pho', 'bao',
  'ärt', 'pea', 'fil', 'pie', 'jam', 'ham', 'cod', 'tea', 'te', 'mat', 'ägg', 'egg', 'oxe', 'ren', 'gös', 'bär', 'soy', 'soja', 'dip', 'wok', 'jus', 'gai', 'kai', 'moo', 'bun', 'bo', 'sill'];
