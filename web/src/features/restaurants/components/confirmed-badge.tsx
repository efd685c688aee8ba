import { confirmedTimeText } from '../lib/confirmed';

/** "Bekräftad av restaurangen · 25 nov 14:03": the menus shown were published by the restaurant itself. */
export function ConfirmedBadge({ confirmed }: { confirmed: { publishedAt: string } | undefined }) {
  if (!confirmed) return null;
  const time = confirmedTimeText(confirmed.publishedAt);
  return (
    <p className="confirmed-badge">
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m5 12 5 5 9-10" />
      </svg>
      Bekräftad av restaurangen
      {time && (
        <>
          {' '}
          <span className="confirmed-badge__time">
            <span aria-hidden="true">· </span>
            <time dateTime={confirmed.publishedAt}>{time}</time>
          </span>
        </>
      )}
    </p>
  );
}
