import { describe, expect, it } from 'vitest';
import { FetchFailure } from './fetch-failure';
import { guardedLookup } from './http-transport';

/** The DNS guard on its own (the fetcher tests also pass through the connect-time check behind it). */
function lookup(host: string, all: boolean): Promise<{ error: unknown; result: unknown }> {
  return new Promise((resolve) => {
    guardedLookup(host)(host, { all }, (error: unknown, result: unknown) => resolve({ error, result }));
  });
}

describe('guardedLookup', () => {
  it.each([true, false])('refuses a name that resolves to loopback (all: %s)', async (all) => {
    const { error, result } = await lookup('localhost', all);
    expect(error).toBeInstanceOf(FetchFailure);
    expect((error as FetchFailure).reason).toBe('blocked-address');
    expect((error as FetchFailure).message).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/);
    expect(result).toBeUndefined();
  });

  it('passes DNS errors on unchanged', async () => {
    const { error } = await lookup('no-such-host.invalid', true);
    expect(error).not.toBeInstanceOf(FetchFailure);
    expect((error as NodeJS.ErrnoException).code).toMatch(/ENOTFOUND|EAI_AGAIN/);
  });
});
