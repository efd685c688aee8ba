import fs from 'node:fs';
import path from 'node:path';
import { scryptSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// The same scrypt, in this thread at normal priority: the hashing worker runs at the lowest CPU
// priority on purpose (scrypt-worker.ts, tested on its own), and beside the suite's busy lanes a
// production-cost hash there has waited past 30 s for CPU. This file is about the hash's format and cost.
vi.mock('./scrypt-worker', () => ({
  scryptOnWorker: async (password: string, salt: Buffer, keyLength: number, options: object) => scryptSync(password, salt, keyLength, options),
}));

/** A fresh module each time: lowerPasswordCostForTests changes the module's own cost. */
async function freshPasswordModule() {
  vi.resetModules();
  return import('./password');
}

describe('password hashing cost', () => {
  it('hashes at the production cost N=2^17, r=8, p=1 unless a test stack lowers it', async () => {
    const { hashPassword, verifyPassword } = await freshPasswordModule();
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('test stacks hash new passwords at N=2^12 and still verify hashes stored at the production cost', async () => {
    const production = await (await freshPasswordModule()).hashPassword('a-long-enough-password');
    const { hashPassword, verifyPassword, lowerPasswordCostForTests, dummyPasswordHash } = await freshPasswordModule();
    lowerPasswordCostForTests();
    const lowered = await hashPassword('a-long-enough-password');
    expect(lowered).toMatch(/^scrypt\$12\$8\$1\$/);
    expect(await dummyPasswordHash()).toMatch(/^scrypt\$12\$8\$1\$/);
    expect(await verifyPassword('a-long-enough-password', lowered)).toBe(true);
    expect(await verifyPassword('a-long-enough-password', production)).toBe(true);
  });

  it('is lowered only by the local test host and the user command, never by code the Azure app runs', () => {
    const functionsDir = path.resolve(import.meta.dirname, '../..');
    const callers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') && fs.readFileSync(full, 'utf8').includes('lowerPasswordCostForTests();')) callers.push(path.relative(functionsDir, full));
      }
    };
    for (const dir of ['src', 'local']) walk(path.join(functionsDir, dir));
    // Each calls it only under LOCAL_TEST_HOOKS and LOCAL_FAST_HASHING, which test support sets.
    expect(callers.sort()).toEqual(['local/start.ts', 'local/user-cli.ts']);
    for (const file of callers) {
      const calls = fs.readFileSync(path.join(functionsDir, file), 'utf8').split('\n').filter((line) => line.includes('lowerPasswordCostForTests();'));
      for (const line of calls) expect(line, file).toMatch(/^\s*if \(.*LOCAL_FAST_HASHING === '1'\) lowerPasswordCostForTests\(\);$/);
    }
  });
});
