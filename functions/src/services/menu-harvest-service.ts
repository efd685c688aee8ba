import {
  addDays,
  extractMenu,
  mergeHarvestedMenus,
  menusFromDishes,
  todayIn,
  WEEKDAYS,
  type AiResponse,
  type ExtractionOutcome,
  type LastHarvest,
  type LunchMenu,
  type MenuExtraction,
  type MenuExtractor,
  type HarvestFailureReason,
  type Restaurant,
} from '@lunch/shared';
import { now } from '../app/clock';
import { getConfig } from '../config';
import { findRestaurant, updateRestaurant } from '../data/restaurant-repository';
import { createModelExtractor } from '../harvest/model-extractor';
import { pageText, type PageText } from '../harvest/page-text';
import { safeFetch, type SafeFetcher } from '../harvest/safe-fetch';
import { queueMenuImages, queueRank } from '../workflow/worker-messages';
import { writeLog } from './log-service';

/**
 * The harvesting engine: a restaurant's lunch link in, this week's menus out. Fetching goes through
 * the safe fetcher only; text comes from HTML or PDF (a PDF linked from a lunch page is followed);
 * the rule-based extractor reads it, and a language model, when one is configured, gets the pages
 * the rules cannot read (or, for "AI extraction", goes first). Harvesting and applying are separate
 * steps, so the bulk queue can hold results until an admin applies them.
 */
export interface Harvest {
  outcome: ExtractionOutcome;
  /** Null when the page could not be fetched. */
  extraction: MenuExtraction | null;
  /** Why nothing could be read (ACCESS_ERROR only): a fetch failure class, or the harvest's own reason. */
  failure?: HarvestFailureReason;
}

export interface HarvestOptions {
  /** 'rules' (default): rules first, the model for what they cannot read. 'model': the model first when configured. */
  prefer?: 'rules' | 'model';
  fetcher?: SafeFetcher;
  today?: string;
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
  const page = await fetcher(link);
  if (!page.ok) return { outcome: accessError(page.message), extraction: null, failure: page.reason };

  let text: PageText;
  try {
    text = await pageText(page);
  } catch (err) {
    return { outcome: accessError(`The page could not be read: ${err instanceof Error ? err.message : String(err)}`), extraction: null, failure: 'unreadable' };
  }
  const model = configuredModel();
  const readWithModel = async (pageTextValue: string, sourceUrl: string): Promise<Candidate | undefined> => {
    if (!model) return undefined;
    try {
      return { extraction: await model.extract(pageTextValue, { today }), sourceUrl, extractor: model.name };
    } catch {
      return undefined; // the model is a helper: its failure leaves the rules' reading
    }
  };

  let best: Candidate | undefined;
  if (options.prefer === 'model') best = await readWithModel(text.text, page.finalUrl);
  best = better({ extraction: extractMenu(text.text, { today }), sourceUrl: page.finalUrl, extractor: 'rules' }, best);

  // A lunch page that only links its menu as a PDF ("Veckans lunch (PDF)"): read the PDF too.
  for (const pdfUrl of best.extraction.classification === 'MENU_FOUND' ? [] : text.menuPdfLinks.slice(0, 2)) {
    const pdf = await fetcher(pdfUrl, { accept: 'application/pdf' });
    if (!pdf.ok) continue;
    try {
      const pdfText = await pageText(pdf);
      best = better(best, { extraction: extractMenu(pdfText.text, { today }), sourceUrl: pdf.finalUrl, extractor: 'rules' });
      if (best.extraction.classification !== 'MENU_FOUND' && options.prefer !== 'model') best = better(best, await readWithModel(pdfText.text, pdf.finalUrl));
    } catch {
      // an unreadable PDF is just not the menu
    }
    if (best.extraction.classification === 'MENU_FOUND') break;
  }
  if (best.extraction.classification !== 'MENU_FOUND' && options.prefer !== 'model' && best.sourceUrl === page.finalUrl) {
    best = better(best, await readWithModel(text.text, page.finalUrl));
  }
  return { outcome: outcomeOf(best), extraction: best.extraction };
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

function outcomeOf({ extraction, sourceUrl, extractor }: Candidate): ExtractionOutcome {
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
  };
}

/** Whether a harvest found menus worth storing. */
export const foundMenus = (harvest: Pick<Harvest, 'outcome'>) => harvest.outcome.classification === 'MENU_FOUND' || harvest.outcome.classification === 'PARTIAL_MENU';

const NOT_STORED_REASON: Partial<Record<AiResponse, string>> = {
  NO_MENU_FOUND: 'Ingen lunchmeny hittades på sidan (NO_MENU_FOUND)',
  FORMAT_ONLY: 'Sidan har ingen meny för veckan (FORMAT_ONLY)',
};

/** The outcome record a harvest leaves on its restaurant (the weekly screen reads it after a rescrape). */
export function lastHarvestOf(harvest: Harvest, at: string, menusStored: number): LastHarvest {
  const { outcome } = harvest;
  const ok = foundMenus(harvest) && menusStored > 0;
  return {
    at,
    ok,
    classification: outcome.classification,
    days: WEEKDAYS.filter((d) => outcome.days.includes(d)),
    week: outcome.week,
    menusStored,
    ...(ok ? {} : { reason: outcome.error ?? NOT_STORED_REASON[outcome.classification] ?? `Inga menyer sparades (${outcome.classification})` }),
  };
}

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

export interface AppliedHarvest {
  restaurant: Restaurant;
  menusStored: number;
  /** Menus of this harvest still without an image, handed to the imggen queue. */
  imagesQueued: number;
}

/**
 * Stores a harvest on its restaurant: the week's harvested menus replaced (hand-entered ones kept),
 * the classification recorded, lunch hours and includes filled where the restaurant has none.
 * Applying the same harvest twice leaves the same data. Undefined when the restaurant no longer exists.
 * Then the follow-up work goes on the queues: an `imggen` message for each stored menu that has no
 * image yet (a menu that comes back keeps its image; imggen sets imageUrl once the image exists) and
 * a `rank` message for the restaurant. Sending them again on a retry is harmless: both workers are
 * idempotent.
 */
export async function applyHarvest(restaurantId: string, harvest: Harvest, city?: string): Promise<AppliedHarvest | undefined> {
  const at = now().toISOString();
  const extraction = harvest.extraction;
  const fresh: LunchMenu[] =
    extraction && harvest.outcome.sourceUrl ? menusFromDishes(extraction.dishes, { restaurantId, sourceUrl: harvest.outcome.sourceUrl, at }) : [];

  const dropBefore = addDays(todayIn(now()), -KEEP_HARVESTED_DAYS);
  const restaurant = await updateRestaurant(restaurantId, (current) => ({
    ...current,
    lunch_menus: mergeHarvestedMenus(current.lunch_menus, fresh).filter((m) => !m.harvested || m.validTo >= dropBefore),
    AIResponse: harvest.outcome.classification,
    lastHarvest: lastHarvestOf(harvest, at, fresh.length),
    // A harvest is a stronger link check than the menu-word check: it settles checkedformenu when it is sure.
    ...(foundMenus(harvest) ? { checkedformenu: true } : harvest.outcome.classification === 'NO_MENU_FOUND' ? { checkedformenu: false } : {}),
    ...(extraction?.lunchHours.length && !current.lunch_hours?.length ? { lunch_hours: extraction.lunchHours } : {}),
    ...(extraction?.lunchIncludes.length && !current.lunch_includes?.length ? { lunch_includes: extraction.lunchIncludes } : {}),
    updatedAt: at,
  }), { city });
  if (!restaurant) return undefined;
  const freshIds = new Set(fresh.map((m) => m._id));
  const withoutImage = restaurant.lunch_menus.filter((m) => freshIds.has(m._id) && !m.imageUrl);
  for (let i = 0; i < withoutImage.length; i += 100) await queueMenuImages(restaurantId, restaurant.city, withoutImage.slice(i, i + 100).map((m) => m._id));
  if (fresh.length > 0) await queueRank(restaurantId, restaurant.city);
  return { restaurant, menusStored: fresh.length, imagesQueued: withoutImage.length };
}

/** Harvests a restaurant's lunch link and applies the result at once (single extraction, the harvest worker). */
export async function harvestAndApply(restaurantId: string, options: HarvestOptions & { city?: string } = {}): Promise<{ harvest: Harvest; applied?: AppliedHarvest; restaurant?: Restaurant }> {
  const restaurant = await findRestaurant(restaurantId, options.city);
  if (!restaurant) return { harvest: { outcome: accessError('No such restaurant'), extraction: null, failure: 'not-found' } };
  const link = restaurant.lunch_link?.trim();
  if (!link) return { harvest: { outcome: accessError('Ingen lunch link att kontrollera'), extraction: null, failure: 'no-lunch-link' }, restaurant };
  const harvest = await harvestLunchLink(link, options);
  const applied = await applyHarvest(restaurantId, harvest, restaurant.city);
  return { harvest, applied, restaurant: applied?.restaurant ?? restaurant };
}
