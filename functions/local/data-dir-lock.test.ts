import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeHolder, lockDataDir, removeOwnStackFile, tryLockDataDir, writeStackFile } from './data-dir-lock';

const dirs: string[] = [];
const newDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lunch-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited (so a lock naming it is stale). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

/** A live process that is not this one: the parent (vitest's main process). */
const livePid = process.ppid;
const lockFile = (dir: string) => path.join(dir, 'owner.lock');

describe('DATA_DIR lock', () => {
  it('is created with the owner pid and refused to a second taker while the holder lives', async () => {
    const dir = newDir();
    const first = await tryLockDataDir(dir, { kind: 'stack', port: 4280 });
    expect('lock' in first).toBe(true);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid, kind: 'stack', port: 4280 });

    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: livePid, kind: 'stack', port: 4281, since: new Date().toISOString() }));
    const second = await tryLockDataDir(dir, { kind: 'user-command' });
    expect(second).toEqual({ holder: expect.objectContaining({ pid: livePid, kind: 'stack', port: 4281 }) });
  });

  it('takes over a lock whose pid is gone, or is its own pid from before a restart', async () => {
    for (const pid of [deadPid(), process.pid]) {
      const dir = newDir();
      fs.writeFileSync(lockFile(dir), JSON.stringify({ pid, kind: 'stack', port: 4280, since: '2020-01-01T00:00:00.000Z' }));
      const result = await tryLockDataDir(dir, { kind: 'user-command' });
      expect('lock' in result).toBe(true);
      expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid, kind: 'user-command' });
      expect(fs.existsSync(path.join(dir, 'owner.lock.takeover'))).toBe(false);
    }
  });

  it('gives a stale lock to exactly one of several processes taking it over at the same moment', async () => {
    // Each taker says "ready", tries on "go" (all at once), prints whether it got the lock and stays
    // alive (holding it) until its stdin closes. Several rounds: the race is not hit every time.
    for (let round = 0; round < 2; round++) {
      const dir = newDir();
      fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: deadPid(), kind: 'stack', port: 4280, since: '2020-01-01T00:00:00.000Z' }));
      const script = `import { tryLockDataDir } from ${JSON.stringify(path.join(import.meta.dirname, 'data-dir-lock.ts'))};
        console.log('ready');
        await new Promise((go) => process.stdin.once('data', go));
        const result = await tryLockDataDir(${JSON.stringify(dir)}, { kind: 'user-command' });
        console.log('lock' in result ? 'won' : 'lost ' + result.holder.pid);
        process.stdin.on('end', () => process.exit(0));`;
      const takers = Array.from({ length: 6 }, () => spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }));
      const nextLine = (child: (typeof takers)[number]) => new Promise<string>((resolve) => child.stdout.once('data', (d) => resolve(String(d).trim())));
      try {
        await Promise.all(takers.map(nextLine));
        for (const child of takers) child.stdin.write('go\n');
        const answers = await Promise.all(takers.map(nextLine));
        const winners = takers.filter((_, i) => answers[i] === 'won');
        expect(winners, answers.join(', ')).toHaveLength(1);
        expect(answers.filter((a) => a !== 'won')).toEqual(Array(5).fill(`lost ${winners[0].pid}`));
        expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')).pid).toBe(winners[0].pid);
      } finally {
        await Promise.all(takers.map((child) => new Promise((resolve) => { child.once('exit', resolve); child.stdin.end(); })));
      }
    }
  }, 120_000);

  it('treats a lock that stays unreadable (a crash between create and write) as stale', async () => {
    const dir = newDir();
    fs.writeFileSync(lockFile(dir), '');
    const result = await tryLockDataDir(dir, { kind: 'user-command' });
    expect('lock' in result).toBe(true);
  });

  it('release removes only its own lock', async () => {
    const dir = newDir();
    const result = await tryLockDataDir(dir, { kind: 'user-command' });
    if (!('lock' in result)) throw new Error('expected the lock');
    const other = JSON.stringify({ pid: livePid, kind: 'stack', port: 4281, since: new Date().toISOString() });
    fs.writeFileSync(lockFile(dir), other);
    await result.lock.release();
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(other);

    const again = await tryLockDataDir(newDir(), { kind: 'user-command' });
    if (!('lock' in again)) throw new Error('expected the lock');
    await again.lock.release();
    expect(fs.existsSync(lockFile(dirs[1]))).toBe(false);
  });

  it('lockDataDir waits while told to and gets the lock once the holder lets go', async () => {
    const dir = newDir();
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: livePid, kind: 'user-command', since: new Date().toISOString() }));
    const heard: number[] = [];
    const waiting = lockDataDir(dir, { kind: 'stack', port: 4280 }, { waitMs: 30_000, shouldWait: (h) => h.kind === 'user-command', onWait: (h) => heard.push(h.pid) });
    await expect.poll(() => heard).toEqual([livePid]); // it is waiting, not done
    fs.rmSync(lockFile(dir));
    expect('lock' in (await waiting)).toBe(true);

    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: livePid, kind: 'stack', port: 4281, since: new Date().toISOString() }));
    const refused = await lockDataDir(dir, { kind: 'user-command' }, { waitMs: 30_000, shouldWait: () => false });
    expect(refused).toEqual({ holder: expect.objectContaining({ pid: livePid, kind: 'stack' }) });
  });

  it('stack.json goes on exit only when it is this process', async () => {
    const dir = newDir();
    await writeStackFile(dir, { pid: livePid, port: 4281, storageConnectionString: 'x' });
    await removeOwnStackFile(dir);
    expect(fs.existsSync(path.join(dir, 'stack.json'))).toBe(true);
    await writeStackFile(dir, { pid: process.pid, port: 4280, storageConnectionString: 'x' });
    await removeOwnStackFile(dir);
    expect(fs.existsSync(path.join(dir, 'stack.json'))).toBe(false);
  });

  it('describes the holder for messages', () => {
    const holder = { pid: 42, kind: 'stack' as const, port: 4280, since: '' };
    expect(describeHolder(holder, { pid: 42, port: 4280, storageConnectionString: '' })).toBe('the stack running at http://localhost:4280 (pid 42)');
    expect(describeHolder(holder, undefined)).toBe('the stack starting at http://localhost:4280 (pid 42)');
    expect(describeHolder({ pid: 7, kind: 'user-command', since: '' }, undefined)).toBe('`npm run user` (pid 7)');
  });
});
