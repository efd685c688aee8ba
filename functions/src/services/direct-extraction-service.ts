import type { BulkCloudExtractResult, Restaurant, SingleExtractResult } from '@lunch/shared';
import { findHarvestTargets, type HarvestTarget } from '../data/admin-restaurant-repository';
import { findRestaurantById } from '../data/restaurant-repository';
import { sendHarvestMessage } from '../harvest/harvest-message';
import { invalidInput, notFound } from '../app/domain-error';
import { harvestAndApply, reviewMessage, type AppliedHarvest, type Harvest, type HarvestOptions } from './menu-harvest-service';

/**
 * Extraction that answers in the same call (single AI extract, the cloud-function extract, its bulk
 * form). Static Web Apps ends an API request after 45 s, so a call works for at most CALL_BUDGET_MS
 * and hands what it could not finish to the harvest queue; the queued harvest applies the same
 * result (same menus, same ids) if a slow page still finishes here too.
 */
const CALL_BUDGET_MS = 30_000;
/** Bulk: no restaurant is started after this, so the last ones started can still finish. */
const BULK_START_BUDGET_MS = 12_000;
const BULK_CONCURRENCY = 4;

const TIMED_OUT = Symbol('timed out');

function within<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([work, new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), ms)))]).finally(() => clearTimeout(timer));
}

/** One restaurant, harvested and applied now. `prefer: 'model'` is the AI extraction. */
export async function extractRestaurantNow(restaurantId: string, options: HarvestOptions = {}): Promise<SingleExtractResult> {
  const restaurant = await findRestaurantById(restaurantId);
  if (!restaurant) throw notFound(`No restaurant with id '${restaurantId}'`);
  if (!restaurant.lunch_link?.trim()) throw invalidInput('Ingen lunch link att kontrollera', 'no_lunch_link');
  const result = await within(harvestAndApply(restaurantId, options), CALL_BUDGET_MS);
  if (result === TIMED_OUT) {
    await sendHarvestMessage(restaurant, { kind: 'harvest', restaurantId });
    return { success: false, error: 'The page took too long: the extraction continues in the harvest queue', message: 'Queued for harvesting' };
  }
  return singleExtractAnswer(restaurant, result.harvest, result.applied);
}

/**
 * The answer of "Hämta meny nu" and the single extractions: what the gate decided (published, waiting
 * for review, nothing stored), the reading (confidence, days, dishes, doubts), and a message that says
 * it. `success` means menus were published.
 */
function singleExtractAnswer(restaurant: Pick<Restaurant, 'id' | 'name'>, harvest: Harvest, applied: AppliedHarvest | undefined): SingleExtractResult {
  const decision = applied?.decision ?? 'not-stored';
  const menusStored = applied?.menusStored ?? 0;
  const success = decision === 'published' && menusStored > 0;
  const data: NonNullable<SingleExtractResult['data']> = {
    ...harvest.outcome,
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    menusStored,
    decision,
    ...(applied?.reviewId ? { reviewId: applied.reviewId } : {}),
    doubts: applied?.doubts ?? harvest.extraction?.doubts ?? [],
    dishes: (harvest.extraction?.dishes ?? []).map((d) => ({ day: d.day, date: d.date, name: d.name, price: d.price })),
  };
  const message = answerMessage(harvest, applied);
  return success ? { success, message, data } : { success, error: message, message, data };
}

/** '5 menyer publicerade för vecka 48', 'Läsningen väntar på granskning (säkerhet 0.62)', or why nothing was stored. */
function answerMessage(harvest: Harvest, applied: AppliedHarvest | undefined): string {
  if (!applied) return harvest.outcome.error ?? 'The restaurant no longer exists';
  if (applied.decision === 'review') return applied.reason ?? reviewMessage(harvest.extraction?.confidence ?? 0);
  if (applied.decision === 'published' && applied.menusStored > 0) {
    const week = harvest.outcome.week ? `vecka ${Number(harvest.outcome.week.slice(-2))}` : 'veckan';
    return `${applied.menusStored} ${applied.menusStored === 1 ? 'meny publicerad' : 'menyer publicerade'} för ${week}`;
  }
  return applied.reason ?? harvest.outcome.error ?? 'Inga menyer sparades';
}

/** Many restaurants: as many as fit in one call now, the rest queued. */
export async function extractRestaurantsNow(restaurantIds: string[]): Promise<BulkCloudExtractResult> {
  const started = Date.now();
  const targets = new Map((await findHarvestTargets(restaurantIds)).map((t) => [t.id, t]));
  const results: BulkCloudExtractResult['results'] = [];
  const runnable: HarvestTarget[] = [];
  for (const id of restaurantIds) {
    const target = targets.get(id);
    if (!target) results.push({ restaurantId: id, success: false, error: 'No such restaurant' });
    else if (!target.lunch_link?.trim()) results.push({ restaurantId: id, restaurantName: target.name, success: false, error: 'Ingen lunch link att kontrollera' });
    else runnable.push(target);
  }

  let next = 0;
  const worker = async () => {
    while (next < runnable.length) {
      const target = runnable[next++];
      const left = CALL_BUDGET_MS - (Date.now() - started);
      if (Date.now() - started > BULK_START_BUDGET_MS || left <= 0) {
        await sendHarvestMessage(target, { kind: 'harvest', restaurantId: target.id });
        results.push({ restaurantId: target.id, restaurantName: target.name, success: false, queued: true });
        continue;
      }
      const outcome = await within(harvestAndApply(target.id), left).catch((err: unknown) => err);
      if (outcome === TIMED_OUT) {
        await sendHarvestMessage(target, { kind: 'harvest', restaurantId: target.id });
        results.push({ restaurantId: target.id, restaurantName: target.name, success: false, queued: true });
      } else if (outcome instanceof Error || !outcome || typeof outcome !== 'object') {
        results.push({ restaurantId: target.id, restaurantName: target.name, success: false, error: outcome instanceof Error ? outcome.message : 'Extraction failed' });
      } else {
        const { harvest, applied } = outcome as Awaited<ReturnType<typeof harvestAndApply>>;
        const answer = singleExtractAnswer(target, harvest, applied);
        results.push({
          restaurantId: target.id,
          restaurantName: target.name,
          success: answer.success,
          classification: harvest.outcome.classification,
          menusStored: applied?.menusStored ?? 0,
          ...(answer.success ? {} : { error: answer.message }),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, runnable.length) }, worker));

  const order = new Map(restaurantIds.map((id, i) => [id, i]));
  results.sort((a, b) => order.get(a.restaurantId)! - order.get(b.restaurantId)!);
  const queued = results.filter((r) => r.queued).length;
  const successful = results.filter((r) => r.success).length;
  return { summary: { total: results.length, successful, failed: results.length - successful - queued, queued }, results };
}
