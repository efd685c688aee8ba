/**
 * Spaces requests to one host: at least `minIntervalMs` between the starts of two requests to the same
 * host name. Per process only: each Functions instance paces itself, so N instances may together send
 * N requests per interval to one host. Slots are reserved in call order, so concurrent callers queue.
 */
export class HostPacer {
  private readonly nextSlot = new Map<string, number>();

  constructor(
    private readonly minIntervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when a request to `host` may start; rejects with the signal's reason when it aborts first. */
  async wait(host: string, signal?: AbortSignal): Promise<void> {
    if (this.minIntervalMs <= 0) return;
    signal?.throwIfAborted();
    const key = host.toLowerCase();
    const now = this.now();
    const start = Math.max(now, this.nextSlot.get(key) ?? 0);
    this.nextSlot.set(key, start + this.minIntervalMs);
    this.forgetOld(now);
    if (start > now) await sleep(start - now, signal);
  }

  /** Keeps the map small on a long-lived instance: hosts whose next slot is past need no entry. */
  private forgetOld(now: number): void {
    if (this.nextSlot.size < 1000) return;
    for (const [host, slot] of this.nextSlot) if (slot <= now) this.nextSlot.delete(host);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
