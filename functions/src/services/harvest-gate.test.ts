import type { ExtractedDish, LunchMenu, MenuExtraction, ReadingEvidence } from '@lunch/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENUS_DOUBT, gateVerdict, nextMenuTextSeen, readingDays, STALE_PAGE_REASON } from './harvest-gate';

const MON = '2026-11-23';
const TUE = '2026-11-24';

const dish = (date: string, name = 'Pytt i panna'): ExtractedDish => ({ day: date === MON ? 'Monday' : 'Tuesday', date, name, description: '', price: 119, tags: [] });

const sureEvidence: ReadingEvidence = {
  weekSource: 'marker', weekCurrent: true, unchangedSinceEarlierWeek: false, dayCoverage: 1, dishShape: 1, priceCertainty: 1, unexplainedShare: 0,
};

const reading = (fields: Partial<Omit<MenuExtraction, 'evidence'>> & { evidence?: Partial<ReadingEvidence> } = {}): MenuExtraction => ({
  week: { year: 2026, week: 48 },
  dishes: [dish(MON), dish(TUE)],
  closedDays: [],
  lunchHours: [],
  lunchIncludes: [],
  classification: 'MENU_FOUND',
  confidence: 0.95,
  doubts: [],
  fingerprint: 'abc',
  ...fields,
  evidence: { ...sureEvidence, ...fields.evidence },
});

const menu = (source: LunchMenu['source'], from: string, to = from, harvested?: boolean): LunchMenu => ({
  _id: `${source}-${from}`, name: 'x', description: '', tags: [], validFrom: from, validTo: to, ...(source ? { source } : {}), ...(harvested ? { harvested } : {}),
});

describe('gateVerdict', () => {
  it.each<[string, MenuExtraction, LunchMenu[], ReturnType<typeof gateVerdict>]>([
    ['a sure reading is published', reading(), [], { decision: 'published' }],
    ['over demo and earlier harvested menus of its days too', reading(), [menu('demo', MON), menu('harvest', TUE)], { decision: 'published' }],
    ['below the threshold: review, with its doubts', reading({ confidence: 0.5, doubts: ['Osäkra priser'] }), [], { decision: 'review', doubts: ['Osäkra priser'] }],
    [
      'no week stated (first harvest): review',
      reading({ evidence: { weekSource: 'none' }, doubts: ['Ingen vecka angiven på sidan'] }),
      [],
      { decision: 'review', doubts: ['Ingen vecka angiven på sidan'] },
    ],
    [
      'unchanged since an earlier week, no week stated: nothing stored',
      reading({ evidence: { weekSource: 'none', unchangedSinceEarlierWeek: true } }),
      [],
      { decision: 'not-stored', reason: STALE_PAGE_REASON },
    ],
    ['no dishes: nothing stored', reading({ dishes: [], classification: 'FORMAT_ONLY' }), [], { decision: 'not-stored', reason: 'Sidan har ingen meny för veckan (FORMAT_ONLY)' }],
    ['an admin menu on one of its days: review', reading(), [menu('admin', TUE)], { decision: 'review', doubts: [ADMIN_MENUS_DOUBT] }],
    ["an owner's week-long menu: review", reading(), [menu('owner', MON, '2026-11-27')], { decision: 'review', doubts: [ADMIN_MENUS_DOUBT] }],
    ['an older unmarked hand-entered menu counts as an admin one', reading(), [menu(undefined, MON)], { decision: 'review', doubts: [ADMIN_MENUS_DOUBT] }],
    ['an older harvested menu does not', reading(), [menu(undefined, MON, MON, true)], { decision: 'published' }],
    ['an admin menu on another day does not stop it', reading(), [menu('admin', '2026-11-30')], { decision: 'published' }],
    ['a closed day the admin filled counts as one of its days', reading({ closedDays: ['2026-11-25'] }), [menu('admin', '2026-11-25')], { decision: 'review', doubts: [ADMIN_MENUS_DOUBT] }],
  ])('%s', (_, extraction, menus, expected) => {
    expect(gateVerdict(extraction, menus)).toEqual(expected);
  });
});

describe('readingDays', () => {
  it('lists dish days and closed days once, in order', () => {
    expect(readingDays({ dishes: [dish(TUE), dish(MON), dish(TUE, 'Soppa')], closedDays: ['2026-11-27'] })).toEqual([MON, TUE, '2026-11-27']);
  });
});

describe('nextMenuTextSeen', () => {
  it.each([
    ['first harvest: seen today, not a change', undefined, 'f1', { fingerprint: 'f1', firstSeen: '2026-11-25', changed: false }],
    ['the same text keeps the day it was first seen', { fingerprint: 'f1', firstSeen: '2026-11-02' }, 'f1', { fingerprint: 'f1', firstSeen: '2026-11-02' }],
    ['the same text keeps its record, changed included', { fingerprint: 'f1', firstSeen: '2026-11-23', changed: true }, 'f1', { fingerprint: 'f1', firstSeen: '2026-11-23', changed: true }],
    ['a changed text starts today and says it replaced another', { fingerprint: 'f1', firstSeen: '2026-11-02' }, 'f2', { fingerprint: 'f2', firstSeen: '2026-11-25', changed: true }],
    ['no fingerprint leaves it as it was', { fingerprint: 'f1', firstSeen: '2026-11-02' }, '', { fingerprint: 'f1', firstSeen: '2026-11-02' }],
  ])('%s', (_, previous, fingerprint, expected) => {
    expect(nextMenuTextSeen(previous, fingerprint, '2026-11-25')).toEqual(expected);
  });
});
