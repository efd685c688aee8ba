import { useEffect, useId, useState } from 'react';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { useMenuReview } from '../api/get-menu-review';
import type { DecisionOutcome } from '../lib/decision-outcome';
import { dateTimeText, weekText } from '../lib/review-format';
import { ConfidenceBadge } from './confidence-badge';
import { DecidedReview } from './decided-review';
import { ReviewEditor } from './review-editor';
import { ReviewFrame } from './review-frame';

/**
 * One reading beside its sources: the reading (editable while it waits) on one side, the page text it
 * was made from and the lunch page itself on the other (stacked on a narrow screen).
 */
export function ReviewDetail({ id, framed, onLoaded }: { id: string; framed: boolean; onLoaded?: () => void }) {
  const query = useMenuReview(id);
  const titleId = useId();
  // Kept here, not in the form: a decision replaces the form by the decided view, which says it.
  const [outcome, setOutcome] = useState<DecisionOutcome>();
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded) onLoaded?.();
  }, [loaded, onLoaded]);

  if (query.isError && !query.data) {
    return (
      <Notice title={isHttpError(query.error, 404) ? 'Läsningen finns inte' : 'Kunde inte läsa in läsningen'} tone="error">
        {isHttpError(query.error) ? `${query.error.status}: ${serverMessage(query.error, 'Failed to fetch review')}` : 'Inget svar från servern.'}
      </Notice>
    );
  }
  if (!query.data) return <Spinner label="Laddar läsningen..." />;
  const review = query.data;

  return (
    <section className="mr-detail" aria-labelledby={titleId} data-id={review.id}>
      <header className="mr-detail__head">
        <h2 id={titleId}>{review.restaurantName}</h2>
        <p className="mr-meta">
          <span>{review.city}</span>
          <span title={review.week ?? undefined}>{weekText(review.week, review.evidence?.weekSource)}</span>
          <ConfidenceBadge confidence={review.confidence} />
          <span>Läst {dateTimeText(review.createdAt)}</span>
        </p>
        {review.doubts.length > 0 && (
          <ul className="mr-doubts" aria-label="Tveksamheter">
            {review.doubts.map((doubt) => (
              <li key={doubt}>{doubt}</li>
            ))}
          </ul>
        )}
      </header>
      <div className="mr-detail__columns">
        <div className="mr-detail__reading">
          <h3>Läsningen</h3>
          {review.status === 'waiting' ? (
            <ReviewEditor key={review.id} review={review} outcome={outcome} onOutcome={setOutcome} />
          ) : (
            <DecidedReview review={review} outcome={outcome} />
          )}
        </div>
        <div className="mr-detail__sources">
          <h3>Sidans text</h3>
          <pre className="mr-pagetext" tabIndex={0} aria-label={`Sidans text, ${review.restaurantName}`}>
            {review.pageText || '(ingen text)'}
          </pre>
          <h3>Lunchsidan</h3>
          <ReviewFrame url={review.sourceUrl || review.lunchLink} name={review.restaurantName} reviewId={review.id} framed={framed} />
        </div>
      </div>
    </section>
  );
}
