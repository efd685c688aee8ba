import { swedishWeekday, type HarvestDecision, type SingleExtractResult } from '@lunch/shared';
import { paths } from '../../../config/paths';

/** What "Hämta meny nu" shows of a SingleExtractResult (pure, so it is tested without a browser). */
export interface HarvestReading {
  decision: HarvestDecision | 'queued';
  /** The decision in words ('Publicerad: visas för besökare'). */
  headline: string;
  /** Why nothing was stored, or what the server said beside the decision. */
  reason?: string;
  reviewId?: string;
  /** '87 %'; undefined when the answer has no reading. */
  confidence?: string;
  week?: string;
  days: string[];
  dishes: { day: string; date: string; name: string; price: string }[];
  doubts: string[];
  sourceUrl?: string;
}

export const DECISION_HEADLINES: Record<HarvestReading['decision'], string> = {
  published: 'Publicerad: visas för besökare',
  review: 'Skickad till granskning',
  'not-stored': 'Inte sparad',
  queued: 'Köad för hämtning',
};

export const swedishDay = (day: string) => swedishWeekday(day);

/** '2026-W48' as the screen says it beside 'Vecka': '48 (2026)'. */
export function weekText(isoWeek: string): string {
  const match = /^(\d{4})-W(\d{2})$/.exec(isoWeek);
  return match ? `${Number(match[2])} (${match[1]})` : isoWeek;
}

/** Where the review screen opens one waiting reading. */
export const reviewHref = (reviewId: string) => paths.adminMenuReview.getHref(reviewId);

/**
 * The answer's decision; an answer from before the publish gate (no decision) counts `success` as
 * published; an answer without a reading at all was handed to the harvest queue (the page was slow).
 */
export function harvestReading(result: SingleExtractResult): HarvestReading {
  const data = result.data;
  const decision: HarvestReading['decision'] = !data ? 'queued' : (data.decision ?? (result.success ? 'published' : 'not-stored'));
  const reason = decision === 'published' ? undefined : (result.error ?? data?.error ?? result.message);
  return {
    decision,
    headline: DECISION_HEADLINES[decision],
    reason: decision === 'review' && !result.error ? undefined : reason,
    reviewId: data?.reviewId,
    confidence: typeof data?.confidence === 'number' ? `${Math.round(data.confidence * 100)} %` : undefined,
    week: data?.week ? weekText(data.week) : undefined,
    days: (data?.days ?? []).map(swedishDay),
    dishes: (data?.dishes ?? []).map((d) => ({ day: swedishDay(d.day), date: d.date, name: d.name, price: d.price === null ? '–' : `${d.price} kr` })),
    doubts: data?.doubts ?? [],
    sourceUrl: data?.sourceUrl ?? undefined,
  };
}
