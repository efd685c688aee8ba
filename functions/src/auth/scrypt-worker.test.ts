import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scryptOnWorker } from './scrypt-worker';

// At a low cost (N=2^10): what is tested here is that the worker computes node's scrypt and reports
// its errors, not how long a production-cost hash takes at the lowest priority on a busy machine.
const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('scrypt on a worker thread', () => {
  it('gives the same key as node:crypto for the same password, salt and cost, also for hashes run at once', async () => {
    const salts = [Buffer.from('salt-one-16bytes'), Buffer.from('salt-two-16bytes'), Buffer.from('salt-3-sixteen-b')];
    const keys = await Promise.all(salts.map((salt) => scryptOnWorker('lösenord', salt, 64, cheap)));
    salts.forEach((salt, i) => expect(keys[i]!.equals(scryptSync('lösenord', salt, 64, cheap))).toBe(true));
    expect(keys[0]!.equals(keys[1]!)).toBe(false);
  });

  it("rejects with scrypt's own error when the cost is over the memory limit, and keeps working afterwards", async () => {
    await expect(scryptOnWorker('x', Buffer.from('salt'), 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 1024 * 1024 })).rejects.toThrow(/memory/i);
    const key = await scryptOnWorker('x', Buffer.from('salt'), 32, cheap);
    expect(key.equals(scryptSync('x', Buffer.from('salt'), 32, cheap))).toBe(true);
  });
});
