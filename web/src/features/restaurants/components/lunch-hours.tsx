import { lunchHoursText } from '../lib/lunch-hours';

/** "Mån–Fre 11:00–14:00"; nothing when the restaurant has no valid lunch hours. */
export function LunchHours({ lunchHours }: { lunchHours: unknown }) {
  const text = lunchHoursText(lunchHours);
  if (!text) return null;
  return (
    <p className="lunch-hours">
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <span className="visually-hidden">Lunchtider: </span>
      {text}
    </p>
  );
}
