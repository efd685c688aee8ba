import { describe, expect, it } from 'vitest';
import {
  MENU_REVIEW_LIST_LIMIT,
  REVIEW_CLAIM_LEASE_MS,
  approveReviewSchema,
  classificationOfDishes,
  corpusExpectationOf,
  effectiveReviewStatus,
  menuReviewListQuerySchema,
  newestWaitingPerRestaurant,
  parseIsoWeekKey,
  rejectReviewSchema,
  reviewSummaryOf,
  sortReviewsForList,
  type MenuReview,
} from './menu-review';
import type { ExtractedDish } from './menu-extraction/types';

// 2026-11-23 is the Monday of ISO week 48 of 2026.
const dish = (day: ExtractedDish['day'], date: string, name: string, price: number | null = 125): ExtractedDish => ({ day, date, name, description: '', price, tags: [] });
const WEEK_DISHES = [
  dish('Monday', '2026-11-23', 'Köttbullar'),
  dish('Tuesday', '2026-11-24', 'Fiskgratäng'),
  dish('Wednesday', '2026-11-25', 'Pannbiff'),
  dish('Thursday', '2026-11-26', 'Ärtsoppa', 99),
  dish('Friday', '2026-11-27', 'Pasta', null),
];

function review(overrides: Partial<MenuReview> = {}): MenuReview {
  return {
    id: 'r1.0123456789abcdef0123456789abcdef',
    restaurantId: 'r1',
    restaurantName: 'Testkrogen',
    city: 'Gävle',
    status: 'waiting',
    confidence: 0.5,
    doubts: ['Ingen vecka angiven på sidan'],
    evidence: { weekSource: 'none', weekCurrent: false, unchangedSinceEarlierWeek: false, dayCoverage: 1, dishShape: 1, priceCertainty: 1, unexplainedShare: 0 },
    classification: 'MENU_FOUND',
    week: null,
    dishes: WEEK_DISHES,
    closedDays: [],
    lunchHours: [],
    lunchIncludes: [],
    pageText: 'Måndag\nKöttbullar 125 kr',
    sourceUrl: 'https://testkrogen.se/lunch',
    lunchLink: 'https://testkrogen.se/lunch',
    extractor: 'rules',
    fingerprint: 'abc',
    createdAt: '2026-11-23T06:30:00.000Z',
    ...overrides,
  };
}

describe('sortReviewsForList', () => {
  it('puts waiting readings lowest confidence first, then the oldest first', () => {
    const rows = [
      review({ id: 'a', confidence: 0.7, createdAt: '2026-11-23T08:00:00Z' }),
      review({ id: 'b', confidence: 0.2, createdAt: '2026-11-23T09:00:00Z' }),
      review({ id: 'c', confidence: 0.7, createdAt: '2026-11-23T07:00:00Z' }),
      review({ id: 'd', confidence: 0.45, createdAt: '2026-11-23T10:00:00Z' }),
    ];
    expect(sortReviewsForList(rows, 'waiting').map((r) => r.id)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('puts decided readings newest decision first', () => {
    const rows = [
      review({ id: 'a', status: 'published', decidedAt: '2026-11-23T08:00:00Z' }),
      review({ id: 'b', status: 'published', decidedAt: '2026-11-24T08:00:00Z' }),
      review({ id: 'c', status: 'published', decidedAt: '2026-11-22T08:00:00Z' }),
    ];
    expect(sortReviewsForList(rows, 'published').map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });

  it(`keeps at most ${MENU_REVIEW_LIST_LIMIT} rows, the first of the order`, () => {
    const rows = Array.from({ length: MENU_REVIEW_LIST_LIMIT + 5 }, (_, i) => review({ id: `r${i}`, confidence: 1 - i / 1000 }));
    const sorted = sortReviewsForList(rows, 'waiting');
    expect(sorted).toHaveLength(MENU_REVIEW_LIST_LIMIT);
    expect(sorted[0].id).toBe(`r${MENU_REVIEW_LIST_LIMIT + 4}`);
  });
});

describe('newestWaitingPerRestaurant', () => {
  it('keeps only the newest waiting reading of each restaurant', () => {
    const rows = [
      review({ id: 'old', restaurantId: 'r1', createdAt: '2026-11-23T06:00:00Z' }),
      review({ id: 'new', restaurantId: 'r1', createdAt: '2026-11-23T18:00:00Z' }),
      review({ id: 'other', restaurantId: 'r2', createdAt: '2026-11-23T06:00:00Z' }),
    ];
    expect(newestWaitingPerRestaurant(rows).map((r) => r.id).sort()).toEqual(['new', 'other']);
  });
});

describe('effectiveReviewStatus', () => {
  const decidedAt = '2026-11-23T10:00:00.000Z';
  const at = (ms: number) => new Date(Date.parse(decidedAt) + ms);
  it('keeps a confirmed decision, and a pending one within its lease', () => {
    expect(effectiveReviewStatus({ status: 'published', decidedAt }, at(REVIEW_CLAIM_LEASE_MS * 10))).toBe('published');
    expect(effectiveReviewStatus({ status: 'published', decidedAt, decisionPending: true }, at(REVIEW_CLAIM_LEASE_MS - 1))).toBe('published');
  });
  it('counts a pending decision whose lease lapsed as waiting again', () => {
    expect(effectiveReviewStatus({ status: 'published', decidedAt, decisionPending: true }, at(REVIEW_CLAIM_LEASE_MS))).toBe('waiting');
    expect(effectiveReviewStatus({ status: 'rejected', decidedAt, decisionPending: true }, at(REVIEW_CLAIM_LEASE_MS + 1))).toBe('waiting');
  });
});

describe('approveReviewSchema', () => {
  it('accepts no dishes (publish as read) and edited dishes, filling defaults', () => {
    expect(approveReviewSchema.parse({})).toEqual({});
    const parsed = approveReviewSchema.parse({ dishes: [{ day: 'Monday', date: '2026-11-23', name: '  Köttbullar ', price: 129 }] });
    expect(parsed.dishes?.[0]).toEqual({ day: 'Monday', date: '2026-11-23', name: 'Köttbullar', description: '', price: 129, tags: [] });
  });

  it.each([
    ['an empty name', { dishes: [{ day: 'Monday', date: '2026-11-23', name: ' ', price: 129 }] }],
    ['a negative price', { dishes: [{ day: 'Monday', date: '2026-11-23', name: 'Soppa', price: -5 }] }],
    ['a price with decimals', { dishes: [{ day: 'Monday', date: '2026-11-23', name: 'Soppa', price: 99.5 }] }],
    ['a date on another weekday', { dishes: [{ day: 'Tuesday', date: '2026-11-23', name: 'Soppa', price: 99 }] }],
    ['a date that does not exist', { dishes: [{ day: 'Monday', date: '2026-13-45', name: 'Soppa', price: 99 }] }],
    ['an unknown day', { dishes: [{ day: 'Mon', date: '2026-11-23', name: 'Soppa', price: 99 }] }],
    ['a missing price', { dishes: [{ day: 'Monday', date: '2026-11-23', name: 'Soppa' }] }],
    ['no dishes left', { dishes: [] }],
    ['dishes that are not a list', { dishes: 'Soppa' }],
    ['a closed day that is not a date', { closedDays: ['måndag'] }],
  ])('refuses %s', (_, body) => {
    expect(approveReviewSchema.safeParse(body).success).toBe(false);
  });

  it('takes an optional reason to reject, at most 500 characters', () => {
    expect(rejectReviewSchema.parse({})).toEqual({});
    expect(rejectReviewSchema.parse({ reason: ' Fel vecka ' })).toEqual({ reason: 'Fel vecka' });
    expect(rejectReviewSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });

  it('lists waiting by default and refuses an unknown status', () => {
    expect(menuReviewListQuerySchema.parse({})).toEqual({ status: 'waiting' });
    expect(menuReviewListQuerySchema.parse({ status: 'rejected' })).toEqual({ status: 'rejected' });
    expect(menuReviewListQuerySchema.safeParse({ status: 'superseded' }).success).toBe(false);
  });
});

describe('corpusExpectationOf', () => {
  it('is undefined for a reading that was not published', () => {
    expect(corpusExpectationOf(review())).toBeUndefined();
    expect(corpusExpectationOf(review({ status: 'rejected', decidedAt: '2026-11-23T10:00:00Z' }))).toBeUndefined();
  });

  it('labels the page with what the admin published, the week of its dates and the day it was read', () => {
    const edited = [dish('Monday', '2026-11-23', 'Köttbullar med potatismos', 119), dish('Tuesday', '2026-11-24', 'Fiskgratäng')];
    const expectation = corpusExpectationOf(
      review({ status: 'published', decidedAt: '2026-11-23T10:00:00Z', decidedBy: 'admin', publishedDishes: edited, createdAt: '2026-11-22T23:30:00Z' }),
    );
    expect(expectation).toEqual({
      description: expect.stringContaining('Testkrogen'),
      today: '2026-11-23', // 23:30 UTC is past midnight in Sweden
      week: { year: 2026, week: 48 },
      classification: 'PARTIAL_MENU',
      dishes: [
        { day: 'Monday', name: 'Köttbullar med potatismos', price: 119 },
        { day: 'Tuesday', name: 'Fiskgratäng', price: 125 },
      ],
    });
  });

  it("says MENU_FOUND when every weekday has a dish or is closed, and falls back on the reading's week", () => {
    expect(classificationOfDishes(WEEK_DISHES, [])).toBe('MENU_FOUND');
    expect(classificationOfDishes(WEEK_DISHES.slice(0, 4), [])).toBe('PARTIAL_MENU');
    expect(classificationOfDishes(WEEK_DISHES.slice(0, 4), ['2026-11-27'])).toBe('MENU_FOUND');
    expect(classificationOfDishes([], [])).toBe('NO_MENU_FOUND');
    expect(parseIsoWeekKey('2026-W05')).toEqual({ year: 2026, week: 5 });
    expect(parseIsoWeekKey('v48')).toBeNull();
  });
});

describe('reviewSummaryOf', () => {
  it('leaves the page text out and counts the dishes', () => {
    const summary = reviewSummaryOf(review());
    expect(summary).not.toHaveProperty('pageText');
    expect(summary.dishCount).toBe(5);
  });
});
