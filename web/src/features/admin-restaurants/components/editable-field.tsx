import { useId, useState, type FormEvent } from 'react';
import type { Restaurant } from '@lunch/shared';
import { useUpdateRestaurantField } from '../api/update-restaurant-field';
import { fieldText, parseFieldText, type EditableField } from '../lib/field-parsing';

interface EditableFieldRowProps {
  restaurant: Restaurant;
  field: EditableField;
  cities: readonly string[];
  /** Why the city list is missing, shown under the city select. */
  citiesProblem?: string;
  onSaved: (restaurant: Restaurant) => void;
}

/** Spec section 4: view, then Edit, then Save (back to view on success) or Cancel. */
export function EditableFieldRow({ restaurant, field, cities, citiesProblem, onSaved }: EditableFieldRowProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const update = useUpdateRestaurantField(onSaved);
  const current = fieldText(restaurant, field);

  const startEditing = () => {
    setDraft(field.kind === 'boolean' ? String(current === 'true') : current);
    setEditing(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: restaurant.id, field: field.field, value: parseFieldText(field, draft) }, { onSuccess: () => setEditing(false) });
  };

  if (!editing) {
    return (
      <div className="ar-fieldrow">
        <dt>{field.label}</dt>
        <dd>
          <span className="ar-fieldrow__main">
            <span className={current ? 'ar-fieldrow__value' : 'ar-fieldrow__value ar-fieldrow__value--empty'}>{current || '—'}</span>
            {field.help && <small className="ar-hint">{field.help}</small>}
          </span>
          <button type="button" className="link-button" aria-label={`Edit ${field.label}`} onClick={startEditing}>
            Edit
          </button>
        </dd>
      </div>
    );
  }

  const choices = field.kind === 'city' ? (cities.includes(current) || !current ? cities : [current, ...cities]) : field.kind === 'boolean' ? ['true', 'false'] : field.options;
  return (
    <div className="ar-fieldrow ar-fieldrow--editing">
      <dt>
        <label htmlFor={inputId}>{field.label}</label>
      </dt>
      <dd>
        <form className="ar-fieldrow__form" onSubmit={save}>
          {choices ? (
            <select id={inputId} value={draft} onChange={(e) => setDraft(e.target.value)} aria-describedby={field.help ? `${inputId}-help` : undefined} autoFocus>
              {field.kind === 'choice' && !draft && <option value="">—</option>}
              {choices.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
            </select>
          ) : field.kind === 'longText' ? (
            <textarea id={inputId} value={draft} rows={4} onChange={(e) => setDraft(e.target.value)} aria-describedby={field.help ? `${inputId}-help` : undefined} autoFocus />
          ) : (
            <input
              id={inputId}
              type="text"
              inputMode={field.kind === 'integer' ? 'numeric' : field.field === 'contact.phone' ? 'tel' : undefined}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              aria-describedby={field.hint || field.kind === 'list' ? `${inputId}-hint` : field.help ? `${inputId}-help` : undefined}
              autoFocus
            />
          )}
          {field.kind === 'city' && citiesProblem && (
            <small className="ar-hint ar-hint--error" role="alert">{citiesProblem}</small>
          )}
          {field.help && (
            <small id={`${inputId}-help`} className="ar-hint">
              {field.help}
            </small>
          )}
          {(field.hint || field.kind === 'list') && (
            <small id={`${inputId}-hint`} className="ar-hint">
              Separate with commas{field.hint ? `: ${field.hint}` : ''}
            </small>
          )}
          <div className="ar-actions">
            <button type="submit" className="button button--small" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </button>
            <button type="button" className="button button--small button--secondary" onClick={() => setEditing(false)} disabled={update.isPending}>
              Cancel
            </button>
          </div>
        </form>
      </dd>
    </div>
  );
}
