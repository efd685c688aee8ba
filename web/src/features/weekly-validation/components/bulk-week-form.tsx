import { useId, useState, type FormEvent } from 'react';
import { showToast } from '../../../lib/toast-store';
import { useCities } from '../api/get-cities';
import { useUpdateWeek } from '../api/update-week';
import { checkWeekInput, weekShiftQuestion } from '../lib/week-input';
import { ConfirmDialog } from './confirm-dialog';

/** Moves every weekly restaurant's menus (or one city's) by whole weeks, after a confirmation (spec sections 2 and 5). */
export function BulkWeekForm() {
  const cityId = useId();
  const weekId = useId();
  const hintId = useId();
  const problemId = useId();
  const cities = useCities();
  const [city, setCity] = useState('');
  const [weekText, setWeekText] = useState('');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState<number>();
  const update = useUpdateWeek(() => setWeekText(''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkWeekInput(weekText);
    if (!check.ok) {
      setProblem(check.message);
      showToast({ title: check.title, description: check.message, variant: 'error' });
      return;
    }
    setProblem('');
    setPending(check.week);
  };

  return (
    <section className="wv-card" aria-labelledby={`${weekId}-title`}>
      <h2 id={`${weekId}-title`}>Uppdatera veckor</h2>
      <form className="wv-week-form" onSubmit={submit} noValidate>
        <div className="wv-field">
          <label htmlFor={cityId}>Stad</label>
          <select id={cityId} value={city} onChange={(e) => setCity(e.target.value)}>
            <option value="">Alla städer</option>
            {cities.data?.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="wv-field">
          <label htmlFor={weekId}>Veckor att flytta</label>
          <input
            id={weekId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={weekText}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => {
              setWeekText(e.target.value);
              setProblem('');
            }}
          />
        </div>
        <button type="submit" className="button" disabled={weekText.trim() === '' || update.isPending}>
          Uppdatera veckor
        </button>
      </form>
      <p id={hintId} className="muted wv-hint">
        A whole number from -100 to 100: 1 moves the menus one week forward, -1 one week back.
      </p>
      {problem && (
        <p id={problemId} className="wv-problem" role="alert">
          {problem}
        </p>
      )}
      {pending !== undefined && (
        <ConfirmDialog
          title="Uppdatera veckor?"
          message={weekShiftQuestion(pending, city)}
          confirmLabel="Confirm"
          busy={update.isPending}
          onCancel={() => setPending(undefined)}
          onConfirm={() => update.mutate({ week: pending, city: city || undefined }, { onSettled: () => setPending(undefined) })}
        />
      )}
    </section>
  );
}
