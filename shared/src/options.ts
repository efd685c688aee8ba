/** Enumerations from the specification, in the order they are shown. */
export const CUISINES = [
  'Indisk', 'Italiensk', 'Svensk', 'Thailändsk', 'Kinesisk', 'Japansk', 'Koreansk', 'Vietnamesisk',
  'Libanesisk', 'Turkisk', 'Fransk', 'Balkan', 'Fisk', 'Asiatisk', 'Snabbmat', 'Vegetarisk', 'Halal',
  'Kebab', 'Hamburger', 'Pizza', 'Sushi', 'Buffet',
] as const;

export const DIETARY_OPTIONS = ['Vegetarisk', 'Vegansk', 'Glutenfri', 'Laktosfri', 'Halal', 'Kosher'] as const;

/**
 * Values offered by the "Ingår i lunchen" filter. The spec does not list them; these are the
 * include keywords that have icons (spec: coffee, drinks, beer, soup, salad, buffet, bread, fries,
 * rice, noodles, cookies, butter, water) in the Swedish words restaurants use.
 */
export const LUNCH_INCLUDES = [
  'kaffe', 'dryck', 'öl', 'soppa', 'sallad', 'buffé', 'bröd', 'pommes', 'ris', 'nudlar', 'kakor', 'smör', 'vatten',
] as const;

export const PRICE_OPTIONS = [100, 150, 200, 250] as const;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SCRAPING_TIMES = ['MORNING', 'EVENING'] as const;
export const MENU_PERIODICITIES = ['Daily', 'Weekly', 'Monthly', 'Special', 'Never'] as const;
export const LUNCH_FORMATS = ['PDF_1', 'PDF_2', 'TEXT', 'HTML'] as const;
export const AI_RESPONSES = ['NO_MENU_FOUND', 'FORMAT_ONLY', 'PARTIAL_MENU', 'ACCESS_ERROR', 'MENU_FOUND'] as const;

/** Page sizes of the public list: the first page holds 12, every later page 5. */
export const FIRST_PAGE_SIZE = 12;
export const LATER_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 50;
export const MAX_SEARCH_LENGTH = 100;
