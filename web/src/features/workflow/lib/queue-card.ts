import type { QueueCounts } from '@lunch/shared';

/** Spec section 4, "Queue card colour": dead letters red, else active blue, else scheduled yellow, else green. */
export type QueueTone = 'red' | 'blue' | 'yellow' | 'green';

export function queueTone(counts: QueueCounts): QueueTone {
  if (counts.deadletter > 0) return 'red';
  if (counts.active > 0) return 'blue';
  if (counts.scheduled > 0) return 'yellow';
  return 'green';
}

/** The tone in words, so the colour is never the only sign. */
export const QUEUE_TONE_LABELS: Record<QueueTone, string> = {
  red: 'Has dead letters',
  blue: 'Working',
  yellow: 'Scheduled only',
  green: 'Empty',
};

/** The active share of the queue's messages (active, scheduled and dead letters), 0 to 100, 0 when empty. */
export function activeSharePercent(counts: QueueCounts): number {
  const total = counts.active + counts.scheduled + counts.deadletter;
  return total > 0 ? Math.round((counts.active / total) * 100) : 0;
}
