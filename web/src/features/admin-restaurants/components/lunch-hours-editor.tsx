import { useState } from 'react';
import { WEEKDAYS, dayRangesText, lunchHourSlots, type LunchHourSlot, type Restaurant } from '@lunch/shared';
import { useUpdateLunchHours } from '../api/update-restaurant-field';
import { addSlot, initialSlots, removeSlot, setSlotTime, slotsToSave, toggleDay } from '../lib/lunch-hours-editor';

const SHORT_DAY: Record<string, string> = { Monday: 'Mon', Tuesday: 'Tue', Wednesday: 'Wed', Thursday: 'Thu', Friday: 'Fri', Saturday: 'Sat', Sunday: 'Sun' };

function slotText(slot: LunchHourSlot): string {
  return `${dayRangesText(slot.days) || 'No days'} ${slot.startTime}–${slot.endTime}`;
}

interface LunchHoursEditorProps {
  restaurant: Restaurant;
  onSaved: (restaurant: Restaurant) => void;
}

/** Spec section 4: opens pre-filled (or with the default slot); slots added, removed, days toggled; save drops slots with no days. */
export function LunchHoursEditor({ restaurant, onSaved }: LunchHoursEditorProps) {
  const [slots, setSlots] = useState<LunchHourSlot[] | null>(null);
  const update = useUpdateLunchHours(onSaved);
  const current = lunchHourSlots(restaurant.lunch_hours);

  if (!slots) {
    return (
      <div className="ar-hours">
        {current.length ? (
          <ul className="ar-hours__current">
            {current.map((slot, i) => (
              <li key={i}>{slotText(slot)}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">No lunch hours</p>
        )}
        <button type="button" className="button button--small button--secondary" onClick={() => setSlots(initialSlots(restaurant.lunch_hours))}>
          Edit lunch hours
        </button>
      </div>
    );
  }

  const save = () => update.mutate({ id: restaurant.id, field: 'lunch_hours', value: slotsToSave(slots) }, { onSuccess: () => setSlots(null) });

  return (
    <div className="ar-hours ar-hours--editing">
      <ol className="ar-hours__slots">
        {slots.map((slot, index) => (
          <li key={index} className="ar-hours__slot" aria-label={`Slot ${index + 1}`}>
            <fieldset>
              <legend>Slot {index + 1}</legend>
              <div className="ar-hours__days" role="group" aria-label="Days">
                {WEEKDAYS.map((day) => (
                  <button
                    key={day}
                    type="button"
                    className={slot.days.includes(day) ? 'ar-day ar-day--on' : 'ar-day'}
                    aria-pressed={slot.days.includes(day)}
                    aria-label={day}
                    title={day}
                    onClick={() => setSlots(toggleDay(slots, index, day))}
                  >
                    {SHORT_DAY[day]}
                  </button>
                ))}
              </div>
              <div className="ar-hours__times">
                <label className="ar-field">
                  <span>Start</span>
                  <input type="time" value={slot.startTime} onChange={(e) => setSlots(setSlotTime(slots, index, 'startTime', e.target.value))} />
                </label>
                <label className="ar-field">
                  <span>End</span>
                  <input type="time" value={slot.endTime} onChange={(e) => setSlots(setSlotTime(slots, index, 'endTime', e.target.value))} />
                </label>
                <button type="button" className="button button--small button--secondary" onClick={() => setSlots(removeSlot(slots, index))}>
                  Remove slot
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="ar-actions">
        <button type="button" className="button button--small button--secondary" onClick={() => setSlots(addSlot(slots))}>
          Add slot
        </button>
        <button type="button" className="button button--small" onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save lunch hours'}
        </button>
        <button type="button" className="button button--small button--secondary" onClick={() => setSlots(null)} disabled={update.isPending}>
          Cancel
        </button>
      </div>
    </div>
  );
}
