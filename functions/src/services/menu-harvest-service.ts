import {
  addDays,
  extractMenu,
  menuSourceOf,
  mergeHarvestedMenus,
  menusFromDishes,
  modelAgreementOf,
  todayIn,
  withModelAgreement,
  WEEKDAYS,
  type AiResponse,
  type ExtractedDish,
  type ExtractionOutcome,
  type ExtractOptions,
  type HarvestDecision,
  type IsoDate,
  type LastHarvest,
  type LunchHourSlot,
  type LunchMenu,
  type MenuExtraction,
  type MenuExtractor,
  type HarvestFailureReason,
  type Restaurant,
  type SeenMenuText,
} from '@lunch/shared';
import { now } from '../app/clock';
import { getConfig } from '../config';
import { findRestaurant, updateRestaurant } from '../data/restaurant-repository';
import { createModelExtractor } from '../harvest/model-extractor';
import { pageHintsOf, pageText, type PageHints, type PageText } from '../harvest/page-text';
import { safeFetch, type SafeFetcher } from '../harvest/safe-fetch';
import { queueMenuImages, queueRank } from '../workflow/worker-messages';
import { gateVerdict, nextMenuTextSeen, notStoredReason, readingDays } from './harvest-gate';
import { writeLog } from './log-service';
import { submitForReview, supersedeWaitingReviews } from './menu-review-service';

/**
 * The harvesting engine: a restaurant's lunch link in, this week's menus out. Fetching goes through
 * the safe fetcher only; text comes from HTML or PDF (a PDF linked from a lunch page is followed),
 * bounded by the restaurant's hints (selectorType, pdf_location_in_page, lunch_format); the rule-based
 * extractor reads it, and a language model, when one is configured, gets the pages the rules cannot
 * read (or, for "AI extraction", goes first), with the restaurant's extra_prompt. Harvesting and
 * applying are separate steps, so the bulk queue can hold results until an admin applies them.
 * Applying goes through the publish gate (harvest-gate.ts): only sure readings reach visitors.
 */
export interface Harvest {
  outcome: ExtractionOutcome;
  /** Null when the page could not be fetched. */
  extraction: MenuExtraction | null;
  /** Why nothing could be read (ACCESS_ERROR only): a fetch failure class, or the harvest's own reason. */
  failure?: HarvestFailureReason;
  /** The text the chosen reading was made from (the review screen shows it beside the reading). */
  pageText?: string;
}

export interface HarvestOptions {
  /** 'rules' (default): rules first, the model for what they cannot read. 'model': the model first when configured. */
  prefer?: 'rules' | 'model';
  fetcher?: SafeFetcher;
  today?: string;
  /** The menu text the restaurant's previous harvest saw (tells a changed page without a week from a stale one). */
  previousText?: SeenMenuText;
  /** The restaurant's hints for reading its page (pageHintsOf). */
  hints?: PageHints;
  /** The restaurant's extra_prompt, for the language model. */
  extraPrompt?: string;
  /** The language model to read with (null: none); default the configured one (none when unset). */
  model?: MenuExtractor | null;
}

/** The harvest options a restaurant's own fields give: its hints, its extra prompt, the menu text it last saw. */
export function harvestOptionsOf(restaurant: Pick<Restaurant, 'selectorType' | 'pdf_location_in_page' | 'lunch_format' | 'extra_prompt' | 'menuTextSeen'>): HarvestOptions {
  const extraPrompt = restaurant.extra_prompt?.trim();
  return {
    hints: pageHintsOf(restaurant),
    ...(extraPrompt ? { extraPrompt } : {}),
    ...(restaurant.menuTextSeen ? { previousText: restaurant.menuTextSeen } : {}),
  };
}

const RANK: Record<AiResponse, number> = { MENU_FOUND: 4, PARTIAL_MENU: 3, FORMAT_ONLY: 2, NO_MENU_FOUND: 1, ACCESS_ERROR: 0 };

/** The better of two readings of a page: the higher classification, then more dishes. */
function better(a: Candidate, b: Candidate | undefined): Candidate {
  if (!b) return a;
  const byClass = RANK[b.extraction.classification] - RANK[a.extraction.classification];
  if (byClass !== 0) return byClass > 0 ? b : a;
  return b.extraction.dishes.length > a.extraction.dishes.length ? b : a;
}

interface Candidate {
  extraction: MenuExtraction;
  sourceUrl: string;
  extractor: string;
  /** The text read. */
  text: string;
}

let modelExtractor: MenuExtractor | undefined | null = null;
function configuredModel(): MenuExtractor | undefined {
  if (modelExtractor === null) modelExtractor = createModelExtractor(getConfig().menuModel);
  return modelExtractor;
}

/** Fetches and reads one lunch link. Never throws for a page that cannot be read: that is ACCESS_ERROR. */
export async function harvestLunchLink(link: string, options: HarvestOptions = {}): Promise<Harvest> {
  const fetcher = options.fetcher ?? safeFetch;
  const today = options.today ?? todayIn(now());
  const hints = options.hints ?? {};
  const page = await fetcher(link);
  if (!page.ok) return { outcome: accessError(page.message), extraction: null, failure: page.reason };

  let text: PageText;
  try {
    text = await pageText(page, hints);
  } catch (err) {
    return { outcome: accessError(`The page could not be read: ${err instanceof Error ? err.message : String(err)}`), extraction: null, failure: 'unreadable' };
  }
  const extractOptions: ExtractOptions = {
    today,
    ...(options.previousText ? { previousText: options.previousText } : {}),
    ...(options.extraPrompt ? { extraPrompt: options.extraPrompt } : {}),
  };
  const readings: Candidate[] = [];
  const readWithRules = (value: string, sourceUrl: string): Candidate => {
    const reading = { extraction: extractMenu(value, extractOptions), sourceUrl, extractor: 'rules', text: value };
    readings.push(reading);
    return reading;
  };
  const model = options.model === undefined ? configuredModel() : (options.model ?? undefined);
  const readWithModel = async (value: string, sourceUrl: string): Promise<Candidate | undefined> => {
    if (!model) return undefined;
    try {
      const reading = { extraction: await model.extract(value, extractOptions), sourceUrl, extractor: model.name, text: value };
      readings.push(reading);
      return reading;
    } catch {
      return undefined; // the model is a helper: its failure leaves the rules' reading
    }
  };

  let best: Candidate | undefined;
  if (options.prefer === 'model') best = await readWithModel(text.text, page.finalUrl);
  best = better(readWithRules(text.text, page.finalUrl), best);

  // A lunch page that only links its menu as a PDF ("Veckans lunch (PDF)"): read the PDF too. With
  // lunch_format PDF the PDF is the menu: always read, and it wins over the page unless the page is better.
  const readPdfs = text.preferPdf || best.extraction.classification !== 'MENU_FOUND';
  for (const pdfUrl of readPdfs ? text.menuPdfLinks.slice(0, 2) : []) {
    const pdf = await fetcher(pdfUrl, { accept: 'application/pdf' });
    if (!pdf.ok) continue;
    try {
      const pdfText = await pageText(pdf, hints);
      const pdfReading = readWithRules(pdfText.text, pdf.finalUrl);
      best = text.preferPdf ? better(pdfReading, best) : better(best, pdfReading);
      if (best.extraction.classification !== 'MENU_FOUND' && options.prefer !== 'model') best = better(best, await readWithModel(pdfText.text, pdf.finalUrl));
    } catch {
      // an unreadable PDF is just not the menu
    }
    if (best.extraction.classification === 'MENU_FOUND' && best.sourceUrl !== page.finalUrl) break;
  }
  if (best.extraction.classification !== 'MENU_FOUND' && options.prefer !== 'model' && best.sourceUrl === page.finalUrl) {
    best = better(best, await readWithModel(text.text, page.finalUrl));
  }
  best = withAgreement(best, readings);
  const extraction = text.hintNotes.length ? { ...best.extraction, doubts: [...best.extraction.doubts, ...text.hintNotes] } : best.extraction;
  return { outcome: outcomeOf({ ...best, extraction }), extraction, pageText: best.text };
}

/**
 * When both the rules and the model read the chosen text, how far they agree (day, name, price) is
 * evidence of the chosen reading: its confidence and doubts are recomputed with it.
 */
function withAgreement(best: Candidate, readings: Candidate[]): Candidate {
  const sameText = readings.filter((r) => r.sourceUrl === best.sourceUrl && r.text === best.text);
  const rules = sameText.find((r) => r.extractor === 'rules');
  const model = sameText.find((r) => r.extractor !== 'rules');
  if (!rules || !model) return best;
  return { ...best, extraction: withModelAgreement(best.extraction, modelAgreementOf(rules.extraction.dishes, model.extraction.dishes)) };
}

function accessError(message: string): ExtractionOutcome {
  return {
    classification: 'ACCESS_ERROR',
    confidence: 1,
    week: null,
    menuCount: 0,
    days: [],
    lunchHoursFound: false,
    lunchIncludesFound: false,
    sourceUrl: null,
    extractor: 'fetch',
    error: message,
  };
}

function outcomeOf({ extraction, sourceUrl, extractor }: Pick<Candidate, 'extraction' | 'sourceUrl' | 'extractor'>): ExtractionOutcome {
  return {
    classification: extraction.classification,
    confidence: extraction.confidence,
    week: extraction.week ? `${extraction.week.year}-W${String(extraction.week.week).padStart(2, '0')}` : null,
    menuCount: extraction.dishes.length,
    days: [...new Set(extraction.dishes.map((d) => d.day))],
    lunchHoursFound: extraction.lunchHours.length > 0,
    lunchIncludesFound: extraction.lunchIncludes.length > 0,
    sourceUrl,
    extractor,
    doubts: extraction.doubts,
  };
}

/** Whether a harvest found menus worth storing. */
export const foundMenus = (harvest: Pick<Harvest, 'outcome'>) => harvest.outcome.classification === 'MENU_FOUND' || harvest.outcome.classification === 'PARTIAL_MENU';

/** The record a harvest leaves on its restaurant (the weekly screen reads it after a rescrape). */
export function lastHarvestOf(
  harvest: Harvest,
  at: string,
  result: { decision: HarvestDecision; menusStored: number; reason?: string; reviewId?: string },
): LastHarvest {
  const { outcome } = harvest;
  const ok = result.decision === 'published' && result.menusStored > 0;
  return {
    at,
    ok,
    classification: outcome.classification,
    days: WEEKDAYS.filter((d) => outcome.days.includes(d)),
    week: outcome.week,
    menusStored: result.menusStored,
    decision: result.decision,
    ...(result.reviewId ? { reviewId: result.reviewId } : {}),
    ...(harvest.extraction ? { confidence: harvest.extraction.confidence } : {}),
    ...(ok ? {} : { reason: result.reason ?? notStoredReason(outcome.classification, outcome.error) }),
  };
}

/** What the admin reads when a reading waits for review. */
export const reviewMessage = (confidence: number) => `Läsningen väntar på granskning (säkerhet ${confidence.toFixed(2)})`;

/**
 * A harvest an admin asked for (rescrape, refresh) whose page could not be fetched or read: an error
 * in the log store (level error, type error), so the Monitoring screen's error filter shows it.
 * Scheduled harvests report the same failure as a warning through the error queue instead (many pages fail now and then).
 */
export async function logRequestedHarvestFailure(failure: { service: string; restaurantId: string; reason: string; id?: string }): Promise<void> {
  await writeLog({
    ...(failure.id ? { id: failure.id } : {}),
    level: 'error',
    type: 'error',
    service: failure.service,
    message: `fetch failed (restaurant ${failure.restaurantId}): ${failure.reason}`,
    context: { step: 'fetch', restaurantId: failure.restaurantId, reason: failure.reason, requestedBy: 'admin' },
  });
}

/** Harvested menus older than this are dropped when a restaurant is harvested again. */
const KEEP_HARVESTED_DAYS = 28;

/** A reading to publish: a sure harvest, or one an admin approved (menu-review-service). */
export interface PublishableReading {
  dishes: ExtractedDish[];
  closedDays: IsoDate[];
  lunchHours: LunchHourSlot[];
  lunchIncludes: string[];
  sourceUrl: string;
  classification: AiResponse;
  week: string | null;
  fingerprint?: string;
}

export interface AppliedHarvest {
  restaurant: Restaurant;
  menusStored: number;
  /** Menus of this harvest still without an image, handed to the imggen queue. */
  imagesQueued: number;
  /** What the gate decided: published, waiting for review (reviewId), or nothing to store (reason). */
  decision: HarvestDecision;
  reviewId?: string;
  reason?: string;
  /** The reading's doubts (with the gate's own, e.g. admin menus on the same days). */
  doubts: string[];
}

/**
 * The restaurant with a reading published: one source per restaurant-day. The harvested menus of the
 * weeks read are replaced, and so are demo menus on the reading's days (its dishes' and closed days);
 * menus an admin or the owner entered are never touched (visitors see those instead, menu-sources.ts).
 * Lunch hours and includes are filled where the restaurant has none.
 */
function withPublished(current: Restaurant, reading: PublishableReading, fresh: LunchMenu[], today: IsoDate): Restaurant {
  const dropBefore = addDays(today, -KEEP_HARVESTED_DAYS);
  return {
    ...current,
    lunch_menus: mergeHarvestedMenus(current.lunch_menus, fresh, readingDays(reading)).filter((m) => menuSourceOf(m) !== 'harvest' || m.validTo >= dropBefore),
    ...(reading.lunchHours.length && !current.lunch_hours?.length ? { lunch_hours: reading.lunchHours } : {}),
    ...(reading.lunchIncludes.length && !current.lunch_includes?.length ? { lunch_includes: reading.lunchIncludes } : {}),
  };
}

/**
 * The follow-up work of published menus: an `imggen` message for each new menu without an image yet
 * (a menu that comes back keeps its image) and a `rank` message. Sending them again on a retry is
 * harmless: both workers are idempotent.
 */
async function queueFollowUps(restaurant: Restaurant, fresh: LunchMenu[]): Promise<number> {
  const freshIds = new Set(fresh.map((m) => m._id));
  const withoutImage = restaurant.lunch_menus.filter((m) => freshIds.has(m._id) && !m.imageUrl);
  for (let i = 0; i < withoutImage.length; i += 100) await queueMenuImages(restaurant.id, restaurant.city, withoutImage.slice(i, i + 100).map((m) => m._id));
  if (fresh.length > 0) await queueRank(restaurant.id, restaurant.city);
  return withoutImage.length;
}

/**
 * Publishes a reading on its restaurant (a sure harvest, or a reviewed one an admin approved:
 * `confirmedBy`). Idempotent: menu ids come from the restaurant, the day and the dish, so publishing
 * the same reading twice leaves one copy. Undefined when the restaurant no longer exists.
 */
export async function publishReading(
  restaurantId: string,
  reading: PublishableReading,
  options: { city?: string; confirmedBy?: string } = {},
): Promise<{ restaurant: Restaurant; menusStored: number } | undefined> {
  const at = now().toISOString();
  const today = todayIn(now());
  const fresh = menusFromDishes(reading.dishes, { restaurantId, sourceUrl: reading.sourceUrl, at });
  const restaurant = await updateRestaurant(restaurantId, (current) => {
    const confirmed = options.confirmedBy && current.lastHarvest?.decision === 'review';
    const { reason: _reason, ...lastHarvest } = current.lastHarvest ?? ({} as LastHarvest);
    const menuTextSeen = nextMenuTextSeen(current.menuTextSeen, reading.fingerprint, today);
    return {
      ...withPublished(current, reading, fresh, today),
      AIResponse: reading.classification,
      ...(menuTextSeen ? { menuTextSeen } : {}),
      // The weekly screen's row: the reading it said was waiting is published now.
      ...(confirmed ? { lastHarvest: { ...lastHarvest, ok: fresh.length > 0, decision: 'published' as const, menusStored: fresh.length } } : {}),
      updatedAt: at,
    };
  }, { city: options.city });
  if (!restaurant) return undefined;
  await queueFollowUps(restaurant, fresh);
  return { restaurant, menusStored: fresh.length };
}

/**
 * Stores a harvest on its restaurant through the publish gate (harvest-gate.ts): a sure reading is
 * published (publishReading's rules), an unsure one with dishes, or one for days an admin filled by
 * hand, goes to the review queue and leaves the menus as they are, anything else stores nothing. In
 * every case the classification, `lastHarvest` (decision, reviewId, confidence) and the menu text seen
 * (`menuTextSeen`) are recorded. Undefined when the restaurant no longer exists.
 *
 * The gate reads the restaurant first; should an admin add menus for the same days between that read
 * and the publish, both are stored, and visitors still see only the admin's on those days
 * (visibleMenus), never a mixture.
 */
export async function applyHarvest(restaurantId: string, harvest: Harvest, city?: string): Promise<AppliedHarvest | undefined> {
  const at = now().toISOString();
  const today = todayIn(now());
  const { extraction, outcome } = harvest;
  const before = await findRestaurant(restaurantId, city);
  if (!before) return undefined;

  const record = (current: Restaurant, lastHarvest: LastHarvest): Restaurant => {
    const menuTextSeen = extraction ? nextMenuTextSeen(current.menuTextSeen, extraction.fingerprint, today) : current.menuTextSeen;
    return {
      ...current,
      AIResponse: outcome.classification,
      lastHarvest,
      ...(menuTextSeen ? { menuTextSeen } : {}),
      // A harvest is a stronger link check than the menu-word check: it settles checkedformenu when it is sure.
      ...(foundMenus(harvest) ? { checkedformenu: true } : outcome.classification === 'NO_MENU_FOUND' ? { checkedformenu: false } : {}),
      updatedAt: at,
    };
  };

  if (!extraction || !outcome.sourceUrl) {
    const reason = notStoredReason(outcome.classification, outcome.error);
    const restaurant = await updateRestaurant(restaurantId, (current) => record(current, lastHarvestOf(harvest, at, { decision: 'not-stored', menusStored: 0, reason })), { city: before.city });
    return restaurant && { restaurant, menusStored: 0, imagesQueued: 0, decision: 'not-stored', reason, doubts: extraction?.doubts ?? [] };
  }

  const verdict = gateVerdict(extraction, before.lunch_menus);
  if (verdict.decision === 'not-stored') {
    const restaurant = await updateRestaurant(restaurantId, (current) => record(current, lastHarvestOf(harvest, at, { decision: 'not-stored', menusStored: 0, reason: verdict.reason })), { city: before.city });
    return restaurant && { restaurant, menusStored: 0, imagesQueued: 0, decision: 'not-stored', reason: verdict.reason, doubts: extraction.doubts };
  }

  if (verdict.decision === 'review') {
    const review = await submitForReview({
      restaurantId,
      restaurantName: before.name,
      city: before.city,
      confidence: extraction.confidence,
      doubts: verdict.doubts,
      evidence: extraction.evidence,
      classification: extraction.classification,
      week: outcome.week,
      dishes: extraction.dishes,
      closedDays: extraction.closedDays,
      lunchHours: extraction.lunchHours,
      lunchIncludes: extraction.lunchIncludes,
      pageText: (harvest.pageText ?? '').slice(0, 200_000),
      sourceUrl: outcome.sourceUrl,
      lunchLink: before.lunch_link?.trim() ?? outcome.sourceUrl,
      extractor: outcome.extractor,
      fingerprint: extraction.fingerprint,
    });
    const reason = reviewMessage(extraction.confidence);
    const restaurant = await updateRestaurant(
      restaurantId,
      (current) => record(current, lastHarvestOf(harvest, at, { decision: 'review', menusStored: 0, reviewId: review.id, reason })),
      { city: before.city },
    );
    return restaurant && { restaurant, menusStored: 0, imagesQueued: 0, decision: 'review', reviewId: review.id, reason, doubts: verdict.doubts };
  }

  const reading: PublishableReading = { ...extraction, sourceUrl: outcome.sourceUrl, week: outcome.week };
  const fresh = menusFromDishes(extraction.dishes, { restaurantId, sourceUrl: outcome.sourceUrl, at });
  const restaurant = await updateRestaurant(
    restaurantId,
    (current) => record(withPublished(current, reading, fresh, today), lastHarvestOf(harvest, at, { decision: 'published', menusStored: fresh.length })),
    { city: before.city },
  );
  if (!restaurant) return undefined;
  // A reading still waiting for review is older than what visitors now see: it leaves the queue.
  await supersedeWaitingReviews(restaurantId, 'a later published harvest');
  const imagesQueued = await queueFollowUps(restaurant, fresh);
  return { restaurant, menusStored: fresh.length, imagesQueued, decision: 'published', doubts: extraction.doubts };
}

/** Harvests a restaurant's lunch link and applies the result at once (single extraction, the harvest worker). */
export async function harvestAndApply(restaurantId: string, options: HarvestOptions & { city?: string } = {}): Promise<{ harvest: Harvest; applied?: AppliedHarvest; restaurant?: Restaurant }> {
  const restaurant = await findRestaurant(restaurantId, options.city);
  if (!restaurant) return { harvest: { outcome: accessError('No such restaurant'), extraction: null, failure: 'not-found' } };
  const link = restaurant.lunch_link?.trim();
  if (!link) return { harvest: { outcome: accessError('Ingen lunch link att kontrollera'), extraction: null, failure: 'no-lunch-link' }, restaurant };
  const harvest = await harvestLunchLink(link, { ...harvestOptionsOf(restaurant), ...options });
  const applied = await applyHarvest(restaurantId, harvest, restaurant.city);
  return { harvest, applied, restaurant: applied?.restaurant ?? restaurant };
}
