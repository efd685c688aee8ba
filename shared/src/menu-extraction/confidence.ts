import { INVARIANT_DOUBTS, type InvariantViolations } from './invariants';
import type { ExtractedDish, MenuExtraction, ReadingEvidence } from './types';

/** Readings at or above this confidence are published without review (with a current, stated or changed week). */
export const PUBLISH_THRESHOLD = 0.8;

/**
 * How far the week can be trusted: stated on the page and current is certain; a page without a week whose
 * text changed since the last harvest is probably this week's; anything else is not this week's menu.
 */
function weekFactor(evidence: ReadingEvidence): number {
  if (evidence.weekSource === 'none') return evidence.unchangedSinceEarlierWeek ? 0.2 : 0.5;
  if (!evidence.weekCurrent) return 0.3;
  return evidence.weekSource === 'changed-text' ? 0.9 : 1;
}

const clamp = (x: number) => Math.min(1, Math.max(0, Number.isFinite(x) ? x : 0));

/**
 * 0..1 from the reading's evidence. Week, prices and model agreement multiply (any one wrong makes the
 * reading wrong); day coverage, dish shape and explained lines add up to how complete the reading looks.
 */
export function confidenceOf(evidence: ReadingEvidence): number {
  const completeness =
    0.45 * clamp(evidence.dayCoverage) + 0.25 * clamp(evidence.dishShape) + 0.3 * (1 - clamp(2 * evidence.unexplainedShare));
  // Prices below 90 % certain count at their share; above, they do not lower the reading.
  const prices = evidence.priceCertainty >= 0.9 ? 1 : clamp(evidence.priceCertainty);
  const agreement = evidence.modelAgreement === undefined ? 1 : 0.5 + 0.5 * clamp(evidence.modelAgreement);
  // A dish candidate that looks like a heading, or several venues on one page: a person decides.
  const headings = (evidence.headingLikeDishes ?? 0) > 0 ? 0.7 : 1;
  // A dish that does not fit the page's other dishes (price, shape, an extra on the last day).
  const odd = (evidence.oddDishes ?? 0) > 0 ? 0.75 : 1;
  const venues = evidence.severalVenues ? 0.6 : 1;
  // Where a dish's name ends inside a sentence ('… with lingonberries and fish and chips …') is a guess: a person checks.
  const sentences = evidence.fromSentences ? 0.7 : 1;
  // 'Dagens lunch' over two dishes and no day: today's, or every day's? A person knows.
  const dayless = evidence.daylessList ? 0.7 : 1;
  // Each sign that a dish or price may be wrong keeps the reading under the threshold on its own.
  const signs = [evidence.unexplainedBetweenDishes, evidence.repeatedDaySequences, evidence.thinCaptions, evidence.unsurePriceScope];
  const doubtful = signs.some((n) => (n ?? 0) > 0) ? 0.7 : 1;
  // A broken consistency invariant: the reading is not the page's one week read in full, whatever the layout.
  const inconsistent = Object.values(evidence.invariants ?? {}).some((n) => (n ?? 0) > 0) ? 0.7 : 1;
  return Math.round(weekFactor(evidence) * completeness * prices * agreement * headings * odd * venues * sentences * dayless * doubtful * inconsistent * 100) / 100;
}

/** Why a reading should be looked at by a person, short and in Swedish (for the review screen). */
export function doubtsOf(evidence: ReadingEvidence, extraction: Pick<MenuExtraction, 'dishes' | 'classification'>): string[] {
  const doubts: string[] = [];
  if (extraction.dishes.length === 0) doubts.push('Inga rätter hittades');
  if (evidence.weekSource === 'none') doubts.push('Ingen vecka angiven på sidan');
  if (evidence.unchangedSinceEarlierWeek) doubts.push('Sidan oförändrad sedan förra veckan');
  else if (evidence.weekSource !== 'none' && !evidence.weekCurrent) doubts.push('Veckan är inte denna vecka');
  if (extraction.dishes.length > 0 && evidence.dayCoverage < 1) {
    const covered = new Set(extraction.dishes.map((d) => `${d.date} ${d.day}`)).size;
    const open = evidence.openDays ?? (evidence.dayCoverage > 0 ? Math.round(covered / evidence.dayCoverage) : covered);
    doubts.push(`Bara ${Math.min(covered, open)} av ${open} dagar har rätter`);
  }
  if (extraction.dishes.length > 0 && evidence.priceCertainty < 0.9) doubts.push('Osäkra priser');
  if (evidence.dishShape < 0.6) doubts.push('Rätterna ser olika ut');
  if (evidence.unexplainedShare > 0.3) doubts.push('Många rader kunde inte tolkas');
  if ((evidence.headingLikeDishes ?? 0) > 0) doubts.push('Några rätter ser ut som rubriker');
  if ((evidence.oddDishes ?? 0) > 0) doubts.push('Några rätter avviker från sidans övriga rätter');
  if (evidence.severalVenues) doubts.push('Sidan listar flera restauranger');
  if (evidence.fromSentences) doubts.push('Menyn lästes ur löpande text');
  if (evidence.daylessList) doubts.push('Sidan nämner ingen dag: rätterna lästes som hela veckans');
  if ((evidence.unexplainedBetweenDishes ?? 0) > 0) doubts.push('Rader mellan rätterna kunde inte tolkas');
  if ((evidence.repeatedDaySequences ?? 0) > 0) doubts.push('Dagarna upprepas utan veckonummer: sidan kan visa flera veckor');
  if ((evidence.thinCaptions ?? 0) > 0) doubts.push('Några rader har en rubrikcell före rätten');
  if ((evidence.unsurePriceScope ?? 0) > 0) doubts.push('Osäkert vilket pris som gäller för vilka rätter');
  for (const [name, n] of Object.entries(evidence.invariants ?? {}) as Array<[keyof InvariantViolations, number | undefined]>) {
    if ((n ?? 0) > 0) doubts.push(INVARIANT_DOUBTS[name]);
  }
  if (evidence.modelAgreement !== undefined && evidence.modelAgreement < 0.8) doubts.push('Modellen och reglerna är oense');
  return doubts;
}

/** The publish gate: confident, this week's (stated or changed), not a stale page, and with dishes. */
export function isPublishable(extraction: MenuExtraction): boolean {
  const { evidence } = extraction;
  return (
    extraction.confidence >= PUBLISH_THRESHOLD &&
    evidence.weekCurrent &&
    evidence.weekSource !== 'none' &&
    !evidence.unchangedSinceEarlierWeek &&
    extraction.dishes.length > 0
  );
}

const dishKey = (d: Pick<ExtractedDish, 'day' | 'name' | 'price'>) =>
  `${d.day}|${d.name.toLowerCase().replace(/\s+/g, ' ').trim()}|${d.price ?? ''}`;

/** Share of dishes (of the larger reading) that both readings have: same day, name and price. */
export function modelAgreementOf(rules: ExtractedDish[], model: ExtractedDish[]): number {
  const total = Math.max(rules.length, model.length);
  if (total === 0) return 1;
  const pool = new Map<string, number>();
  for (const d of model) pool.set(dishKey(d), (pool.get(dishKey(d)) ?? 0) + 1);
  let both = 0;
  for (const d of rules) {
    const left = pool.get(dishKey(d)) ?? 0;
    if (left > 0) {
      pool.set(dishKey(d), left - 1);
      both++;
    }
  }
  return both / total;
}

/** The reading with the model's agreement added to its evidence, and its confidence and doubts rebuilt. */
export function withModelAgreement(extraction: MenuExtraction, agreement: number): MenuExtraction {
  const evidence = { ...extraction.evidence, modelAgreement: agreement };
  return { ...extraction, evidence, confidence: confidenceOf(evidence), doubts: doubtsOf(evidence, extraction) };
}
