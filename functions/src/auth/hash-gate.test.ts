import { afterEach, describe, expect, it, vi } from 'vitest';
import { HASH_BUSY, MAX_CONCURRENT_HASHES, MAX_HASH_WAIT_MS, isHashQueueFull, withHashSlot } from './hash-gate';

/** A hash that finishes when the test says so. */
function pendingHash(name: string, log: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: async () => { log.push(`start ${name}`); await done; return name; }, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('hash gate', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at most MAX_CONCURRENT_HASHES at once and lets known devices ahead of strangers', async () => {
    const log: string[] = [];
    const running = Array.from({ length: MAX_CONCURRENT_HASHES }, (_, i) => pendingHash(`running-${i}`, log));
    const runningResults = running.map((h) => withHashSlot(h.work));
    const stranger = pendingHash('stranger', log);
    const owner = pendingHash('owner', log);
    const strangerResult = withHashSlot(stranger.work);
    const ownerResult = withHashSlot(owner.work, { priority: true });
    await settle();
    expect(log).toEqual(running.map((_, i) => `start running-${i}`));

    running[0].finish();
    await settle();
    expect(log.at(-1)).toBe('start owner');
    owner.finish();
    await settle();
    expect(log.at(-1)).toBe('start stranger');
    stranger.finish();
    for (const h of running) h.finish();
    expect(await Promise.all([...runningResults, ownerResult, strangerResult])).toEqual([...running.map((_, i) => `running-${i}`), 'owner', 'stranger']);
  });

  it('answers HASH_BUSY when no slot frees up in time, and at once when the queue is full', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log: string[] = [];
    const running = Array.from({ length: MAX_CONCURRENT_HASHES }, (_, i) => pendingHash(`running-${i}`, log));
    const runningResults = running.map((h) => withHashSlot(h.work));
    const queued: Promise<unknown>[] = [];
    for (let i = 0; i < 1000 && !isHashQueueFull(); i++) queued.push(withHashSlot(async () => `queued-${queued.length}`));
    expect(queued.length).toBeGreaterThan(0);
    expect(await withHashSlot(async () => 'one too many')).toBe(HASH_BUSY);
    vi.advanceTimersByTime(MAX_HASH_WAIT_MS);
    expect(isHashQueueFull()).toBe(false);
    expect(new Set(await Promise.all(queued))).toEqual(new Set([HASH_BUSY]));
    for (const h of running) h.finish();
    await Promise.all(runningResults);
    // The gate is free again.
    expect(await withHashSlot(async () => 'next')).toBe('next');
  });
});
