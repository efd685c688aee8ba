import { z } from 'zod';
import type { IsoDate } from './iso-week';
import type { ExtractedDish, ReadingEvidence } from './menu-extraction/types';
import type { AiResponse, LunchHourSlot } from './types';

/**
 * The review queue: a harvest reading below the publish threshold (or one that would mix with menus an
 * admin entered) is not shown to visitors; it waits here until an admin publishes or rejects it.
 * Stored in the `menuReviews` container, partition key `/restaurantId`.
 */
export const MENU_REVIEW_STATUSES = ['waiting', 'published', 'rejected', 'superseded'] as const;
export type MenuReviewStatus = (typeof MENU_REVIEW_STATUSES)[number];

export interface MenuReview {
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
  rejectReason?: string;
}

/** A row of the list: everything but the page text. */
export type MenuReviewSummary = Omit<MenuReview, 'pageText'> & { dishCount: number };

/** GET /api/admin/menu-reviews?status= */
export interface MenuReviewListResult {
  reviews: MenuReviewSummary[];
  counts: Record<Exclude<MenuReviewStatus, 'superseded'>, number>;
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

export const reviewedDishSchema = z.object({
  day: z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
  date: isoDate,
  name: z.string().trim().min(1, 'A dish needs a name').max(300),
  description: z.string().max(1000).default(''),
  price: z.number().int().min(0).max(10000).nullable(),
  tags: z.array(z.string().max(50)).max(20).default([]),
  category: z.string().max(100).optional(),
});

/** POST /api/admin/menu-reviews/{id}/approve: the dishes as the admin left them (omitted: as read). */
export const approveReviewSchema = z.object({
  dishes: z.array(reviewedDishSchema).max(200).optional(),
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
