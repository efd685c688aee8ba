import { useId, useState, type FormEvent } from 'react';
import { PRICE_PLACEHOLDER, menuBodyFromForm, type MenuBody, type MenuFormValues } from '../lib/menus';

interface MenuFormProps {
  title: string;
  initial: MenuFormValues;
  saving: boolean;
  onSave: (body: MenuBody) => void;
  onCancel: () => void;
}

/** Add or edit one menu: name, description, price (kr), tags, allergies, availability, valid from-to. */
export function MenuForm({ title, initial, saving, onSave, onCancel }: MenuFormProps) {
  const [values, setValues] = useState(initial);
  const id = useId();
  const set = (key: keyof MenuFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(menuBodyFromForm(values));
  };

  return (
    <form className="ar-menu-form" onSubmit={submit} aria-label={title}>
      <h4>{title}</h4>
      <label className="ar-field ar-menu-form__wide">
        <span>Name</span>
        <input value={values.name} onChange={set('name')} maxLength={200} required />
      </label>
      <label className="ar-field ar-menu-form__wide">
        <span>Description</span>
        <textarea value={values.description} onChange={set('description')} maxLength={2000} rows={3} />
      </label>
      <label className="ar-field">
        <span>Price (kr)</span>
        <input type="number" min={0} max={10000} step="any" inputMode="decimal" value={values.price} onChange={set('price')} placeholder={PRICE_PLACEHOLDER} />
      </label>
      <label className="ar-field">
        <span>Valid from</span>
        <input type="date" value={values.validFrom} onChange={set('validFrom')} required />
      </label>
      <label className="ar-field">
        <span>Valid to</span>
        <input type="date" value={values.validTo} min={values.validFrom || undefined} onChange={set('validTo')} required />
      </label>
      <label className="ar-field ar-menu-form__wide">
        <span>Tags</span>
        <input value={values.tags} onChange={set('tags')} aria-describedby={`${id}-hint`} />
      </label>
      <label className="ar-field">
        <span>Allergies</span>
        <input value={values.allergies} onChange={set('allergies')} aria-describedby={`${id}-hint`} />
      </label>
      <label className="ar-field">
        <span>Availability</span>
        <input value={values.availability} onChange={set('availability')} aria-describedby={`${id}-hint`} />
      </label>
      <small id={`${id}-hint`} className="ar-hint ar-menu-form__wide">Tags, allergies and availability: separate with commas.</small>
      <div className="ar-actions ar-menu-form__wide">
        <button type="submit" className="button button--small" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="button button--small button--secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
