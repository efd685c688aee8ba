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
