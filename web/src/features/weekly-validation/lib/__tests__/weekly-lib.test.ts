import { describe, expect, it } from 'vitest';
import type { WeeklyRestaurantRow } from '@lunch/shared';
import { bulkRescrapeToast } from '../bulk-rescrape';
import { daysText, harvestOutcomeLine } from '../harvest-outcome';
import { keepOrder, nextSort, parseRankInput, sortRows } from '../sorting';
import { checkWeekInput, weekShiftQuestion, weekShiftText } from '../week-input';

const row = (name: string, over: Partial<WeeklyRestaurantRow> = {}): WeeklyRestaurantRow => ({
  id: name, name, city: 'Uppsala', rank: 20, scrapingTime: 'MORNING', ManualScraping: false, menuCount: 1, weeks: [], status: 'Ingen vecka', ...over,
});

describe('week input (spec section 5)', () => {
  it.each([
    ['3', { ok: true, week: 3 }],
    ['-100', { ok: true, week: -100 }],
    ['+2', { ok: true, week: 2 }],
    ['abc', { ok: false, title: 'Invalid Input', message: 'Please enter a valid number' }],
    ['1.5', { ok: false, title: 'Invalid Input', message: 'Please enter a valid number' }],
    ['101', { ok: false, title: 'Invalid Range', message: 'Week number must be between -100 and 100' }],
    ['-101', { ok: false, title: 'Invalid Range', message: 'Week number must be between -100 and 100' }],
  ])('%s', (text, expected) => expect(checkWeekInput(text)).toEqual(expected));

  it('says how many weeks were added or removed, and names the city or all', () => {
    expect(weekShiftText(1)).toBe('1 vecka tillagd');
    expect(weekShiftText(2)).toBe('2 veckor tillagda');
    expect(weekShiftText(-1)).toBe('1 vecka borttagen');
    expect(weekShiftText(-3)).toBe('3 veckor borttagna');
    expect(weekShiftQuestion(2, ' Uppsala ')).toContain('in Uppsala');
    expect(weekShiftQuestion(-1, '')).toContain('all weekly restaurants');
    expect(weekShiftQuestion(-1, '')).toContain('cannot be undone');
  });
});

describe('table sorting', () => {
  const rows = [
    row('Östra', { rank: 5, status: 'Korrekt', weeks: ['2026-W10'], scrapingTime: 'EVENING', menuCount: 3 }),
    row('Ängen', { rank: 30, status: 'Felaktig vecka', weeks: ['2026-W09'], menuCount: 1 }),
    row('Bistro', { rank: 12, status: 'Delvis korrekt', weeks: ['2026-W09', '2026-W10'], menuCount: 2 }),
    row('Cafe', { rank: 12, status: 'Ingen vecka', weeks: [], menuCount: 0 }),
  ];
  const names = (key: Parameters<typeof sortRows>[1]['key'], direction: 'asc' | 'desc' = 'asc') => sortRows(rows, { key, direction }).map((r) => r.name);

  it('sorts names the Swedish way (Å Ä Ö last)', () => expect(names('name')).toEqual(['Bistro', 'Cafe', 'Ängen', 'Östra']));
  it('sorts numbers, ties by name', () => expect(names('rank')).toEqual(['Östra', 'Bistro', 'Cafe', 'Ängen']));
  it('sorts weeks week by week, no weeks last', () => expect(names('weeks')).toEqual(['Ängen', 'Bistro', 'Östra', 'Cafe']));
  it('sorts status from current to old', () => expect(names('status')).toEqual(['Östra', 'Bistro', 'Ängen', 'Cafe']));
  it('sorts scraping time by the clock', () => expect(names('scrapingTime', 'desc')[0]).toBe('Östra'));
  it('turns the direction on the same column', () => {
    expect(nextSort({ key: 'rank', direction: 'asc' }, 'rank')).toEqual({ key: 'rank', direction: 'desc' });
    expect(nextSort({ key: 'rank', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });
  it('reads non-numeric rank input as 0', () => {
    expect(parseRankInput('abc')).toBe(0);
    expect(parseRankInput(' 27 ')).toBe(27);
  });
});

describe('bulk rescrape summary (spec section 8)', () => {
  it('all started', () => expect(bulkRescrapeToast([{ id: 'a', ok: true }, { id: 'b', ok: true }])).toMatchObject({ title: 'Rescrape startat', variant: 'success' }));
  it('some failed', () =>
    expect(bulkRescrapeToast([{ id: 'a', ok: true }, { id: 'b', ok: false, error: 'No lunch link' }, { id: 'c', ok: true }])).toEqual({
      title: 'Bulk rescrape delvis framgångsrik',
      description: '2 of 3 started, 1 failed (No lunch link)',
      variant: 'error',
    }));
  it('all failed', () => expect(bulkRescrapeToast([{ id: 'a', ok: false, error: 'x' }])).toMatchObject({ title: 'Bulk rescrape misslyckades', variant: 'error' }));
});

describe('rows held in place (issue 18 item 4)', () => {
  it('keeps the order shown when a row changes, and puts rows not shown before after, sorted', () => {
    const sort = { key: 'status', direction: 'asc' } as const;
    const shown = sortRows([row('A', { status: 'Korrekt' }), row('B', { status: 'Delvis korrekt' }), row('C', { status: 'Felaktig vecka' })], sort);
    expect(shown.map((r) => r.id)).toEqual(['A', 'B', 'C']);
    // C is shifted into the current week: sorted afresh it would jump above B.
    const reloaded = [row('A', { status: 'Korrekt' }), row('B', { status: 'Delvis korrekt' }), row('C', { status: 'Korrekt' }), row('D', { status: 'Ingen vecka' }), row('0', { status: 'Korrekt' })];
    expect(sortRows(reloaded, sort).map((r) => r.id)).toEqual(['0', 'A', 'C', 'B', 'D']);
    const kept = keepOrder(reloaded, shown.map((r) => r.id), sort);
    expect(kept.map((r) => r.id)).toEqual(['A', 'B', 'C', '0', 'D']);
    expect(kept[2].status).toBe('Korrekt');
    // A row gone is dropped.
    expect(keepOrder(reloaded.filter((r) => r.id !== 'B'), shown.map((r) => r.id), sort).map((r) => r.id)).toEqual(['A', 'C', '0', 'D']);
  });
});

describe('what a rescrape came to (issue 18 item 3)', () => {
  it('names the days in Swedish, spans of three or more with a dash', () => {
    expect(daysText(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe('mån–fre');
    expect(daysText(['Wednesday', 'Monday'])).toBe('mån, ons');
    expect(daysText(['Monday', 'Tuesday', 'Thursday', 'Friday', 'Saturday'])).toBe('mån, tis, tor–lör');
    expect(daysText([])).toBe('');
  });

  it('says the days and week found, or the failure with its reason', () => {
    const base = { at: '2026-11-23T08:00:00.000Z', classification: 'MENU_FOUND', week: '2026-W48', menusStored: 5 } as const;
    expect(harvestOutcomeLine({ ...base, ok: true, days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] })).toEqual({ tone: 'ok', text: 'Menyer för mån–fre, vecka 48' });
    expect(harvestOutcomeLine({ ...base, ok: true, days: [], week: null, menusStored: 1 }).text).toBe('1 meny sparad');
    expect(
      harvestOutcomeLine({ ...base, ok: false, classification: 'ACCESS_ERROR', days: [], week: null, menusStored: 0, reason: 'http://x/lunch answered HTTP 404.' }),
    ).toEqual({ tone: 'problem', text: 'Misslyckades: http://x/lunch answered HTTP 404.' });
    expect(harvestOutcomeLine({ ...base, ok: false, classification: 'NO_MENU_FOUND', days: [], week: null, menusStored: 0, reason: 'Ingen lunchmeny hittades på sidan (NO_MENU_FOUND)' }).text).toBe(
      'Ingen lunchmeny hittades på sidan (NO_MENU_FOUND)',
    );
  });
});
