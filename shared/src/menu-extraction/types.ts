import type { IsoDate } from '../iso-week';
import type { Weekday } from '../options';
import type { AiResponse, LunchHourSlot } from '../types';

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
  /** 0..1: how sure the extractor is of the dishes it returns. */
  confidence: number;
}

export interface ExtractOptions {
  /** The day the harvest runs, Swedish time: decides which ISO week is "this week". */
  today: IsoDate;
}

/** What every extractor offers; the rule-based one is synchronous, a model-based one is not. */
export interface MenuExtractor {
  readonly name: string;
  extract(text: string, options: ExtractOptions): MenuExtraction | Promise<MenuExtraction>;
}
