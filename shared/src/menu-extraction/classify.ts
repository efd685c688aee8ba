import type { MenuExtraction } from './types';

export interface ClassificationInput {
  dishCount: number;
  /** Open, not closed lunch days of the first kept week. */
  openDays: number;
  /** Of those, the days that have at least one dish. */
  coveredDays: number;
  /** Day headings, lunch hours, a lunch price, a week marker or another week's dishes were seen. */
  lunchSignals: boolean;
  /** The week came from the page (a week number or dates), not assumed from today. */
  weekStated: boolean;
}

/**
 * MENU_FOUND when every open lunch day has dishes, PARTIAL_MENU when some do, FORMAT_ONLY for a lunch
 * page without dishes for this week, NO_MENU_FOUND otherwise. Confidence grows with day coverage and
 * with a week stated on the page; a page without dishes gets 0 (nothing is claimed).
 */
export function classify(input: ClassificationInput): Pick<MenuExtraction, 'classification' | 'confidence'> {
  if (input.dishCount === 0) {
    return { classification: input.lunchSignals ? 'FORMAT_ONLY' : 'NO_MENU_FOUND', confidence: 0 };
  }
  const coverage = input.openDays === 0 ? 1 : input.coveredDays / input.openDays;
  const confidence = Math.min(1, 0.45 + 0.4 * coverage + (input.weekStated ? 0.15 : 0));
  return {
    classification: coverage >= 1 ? 'MENU_FOUND' : 'PARTIAL_MENU',
    confidence: Math.round(confidence * 100) / 100,
  };
}
