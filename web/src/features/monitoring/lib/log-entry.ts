import type { LogEntry, LogLevel, LogType } from '@lunch/shared';

/** Spec section 2: error red, warn yellow, info blue, debug or anything else grey. */
export type LevelTone = 'red' | 'yellow' | 'blue' | 'grey';

export function levelTone(level: LogLevel | string): LevelTone {
  switch (level) {
    case 'error':
      return 'red';
    case 'warn':
      return 'yellow';
    case 'info':
      return 'blue';
    default:
      return 'grey';
  }
}

/** The icon kinds (spec section 2): one per log type, 'other' for a type this screen does not know. */
export type LogIconKind = LogType | 'other';

const KNOWN_TYPES: readonly string[] = ['performance', 'error', 'api_error', 'client_error', 'system'];

export const logIconKind = (type: string): LogIconKind => (KNOWN_TYPES.includes(type) ? (type as LogType) : 'other');

/** The filters' options: the spec's (all, error, warn, info; all, error, performance) and the other values the API stores. */
export const LEVEL_FILTER_OPTIONS: readonly { value: '' | LogLevel; label: string }[] = [
  { value: '', label: 'All levels' },
  { value: 'error', label: 'error' },
  { value: 'warn', label: 'warn' },
  { value: 'info', label: 'info' },
  { value: 'debug', label: 'debug' },
];

export const TYPE_FILTER_OPTIONS: readonly { value: '' | LogType; label: string }[] = [
  { value: '', label: 'All types' },
  { value: 'error', label: 'error' },
  { value: 'performance', label: 'performance' },
  { value: 'api_error', label: 'api_error' },
  { value: 'client_error', label: 'client_error' },
  { value: 'system', label: 'system' },
];

/** Entries of all loaded pages, newest first, each once (new entries shift the offsets between page reads). */
export function uniqueEntries(pages: readonly { logs: readonly LogEntry[] }[]): LogEntry[] {
  const seen = new Set<string>();
  const entries: LogEntry[] = [];
  for (const page of pages) {
    for (const entry of page.logs) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return entries;
}

const timestampFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'medium' });

/** Swedish locale (spec section 1), the browser's time zone; the raw text when it is no date. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timestampFormat.format(date);
}

/** Whether the entry carries a context worth expanding. */
export const hasContext = (entry: LogEntry): boolean => !!entry.context && Object.keys(entry.context).length > 0;
