import { useId } from 'react';
import { QUEUE_DISPLAY_NAMES, type QueueCounts, type QueueKey } from '@lunch/shared';
import { activeSharePercent, QUEUE_TONE_LABELS, queueTone } from '../lib/queue-card';

interface QueueCardProps {
  queueKey: QueueKey;
  counts: QueueCounts;
  /** The status answer had no entry for this queue. */
  missing: boolean;
  clearing: boolean;
  onClear: () => void;
}

/** One queue: its display name (never the internal one), counts, active share and the 'Rense' (clear) button. */
export function QueueCard({ queueKey, counts, missing, clearing, onClear }: QueueCardProps) {
  const titleId = useId();
  const name = QUEUE_DISPLAY_NAMES[queueKey];
  const tone = queueTone(counts);
  const share = activeSharePercent(counts);

  const confirmAndClear = () => {
    if (window.confirm(`Clear the ${name} queue? Every message waiting in it is deleted.`)) onClear();
  };

  return (
    <li className={`workflow-queue workflow-queue--${tone}`} aria-labelledby={titleId} data-queue={queueKey}>
      <div className="workflow-queue__head">
        <h3 id={titleId}>{name}</h3>
        <span className="workflow-queue__tone">{missing ? 'Not reported' : QUEUE_TONE_LABELS[tone]}</span>
      </div>
      <dl className="workflow-queue__counts">
        <div>
          <dt>Active</dt>
          <dd>{counts.active}</dd>
        </div>
        <div>
          <dt>Scheduled</dt>
          <dd>{counts.scheduled}</dd>
        </div>
        <div>
          <dt>Dead Letter</dt>
          <dd>{counts.deadletter}</dd>
        </div>
      </dl>
      <div className="workflow-queue__share">
        <progress max={100} value={share} aria-label={`Active share of ${name}`} />
        <span>{share}% active</span>
      </div>
      <button
        type="button"
        className="button button--small button--danger"
        disabled={clearing}
        onClick={confirmAndClear}
      >
        {clearing ? 'Clearing…' : 'Rense'}
        <span className="visually-hidden"> {name}</span>
      </button>
    </li>
  );
}
