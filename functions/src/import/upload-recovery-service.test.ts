import { describe, expect, it } from 'vitest';
import { isRecoveryDue } from './upload-recovery-service';

describe('isRecoveryDue', () => {
  const cutoff = new Date('2026-01-10T12:00:00Z');
  const pending = { status: 'pending' as const, timestamp: '2026-01-10T11:00:00Z' };

  it('takes a pending upload queued before the cutoff and not started since', () => {
    expect(isRecoveryDue({ ...pending, queuedAt: '2026-01-10T11:00:00Z' }, cutoff)).toBe(true);
    expect(isRecoveryDue(pending, cutoff)).toBe(true); // entries from before queuedAt existed: the upload time
  });

  it('leaves a young upload, one a recovery queued again lately, and one a worker started lately', () => {
    expect(isRecoveryDue({ ...pending, timestamp: '2026-01-10T12:00:01Z', queuedAt: '2026-01-10T12:00:01Z' }, cutoff)).toBe(false);
    expect(isRecoveryDue({ ...pending, queuedAt: '2026-01-10T12:05:00Z' }, cutoff)).toBe(false);
    expect(isRecoveryDue({ ...pending, queuedAt: '2026-01-10T11:00:00Z', importStartedAt: '2026-01-10T12:01:00Z' }, cutoff)).toBe(false);
  });

  it('leaves finished uploads', () => {
    expect(isRecoveryDue({ ...pending, status: 'success' }, cutoff)).toBe(false);
    expect(isRecoveryDue({ ...pending, status: 'error' }, cutoff)).toBe(false);
  });
});
