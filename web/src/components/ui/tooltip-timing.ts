/** Spec: tooltips open after 700 ms; within 300 ms of another closing, the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * How long a tooltip waits before opening. `lastClosedAt` is when any tooltip last closed (ms on the
 * same clock as `now`, e.g. performance.now()); moving from one icon to the next within the skip
 * delay shows the next tooltip without waiting again.
 */
export function tooltipOpenDelay(now: number, lastClosedAt: number | null, anyOpen = false): number {
  if (anyOpen) return 0;
  if (lastClosedAt !== null && now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) return 0;
  return TOOLTIP_DELAY_MS;
}
