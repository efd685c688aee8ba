import { useEffect, useState } from 'react';

/**
 * The frame needs the Content-Security-Policy the host sends with this screen's own page (frame-src
 * opened for /admin/comparison only; staticwebapp.config.json). A policy belongs to the document, so
 * a screen reached by an in-app link from another admin page still runs under that page's stricter
 * policy: the document is loaded once more at this address to get the right one.
 */
export function useDocumentLoadedAt(path: string): boolean {
  const loadedHere = documentPath() === path;
  useEffect(() => {
    if (!loadedHere) window.location.reload();
  }, [loadedHere]);
  return loadedHere;
}

function documentPath(): string {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  try {
    return new URL(entry?.name || window.location.href).pathname.replace(/\/+$/, '') || '/';
  } catch {
    return window.location.pathname;
  }
}

/** Whether the page's own policy refused a frame (a 'frame-src' violation), reported by the browser. */
export function useFrameSrcViolation(): string | undefined {
  const [blocked, setBlocked] = useState<string>();
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === 'frame-src' || event.effectiveDirective === 'child-src') setBlocked(event.blockedURI);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, []);
  return blocked;
}

/** Why a framed page will stay empty, as far as this page can know: see useFramedPage. */
export type FrameProblem = 'mixed-content' | 'policy' | 'timeout';

/**
 * A cross-origin page in a frame: whether it refused to be framed cannot be read from here (the browser
 * fires load for a refused frame too), so what can be known decides: no load within the timeout, an
 * http page inside an https page, or this page's own policy refusing the frame.
 */
export function useFramedPage(url: string, timeoutMs: number): { loaded: boolean; onLoad: () => void; problem: FrameProblem | undefined } {
  const [state, setState] = useState<'loading' | 'loaded' | 'timeout'>('loading');
  const violation = useFrameSrcViolation();
  const mixedContent = window.location.protocol === 'https:' && url.startsWith('http:');
  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setState('timeout'), timeoutMs);
    return () => clearTimeout(timer);
  }, [state, timeoutMs]);
  const problem: FrameProblem | undefined = mixedContent ? 'mixed-content' : violation ? 'policy' : state === 'timeout' ? 'timeout' : undefined;
  return { loaded: state === 'loaded', onLoad: () => setState('loaded'), problem };
}
