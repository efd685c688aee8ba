import { dayRangesText, lunchHourSlots } from '@lunch/shared';

/** "Lunch Mån–Fre 11:00–14:00"; nothing when the restaurant has no lunch hours. */
export function LunchHours({ lunchHours }: { lunchHours: unknown }) {
  const lines = lunchHourSlots(lunchHours)
    .map((slot) => {
      const days = dayRangesText(slot.days);
      const times = slot.startTime && slot.endTime ? `${slot.startTime}–${slot.endTime}` : '';
      return [days, times].filter(Boolean).join(' ');
    })
    .filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <p className="lunch-hours">
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <span className="visually-hidden">Lunchtider: </span>
      {lines.join(', ')}
    </p>
  );
}
