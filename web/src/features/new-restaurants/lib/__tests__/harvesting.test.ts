import { describe, expect, it } from 'vitest';
import type { ExtractionQueueStatus } from '@lunch/shared';
import { applyResultsSummary, applyResultsToastText, canApplyResults, isQueueRunning, queueItemState, withoutMenusReason } from '../extraction-queue';
import { linkCheckError, linkCheckFromResult, linkCheckTargets, linkCheckToast, runPool, summarizeLinkChecks } from '../link-check';

const queue = (status: Partial<ExtractionQueueStatus['status']>, items: ExtractionQueueStatus['queueItems'] = []): ExtractionQueueStatus => ({
  status: { totalItems: 0, completed: 0, pending: 0, processing: 0, failed: 0, ...status },
  queueItems: items,
});
const item = (status: ExtractionQueueStatus['queueItems'][number]['status'], extra: Partial<ExtractionQueueStatus['queueItems'][number]> = {}) => ({
  id: status, restaurantId: 'r', name: 'Krogen', city: 'Borås', status, updatedAt: '', ...extra,
});

describe('lunch-link checks', () => {
  it('checks the selected shown restaurants, else every shown one, and splits off those without a link', () => {
    const shown = [{ id: 'a', lunch_link: 'https://a.se/lunch' }, { id: 'b', lunch_link: ' ' }, { id: 'c', lunch_link: 'https://c.se' }];
    expect(linkCheckTargets(shown, new Set())).toEqual({ withLink: [shown[0], shown[2]], withoutLink: [shown[1]] });
    expect(linkCheckTargets(shown, new Set(['b', 'c', 'hidden']))).toEqual({ withLink: [shown[2]], withoutLink: [shown[1]] });
    expect(linkCheckTargets(shown, new Set(['hidden']))).toEqual({ withLink: [shown[0], shown[2]], withoutLink: [shown[1]] });
  });

  it('summarises found, not found and errors', () => {
    const states = [
      linkCheckFromResult({ found: true, matchedWords: ['lunch'], message: 'ok' }),
      linkCheckFromResult({ found: false, matchedWords: [], message: 'no' }),
      linkCheckError(502, 'down'),
      linkCheckFromResult({ found: true, matchedWords: [], message: 'ok' }),
    ];
    expect(summarizeLinkChecks(states).text).toBe('2 found, 1 not found, 1 error');
    expect(summarizeLinkChecks(states.slice(0, 2), 3)).toMatchObject({ found: 1, notFound: 1, errors: 0, text: '1 found, 1 not found, 0 errors, 3 without a lunch link' });
  });

  it("a single check's toast says what it found, never only that something was updated", () => {
    expect(linkCheckToast(linkCheckFromResult({ found: true, matchedWords: ['lunch', 'måndag', '125 kr'], message: '' }))).toEqual({
      title: 'Lunch link check', description: 'Menu words found: lunch, måndag, 125 kr', variant: 'success',
    });
    expect(linkCheckToast(linkCheckFromResult({ found: false, matchedWords: [], message: '' })).description).toBe('No menu words found on the page');
    expect(linkCheckToast(linkCheckFromResult({ found: false, matchedWords: ['meny'], message: '' })).description).toBe('No menu words found (the page has only: meny)');
    expect(linkCheckToast(linkCheckError(502, 'Failed to scrape lunch link: https://a.se/lunch answered HTTP 500.'))).toEqual({
      title: 'Lunch link check', description: 'The page could not be fetched: https://a.se/lunch answered HTTP 500.', variant: 'error',
    });
    expect(linkCheckToast(linkCheckError(404, "No restaurant with id 'x'")).description).toBe("The check failed: 404: No restaurant with id 'x'");
    expect(linkCheckToast(linkCheckError(undefined, undefined)).description).toBe('The check failed: Failed to scrape lunch link');
  });

  it('runs at most the given number at once and every item once', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      seen.push(n);
      running--;
    });
    expect(most).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('extraction queue', () => {
  it('polls while anything is pending or processing', () => {
    expect(isQueueRunning(undefined)).toBe(false);
    expect(isQueueRunning(queue({ totalItems: 2, completed: 2 }))).toBe(false);
    expect(isQueueRunning(queue({ totalItems: 2, completed: 1, processing: 1 }))).toBe(true);
    expect(isQueueRunning(queue({ totalItems: 1 }, [item('pending')]))).toBe(true);
  });

  it("offers 'Apply Results' only when completed equals totalItems above 0", () => {
    expect(canApplyResults(queue({}))).toBe(false);
    expect(canApplyResults(queue({ totalItems: 3, completed: 2 }))).toBe(false);
    expect(canApplyResults(queue({ totalItems: 3, completed: 3 }))).toBe(true);
  });

  it('counts the restaurants that got menus after applying and names those that did not', () => {
    const failed = [
      { restaurantId: 'b', name: 'Trasig', classification: 'ACCESS_ERROR' as const, reason: 'https://b.se answered HTTP 500.' },
      { restaurantId: 'c', name: 'Borta', reason: 'The restaurant no longer exists' },
    ];
    expect(applyResultsSummary({ updatedCount: 0, failed: [], message: '' })).toBe('0 restaurants got menus');
    expect(applyResultsSummary({ updatedCount: 1, failed, message: '' })).toBe('1 restaurant got menus, 2 did not');
    expect(applyResultsToastText({ updatedCount: 1, failed, message: '' })).toBe('1 restaurant got menus, 2 did not: Trasig, Borta. Why is listed in the queue panel.');
    expect(applyResultsToastText({ updatedCount: 0, failed: [...failed, ...failed], message: '' }, 3)).toBe(
      '0 restaurants got menus, 4 did not: Trasig, Borta, Trasig and 1 more. Why is listed in the queue panel.',
    );
    expect(withoutMenusReason(failed[0])).toBe('ACCESS_ERROR: https://b.se answered HTTP 500.');
    expect(withoutMenusReason(failed[1])).toBe('The restaurant no longer exists');
  });

  it('says pending, processing, completed success or failed, and error', () => {
    const outcome = { classification: 'MENU_FOUND' as const, confidence: 1, week: '2026-W48', menuCount: 5, days: [] as string[], lunchHoursFound: false, lunchIncludesFound: false, sourceUrl: null, extractor: 'rules' };
    expect(queueItemState(item('pending')).text).toBe('Pending');
    expect(queueItemState(item('processing')).text).toBe('Processing');
    expect(queueItemState(item('completed', { result: { success: true, ...outcome } }))).toMatchObject({ tone: 'success', text: 'Completed: success (MENU_FOUND, 5 menus)' });
    expect(queueItemState(item('completed', { result: { success: false, ...outcome, classification: 'NO_MENU_FOUND', menuCount: 0 } }))).toMatchObject({ tone: 'failed', text: 'Completed: failed (NO_MENU_FOUND, 0 menus)' });
    expect(queueItemState(item('error', { error: 'timeout' }))).toMatchObject({ tone: 'error', text: 'Error: timeout' });
  });
});
