import { confidenceText, confidenceTone } from '../lib/review-format';

/** The reading's confidence as a percentage, coloured: red low, amber below the publish threshold, green at or above. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  return (
    <span className={`mr-confidence mr-confidence--${confidenceTone(confidence)}`} title="Säkerhet i läsningen">
      <span className="visually-hidden">Säkerhet </span>
      {confidenceText(confidence)}
    </span>
  );
}
