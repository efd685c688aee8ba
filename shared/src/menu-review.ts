import { z } from 'zod';
import { isoWeekOf, todayIn, weekdayOf, type IsoDate } from './iso-week';
import type { ExtractedDish, ExtractedWeek, ReadingEvidence } from './menu-extraction/types';
import { WEEKDAYS, type Weekday } from './options';
import type { AiResponse, LunchHourSlot } from './types';

/**
 * The review queue: a harvest reading below the publish threshold (or one that would mix with menus an
 * admin entered) is not shown to visitors; it waits here until an admin publishes or rejects it.
 * Stored in the `menuReviews` container, partition key `/restaurantId`.
 */
export const MENU_REVIEW_STATUSES = ['waiting', 'published', 'rejected', 'superseded'] as const;
export type MenuReviewStatus = (typeof MENU_REVIEW_STATUSES)[number];

export interface MenuReview {
  /** `<restaurantId>.<32 hex>`: the restaurant id is the partition key, so every lookup by id is a point read. */
  id: string;
  restaurantId: string;
  restaurantName: string;
  city: string;
  status: MenuReviewStatus;
  confidence: number;
  /** Why the reading was not published by itself (Swedish). */
  doubts: string[];
  evidence: ReadingEvidence;
  classification: Exclude<AiResponse, 'ACCESS_ERROR'>;
  /** "2026-W48"; null when the page states no week. */
  week: string | null;
  dishes: ExtractedDish[];
  closedDays: IsoDate[];
  lunchHours: LunchHourSlot[];
  lunchIncludes: string[];
  /** The page text the reading was made from (cut at 200,000 characters). */
  pageText: string;
  sourceUrl: string;
  lunchLink: string;
  extractor: string;
  fingerprint: string;
  createdAt: string;
  decidedAt?: string;
  decidedBy?: string;
  /** What the admin published (may differ from `dishes` when edited), and the reason of a rejection. */
  publishedDishes?: ExtractedDish[];
  /** The closed days published with them (absent: the reading's `closedDays`). */
  publishedClosedDays?: IsoDate[];
  rejectReason?: string;
  /** What superseded this reading (status 'superseded'): the id of a newer reading, or 'a later published harvest'. */
  supersededBy?: string;
  /**
   * Set while a decision is claimed (status published or rejected) but its follow-up write (the
   * restaurant's menus, or its manual-menus mark) is not confirmed yet. A claim still pending
   * REVIEW_CLAIM_LEASE_MS after `decidedAt` (its process died in between) counts as waiting again,
   * so the decision can be made again; publishing again writes the same menus (stable menu ids).
   */
  decisionPending?: boolean;
}

/** How long a decision's claim may stay unconfirmed before the review counts as waiting again. */
export const REVIEW_CLAIM_LEASE_MS = 2 * 60_000;

/** The status a review has for the screen and for decisions: a lapsed, unconfirmed claim is waiting again. */
export function effectiveReviewStatus(review: Pick<MenuReview, 'status' | 'decisionPending' | 'decidedAt'>, now: Date): MenuReviewStatus {
  if (review.decisionPending && review.decidedAt && now.getTime() - Date.parse(review.decidedAt) >= REVIEW_CLAIM_LEASE_MS) return 'waiting';
  return review.status;
}

/** A row of the list: everything but the page text. */
export type MenuReviewSummary = Omit<MenuReview, 'pageText'> & { dishCount: number };

/** The statuses the list can be asked for (superseded readings are never listed). */
export const MENU_REVIEW_LIST_STATUSES = ['waiting', 'published', 'rejected'] as const;
export type MenuReviewListStatus = (typeof MENU_REVIEW_LIST_STATUSES)[number];
/** The most rows one list answer holds. */
export const MENU_REVIEW_LIST_LIMIT = 200;

/** GET /api/admin/menu-reviews?status= (default waiting). */
export const menuReviewListQuerySchema = z.object({
  status: z.enum(MENU_REVIEW_LIST_STATUSES, { message: `status must be one of ${MENU_REVIEW_LIST_STATUSES.join(', ')}` }).default('waiting'),
});

/** GET /api/admin/menu-reviews?status= */
export interface MenuReviewListResult {
  reviews: MenuReviewSummary[];
  counts: Record<Exclude<MenuReviewStatus, 'superseded'>, number>;
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

export const reviewedDishSchema = z
  .object({
    day: z.enum(WEEKDAYS),
    date: isoDate,
    name: z.string().trim().min(1, 'A dish needs a name').max(300),
    description: z.string().max(1000).default(''),
    price: z.number().int().min(0).max(10000).nullable(),
    tags: z.array(z.string().max(50)).max(20).default([]),
    category: z.string().max(100).optional(),
    priceScope: z.enum(['dish', 'block', 'category', 'all']).optional(),
  })
  .refine((dish) => !Number.isNaN(Date.parse(dish.date)) && weekdayOf(dish.date) === dish.day, {
    message: 'The date must be a real date on the dish\'s day',
    path: ['date'],
  });

/**
 * POST /api/admin/menu-reviews/{id}/approve: the dishes as the admin left them (omitted: as read).
 * An empty list is refused: a reading with nothing left to publish is rejected instead.
 */
export const approveReviewSchema = z.object({
  dishes: z.array(reviewedDishSchema).min(1, 'Nothing left to publish: reject the reading instead').max(200).optional(),
  closedDays: z.array(isoDate).max(14).optional(),
});
export type ApproveReviewInput = z.infer<typeof approveReviewSchema>;

/** POST /api/admin/menu-reviews/{id}/reject */
export const rejectReviewSchema = z.object({ reason: z.string().trim().max(500).optional() });
export type RejectReviewInput = z.infer<typeof rejectReviewSchema>;

export interface ReviewDecisionResult {
  review: MenuReviewSummary;
  /** Menus visitors now see from this reading (approve only). */
  menusStored?: number;
  message: string;
}

/**
 * The list's order: waiting readings lowest confidence first (the likeliest wrong on top), then
 * oldest first; decided ones newest decision first. At most MENU_REVIEW_LIST_LIMIT rows.
 */
export function sortReviewsForList<T extends Pick<MenuReview, 'confidence' | 'createdAt' | 'decidedAt' | 'id'>>(reviews: readonly T[], status: MenuReviewListStatus): T[] {
  const byId = (a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sorted = [...reviews].sort(
    status === 'waiting'
      ? (a, b) => a.confidence - b.confidence || a.createdAt.localeCompare(b.createdAt) || byId(a, b)
      : (a, b) => (b.decidedAt ?? '').localeCompare(a.decidedAt ?? '') || byId(a, b),
  );
  return sorted.slice(0, MENU_REVIEW_LIST_LIMIT);
}

/**
 * At most one waiting reading per restaurant: submitting a newer one supersedes the older, and should
 * a process die between the two writes, the list still shows only the newest of each restaurant.
 */
export function newestWaitingPerRestaurant<T extends Pick<MenuReview, 'restaurantId' | 'createdAt' | 'id'>>(reviews: readonly T[]): T[] {
  const newest = new Map<string, T>();
  for (const review of reviews) {
    const kept = newest.get(review.restaurantId);
    if (!kept || review.createdAt > kept.createdAt || (review.createdAt === kept.createdAt && review.id > kept.id)) newest.set(review.restaurantId, review);
  }
  return [...newest.values()];
}

/** A list row: the review without its page text. */
export function reviewSummaryOf(review: MenuReview | Omit<MenuReview, 'pageText'>): MenuReviewSummary {
  const { pageText: _pageText, ...rest } = review as MenuReview;
  return { ...rest, dishCount: review.dishes.length };
}

/** The labelled corpus's expectation (functions/test/fixtures/menu-corpus/<id>.json). */
export interface CorpusPageExpectation {
  description: string;
  /** The day the page was read (Swedish time): decides which week is "this week" for the extractor. */
  today: IsoDate;
  week: ExtractedWeek | null;
  classification: Exclude<AiResponse, 'ACCESS_ERROR'>;
  dishes: { day: Weekday; name: string; price: number | null }[];
}

/** GET /api/admin/menu-reviews/{id}/corpus-page: an approved correction as a labelled corpus page. */
export interface CorpusPageExport {
  id: string;
  text: string;
  expectation: CorpusPageExpectation;
}

/** "2026-W48" -> { year: 2026, week: 48 }; null for anything else. */
export function parseIsoWeekKey(key: string | null | undefined): ExtractedWeek | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(key ?? '');
  return match ? { year: Number(match[1]), week: Number(match[2]) } : null;
}

const LUNCH_WEEKDAYS: readonly Weekday[] = WEEKDAYS.slice(0, 5);

/**
 * What dishes an admin confirmed amount to, as the extractor would classify them: MENU_FOUND when
 * every weekday Monday-Friday of the earliest dish's week that is not closed has a dish,
 * PARTIAL_MENU otherwise, NO_MENU_FOUND without dishes.
 */
export function classificationOfDishes(
  dishes: readonly Pick<ExtractedDish, 'day' | 'date'>[],
  closedDays: readonly IsoDate[],
): Exclude<AiResponse, 'ACCESS_ERROR'> {
  const week = weekOfDishes(dishes);
  if (!week) return 'NO_MENU_FOUND';
  const inWeek = (date: IsoDate) => isoWeekOf(date).year === week.year && isoWeekOf(date).week === week.week;
  const closed = new Set(closedDays.filter(inWeek).map(weekdayOf));
  const served = new Set(dishes.filter((d) => inWeek(d.date)).map((d) => d.day));
  return LUNCH_WEEKDAYS.every((day) => closed.has(day) || served.has(day)) ? 'MENU_FOUND' : 'PARTIAL_MENU';
}

/** The ISO week of the earliest dish; null without dishes. */
function weekOfDishes(dishes: readonly Pick<ExtractedDish, 'date'>[]): ExtractedWeek | null {
  const first = dishes.map((d) => d.date).sort()[0];
  return first ? isoWeekOf(first) : null;
}

/**
 * The corpus expectation of a published review, from what the admin published (the dates they
 * confirmed give the week; the reading's week when nothing has a date) and the day it was read.
 * Undefined for a review that was not published.
 */
export function corpusExpectationOf(review: MenuReview): CorpusPageExpectation | undefined {
  if (review.status !== 'published' || !review.publishedDishes) return undefined;
  const dishes = review.publishedDishes;
  return {
    description: `Granskad läsning: ${review.restaurantName} (${review.sourceUrl}), publicerad ${(review.decidedAt ?? '').slice(0, 10)} av ${review.decidedBy ?? 'okänd'}`,
    today: todayIn(new Date(review.createdAt)),
    week: weekOfDishes(dishes) ?? parseIsoWeekKey(review.week),
    classification: classificationOfDishes(dishes, review.publishedClosedDays ?? review.closedDays),
    dishes: dishes.map((d) => ({ day: d.day, name: d.name, price: d.price })),
  };
}
