/**
 * A fixed-window limit per client address plus a global cap, kept in memory per instance (the public
 * report endpoints use it: enough to keep one script from flooding a store; with several instances in
 * Azure each keeps its own count).
 */
const WINDOW_MS = 60_000;
const MAX_TRACKED = 10_000;

export function perMinuteLimit(perAddressLimit: number, globalLimit: number): (address: string, at?: number) => boolean {
  const perAddress = new Map<string, { start: number; count: number }>();
  let global = { start: 0, count: 0 };
  return (address, at = Date.now()) => {
    if (at - global.start >= WINDOW_MS) global = { start: at, count: 0 };
    let slot = perAddress.get(address);
    if (!slot || at - slot.start >= WINDOW_MS) {
      if (perAddress.size >= MAX_TRACKED) {
        for (const [key, value] of perAddress) if (at - value.start >= WINDOW_MS) perAddress.delete(key);
        if (perAddress.size >= MAX_TRACKED) perAddress.clear();
      }
      slot = { start: at, count: 0 };
      perAddress.set(address, slot);
    }
    slot.count += 1;
    if (slot.count > perAddressLimit) return false;
    global.count += 1;
    return global.count <= globalLimit;
  };
}
