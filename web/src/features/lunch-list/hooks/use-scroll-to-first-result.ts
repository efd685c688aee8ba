import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Spec section 9: the first result is scrolled into view 500 ms after new results arrive. */
export const FIRST_RESULT_SCROLL_DELAY_MS = 500;

/**
 * After a visitor's own change (a filter, the day, a search), once the new first page is on screen,
 * brings the first result into view after 500 ms. Not on the first load or on back/forward (the
 * visitor has not asked for anything to move), not while they are still typing in the search box, and
 * not when the first result is already in view.
 */
export function useScrollToFirstResult(listRef: RefObject<HTMLElement | null>, resultsKey: string, resultsReady: boolean) {
  /** The results key at the moment of the visitor's change; the next different key is what they asked for. */
  const armedAt = useRef<string | null>(null);
  const currentKey = useRef(resultsKey);
  useEffect(() => {
    currentKey.current = resultsKey;
  }, [resultsKey]);

  useEffect(() => {
    if (!resultsReady || armedAt.current === null || armedAt.current === resultsKey) return;
    armedAt.current = null;
    const timer = window.setTimeout(() => {
      const first = listRef.current?.querySelector<HTMLElement>('[data-restaurant-id]');
      if (!first) return;
      const active = document.activeElement;
      if (active instanceof HTMLInputElement && active.type === 'search') return;
      const top = first.getBoundingClientRect().top;
      const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      if (top >= headerBottom && top <= window.innerHeight - 200) return; // enough of it is already in view
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      first.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    }, FIRST_RESULT_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [listRef, resultsKey, resultsReady]);

  /** Call when the visitor changes something that leads to new results. */
  return useCallback(() => {
    armedAt.current = currentKey.current;
  }, []);
}
