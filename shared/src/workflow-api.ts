import { z } from 'zod';
import { CITY_NAMES } from './cities';

/**
 * The workflow and monitoring calls of the back-office (spec sections 2, 3, 7): queue names, the
 * trigger, status and clear calls, and log entries. Paths are under /api/admin.
 */

/** The five storage queues. Their internal names (what status is keyed by) are their storage names. */
export const QUEUE_KEYS = ['fast', 'slow', 'imggen', 'rank', 'error'] as const;
export type QueueKey = (typeof QUEUE_KEYS)[number];

/** Spec section 3's display names; the screens show these, never the internal names. */
export const QUEUE_DISPLAY_NAMES: Record<QueueKey, string> = {
  fast: 'fast processing',
  slow: 'slow processing',
  imggen: 'image generation',
  rank: 'ranking updates',
  error: 'error handling',
};

/** POST /workflow/trigger. The spec's default city is Helsingborg. */
export const DEFAULT_WORKFLOW_CITY = 'Helsingborg';
export const workflowTriggerSchema = z.object({
  city: z
    .string()
    .trim()
    .refine((city) => CITY_NAMES.includes(city), { message: `city must be one of ${CITY_NAMES.join(', ')}` }),
});
export type WorkflowTriggerInput = z.infer<typeof workflowTriggerSchema>;

export interface WorkflowTriggerResult {
  success: true;
  /** This run's id: GET /workflow/runs/{runId} tells what its harvests did. */
  runId: string;
  city: string;
  /** Harvests queued, per queue (HTML pages on fast, PDFs on slow). */
  queued: { fast: number; slow: number };
  restaurantsQueued: number;
  /** Restaurants of the city left out: ManualScraping ones. (Those without a lunch link are never candidates.) */
  skippedManual: number;
  message: string;
}

/**
 * Why a run's harvest of one restaurant read nothing: the safe fetcher's failure classes
 * (functions/src/harvest/fetch-failure.ts), then the harvest's own: the page came but could not be
 * read, the restaurant has no lunch link, or it no longer exists.
 */
export const HARVEST_FAILURE_REASONS = [
  'invalid-url',
  'blocked-scheme',
  'blocked-address',
  'dns-failure',
  'robots-disallowed',
  'too-many-redirects',
  'timeout',
  'too-large',
  'http-error',
  'network-error',
  'unreadable',
  'no-lunch-link',
  'not-found',
] as const;
export type HarvestFailureReason = (typeof HARVEST_FAILURE_REASONS)[number];

/**
 * GET /workflow/runs/{runId}: what the harvests of one triggered run did, counted once per restaurant
 * (a message delivered twice is counted once).
 */
export interface WorkflowRunSummary {
  runId: string;
  city: string;
  /** ISO timestamp of the trigger. */
  startedAt: string;
  restaurantsQueued: number;
  /** Restaurants whose harvest has finished (fetched + failed). */
  finished: number;
  /** Pages fetched and read (whether or not they held a menu). */
  fetched: number;
  failed: number;
  /** Failed harvests per reason; only reasons that occurred. */
  failedByReason: Partial<Record<HarvestFailureReason, number>>;
  /** Menus stored on restaurants visitors see. */
  menusPublished: number;
  /** Menus stored on restaurants waiting for review (NEW): visitors see them once the restaurant is processed. */
  waitingForReview: number;
  /**
   * Every queued harvest has finished, or the harvest queues (fast, slow) hold nothing any more: the
   * rest of the run's messages went to the dead-letter queue or were cleared.
   */
  drained: boolean;
  /** Queued harvests that never finished (only meaningful once drained). */
  unfinished: number;
  /**
   * running until drained; then failed when no page was fetched, partial when some failed or never
   * finished, succeeded otherwise.
   */
  state: 'running' | 'succeeded' | 'partial' | 'failed';
}

/**
 * Per queue, in Azure Storage terms: active = messages visible now (waiting for a worker),
 * scheduled = messages not visible yet (queued with a delay, or held by a worker that is on them or
 * waiting to retry them), deadletter = messages in the queue's poison queue.
 */
export interface QueueCounts {
  active: number;
  scheduled: number;
  deadletter: number;
  /**
   * Set when 32 or more messages are visible: storage can only count visible messages up to 32 (peek),
   * so active is then the queue's whole approximate count and scheduled 0.
   */
  approximate?: boolean;
}
export type WorkflowStatus = Record<QueueKey, QueueCounts>;

/** POST /queue/clear. */
export const clearQueueSchema = z.object({
  queueName: z.enum(QUEUE_KEYS, { error: 'Invalid queue name' }),
});
export type ClearQueueInput = z.infer<typeof clearQueueSchema>;

/** Log entries (spec section 3, "Log entry"). */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_TYPES = ['performance', 'error', 'api_error', 'client_error', 'system'] as const;
export type LogType = (typeof LOG_TYPES)[number];

export interface LogEntry {
  id: string;
  /** ISO timestamp. */
  timestamp: string;
  level: LogLevel;
  type: LogType;
  message: string;
  /** What wrote it: 'api', a worker ('harvest-fast', 'imggen', ...), 'scheduler', 'web'. */
  service: string;
  endpoint?: string;
  statusCode?: number;
  /** Milliseconds, for requests and work that was timed. */
  duration?: number;
  context?: Record<string, unknown>;
}

/** GET /logs: newest first. */
export const DEFAULT_LOG_PAGE_SIZE = 50;
export const logsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(DEFAULT_LOG_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  level: z.enum(LOG_LEVELS).optional(),
  type: z.enum(LOG_TYPES).optional(),
});
export type LogsQuery = z.infer<typeof logsQuerySchema>;
export interface LogsResponse {
  logs: LogEntry[];
  /** Whether older entries exist past this page. */
  hasMore: boolean;
}

/** POST /api/client-errors: what the web app's error boundary reports (no personal data). */
export const clientErrorSchema = z.object({
  message: z.string().trim().min(1).max(1000),
  stack: z.string().max(8000).optional(),
  componentStack: z.string().max(8000).optional(),
  /** The page path (no query string). */
  path: z.string().max(300).optional(),
});
export type ClientErrorInput = z.infer<typeof clientErrorSchema>;
