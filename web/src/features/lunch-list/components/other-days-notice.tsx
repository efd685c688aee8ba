import type { Weekday } from '@lunch/shared';
import { otherDaysParts, weekdayInSentence } from '../lib/other-days';

interface OtherDaysNoticeProps {
  term: string;
  /** Other days of this week on which the search finds restaurants (from the list response). */
  days: readonly Weekday[];
  onChoose: (day: Weekday) => void;
}

/**
 * A search that found nothing on the chosen day but would on other days of the week:
 * 'Köttbullar serveras tisdag och torsdag', each day a button that switches to it. The wrapper is a
 * live region that stays in the page, so the sentence is announced when it appears.
 */
export function OtherDaysNotice({ term, days, onChoose }: OtherDaysNoticeProps) {
  const parts = otherDaysParts(term, days);
  return (
    <div className="other-days" aria-live="polite">
      {parts.length > 0 && (
        <p className="other-days-notice">
          {parts.map((part, i) =>
            part.day ? (
              <button
                key={part.day}
                type="button"
                className="link-button other-days-notice__day"
                aria-label={`Visa ${weekdayInSentence(part.day)}`}
                onClick={() => onChoose(part.day)}
              >
                {part.text}
              </button>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
      )}
    </div>
  );
}
