import { WEEKDAYS, type Weekday } from '@lunch/shared';
import { DAY_LABELS } from '../lib/labels';

interface DayPickerProps {
  selected: Weekday;
  today: Weekday;
  onChange: (day: Weekday) => void;
}

/** Mån to Sön; the pressed one is the day whose lunches are listed. Today is marked. */
export function DayPicker({ selected, today, onChange }: DayPickerProps) {
  return (
    <div className="day-picker" role="group" aria-label="Välj dag">
      {WEEKDAYS.map((day) => {
        const isToday = day === today;
        return (
          <button
            key={day}
            type="button"
            className={isToday ? 'day-picker__day day-picker__day--today' : 'day-picker__day'}
            aria-pressed={day === selected}
            onClick={() => {
              if (day !== selected) onChange(day);
            }}
          >
            <span className="day-picker__short">{DAY_LABELS[day].short}</span>
            {/* The full name for screen readers; the visible short label stays the start of the name. */}
            <span className="visually-hidden">{` (${DAY_LABELS[day].long.toLowerCase()}${isToday ? ', idag' : ''})`}</span>
          </button>
        );
      })}
    </div>
  );
}
