import type { NearMeStatus } from '../hooks/use-near-me';

/** "Nära mig": pressed while distances are measured from the visitor's position. */
export function NearMeButton({ status, onToggle }: { status: NearMeStatus; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="near-me-button"
      aria-pressed={status === 'on'}
      aria-busy={status === 'locating'}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="3" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        <circle cx="12" cy="12" r="7" />
      </svg>
      {status === 'locating' ? 'Hämtar position...' : 'Nära mig'}
    </button>
  );
}

/** A short line about where distances are measured from, when the visitor asked for their position. */
export function NearMeNotice({ status }: { status: NearMeStatus }) {
  const text =
    status === 'on'
      ? 'Närmast först: avstånden räknas från din position.'
      : status === 'denied'
        ? 'Din position kunde inte hämtas. Avstånden räknas från centrum.'
        : '';
  return (
    <p className={text ? 'near-me-notice' : 'near-me-notice near-me-notice--empty'} role="status">
      {text}
    </p>
  );
}
