import { useCallback, useRef, useState } from 'react';
import type { Restaurant } from '@lunch/shared';
import { isHttpError } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { showToast, toastError } from '../../../lib/toast-store';
import { harvestFailureText } from '../api/harvest-errors';
import { useRefreshRestaurants } from '../api/refresh';
import { scrapeLunchLink } from '../api/scrape-lunch-link';
import { linkCheckError, linkCheckFromResult, linkCheckToast, runPool, summarizeLinkChecks, type FinishedLinkCheck, type LinkCheckState, type LinkCheckSummary } from '../lib/link-check';

/** At most this many pages are checked at once (the server paces each host anyway). */
const PARALLEL_CHECKS = 3;

/**
 * The lunch-link checks of the tab: per restaurant its state (checking, found, not-found, error), the
 * card's single check and the bulk check with its summary. The server stores the outcome as
 * checkedformenu, so the list is read again afterwards.
 */
export function useLinkChecks() {
  const [states, setStates] = useState<ReadonlyMap<string, LinkCheckState>>(new Map());
  const [summary, setSummary] = useState<LinkCheckSummary | null>(null);
  const [bulkRunning, setBulkRunning] = useState(false);
  const running = useRef(false);
  const refresh = useRefreshRestaurants();

  const setState = (id: string, state: LinkCheckState) => setStates((current) => new Map(current).set(id, state));

  /** One check; never rejects (its outcome is the state). */
  const checkOne = useCallback(async (r: Pick<Restaurant, 'id' | 'lunch_link'>): Promise<FinishedLinkCheck> => {
    setState(r.id, { status: 'checking' });
    let state: FinishedLinkCheck;
    try {
      state = linkCheckFromResult(await scrapeLunchLink({ url: r.lunch_link!.trim(), restaurantId: r.id }));
    } catch (error) {
      handleUnauthorized(error);
      state = isHttpError(error) ? linkCheckError(error.status, harvestFailureText(error, 'Failed to scrape lunch link')) : linkCheckError(undefined, undefined);
    }
    setState(r.id, state);
    return state;
  }, []);

  /** A card's 'Check lunch link': the toast says what the check found. */
  const checkSingle = async (r: Pick<Restaurant, 'id' | 'lunch_link'>) => {
    if (!r.lunch_link?.trim()) return toastError('Ingen lunch link att kontrollera', 'Error');
    const state = await checkOne(r);
    showToast(linkCheckToast(state));
    void refresh();
  };

  /** The bulk 'Check lunch links' over the given restaurants (those without a link are counted, not checked). */
  const checkMany = async (withLink: Pick<Restaurant, 'id' | 'lunch_link'>[], withoutLink: number) => {
    if (withLink.length === 0) return toastError('Ingen scraping möjlig', 'Error');
    if (running.current) return;
    running.current = true;
    setBulkRunning(true);
    setSummary(null);
    const outcomes: LinkCheckState[] = [];
    try {
      await runPool(withLink, PARALLEL_CHECKS, async (r) => {
        outcomes.push(await checkOne(r));
      });
    } finally {
      running.current = false;
      setBulkRunning(false);
    }
    const result = summarizeLinkChecks(outcomes, withoutLink);
    setSummary(result);
    showToast({ title: 'Lunch link check', description: result.text, variant: result.errors > 0 ? 'error' : 'success' });
    void refresh();
  };

  return { states, summary, bulkRunning, checkSingle, checkMany };
}
