import type { LogIconKind } from '../lib/log-entry';

/**
 * Line icons drawn inline (every browser shows them; no emoji font needed), one per log type. They are
 * decoration: the type is written next to them.
 */
const PATHS: Record<LogIconKind, string> = {
  // a gauge
  performance: 'M4 16a8 8 0 1 1 16 0M12 16l4-5M12 16h.01',
  // a circle with an exclamation mark
  error: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v6M12 16.5h.01',
  // a plug
  api_error: 'M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4',
  // a screen
  client_error: 'M3 5h18v11H3zM8 20h8M12 16v4',
  // a cog (simplified)
  system: 'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  // a dot in a ring
  other: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 12h.01',
};

export function LogTypeIcon({ kind }: { kind: LogIconKind }) {
  return (
    <svg className={`log-icon log-icon--${kind}`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"
      fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[kind]} />
    </svg>
  );
}
