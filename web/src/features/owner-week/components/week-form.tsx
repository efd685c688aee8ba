import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  addDays,
  copyMondayToWeek,
  copyWeek,
  LUNCH_INCLUDES,
  MAX_OWNER_INCLUDES,
  mondayOfOwnerWeek,
  ownerWeekOf,
  ownerWeekToMenus,
  type OwnerRestaurantSummary,
  type OwnerWeek,
  type OwnerWeekInput,
} from '@lunch/shared';
import { isHttpError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { serverMessage } from '../../../lib/server-message';
import { ownerWeekQueryOptions, type LoadedOwnerWeek } from '../api/get-owner-week';
import { publishOwnerWeek } from '../api/publish-owner-week';
import { useWeekAutosave, type SaveRequest } from '../hooks/use-week-autosave';
import type { RenderOwnerPreview } from '../lib/preview';
import {
  editableWeek,
  lunchHoursOf,
  priceFromText,
  priceText,
  replaceDay,
  weekProblem,
  weekToSave,
  type LunchHoursDraft,
} from '../lib/week-draft';
import { dateAndTime, weekLabel } from '../lib/week-text';
import { DayCard } from './day-card';
import { DishList } from './dish-list';
import { SaveStatusLine } from './save-status';

interface WeekFormProps {
  restaurant: OwnerRestaurantSummary;
  loaded: LoadedOwnerWeek;
  onReload: () => void;
  renderPreview: RenderOwnerPreview;
}

type PublishState = { kind: 'idle' } | { kind: 'publishing' } | { kind: 'published'; at: string } | { kind: 'failed'; message: string };

const WEEKDAY_NAMES = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' } as const;

const hasContent = (week: OwnerWeekInput) =>
  week.days.some((d) => d.closed || d.dishes.some((dish) => dish.name.trim())) || week.weeklyDishes.some((dish) => dish.name.trim());

/** The editor of one restaurant's week: the days, the week's dishes and prices, copy, preview, publish. */
export function WeekForm({ restaurant, loaded, onReload, renderPreview }: WeekFormProps) {
  const queryClient = useQueryClient();
  const weekText = loaded.week.week;
  const [draft, setDraft] = useState(() => editableWeek(loaded.week));
  const [hours, setHours] = useState<LunchHoursDraft>({ startTime: loaded.week.lunchHours?.startTime ?? '', endTime: loaded.week.lunchHours?.endTime ?? '' });
  const [meta, setMeta] = useState(() => pickMeta(loaded.week));
  const metaRef = useRef(meta);
  const [publish, setPublish] = useState<PublishState>({ kind: 'idle' });
  const [notice, setNotice] = useState('');
  const [previewOpen, setPreviewOpen] = useState(false);
  const current = useRef({ draft, hours });
  const ids = useId();

  const autosave = useWeekAutosave({
    restaurantId: restaurant.id,
    week: weekText,
    etag: loaded.etag,
    savedAt: loaded.week.draftUpdatedAt,
    onSaved: (saved) => {
      // The cache holds what the server has, so coming back to this week starts from it.
      queryClient.setQueryData(ownerWeekQueryOptions(restaurant.id, weekText).queryKey, { week: saved, etag: autosave.etag() });
      const next = pickMeta(saved);
      // The tabs show each week's state: ask again when this one's changed (first save, first change after publishing).
      if (metaRef.current.status !== next.status || metaRef.current.unpublishedChanges !== next.unpublishedChanges) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.owner.restaurants });
      }
      metaRef.current = next;
      setMeta(next);
    },
  });

  const requestFor = (week: OwnerWeekInput, lunchHours: LunchHoursDraft): SaveRequest => {
    const input = weekToSave({ ...week, lunchHours: lunchHoursOf(lunchHours) });
    const problem = weekProblem(input, lunchHours);
    return problem ? { ok: false, message: problem } : { ok: true, input };
  };

  const apply = (week: OwnerWeekInput, lunchHours: LunchHoursDraft = current.current.hours) => {
    current.current = { draft: week, hours: lunchHours };
    setDraft(week);
    setHours(lunchHours);
    setPublish((p) => (p.kind === 'failed' ? { kind: 'idle' } : p));
    autosave.changed(() => requestFor(week, lunchHours));
  };
  const edit = (change: (week: OwnerWeekInput) => OwnerWeekInput) => apply(change(current.current.draft));

  const confirmReplace = (what: string) => !hasContent(current.current.draft) || window.confirm(`${what} ersätter det du har skrivit. Fortsätta?`);

  const copyPreviousWeek = async () => {
    const previous = ownerWeekOf(addDays(mondayOfOwnerWeek(weekText), -7));
    setNotice('');
    try {
      const { week } = await queryClient.fetchQuery({ ...ownerWeekQueryOptions(restaurant.id, previous), staleTime: 0 });
      if (!hasContent(week)) {
        setNotice(`Förra veckan (${weekLabel(previous)}) har ingen meny att kopiera.`);
        return;
      }
      if (!confirmReplace('Förra veckans meny')) return;
      const copied = copyWeek(week, weekText);
      // The days this restaurant serves this week, each from the same weekday last week when it had one.
      const days = current.current.draft.days.map((day) => copied.days.find((d) => d.date === day.date) ?? day);
      const hoursCopied = { startTime: copied.lunchHours?.startTime ?? '', endTime: copied.lunchHours?.endTime ?? '' };
      apply(editableWeek({ ...copied, days }), hoursCopied);
      setNotice(`Kopierade menyn från ${weekLabel(previous)}.`);
    } catch (error) {
      setNotice(`Kunde inte hämta förra veckan: ${serverMessage(error, 'ingen kontakt med servern')}`);
    }
  };

  const copyMonday = () => {
    setNotice('');
    const others = current.current.draft.days.slice(1);
    if (others.some((d) => d.closed || d.dishes.some((dish) => dish.name.trim())) && !window.confirm('Måndagens meny ersätter de andra dagarnas. Fortsätta?')) return;
    edit(copyMondayToWeek);
    setNotice('Måndagens meny är kopierad till hela veckan.');
  };

  const doPublish = async () => {
    setPublish({ kind: 'publishing' });
    // A week never saved is saved first: publishing sends what the server has.
    if (autosave.etag() === null) autosave.changed(() => requestFor(current.current.draft, current.current.hours));
    await autosave.flush();
    if (autosave.hasConflict()) {
      setPublish({ kind: 'idle' });
      return;
    }
    if (autosave.hasUnsaved()) {
      setPublish({ kind: 'failed', message: 'Veckan är inte sparad: rätta det som står vid "Kunde inte spara" först.' });
      return;
    }
    try {
      const result = await publishOwnerWeek(restaurant.id, weekText, autosave.etag());
      if (result.etag) autosave.setEtag(result.etag);
      queryClient.setQueryData(ownerWeekQueryOptions(restaurant.id, weekText).queryKey, { week: result.week, etag: autosave.etag() });
      metaRef.current = pickMeta(result.week);
      setMeta(metaRef.current);
      setPublish({ kind: 'published', at: result.week.publishedAt ?? new Date().toISOString() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.owner.restaurants });
    } catch (error) {
      if (isHttpError(error, 412)) {
        autosave.markConflict();
        setPublish({ kind: 'idle' });
      } else setPublish({ kind: 'failed', message: serverMessage(error, 'Ingen kontakt med servern.') });
    }
  };

  const menus = ownerWeekToMenus(
    { ...requestForPreview(draft, hours), restaurantId: restaurant.id, week: weekText, publishedAt: new Date().toISOString() },
    { lunch_hours: [{ days: restaurant.lunchDays.map((d) => WEEKDAY_NAMES[d]), startTime: '', endTime: '' }] },
  );
  const previewHours = lunchHoursOf(hours);

  return (
    <div className="owner-week">
      {autosave.status.kind === 'conflict' && (
        <div className="owner-conflict" role="alert">
          <p>
            <strong>Någon annan har ändrat veckan</strong>
            <span>Dina senaste ändringar är inte sparade. Ladda om för att se den sparade veckan.</span>
          </p>
          <button type="button" className="button" onClick={onReload}>
            Ladda om
          </button>
        </div>
      )}

      <p className="owner-week__state">
        {meta.status === 'published' && meta.publishedAt ? (
          <>
            Publicerad {dateAndTime(meta.publishedAt)}
            {meta.unpublishedChanges && <strong> · Ändringar ej publicerade</strong>}
          </>
        ) : (
          'Inte publicerad'
        )}
      </p>

      <div className="owner-actions">
        <button type="button" className="button button--secondary" onClick={() => void copyPreviousWeek()}>
          Kopiera förra veckan
        </button>
        <button type="button" className="button button--secondary" onClick={copyMonday}>
          Kopiera måndag till hela veckan
        </button>
      </div>
      {notice && (
        <p className="owner-notice" role="status">
          {notice}
        </p>
      )}

      <div className="owner-days">
        {draft.days.map((day) => (
          <DayCard key={day.date} day={day} onChange={(changed) => edit((week) => replaceDay(week, day.date, () => changed))} />
        ))}
      </div>

      <section className="owner-section card" aria-labelledby={`${ids}-weekly`}>
        <h3 id={`${ids}-weekly`}>Veckans rätter</h3>
        <p className="muted owner-hint">Serveras alla öppna dagar i veckan.</p>
        <DishList
          dishes={draft.weeklyDishes}
          context="Veckans rätter"
          addLabel="Lägg till veckans rätt"
          onChange={(weeklyDishes) => edit((week) => ({ ...week, weeklyDishes }))}
        />
      </section>

      <section className="owner-section card" aria-labelledby={`${ids}-details`}>
        <h3 id={`${ids}-details`}>Pris, lunchtider och ingår</h3>
        <label htmlFor={`${ids}-price`}>Pris för alla rätter (kr)</label>
        <input
          id={`${ids}-price`}
          className="owner-input owner-input--short"
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={`${ids}-price-hint`}
          value={priceText(draft.priceForAll)}
          onChange={(e) => edit((week) => ({ ...week, priceForAll: priceFromText(e.target.value) }))}
        />
        <p id={`${ids}-price-hint`} className="muted owner-hint">
          Gäller rätter utan eget pris.
        </p>

        <fieldset className="owner-hours">
          <legend>Lunchtider</legend>
          <div className="owner-hours__fields">
            <div>
              <label htmlFor={`${ids}-start`}>Från</label>
              <input id={`${ids}-start`} type="time" className="owner-input" value={hours.startTime} onChange={(e) => apply(current.current.draft, { ...current.current.hours, startTime: e.target.value })} />
            </div>
            <div>
              <label htmlFor={`${ids}-end`}>Till</label>
              <input id={`${ids}-end`} type="time" className="owner-input" value={hours.endTime} onChange={(e) => apply(current.current.draft, { ...current.current.hours, endTime: e.target.value })} />
            </div>
          </div>
        </fieldset>

        <fieldset className="owner-tags">
          <legend>Ingår</legend>
          {[...LUNCH_INCLUDES, ...draft.includes.filter((i) => !(LUNCH_INCLUDES as readonly string[]).includes(i))].map((item) => {
            const checked = draft.includes.includes(item);
            return (
              <label key={item} className="owner-check">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && draft.includes.length >= MAX_OWNER_INCLUDES}
                  onChange={(e) => edit((week) => ({ ...week, includes: e.target.checked ? [...week.includes, item] : week.includes.filter((i) => i !== item) }))}
                />
                <span>{item.charAt(0).toUpperCase() + item.slice(1)}</span>
              </label>
            );
          })}
        </fieldset>
      </section>

      <div className="owner-actions">
        <button type="button" className="button button--secondary" aria-expanded={previewOpen} onClick={() => setPreviewOpen((open) => !open)}>
          {previewOpen ? 'Stäng förhandsgranskning' : 'Förhandsgranska'}
        </button>
      </div>
      {previewOpen && (
        <section className="owner-preview" aria-label={`Förhandsgranskning ${weekLabel(weekText)}`}>
          <p className="muted owner-hint">Så här ser besökarna {weekLabel(weekText)} när den är publicerad.</p>
          {renderPreview({
            restaurantId: restaurant.id,
            restaurantName: restaurant.name,
            week: weekText,
            menus,
            lunchHours: previewHours ? [{ days: restaurant.lunchDays.map((d) => WEEKDAY_NAMES[d]), ...previewHours }] : [],
            includes: draft.includes,
          })}
        </section>
      )}

      <div className="owner-bar">
        <div className="owner-bar__inner">
          <SaveStatusLine status={autosave.status} onRetry={() => void autosave.flush()} onReload={onReload} />
          <button type="button" className="button owner-bar__publish" disabled={publish.kind === 'publishing' || autosave.status.kind === 'conflict'} onClick={() => void doPublish()}>
            {publish.kind === 'publishing' ? 'Publicerar…' : 'Publicera'}
          </button>
        </div>
        {publish.kind === 'published' && (
          <p className="owner-bar__outcome owner-bar__outcome--ok" role="status">
            Publicerad {dateAndTime(publish.at)}
          </p>
        )}
        {publish.kind === 'failed' && (
          <p className="owner-bar__outcome owner-bar__outcome--error" role="alert">
            Kunde inte publicera: {publish.message}
          </p>
        )}
      </div>
    </div>
  );
}

/** The week as it would be published: only dishes with a name. */
function requestForPreview(week: OwnerWeekInput, hours: LunchHoursDraft): OwnerWeekInput {
  const saved = weekToSave({ ...week, lunchHours: lunchHoursOf(hours) });
  const named = (dishes: OwnerWeekInput['weeklyDishes']) => dishes.filter((dish) => dish.name.trim());
  return { ...saved, days: saved.days.map((day) => ({ ...day, dishes: named(day.dishes) })), weeklyDishes: named(saved.weeklyDishes) };
}

function pickMeta(week: OwnerWeek) {
  return { status: week.status, publishedAt: week.publishedAt, unpublishedChanges: week.unpublishedChanges };
}
