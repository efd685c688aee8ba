import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@lunch/shared';
import { hasContext, levelTone, logIconKind, uniqueEntries } from '../log-entry';

const entry = (id: string, extra: Partial<LogEntry> = {}): LogEntry => ({
  id, timestamp: '2025-03-03T10:00:00.000Z', level: 'info', type: 'system', message: id, service: 'api', ...extra,
});

describe('log entries', () => {
  it('colours error red, warn yellow, info blue, debug and anything else grey', () => {
    expect(['error', 'warn', 'info', 'debug', 'trace'].map(levelTone)).toEqual(['red', 'yellow', 'blue', 'grey', 'grey']);
  });

  it("has an icon per type and 'other' for an unknown one", () => {
    expect(logIconKind('api_error')).toBe('api_error');
    expect(logIconKind('audit')).toBe('other');
  });

  it('lists each entry once across pages whose offsets shifted', () => {
    expect(uniqueEntries([{ logs: [entry('c'), entry('b')] }, { logs: [entry('b'), entry('a')] }]).map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });

  it('offers the context only when it has something in it', () => {
    expect(hasContext(entry('a'))).toBe(false);
    expect(hasContext(entry('a', { context: {} }))).toBe(false);
    expect(hasContext(entry('a', { context: { city: 'Lund' } }))).toBe(true);
  });
});
