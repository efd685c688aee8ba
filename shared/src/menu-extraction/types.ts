import type { IsoDate } from '../iso-week';
import type { Weekday } from '../options';
import type { AiResponse, LunchHourSlot } from '../types';
import type { InvariantViolations } from './invariants';

/**
 * The contract between the menu extractors (rule-based by default, a language model when configured)
 * and the harvesting service that stores their result. Extractors read text; fetching and turning
 * HTML or PDF into text happen before.
 */

/** One dish served on one day. A dish offered all week appears once per lunch day. */
export interface ExtractedDish {
  day: Weekday;
  /** The date of that day in the week the page is about. */
  date: IsoDate;
  name: string;
  /** Side dishes and details after the dish name; empty when there are none. */
  description: string;
  /** SEK. A price stated once for all dishes applies to each; null when the page states none. */
  price: number | null;
  /** Diet tags in the product's vocabulary (DIETARY_OPTIONS: 'Vegetarisk', 'Vegansk', 'Glutenfri', 'Laktosfri', ...). */
  tags: string[];
  /** The page's category for the dish when it gives one ('Kött', 'Fisk', 'Vegetariskt', 'Husman', 'Veckans'...). */
  category?: string;
  /**
   * Where the price came from: the dish's own line ('dish'), a price under a block of dishes ('block'),
   * its category's ('category'), one stated once for all ('all'); absent when there is no price.
   * Package and extras prices ('med dessert 145 kr', 'add dessert 85 SEK') are never a dish's price.
   */
  priceScope?: PriceScope;
}

export type PriceScope = 'dish' | 'block' | 'category' | 'all';

/**
 * How the page's week was known: a week marker ('Vecka 47', 'week#34, 2017'), dates ('MONDAY Aug 21',
 * '18/11 - 22/11'), a menu text first seen this week (no marker, no date: see ExtractOptions.previousText),
 * or nothing (then the reading is never published as this week's menu without review).
 */
export type WeekSource = 'marker' | 'dates' | 'changed-text' | 'none';

/** The evidence a reading's confidence is built from (each 0..1 unless typed otherwise). */
export interface ReadingEvidence {
  weekSource: WeekSource;
  /** The kept week is this ISO week (or next week, published early). False for a stale or unknown week. */
  weekCurrent: boolean;
  /** The text was seen by an earlier harvest this restaurant had in an earlier week, unchanged: a stale page. */
  unchangedSinceEarlierWeek: boolean;
  /** Open lunch days of the week with dishes / open lunch days (1 when every day has dishes). */
  dayCoverage: number;
  /** Open (not closed) lunch days of the kept week, for 'Bara X av Y dagar har rätter'. */
  openDays?: number;
  /** How alike the dish lines look (length, case, price position): 1 = one consistent shape. */
  dishShape: number;
  /** Dishes whose price was attributed with certainty (own, block, category, one for all) / dishes. */
  priceCertainty: number;
  /** Lines of the menu region the classifier could not explain / lines of the region. */
  unexplainedShare: number;
  /**
   * Dish candidates that look like headings or site furniture rather than dishes (all capitals, one category
   * word, an address, a time or phone number, a legend or allergen codes, the same unpriced text under every
   * day): each one is a reason to have a person look. Absent means 0.
   */
  headingLikeDishes?: number;
  /**
   * Dishes that do not fit the page's other dishes (a price far from the page's own, an own price where the
   * page prices the rest by one price for all, a name shaped like a note, the last day holding more dishes
   * than every other day): each one is a reason to have a person look. Absent means 0.
   */
  oddDishes?: number;
  /**
   * Signs the reading may hold a wrong dish or price, each a reason to have a person look (absent means 0):
   * lines between two dishes of a day that nothing explained; the days starting over without a week or date
   * (another week the page does not name); a caption read only by its shape on fewer than three rows; a price
   * the page states for a category or day that no dish took while dishes took the price for all.
   */
  unexplainedBetweenDishes?: number;
  repeatedDaySequences?: number;
  thinCaptions?: number;
  unsurePriceScope?: number;
  /** Consistency invariants the reading breaks (invariants.ts): each keeps it from publishing. Absent when none. */
  invariants?: InvariantViolations;
  /** The page lists several restaurants (venue names labelling rows or blocks of dishes). */
  severalVenues?: boolean;
  /** The dishes were read from running sentences ('On Tuesday we serve …'), not from lines of their own. */
  fromSentences?: boolean;
  /** The page names no day: its short list of priced dishes was read as served every day of the week. */
  daylessList?: boolean;
  /** When a language model also read the page: share of dishes both readings agree on (day + name + price). */
  modelAgreement?: number;
}

/** A menu text a restaurant's earlier harvest saw: its fingerprint and the day it was first seen. */
export interface SeenMenuText {
  fingerprint: string;
  firstSeen: IsoDate;
  /**
   * This fingerprint replaced a different earlier one (false or absent on a restaurant's first harvest):
   * only then does a firstSeen in this week show that the page changed this week.
   */
  changed?: boolean;
}

export interface ExtractedWeek {
  year: number;
  week: number;
}

export interface MenuExtraction {
  /** The ISO week whose dishes were kept first (the current week when the page has it); null when none was found. */
  week: ExtractedWeek | null;
  /** Dishes of the current ISO week, and of next week when the page already publishes it. Older weeks never. */
  dishes: ExtractedDish[];
  /** Lunch days of the kept weeks on which the restaurant is closed ('Stängt', a public holiday). */
  closedDays: IsoDate[];
  /** Lunch hours the page states ('Lunch serveras 11.00-14.00'); empty when it states none. */
  lunchHours: LunchHourSlot[];
  /** What the lunch includes, as LUNCH_INCLUDES words ('sallad', 'bröd', 'kaffe', ...). */
  lunchIncludes: string[];
  /**
   * MENU_FOUND: dishes for every open lunch day of the week. PARTIAL_MENU: dishes for some days only.
   * FORMAT_ONLY: the page is a lunch page (hours, prices, weekday headings) without dishes for this week
   * (for example only last week's). NO_MENU_FOUND: nothing that looks like a lunch menu.
   * ACCESS_ERROR is never produced by an extractor: the fetcher reports it.
   */
  classification: Exclude<AiResponse, 'ACCESS_ERROR'>;
  /** 0..1: how sure the extractor is of the dishes it returns, built from `evidence` (see confidence.ts). */
  confidence: number;
  evidence: ReadingEvidence;
  /** Why the reading is below the publish threshold, in Swedish for the review screen ('Ingen vecka angiven', ...). */
  doubts: string[];
  /** A fingerprint of the menu text (normalised dish and day lines), kept per restaurant to tell a changed page from a stale one. */
  fingerprint: string;
}

export interface ExtractOptions {
  /** The day the harvest runs, Swedish time: decides which ISO week is "this week". */
  today: IsoDate;
  /** The menu text this restaurant's previous harvest saw; absent on a first harvest. */
  previousText?: SeenMenuText;
  /** Sent to the language model with the page (the restaurant's `extra_prompt`); the rules ignore it. */
  extraPrompt?: string;
}

/** What every extractor offers; the rule-based one is synchronous, a model-based one is not. */
export interface MenuExtractor {
  readonly name: string;
  extract(text: string, options: ExtractOptions): MenuExtraction | Promise<MenuExtraction>;
}
