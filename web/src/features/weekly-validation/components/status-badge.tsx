import type { WeekStatus } from '@lunch/shared';

const TONE: Record<WeekStatus, string> = {
  Korrekt: 'ok',
  'Delvis korrekt': 'partial',
  'Felaktig vecka': 'wrong',
  'Ingen vecka': 'none',
};

/** The week status as a coloured badge; the text carries the meaning, the colour only repeats it. */
export const StatusBadge = ({ status }: { status: WeekStatus }) => <span className={`wv-badge wv-badge--${TONE[status]}`}>{status}</span>;
