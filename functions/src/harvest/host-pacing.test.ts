import { describe, expect, it } from 'vitest';
import { HostPacer } from './host-pacing';

describe('HostPacer', () => {
  it('queues callers for one host and lets other hosts through at once', async () => {
    const pacer = new HostPacer(200);
    const started = performance.now();
    const at: Record<string, number> = {};
    const order: string[] = [];
    await Promise.all(
      ['a.example', 'A.example', 'b.example', 'a.example'].map(async (host, i) => {
        await pacer.wait(host);
        at[`${host.toLowerCase()}#${i}`] = performance.now() - started;
        order.push(`${host.toLowerCase()}#${i}`);
      }),
    );
    // Lower bounds only (a busy machine can only make waits longer): the order shows b.example was
    // not held behind a.example's queue.
    expect(order.indexOf('b.example#2')).toBeLessThan(order.indexOf('a.example#1'));
    expect(at['a.example#1']).toBeGreaterThanOrEqual(195); // host names are case-insensitive
    expect(at['a.example#3']).toBeGreaterThanOrEqual(395);
    expect(order.slice(-2)).toEqual(['a.example#1', 'a.example#3']);
  });

  it('stops waiting when the signal aborts', async () => {
    const pacer = new HostPacer(10_000);
    await pacer.wait('a.example');
    const controller = new AbortController();
    const waiting = pacer.wait('a.example', controller.signal);
    controller.abort(new Error('deadline'));
    await expect(waiting).rejects.toThrow('deadline');
  });
});
