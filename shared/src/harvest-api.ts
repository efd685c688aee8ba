import type { HarvestDecision } from './weekly-api';
import { z } from 'zod';
import { AI_RESPONSES } from './options';
import type { AiResponse } from './types';

/**
 * The harvesting calls of the back-office (spec section 7): request schemas the server validates
 * with, and the answers the screens read. Paths are under /api/admin.
 */

const restaurantId = z.string().trim().min(1, 'restaurantId is required').max(200);
const httpUrl = z
  .string()
  .trim()
  .min(1, 'Ingen lunch link att kontrollera')
  .max(2048, 'The URL is too long')
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'The URL must start with http:// or https://');

/** The most restaurants one bulk call takes. */
export const MAX_BULK_RESTAURANTS = 500;
const restaurantIds = z
  .array(restaurantId)
  .min(1, 'No Selection')
  .max(MAX_BULK_RESTAURANTS, `At most ${MAX_BULK_RESTAURANTS} restaurants per call`)
  .transform((ids) => [...new Set(ids)]);

/** POST /scrape-lunch-link. restaurantId (optional, beyond the spec) stores the outcome as checkedformenu. */
export const scrapeLunchLinkSchema = z.object({ url: httpUrl, restaurantId: restaurantId.optional() });
export type ScrapeLunchLinkInput = z.infer<typeof scrapeLunchLinkSchema>;
export interface ScrapeLunchLinkResult {
  found: boolean;
  matchedWords: string[];
  message: string;
}

/** POST /extract/bulk and /azure-extract-bulk. */
export const bulkExtractSchema = z.object({ restaurantIds });
export type BulkExtractInput = z.infer<typeof bulkExtractSchema>;

/** What one extraction did (single, cloud-function, bulk item). */
export interface ExtractionOutcome {
  classification: AiResponse;
  confidence: number;
  /** ISO week the menus are for, e.g. "2026-W48"; null when none was found. */
  week: string | null;
  /** Menus the extraction found (stored when applied). */
  menuCount: number;
  /** Days with at least one dish, English weekday names. */
  days: string[];
  lunchHoursFound: boolean;
  lunchIncludesFound: boolean;
  /** The page the menus came from (a PDF linked from the lunch link counts). */
  sourceUrl: string | null;
  /** 'rules' or 'model'. */
  extractor: string;
  /** Why nothing could be read (fetch refused or failed); absent on success. */
  error?: string;
  /** Why the reading is uncertain (Swedish, for the review screen); empty when it is sure. */
  doubts?: string[];
}

/** POST /extract/single/{id} and /azure-extract/{id}. */
export interface SingleExtractResult {
  success: boolean;
  error?: string;
  message: string;
  data?: ExtractionOutcome & {
    restaurantId: string;
    restaurantName: string;
    menusStored: number;
    /** published: visitors see it; review: waits in the review queue (reviewId); not-stored: nothing to store. */
    decision?: HarvestDecision;
    reviewId?: string;
    /** The dishes read (day, name, price), for the admin to see what the reading was. */
    dishes?: { day: string; date: string; name: string; price: number | null }[];
  };
}

/** POST /azure-extract-bulk: what ran now and what was handed to the queue (a call stays far below 45 s). */
export interface BulkCloudExtractResult {
  summary: { total: number; successful: number; failed: number; queued: number };
  results: { restaurantId: string; restaurantName?: string; success: boolean; queued?: boolean; error?: string; classification?: AiResponse; menusStored?: number }[];
}

/** POST /extract/bulk. */
export interface BulkExtractQueuedResult {
  restaurantsQueued: number;
  /** Restaurants skipped because they have no lunch link or are unknown. */
  skipped: { restaurantId: string; reason: string }[];
  message: string;
}

export const EXTRACTION_ITEM_STATUSES = ['pending', 'processing', 'completed', 'error'] as const;
export type ExtractionItemStatus = (typeof EXTRACTION_ITEM_STATUSES)[number];

/** GET /extract/status (spec "Extraction queue status"). */
export interface ExtractionQueueStatus {
  /** completed counts every finished item (failed ones too), so Apply Results shows when completed equals totalItems. */
  status: { totalItems: number; completed: number; pending: number; processing: number; failed: number };
  queueItems: {
    id: string;
    restaurantId: string;
    name: string;
    city: string;
    status: ExtractionItemStatus;
    /** Present once completed: success means menus were found (MENU_FOUND or PARTIAL_MENU). */
    result?: { success: boolean } & ExtractionOutcome;
    error?: string;
    updatedAt: string;
  }[];
}

/** POST /extract/apply-results. */
export interface ApplyResultsResult {
  /** Restaurants that got menus from the applied results (a failed harvest records its classification, but that is no menu). */
  updatedCount: number;
  /** Every applied item that gave its restaurant no menus, with why. */
  failed: { restaurantId: string; name: string; classification?: AiResponse; reason: string }[];
  message: string;
}

/** GET /analyze-ai-responses (spec "Analysis result"). */
export interface AiResponseAnalysis {
  totalRestaurants: number;
  uniqueResponseCount: number;
  aiUnification: { standardizedCategories: { displayName: string; description: string; category: AiResponse }[] };
  /** Every stored response that is not one of the five categories, to the category it means. */
  replacementSchema: Record<string, AiResponse>;
  canPerformReplacement: boolean;
  /** Spec section 9: 1 - standard categories / unique responses, as a percentage (0 when nothing to gain). */
  efficiencyGain: number;
  /** category: what the response means by the shared rule (categorizeAiResponse), null when it cannot be read; badges follow it. */
  responses: { response: string; count: number; restaurants: { name: string }[]; hasMore: boolean; standard: boolean; category: AiResponse | null }[];
}

/** How many restaurant names the analysis lists per response. */
export const ANALYSIS_NAMES_PER_RESPONSE = 5;

/** POST /unify-ai-responses: old response text to one of the five categories. */
export const unifyAiResponsesSchema = z.object({
  replacementSchema: z
    .record(z.string().min(1).max(500), z.enum(AI_RESPONSES))
    .refine((schema) => Object.keys(schema).length > 0, 'No replacement schema available')
    .refine((schema) => Object.keys(schema).length <= 1000, 'At most 1000 responses per call'),
});
export type UnifyAiResponsesInput = z.infer<typeof unifyAiResponsesSchema>;

/** POST /extract-field/{field}. */
export const EXTRACTABLE_FIELDS = ['lunch_hours', 'lunch_includes'] as const;
export type ExtractableField = (typeof EXTRACTABLE_FIELDS)[number];
export const extractFieldSchema = z.object({
  restaurantId,
  lunchLink: z.string().trim().min(1, 'Ingen lunch link för att extrahera data från').pipe(httpUrl),
});
export type ExtractFieldInput = z.infer<typeof extractFieldSchema>;
export interface ExtractFieldResult {
  success: boolean;
  field: ExtractableField;
  /** What was found and stored (lunch-hour slots or include words); empty when nothing was found. */
  value: unknown[];
  message: string;
  error?: string;
}
