import { describe, expect, it } from 'vitest';
import { confidenceOf, doubtsOf, isPublishable, modelAgreementOf, PUBLISH_THRESHOLD, withModelAgreement } from './confidence';
import { extractMenu } from './extract-menu';
import type { ExtractedDish, ReadingEvidence } from './types';

const SURE: ReadingEvidence = {
  weekSource: 'marker', weekCurrent: true, unchangedSinceEarlierWeek: false, dayCoverage: 1, openDays: 5, dishShape: 1, priceCertainty: 1, unexplainedShare: 0,
};
const dish = (day: ExtractedDish['day'], name: string, price: number | null = 120): ExtractedDish =>
  ({ day, date: '2026-11-23', name, description: '', price, tags: [] });
const FIVE = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((d) => dish(d, `${d} dish`));

describe('confidenceOf and doubtsOf', () => {
  it.each<[string, Partial<ReadingEvidence>, boolean, string[]]>([
    ['week stated and current, complete', {}, true, []],
    ['dates instead of a marker', { weekSource: 'dates' }, true, []],
    ['changed text, no week', { weekSource: 'changed-text' }, true, []],
    ['no week on the page', { weekSource: 'none', weekCurrent: false }, false, ['Ingen vecka angiven på sidan']],
    ['not this week', { weekCurrent: false }, false, ['Veckan är inte denna vecka']],
    ['stale page', { weekSource: 'none', weekCurrent: false, unchangedSinceEarlierWeek: true }, false, ['Ingen vecka angiven på sidan', 'Sidan oförändrad sedan förra veckan']],
    ['two of five days', { dayCoverage: 0.4 }, false, ['Bara 5 av 5 dagar har rätter']],
    ['uncertain prices', { priceCertainty: 0.5 }, false, ['Osäkra priser']],
    ['many unexplained lines', { unexplainedShare: 0.6 }, false, ['Många rader kunde inte tolkas']],
    ['model disagrees', { modelAgreement: 0.3 }, false, ['Modellen och reglerna är oense']],
  ])('%s', (_, over, publishable, doubts) => {
    const evidence = { ...SURE, ...over };
    const confidence = confidenceOf(evidence);
    expect(confidence).toBeGreaterThanOrEqual(0);
    expect(confidence).toBeLessThanOrEqual(1);
    const extraction = { dishes: FIVE, classification: 'MENU_FOUND' as const };
    const reading = { ...extraction, week: null, closedDays: [], lunchHours: [], lunchIncludes: [], evidence, confidence, doubts: [], fingerprint: 'x' };
    expect(isPublishable(reading)).toBe(publishable);
    if (over.dayCoverage === undefined) expect(doubtsOf(evidence, extraction)).toEqual(doubts);
  });

  it('says how many days have dishes', () => {
    expect(doubtsOf({ ...SURE, dayCoverage: 0.4 }, { dishes: FIVE.slice(0, 2), classification: 'PARTIAL_MENU' })).toEqual(['Bara 2 av 5 dagar har rätter']);
  });

  it('a reading without dishes is never publishable', () => {
    const reading = { dishes: [], classification: 'FORMAT_ONLY' as const, week: null, closedDays: [], lunchHours: [], lunchIncludes: [], evidence: SURE, confidence: 1, doubts: [], fingerprint: 'x' };
    expect(isPublishable(reading)).toBe(false);
    expect(PUBLISH_THRESHOLD).toBeGreaterThan(0.5);
  });
});

describe('model agreement', () => {
  it.each<[string, ExtractedDish[], ExtractedDish[], number]>([
    ['same dishes', FIVE, FIVE, 1],
    ['one price differs', FIVE, [...FIVE.slice(0, 4), { ...FIVE[4], price: 99 }], 0.8],
    ['model found nothing', FIVE, [], 0],
    ['both found nothing', [], [], 1],
  ])('%s', (_, rules, model, agreement) => expect(modelAgreementOf(rules, model)).toBeCloseTo(agreement));

  it('lowers confidence and adds the doubt when the model disagrees', () => {
    const reading = extractMenu('Vecka 48\nMåndag\nKalops 120 kr\nTisdag\nLax 120 kr\nOnsdag\nSoppa 95 kr\nTorsdag\nÄrtsoppa 95 kr\nFredag\nTacos 120 kr', { today: '2026-11-23' });
    expect(isPublishable(reading)).toBe(true);
    const disagreed = withModelAgreement(reading, 0.2);
    expect(disagreed.confidence).toBeLessThan(reading.confidence);
    expect(disagreed.doubts).toContain('Modellen och reglerna är oense');
    expect(isPublishable(disagreed)).toBe(false);
  });
});
