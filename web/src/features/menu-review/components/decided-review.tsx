import type { MenuReview } from '@lunch/shared';
import { useExportCorpusPage } from '../api/get-corpus-page';
import { corpusFileName, failureOutcome, type DecisionOutcome } from '../lib/decision-outcome';
import { draftOf } from '../lib/review-draft';
import { dateTimeText, dayHeadingText } from '../lib/review-format';
import { OutcomeText } from './outcome-text';

const STATUS_TEXT: Record<MenuReview['status'], string> = {
  waiting: 'Väntar',
  published: 'Publicerad',
  rejected: 'Avvisad',
  superseded: 'Ersatt av en nyare läsning',
};

/**
 * A reading that is no longer waiting: who decided when, what was published (or why it was rejected),
 * and for a published one its export as a labelled corpus page.
 */
export function DecidedReview({ review, outcome }: { review: MenuReview; outcome?: DecisionOutcome }) {
  const exportPage = useExportCorpusPage();
  const fileName = corpusFileName(review.restaurantName, review.week, review.id);
  const dishes = review.status === 'published' ? (review.publishedDishes ?? review.dishes) : review.dishes;
  const closedDays = review.status === 'published' ? (review.publishedClosedDays ?? review.closedDays) : review.closedDays;
  const days = draftOf({ week: review.week, dishes, closedDays }).days.filter((d) => d.dishes.length > 0);
  const exportOutcome: DecisionOutcome | undefined = exportPage.isSuccess
    ? { kind: 'done', text: `Korpussidan är nedladdad som ${fileName}.` }
    : exportPage.isError
      ? failureOutcome(exportPage.error, 'Exporten misslyckades')
      : undefined;

  return (
    <div className="mr-decided">
      {outcome && <OutcomeText outcome={outcome} />}
      <p className="mr-decided__status">
        <strong>{STATUS_TEXT[review.status]}</strong>
        {review.decidedAt && <> {dateTimeText(review.decidedAt)}</>}
        {review.decidedBy && <> av {review.decidedBy}</>}
      </p>
      {review.status === 'rejected' && <p>Anledning: {review.rejectReason || 'ingen angiven'}. Restaurangen är markerad för manuella menyer.</p>}
      {review.status === 'published' && (
        <div className="mr-decided__export">
          <button type="button" className="button button--secondary" disabled={exportPage.isPending} onClick={() => exportPage.mutate({ id: review.id, fileName })}>
            {exportPage.isPending ? 'Exporterar…' : 'Exportera som korpussida'}
          </button>
          {exportOutcome && <OutcomeText outcome={exportOutcome} />}
        </div>
      )}
      <h4 className="mr-decided__title">{review.status === 'published' ? 'Publicerade rätter' : 'Lästa rätter'}</h4>
      {days.length === 0 ? (
        <p className="muted">Inga rätter.</p>
      ) : (
        days.map((day) => (
          <section key={day.date} className="mr-day mr-day--read" aria-label={dayHeadingText(day.date)}>
            <h5 className="mr-day__title">{dayHeadingText(day.date)}</h5>
            <ul className="mr-dishes mr-dishes--read">
              {day.dishes.map((dish) => (
                <li key={dish.key} className="mr-dish-read">
                  <span>{dish.name}</span>
                  <span className="mr-dish-read__price">{dish.price ? `${dish.price} kr` : '–'}</span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
