import { useEffect, useRef } from 'react';

/** Spec section 9: the next page loads when the visitor scrolls within 1000 px of the page bottom. */
export const SCROLL_TRIGGER_PX = 1000;

export function isNearPageBottom(viewportHeight: number, scrollY: number, pageHeight: number, threshold = SCROLL_TRIGGER_PX): boolean {
  return viewportHeight + scrollY >= pageHeight - threshold;
}

/**
 * Calls `loadMore` when a scroll (or resize) brings the page bottom within the threshold, while
 * `canLoad` is true. The caller makes `canLoad` false while a page is loading, after a failed page
 * (the button retries) and when nothing more exists.
 */
export function useInfiniteScroll(canLoad: boolean, loadMore: () => void, threshold = SCROLL_TRIGGER_PX): void {
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  }, [loadMore]);

  useEffect(() => {
    if (!canLoad) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const page = document.documentElement;
      if (isNearPageBottom(window.innerHeight, window.scrollY, page.scrollHeight, threshold)) loadMoreRef.current();
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [canLoad, threshold]);
}
