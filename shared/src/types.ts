import type { SeenMenuText } from './menu-extraction/types';
import type { Weekday } from './options';
import type { IsoDate } from './iso-week';
import type { MenuFreshness } from './menu-freshness';
import type { PublicRestaurant } from './public-restaurant';
import type { LastHarvest } from './weekly-api';

/** One lunch slot: the days it applies to and the time span (HH:MM, 24 h). */
export interface LunchHourSlot {
  days: string[];
  startTime: string;
  endTime: string;
}

export interface LunchMenu {
  _id: string;
  name: string;
  description: string;
  /** Price in SEK; 0 or absent means "use the restaurant's fallback_price". */
  price?: number | null;
  tags: string[];
  allergies?: string[];
  /** When the dish is served, as the admin wrote it (e.g. "Måndag", "hela veckan"). */
  availability?: string[];
  /** Served by /api/serveImage; absent when the menu has no image. */
  imageUrl?: string;
  /** True only when the image was produced by an image model (the UI labels it). */
  imageAiGenerated?: boolean;
  validFrom: IsoDate;
  validTo: IsoDate;
  /** When the menu was last written (ISO timestamp) and the page it came from, if any. */
  updatedAt?: string;
  sourceUrl?: string;
  /** Written by menu harvesting (replaced by the next harvest of its week); absent for menus an admin entered. */
  harvested?: boolean;
  /**
   * Who wrote the menu; per restaurant and day visitors see one source, by precedence owner > admin >
   * harvest > demo (shared/src/menu-sources.ts). Absent on older menus: harvested ones count as
   * 'harvest', the rest as 'admin'.
   */
  source?: MenuSource;
  /** On a menu the restaurant's owner published (source 'owner'): when it was published (ISO timestamp). */
  confirmedAt?: string;
  /**
   * A marker, not a dish: the restaurant said it is closed this day (an owner's "Stängt"). It keeps the
   * day to its source (harvests and demo menus of that day stay hidden) and shows as "Stängt".
   */
  closed?: boolean;
}

export type MenuSource = 'owner' | 'admin' | 'harvest' | 'demo';

export interface RestaurantLocation {
  address: string;
  street?: string;
  city: string;
  /** GeoJSON order: [longitude, latitude]. */
  coordinates: [number, number];
}

/** A restaurant as stored (one Cosmos DB item, partitioned by city) and as served to visitors. */
export interface Restaurant {
  id: string;
  _id: string;
  name: string;
  /** Partition key: copy of location.city. */
  city: string;
  location: RestaurantLocation;
  contact: { phone?: string; email?: string; website?: string };
  cuisines: string[];
  dietaryOptions: string[];
  lunch_includes: string[];
  tags: string[];
  fallback_price: number;
  lunch_hours: LunchHourSlot[];
  lunch_menus: LunchMenu[];
  rating: number;
  reviewCount: number;
  images: string[];
  features: string[];
  rank: number;
  /** Where rank came from: 'manual' (set by an admin; the rank worker leaves it alone) or 'rule' (rank-rule.ts). Absent: never ranked by either. */
  rankSource?: 'manual' | 'rule';
  /** When the rank worker last recomputed this restaurant (ISO timestamp). */
  rankedAt?: string;
  menuPeriodicity: 'Daily' | 'Weekly' | 'Monthly' | 'Special' | 'Never';
  scrapingTime: 'MORNING' | 'EVENING';
  lunch_link?: string;
  menuUpdateUrl?: string;
  ManualScraping?: boolean;
  lunch_format?: 'PDF_1' | 'PDF_2' | 'TEXT' | 'HTML';
  NEW?: boolean;
  extra_prompt?: string;
  selectorType?: string;
  pdf_location_in_page?: string;
  /** Whether a lunch-link check found menu words (undefined: never checked). */
  checkedformenu?: boolean;
  /**
   * What AI extraction said about the lunch link (null: not run). One of the five categories; records
   * from older harvests may hold free text ("PDF parsed", "Ingen meny hittades") until an admin unifies them.
   */
  AIResponse?: AiResponse | (string & {}) | null;
  /** What the last harvest came to (weekly-api.ts): shown on the weekly screen after a rescrape. */
  lastHarvest?: LastHarvest;
  /** The menu text the last harvest saw (fingerprint, first seen): tells a changed page from a stale one. Never public. */
  menuTextSeen?: SeenMenuText;
  /** Google Maps place id (or cid) the restaurant was imported from. */
  gMaps_place_id?: string;
  updatedAt: string;
}

export type AiResponse = 'NO_MENU_FOUND' | 'FORMAT_ONLY' | 'PARTIAL_MENU' | 'ACCESS_ERROR' | 'MENU_FOUND';

/** A restaurant in the public list: the menus are those valid on the selected day. */
export interface RestaurantListItem extends PublicRestaurant {
  /** Kilometres from the requested point (or the city centre). */
  distance: number;
  /** What `distance` is measured from: the city centre, or the lat/lng the caller gave. */
  distanceFrom: 'centre' | 'point';
  /** Whether the restaurant's menus (all of them, not only the day's) are for the current week. */
  menuFreshness: MenuFreshness;
}

export interface RestaurantListResponse {
  data: RestaurantListItem[];
  pagination: { page: number; limit: number; hasMore: boolean; total: number };
  /** The date the selected weekday resolved to, in the current ISO week (Swedish time). */
  date: IsoDate;
  week: number;
  /**
   * Only on a search that finds nothing: the other days of the current ISO week (Monday to Sunday,
   * without the chosen day) on which the same search and filters find restaurants; may be empty.
   */
  otherDays?: Weekday[];
}

export interface ApiError {
  error: string;
  message: string;
}

export type { Weekday };
