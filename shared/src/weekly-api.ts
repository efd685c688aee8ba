import { z } from 'zod';
import { addDays, isoWeekOf, mondayOf, type IsoDate } from './iso-week';
import type { Weekday } from './options';
import type { AiResponse, LunchMenu } from './types';

/**
 * Weekly menus under control (spec: Weekly validation and Comparison screens): the week-status rule
 * the server and the screens share, week shifting, the calls' request schemas and answers.
 */

/** "2026-W48": an ISO week as the screens show and sort it. */
export function isoWeekKey(date: IsoDate): string {
  const { year, week } = isoWeekOf(date);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export const WEEK_STATUSES = ['Korrekt', 'Delvis korrekt', 'Felaktig vecka', 'Ingen vecka'] as const;
export type WeekStatus = (typeof WEEK_STATUSES)[number];

/** The ISO weeks a restaurant's menus are valid in (by validFrom), sorted. */
export function menuWeeks(menus: readonly Pick<LunchMenu, 'validFrom'>[]): string[] {
  return [...new Set(menus.map((m) => isoWeekKey(m.validFrom)))].sort();
}

/**
 * Spec section 4: 'Korrekt' when the menus are in exactly one week and it is the current one;
 * 'Delvis korrekt' when the current week is among several; 'Felaktig vecka' when it is absent;
 * 'Ingen vecka' without menus.
 */
export function weekStatusOf(menus: readonly Pick<LunchMenu, 'validFrom'>[], today: IsoDate): WeekStatus {
  const weeks = menuWeeks(menus);
  if (weeks.length === 0) return 'Ingen vecka';
  const current = isoWeekKey(today);
  if (!weeks.includes(current)) return 'Felaktig vecka';
  return weeks.length === 1 ? 'Korrekt' : 'Delvis korrekt';
}

/** A date moved by whole weeks (the weekday stays; year boundaries and week 53 come out right). */
export function shiftByWeeks(date: IsoDate, weeks: number): IsoDate {
  return addDays(date, weeks * 7);
}

/** A menu's validity moved by whole weeks; its Monday-based week moves with it. */
export function shiftMenuWeeks<M extends Pick<LunchMenu, 'validFrom' | 'validTo'>>(menu: M, weeks: number): M {
  return { ...menu, validFrom: shiftByWeeks(menu.validFrom, weeks), validTo: shiftByWeeks(menu.validTo, weeks) };
}

export const WEEK_RANGE_MESSAGE = 'Week number must be between -100 and 100';
const weekDelta = z
  .number({ error: 'Please enter a valid number' })
  .int('Please enter a valid number')
  .min(-100, WEEK_RANGE_MESSAGE)
  .max(100, WEEK_RANGE_MESSAGE);

/** POST /update-week: every weekly restaurant, or one city's. */
export const updateWeekSchema = z.object({
  week: weekDelta,
  city: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((c) => c || undefined),
});
export type UpdateWeekInput = z.infer<typeof updateWeekSchema>;

const restaurantId = z.string().trim().min(1, 'restaurantId is required').max(200);

/** POST /bulk-update-week. */
export const bulkUpdateWeekSchema = z.object({
  restaurantIds: z
    .array(restaurantId)
    .min(1, 'No Selection')
    .max(500, 'At most 500 restaurants per call')
    .transform((ids) => [...new Set(ids)]),
  weekDelta,
});
export type BulkUpdateWeekInput = z.infer<typeof bulkUpdateWeekSchema>;

/** PATCH /restaurants/{id}/adjust-week. */
export const adjustWeekSchema = z.object({
  weekAdjustment: z.union([z.literal(1), z.literal(-1)], { error: 'weekAdjustment must be +1 or -1' }),
});

/** POST /rescrape and POST /refresh. */
export const rescrapeSchema = z.object({ restaurantId, menuId: z.string().trim().min(1).max(200).optional() });
export const refreshSchema = z.object({ restaurantId });

export interface WeekUpdateResult {
  success: true;
  message: string;
  /** Restaurants whose menus moved. */
  modifiedCount: number;
  /** Menus moved. */
  menusMoved: number;
}

export interface RescrapeResult {
  success: boolean;
  /** Set when the harvest was queued but something deserves attention (no lunch link, ManualScraping). */
  warning?: string;
  error?: string;
  /** requestedAt: the server's time of the request; the harvest's outcome (lastHarvest) is newer than it. */
  data?: { message: string; queue?: 'fast' | 'slow'; requestedAt?: string };
}

/**
 * What a restaurant's last harvest came to, written by every harvest that reached its lunch page
 * (scheduled, rescrape, refresh): the screen shows it after a rescrape once `at` is newer than the request.
 */
export interface LastHarvest {
  /** When the harvest was applied (ISO timestamp, server clock). */
  at: string;
  /** Menus were found and stored. */
  ok: boolean;
  classification: AiResponse;
  /** Days with at least one dish (English weekday names, Monday first). */
  days: Weekday[];
  /** The ISO week the menus are for ("2026-W48"), when the page named or implied one. */
  week: string | null;
  menusStored: number;
  /** Why nothing was stored: the fetch failure, or what the page held instead of a menu. */
  reason?: string;
  /** What became of the reading: published to visitors, waiting in the review queue, or nothing to store. Absent on older records. */
  decision?: HarvestDecision;
  /** The review item, when the reading waits for review. */
  reviewId?: string;
  confidence?: number;
}

export type HarvestDecision = 'published' | 'review' | 'not-stored';

/** GET /rerank. */
export interface RerankResult {
  success: true;
  message: string;
  /** Restaurants whose rank the rule changed. */
  changed: number;
  /** Restaurants kept as they were because an admin set their rank by hand. */
  keptManual: number;
}

/** One row of the Weekly validation screen (GET /weekly-restaurants). */
export interface WeeklyRestaurantRow {
  id: string;
  name: string;
  city: string;
  rank: number;
  /** 'manual' when an admin set the rank by hand: rerank leaves it. */
  rankSource?: 'manual' | 'rule';
  scrapingTime: 'MORNING' | 'EVENING';
  ManualScraping: boolean;
  menuCount: number;
  /** ISO weeks of its menus, e.g. ["2026-W47", "2026-W48"]. */
  weeks: string[];
  status: WeekStatus;
  lunch_link?: string;
  menuUpdateUrl?: string;
  /** The outcome of the restaurant's last harvest; absent when it has not been harvested since outcomes were recorded. */
  lastHarvest?: LastHarvest;
}

export interface WeeklyRestaurantsResponse {
  restaurants: WeeklyRestaurantRow[];
  currentWeek: string;
  /** Every week present in the listed restaurants' menus, with how many restaurants have menus in it. */
  weeks: { week: string; restaurants: number; current: boolean }[];
}

/** One restaurant of the Comparison screen (GET /comparison): its current-week menus. */
export interface ComparisonRestaurant {
  id: string;
  name: string;
  city: string;
  /** The page to compare with: menuUpdateUrl, else lunch_link, else the website; absent when none. */
  menuUpdateUrl?: string;
  menus: Pick<LunchMenu, '_id' | 'name' | 'description' | 'price' | 'validFrom' | 'validTo'>[];
}

export interface ComparisonResponse {
  restaurants: ComparisonRestaurant[];
  currentWeek: string;
  /** Tiles: restaurants with current-week menus, with an update URL. */
  withCurrentMenus: number;
  withUpdateUrl: number;
}

/** The Monday of the week a week key names ("2026-W48" -> "2026-11-23"). */
export function mondayOfWeekKey(key: string): IsoDate | undefined {
  const match = /^(\d{4})-W(\d{2})$/.exec(key);
  if (!match) return undefined;
  const [year, week] = [Number(match[1]), Number(match[2])];
  // 4 January is always in week 1.
  const monday = addDays(mondayOf(`${year}-01-04`), (week - 1) * 7);
  return isoWeekOf(monday).week === week ? monday : undefined;
}

/** GET /weekly-restaurants and /comparison: an optional city filter (part of the name, any case). */
export const weeklyListQuerySchema = z.object({
  city: z
    .string()
    .trim()
    .max(100, 'city: at most 100 characters')
    .optional()
    .transform((c) => c || undefined),
});
