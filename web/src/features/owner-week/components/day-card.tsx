import { useId } from 'react';
import type { OwnerDay, OwnerDish } from '@lunch/shared';
import { dayHeading, dayName } from '../lib/week-text';
import { blankDish } from '../lib/week-draft';
import { DishList } from './dish-list';

/** One day of the week: its dishes, or "Stängt". */
export function DayCard({ day, onChange }: { day: OwnerDay; onChange: (day: OwnerDay) => void }) {
  const headingId = useId();
  const setClosed = (closed: boolean) =>
    // Reopening a day without dishes gives it a row to type into again.
    onChange({ ...day, closed, dishes: !closed && day.dishes.length === 0 ? [blankDish()] : day.dishes });
  return (
    <section className="owner-day card" aria-labelledby={headingId}>
      <div className="owner-day__head">
        <h3 id={headingId} className="owner-day__title">
          {dayHeading(day.date)}
        </h3>
        <label className="owner-check owner-check--switch">
          <input type="checkbox" checked={day.closed} onChange={(e) => setClosed(e.target.checked)} />
          <span>Stängt</span>
        </label>
      </div>
      {day.closed ? (
        <p className="muted owner-day__closed">Ingen lunch den här dagen.</p>
      ) : (
        <DishList
          dishes={day.dishes}
          context={dayName(day.date)}
          addLabel="Lägg till rätt"
          onChange={(dishes: OwnerDish[]) => onChange({ ...day, dishes })}
        />
      )}
    </section>
  );
}
