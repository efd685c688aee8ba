import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { MAX_CONCURRENT_HASHES } from './hash-gate';

/**
 * scrypt on worker threads of its own at the lowest CPU priority, instead of on libuv's thread pool:
 * a hash (128 MiB, a third of a second of CPU) then neither holds a pool thread that file reads and
 * DNS wait for, nor takes the CPU from the threads that answer requests. On Linux a thread's nice
 * value is its own, so the worker lowers only itself; where that is not allowed it runs at normal
 * priority. The source is inline so it works the same under tsx and in the bundled build.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try { require('node:os').setPriority(19); } catch {}
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(password, salt, keyLength, options) });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

interface Job {
  resolve: (key: Buffer) => void;
  reject: (err: Error) => void;
}

interface HashWorker {
  worker: Worker;
  jobs: Map<number, Job>;
}

const pool: HashWorker[] = [];
let nextJobId = 0;

function startWorker(): HashWorker {
  const entry: HashWorker = { worker: new Worker(WORKER_SOURCE, { eval: true }), jobs: new Map() };
  entry.worker.on('message', ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    const job = entry.jobs.get(id);
    entry.jobs.delete(id);
    if (entry.jobs.size === 0) entry.worker.unref(); // an idle worker never keeps a process (the CLI) alive
    if (!job) return;
    if (key) job.resolve(Buffer.from(key.buffer, key.byteOffset, key.byteLength));
    else job.reject(new Error(error ?? 'scrypt failed'));
  });
  const fail = (err: Error) => {
    const at = pool.indexOf(entry);
    if (at >= 0) pool.splice(at, 1);
    for (const job of entry.jobs.values()) job.reject(err);
    entry.jobs.clear();
  };
  entry.worker.on('error', fail);
  entry.worker.on('exit', (code) => fail(new Error(`scrypt worker exited with ${code}`)));
  pool.push(entry);
  return entry;
}

/** The least busy worker; one more is started while there are fewer than the hash gate lets run at once. */
function workerForNextJob(): HashWorker {
  const idle = pool.find((w) => w.jobs.size === 0);
  if (idle) return idle;
  if (pool.length < MAX_CONCURRENT_HASHES) return startWorker();
  return pool.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
}

export function scryptOnWorker(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  const entry = workerForNextJob();
  const id = nextJobId++;
  return new Promise((resolve, reject) => {
    entry.jobs.set(id, { resolve, reject });
    entry.worker.ref();
    entry.worker.postMessage({ id, password, salt, keyLength, options });
  });
}
