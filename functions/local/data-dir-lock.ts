import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * One DATA_DIR is owned by one process at a time: the local Cosmos DB server keeps everything in
 * memory and writes whole snapshots, so two processes on one folder silently overwrite each other.
 * The owner (a stack, or the user command when no stack runs) holds DATA_DIR/owner.lock, created
 * atomically ('wx', O_EXCL) and holding its pid. A lock whose pid is gone is stale and taken over.
 */
export type LockHolder = { pid: number; kind: 'stack'; port: number; since: string } | { pid: number; kind: 'user-command'; since: string };
type NewHolder = { kind: 'stack'; port: number } | { kind: 'user-command' };

export interface DataDirLock {
  /** Removes the lock, only if it is still this process's own. */
  release(): Promise<void>;
}

/** What the running stack tells the user command: where its database is (none with COSMOS_ENDPOINT). */
export interface StackInfo {
  pid: number;
  port: number;
  cosmosEndpoint?: string;
  cosmosKey?: string;
  storageConnectionString: string;
}

const LOCK = 'owner.lock';
/** Held for the instant of removing a stale lock, so two processes never both remove and re-create it. */
const TAKEOVER = 'owner.lock.takeover';
const STACK_FILE = 'stack.json';
/** A lock file is created empty and written a moment later: that long it is "being written", not broken. */
const UNREADABLE_GRACE_MS = 1000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isAlive(pid: number): boolean {
  if (pid === process.pid) return false; // a lock with our own pid is left from before (a restarted container reuses pids)
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, but belongs to another user
  }
}

/** Takes the lock, or says who holds it. Never waits for a live holder. */
export async function tryLockDataDir(dataDir: string, holder: NewHolder): Promise<{ lock: DataDirLock } | { holder: LockHolder }> {
  const file = path.join(dataDir, LOCK);
  const content = JSON.stringify({ ...holder, pid: process.pid, since: new Date().toISOString() });
  // Every round either takes the lock, finds a live holder, or removes a stale one (or sees it go).
  for (let round = 0; round < 100; round++) {
    if (await createExclusive(file, content)) return { lock: { release: () => removeIfContent(file, content) } };
    const seen = await readSettled(file);
    if (seen === 'gone') continue;
    if (seen.holder && isAlive(seen.holder.pid) && !writtenBeforeBoot(seen.mtimeMs)) return { holder: seen.holder };
    await removeStale(dataDir, file, seen.raw);
  }
  throw new Error(`could not take ${file}: other processes keep taking it`);
}

/**
 * tryLockDataDir again and again while `shouldWait(holder)` says so and the deadline has not passed;
 * `onWait` hears about each holder once.
 */
export async function lockDataDir(
  dataDir: string,
  holder: NewHolder,
  options: { waitMs: number; shouldWait: (holder: LockHolder) => boolean | Promise<boolean>; onWait?: (holder: LockHolder) => void },
): Promise<{ lock: DataDirLock } | { holder: LockHolder }> {
  const deadline = Date.now() + options.waitMs;
  let announced: number | undefined;
  for (;;) {
    const result = await tryLockDataDir(dataDir, holder);
    if ('lock' in result || Date.now() > deadline || !(await options.shouldWait(result.holder))) return result;
    if (announced !== result.holder.pid) options.onWait?.(result.holder);
    announced = result.holder.pid;
    await delay(200);
  }
}

/** "the stack running at http://localhost:4280 (pid 123)", for messages. */
export function describeHolder(holder: LockHolder, stack: StackInfo | undefined): string {
  if (holder.kind === 'user-command') return `\`npm run user\` (pid ${holder.pid})`;
  const state = stack?.pid === holder.pid ? 'running' : 'starting';
  return `the stack ${state} at http://localhost:${holder.port} (pid ${holder.pid})`;
}

/** Written by the stack once it is ready (atomically: a reader never sees half of it). */
export async function writeStackFile(dataDir: string, info: StackInfo): Promise<void> {
  const temp = path.join(dataDir, `${STACK_FILE}.${process.pid}.tmp`);
  await fs.writeFile(temp, JSON.stringify(info), { mode: 0o600 });
  await fs.rename(temp, path.join(dataDir, STACK_FILE));
}

export async function readStackFile(dataDir: string): Promise<StackInfo | undefined> {
  try {
    return JSON.parse(await fs.readFile(path.join(dataDir, STACK_FILE), 'utf8')) as StackInfo;
  } catch {
    return undefined;
  }
}

/** On the way out: stack.json goes only if it is this process's (a refused second stack leaves the first one's alone). */
export async function removeOwnStackFile(dataDir: string): Promise<void> {
  const info = await readStackFile(dataDir);
  if (info?.pid === process.pid) await fs.rm(path.join(dataDir, STACK_FILE), { force: true });
}

async function createExclusive(file: string, content: string): Promise<boolean> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
  return true;
}

type Seen = { raw: string; holder?: LockHolder; mtimeMs: number };

/** The lock file's content; one that stays unreadable past the grace period is broken (holder undefined). */
async function readSettled(file: string): Promise<Seen | 'gone'> {
  const until = Date.now() + UNREADABLE_GRACE_MS;
  for (;;) {
    let raw: string;
    let mtimeMs: number;
    try {
      [raw, { mtimeMs }] = await Promise.all([fs.readFile(file, 'utf8'), fs.stat(file)]);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
      throw err;
    }
    const holder = parseHolder(raw);
    if (holder || Date.now() > until) return { raw, holder, mtimeMs };
    await delay(50);
  }
}

function parseHolder(raw: string): LockHolder | undefined {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    return Number.isInteger(value.pid) && (value.kind === 'stack' || value.kind === 'user-command') ? (value as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** A lock from before the machine last started: its pid, even if alive now, is another process. */
function writtenBeforeBoot(mtimeMs: number): boolean {
  return mtimeMs < Date.now() - os.uptime() * 1000 - 60_000;
}

/**
 * Removes the lock judged stale from `staleRaw`, only while it still has that content, under the
 * takeover file: otherwise two processes could both see the dead pid, and the slower one would
 * remove the lock the faster one had just created.
 */
async function removeStale(dataDir: string, file: string, staleRaw: string): Promise<void> {
  const takeover = path.join(dataDir, TAKEOVER);
  if (!(await createExclusive(takeover, JSON.stringify({ pid: process.pid, kind: 'user-command', since: new Date().toISOString() })))) {
    const other = await readSettled(takeover);
    if (other === 'gone') return;
    // Someone else is removing it right now; one that died doing so leaves a takeover file to remove.
    if (!other.holder || !isAlive(other.holder.pid)) await removeIfContent(takeover, other.raw);
    else await delay(20);
    return;
  }
  try {
    await removeIfContent(file, staleRaw);
  } finally {
    await fs.rm(takeover, { force: true });
  }
}

async function removeIfContent(file: string, content: string): Promise<void> {
  try {
    if ((await fs.readFile(file, 'utf8')) === content) await fs.rm(file, { force: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
