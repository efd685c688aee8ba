import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { svCount, type MenuReview } from '@lunch/shared';
import { useApproveReview } from '../api/approve-review';
import { useRejectReview } from '../api/reject-review';
import { failureOutcome, successOutcome, type DecisionOutcome } from '../lib/decision-outcome';
import { addDish, approveInputOf, dishCount, draftOf, removeDish, updateDish, type Draft, type DraftErrors } from '../lib/review-draft';
import { dayHeadingText } from '../lib/review-format';
import { OutcomeText } from './outcome-text';

/**
 * A waiting reading as an editable form: per day its dishes (name and price editable, each can be
 * deleted, dishes can be added), then Publicera (the dishes as they stand) or Avvisa (with an optional
 * reason). What the server answered is said under the buttons; the form stays as it was on a failure.
 */
export function ReviewEditor({ review, outcome, onOutcome }: { review: MenuReview; outcome?: DecisionOutcome; onOutcome: (outcome: DecisionOutcome | undefined) => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(review));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [reason, setReason] = useState('');
  // A new object per request, so asking for the same field twice focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ key: string }>();
  const approve = useApproveReview();
  const reject = useRejectReview();
  const busy = approve.isPending || reject.isPending;
  const reasonId = useId();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLInputElement>(`[data-dish="${focusRequest.key}"]`)?.focus();
  }, [focusRequest]);

  const publish = (event: FormEvent) => {
    event.preventDefault();
    const built = approveInputOf(draft);
    if ('errors' in built) {
      setErrors(built.errors);
      onOutcome({ kind: 'invalid', text: built.nothingLeft ? 'Inga rätter kvar att publicera: avvisa läsningen i stället.' : 'Rätta de markerade fälten innan du publicerar.' });
      const firstWrong = Object.keys(built.errors)[0];
      if (firstWrong) setFocusRequest({ key: firstWrong });
      return;
    }
    setErrors({});
    onOutcome(undefined);
    // Awaited rather than mutate's callbacks: the list and this reading are read again before the answer
    // is handed on, and a published reading replaces this form, whose own callbacks would then be dropped.
    approve.mutateAsync({ id: review.id, input: built.input }).then(
      (result) => onOutcome(successOutcome('approve', result)),
      (error: unknown) => onOutcome(failureOutcome(error, 'Publiceringen misslyckades')),
    );
  };

  const rejectReading = () => {
    onOutcome(undefined);
    reject.mutateAsync({ id: review.id, reason }).then(
      (result) => onOutcome(successOutcome('reject', result)),
      (error: unknown) => onOutcome(failureOutcome(error, 'Avvisningen misslyckades')),
    );
  };

  const edit = (next: Draft, key?: string) => {
    setDraft(next);
    if (key && errors[key]) setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  return (
    <form ref={form} className="mr-editor" onSubmit={publish} noValidate aria-label={`Läsningen för ${review.restaurantName}`}>
      <p className="mr-editor__hint muted">
        Ändra namn och pris där läsningen tog fel, ta bort det som inte är rätter och lägg till det som saknas. Pris i hela kronor; lämna tomt om sidan inte anger något.
      </p>
      {draft.days.map((day) => {
        const heading = dayHeadingText(day.date);
        return (
          <fieldset key={day.date} className="mr-day">
            <legend className="mr-day__title">
              {heading}
              {day.closed && <span className="mr-badge mr-badge--closed">Stängt</span>}
            </legend>
            {day.dishes.length === 0 ? (
              <p className="mr-day__empty muted">Inga rätter.</p>
            ) : (
              <ul className="mr-dishes">
                {day.dishes.map((dish, index) => {
                  const problem = errors[dish.key];
                  const label = `${heading}, rätt ${index + 1}`;
                  return (
                    <li key={dish.key} className="mr-dish">
                      <label className="mr-dish__field mr-dish__name">
                        <span className="visually-hidden">Namn, {label}</span>
                        <input
                          data-dish={dish.key}
                          value={dish.name}
                          placeholder="Rättens namn"
                          aria-invalid={problem?.name ? true : undefined}
                          aria-describedby={problem?.name ? `${dish.key}-name-error` : undefined}
                          onChange={(e) => edit(updateDish(draft, dish.key, { name: e.target.value }), dish.key)}
                        />
                        {problem?.name && (
                          <span id={`${dish.key}-name-error`} className="mr-field-error">
                            {problem.name}
                          </span>
                        )}
                      </label>
                      <label className="mr-dish__field mr-dish__price">
                        <span className="visually-hidden">Pris i kronor, {label}</span>
                        <input
                          value={dish.price}
                          inputMode="numeric"
                          placeholder="kr"
                          aria-invalid={problem?.price ? true : undefined}
                          aria-describedby={problem?.price ? `${dish.key}-price-error` : undefined}
                          onChange={(e) => edit(updateDish(draft, dish.key, { price: e.target.value }), dish.key)}
                        />
                        {problem?.price && (
                          <span id={`${dish.key}-price-error`} className="mr-field-error">
                            {problem.price}
                          </span>
                        )}
                      </label>
                      <button type="button" className="button button--small button--secondary mr-dish__delete" onClick={() => edit(removeDish(draft, dish.key), dish.key)}>
                        Ta bort<span className="visually-hidden"> {dish.name || label}</span>
                      </button>
                      {dish.description && <p className="mr-dish__description muted">{dish.description}</p>}
                    </li>
                  );
                })}
              </ul>
            )}
            <button
              type="button"
              className="link-button mr-day__add"
              onClick={() => {
                const added = addDish(draft, day.date);
                edit(added.draft);
                setFocusRequest({ key: added.key });
              }}
            >
              Lägg till rätt<span className="visually-hidden"> för {heading}</span>
            </button>
          </fieldset>
        );
      })}

      <div className="mr-actions">
        <div className="mr-actions__publish">
          <button type="submit" className="button" disabled={busy}>
            {approve.isPending ? 'Publicerar…' : 'Publicera'}
          </button>
          <span className="muted">{svCount(dishCount(draft), 'rätt', 'rätter')} publiceras för besökarna.</span>
        </div>
        <div className="mr-actions__reject">
          <label htmlFor={reasonId}>Anledning (valfritt)</label>
          <textarea id={reasonId} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          <p className="muted mr-actions__explain">
            Avvisa: inget publiceras, och restaurangen markeras för manuella menyer (ManualScraping), så att menyerna läggs in för hand.
          </p>
          <button type="button" className="button button--danger" disabled={busy} onClick={rejectReading}>
            {reject.isPending ? 'Avvisar…' : 'Avvisa'}
          </button>
        </div>
        {outcome && <OutcomeText outcome={outcome} />}
      </div>
    </form>
  );
}
