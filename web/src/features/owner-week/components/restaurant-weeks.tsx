import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { currentAndNextOwnerWeek, type OwnerRestaurantSummary, type OwnerWeekStatus } from '@lunch/shared';
import type { RenderOwnerPreview } from '../lib/preview';
import { weekLabel } from '../lib/week-text';
import { WeekEditor } from './week-editor';

const STATUS_TEXT: Record<OwnerWeekStatus['status'], string> = { empty: 'Tom', draft: 'Utkast', published: 'Publicerad' };

function statusText(status: OwnerWeekStatus | undefined): string {
  if (!status) return STATUS_TEXT.empty;
  return status.status === 'published' && status.unpublishedChanges ? 'Publicerad, ändrad' : STATUS_TEXT[status.status];
}

/**
 * One restaurant: this week and next week as tabs. Both editors stay mounted (the hidden one too), so
 * switching weeks never reloads a week while its last save is still on its way.
 */
export function RestaurantWeeks({ restaurant, renderPreview }: { restaurant: OwnerRestaurantSummary; renderPreview: RenderOwnerPreview }) {
  const fallback = currentAndNextOwnerWeek();
  const weeks = [restaurant.weeks[0]?.week ?? fallback.current, restaurant.weeks[1]?.week ?? fallback.next];
  const [active, setActive] = useState(0);
  const ids = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = active === 0 ? 1 : 0;
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className="owner-restaurant" aria-labelledby={`${ids}-name`}>
      <h2 id={`${ids}-name`} className="owner-restaurant__name">
        {restaurant.name}
        {restaurant.city && <span className="owner-restaurant__city">{restaurant.city}</span>}
      </h2>
      {restaurant.reminder && (
        <div className="owner-reminder" role="status">
          <strong>Påminnelse</strong> {restaurant.reminder.message}
        </div>
      )}
      <div role="tablist" aria-label="Veckor" className="owner-tabs" onKeyDown={onKeyDown}>
        {weeks.map((week, i) => (
          <button
            key={week}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${ids}-tab-${i}`}
            aria-selected={active === i}
            aria-controls={`${ids}-panel-${i}`}
            tabIndex={active === i ? 0 : -1}
            className="owner-tab"
            onClick={() => setActive(i)}
          >
            <span className="owner-tab__label">{i === 0 ? 'Denna vecka' : 'Nästa vecka'} {weekLabel(week)}</span>
            <span className="owner-tab__status">{statusText(restaurant.weeks.find((w) => w.week === week))}</span>
          </button>
        ))}
      </div>
      {weeks.map((week, i) => (
        <div key={week} role="tabpanel" id={`${ids}-panel-${i}`} aria-labelledby={`${ids}-tab-${i}`} hidden={active !== i} className="owner-panel">
          <WeekEditor restaurant={restaurant} week={week} renderPreview={renderPreview} />
        </div>
      ))}
    </section>
  );
}
