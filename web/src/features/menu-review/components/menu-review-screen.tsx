import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sortReviewsForList, svCount, type MenuReviewListResult, type MenuReviewSummary } from '@lunch/shared';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { isHttpError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { useMenuReviews } from '../api/get-menu-reviews';
import { dateTimeText, REVIEW_FILTERS, reviewFilterOf, weekText, type ReviewFilter } from '../lib/review-format';
import { ConfidenceBadge } from './confidence-badge';
import { ReviewDetail } from './review-detail';
import { MENU_REVIEW_PATH } from './review-frame';
import { useDocumentLoadedAt } from '../../../hooks/use-frame-policy';
import '../menu-review.css';

const EMPTY_TEXT: Record<ReviewFilter, string> = {
  waiting: 'Inga läsningar väntar på granskning',
  published: 'Inga publicerade läsningar',
  rejected: 'Inga avvisade läsningar',
};

/**
 * Granskning (issue 19): harvest readings that were not published by themselves wait here, lowest
 * confidence first. Selecting one shows it beside the page it was read from; the admin corrects it and
 * publishes, or rejects it. The status filter and the selected reading live in the URL (?status=,
 * ?review=), so a reload or a shared link shows the same. `framed`: whether this page may show the
 * lunch page in a frame (only the screen's own route has the policy for it).
 */
export function MenuReviewScreen({ framed }: { framed: boolean }) {
  const [params, setParams] = useSearchParams();
  const filter = reviewFilterOf(params.get('status'));
  const selectedId = params.get('review') ?? undefined;
  const query = useMenuReviews(filter);
  const detail = useRef<HTMLDivElement>(null);

  const change = (key: 'status' | 'review', value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const scrollPending = useRef(false);
  const select = (id: string) => {
    // On a narrow screen the reading is below the list: brought into view once it is loaded (before,
    // the page may be too short to scroll it to the top).
    scrollPending.current = window.matchMedia('(max-width: 59.99rem)').matches;
    change('review', id);
  };
  const onDetailLoaded = useCallback(() => {
    if (!scrollPending.current) return;
    scrollPending.current = false;
    // A frame later: the first change of the URL also scrolls the page to the top (root route).
    requestAnimationFrame(() => detail.current?.scrollIntoView({ block: 'start' }));
  }, []);

  return (
    <div className="mr">
      <p className="mr-intro">
        Läsningar som inte publicerades av sig själva (för låg säkerhet, ingen vecka angiven, eller dagar där en admin redan lagt in menyer). Besökarna ser dem inte förrän de publiceras här.
      </p>
      <div role="group" aria-label="Visa läsningar" className="mr-filter">
        {REVIEW_FILTERS.map((f) => (
          <button key={f.status} type="button" aria-pressed={f.status === filter} className={f.status === filter ? 'mr-filter__button mr-filter__button--active' : 'mr-filter__button'} onClick={() => change('status', f.status === 'waiting' ? undefined : f.status)}>
            {f.label}
            {query.data && !query.isPlaceholderData && <span className="mr-filter__count"> ({query.data.counts[f.status]})</span>}
          </button>
        ))}
      </div>

      {query.isError && !query.data ? (
        <Notice title="Kunde inte läsa in granskningskön" tone="error">
          {isHttpError(query.error) ? `${query.error.status}: ${serverMessage(query.error, 'Failed to fetch reviews')}` : 'Inget svar från servern.'}
        </Notice>
      ) : !query.data ? (
        <Spinner label="Laddar granskningskön..." />
      ) : (
        <ReviewList data={query.data} filter={filter} selectedId={selectedId} onSelect={select} />
      )}

      <div ref={detail} className="mr-detail-wrap">
        {selectedId ? (
          <ReviewDetail key={selectedId} id={selectedId} framed={framed} onLoaded={onDetailLoaded} />
        ) : (
          query.data && query.data.reviews.length > 0 && <p className="muted">Välj en läsning i listan för att granska den.</p>
        )}
      </div>
    </div>
  );
}

function ReviewList({ data, filter, selectedId, onSelect }: { data: MenuReviewListResult; filter: ReviewFilter; selectedId?: string; onSelect: (id: string) => void }) {
  // The server sends this order; sorting again keeps the screen right whatever the cache holds.
  const reviews = sortReviewsForList(data.reviews, filter);
  if (reviews.length === 0) return <Notice title={EMPTY_TEXT[filter]}>{filter === 'waiting' ? 'Allt som skördats har antingen publicerats eller granskats.' : undefined}</Notice>;
  return (
    <ol className="mr-list" aria-label={`${REVIEW_FILTERS.find((f) => f.status === filter)!.label}: ${svCount(reviews.length, 'läsning', 'läsningar')}`}>
      {reviews.map((review) => (
        <ReviewRow key={review.id} review={review} selected={review.id === selectedId} onSelect={onSelect} />
      ))}
    </ol>
  );
}

function ReviewRow({ review, selected, onSelect }: { review: MenuReviewSummary; selected: boolean; onSelect: (id: string) => void }) {
  const shownDoubts = review.doubts.slice(0, 2);
  return (
    <li className={selected ? 'mr-row mr-row--selected' : 'mr-row'} data-id={review.id}>
      <div className="mr-row__head">
        <h3 className="mr-row__name">
          <button type="button" className="mr-row__select" aria-pressed={selected} onClick={() => onSelect(review.id)}>
            {review.restaurantName}
          </button>
        </h3>
        <ConfidenceBadge confidence={review.confidence} />
      </div>
      <p className="mr-meta">
        <span>{review.city}</span>
        <span title={review.week ?? undefined}>{weekText(review.week, review.evidence?.weekSource)}</span>
        <span className="mr-row__dishes">{svCount(review.dishCount, 'rätt', 'rätter')}</span>
        <span>Läst {dateTimeText(review.createdAt)}</span>
        {review.decidedAt && <span>Beslut {dateTimeText(review.decidedAt)}</span>}
      </p>
      {shownDoubts.length > 0 && (
        <ul className="mr-doubts mr-doubts--row" aria-label="Tveksamheter">
          {shownDoubts.map((doubt) => (
            <li key={doubt}>{doubt}</li>
          ))}
          {review.doubts.length > shownDoubts.length && <li className="muted">+{review.doubts.length - shownDoubts.length} till</li>}
        </ul>
      )}
    </li>
  );
}

/**
 * The screen on its own route. The frame needs the policy the host sends with this page's own address;
 * reached by an in-app link from another admin page, the document is loaded once more here to get it.
 */
export function MenuReviewPage() {
  const policyReady = useDocumentLoadedAt(MENU_REVIEW_PATH);
  if (!policyReady) return <Spinner label="Laddar..." />;
  return <MenuReviewScreen framed />;
}
