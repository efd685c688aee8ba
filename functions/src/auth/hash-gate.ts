import os from 'node:os';

/**
 * Caps how many password hashes run at once on this instance. A scrypt hash takes 128 MiB and about
 * a third of a second of a core; a burst of anonymous logins that hashed all at once would take the
 * CPU, memory (and, on libuv's thread pool, the threads file reads wait for) from every other request.
 * Half the cores hash at most, on low-priority worker threads (scrypt-worker.ts); further logins wait
 * in a short queue, and what cannot start within MAX_HASH_WAIT_MS (or finds the queue full) is
 * refused, to be answered 429 with Retry-After.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.floor(os.availableParallelism() / 2));
export const MAX_HASH_WAIT_MS = 2_500;
/** Queued logins per slot beyond which a new one is refused at once: its wait would run out anyway. */
const MAX_WAITING_PER_SLOT = 6;

/** What withHashSlot answers when no slot freed up in time. */
export const HASH_BUSY = Symbol('hash-busy');

interface Waiter {
  /** A browser known to the account: it goes ahead of strangers, so a burst cannot keep its owner out. */
  priority: boolean;
  grant: () => void;
}

let running = 0;
const waiting: Waiter[] = [];

/**
 * True when a login that is not from a known device would be refused at once. Checked before any
 * database read, so the part of a burst that cannot be hashed costs the instance next to nothing.
 */
export function isHashQueueFull(): boolean {
  return waiting.filter((w) => !w.priority).length >= MAX_WAITING_PER_SLOT * MAX_CONCURRENT_HASHES;
}

function acquire(priority: boolean): Promise<boolean> {
  if (running < MAX_CONCURRENT_HASHES && waiting.length === 0) {
    running++;
    return Promise.resolve(true);
  }
  if (!priority && isHashQueueFull()) return Promise.resolve(false);
  return new Promise((resolve) => {
    const waiter: Waiter = {
      priority,
      grant: () => {
        clearTimeout(timer);
        resolve(true);
      },
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(waiter), 1);
      resolve(false);
    }, MAX_HASH_WAIT_MS);
    const firstStranger = waiting.findIndex((w) => !w.priority);
    if (priority && firstStranger >= 0) waiting.splice(firstStranger, 0, waiter);
    else waiting.push(waiter);
  });
}

function release(): void {
  const next = waiting.shift();
  if (next) next.grant(); // the slot passes straight on
  else running--;
}

/** Runs one password hash in a slot, or answers HASH_BUSY when none frees up within MAX_HASH_WAIT_MS. */
export async function withHashSlot<T>(hash: () => Promise<T>, options: { priority?: boolean } = {}): Promise<T | typeof HASH_BUSY> {
  if (!(await acquire(options.priority ?? false))) return HASH_BUSY;
  try {
    return await hash();
  } finally {
    release();
  }
}
