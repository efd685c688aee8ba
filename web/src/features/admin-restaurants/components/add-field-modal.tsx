import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addFieldFailure, useAddField } from '../api/add-field';
import { ADD_FIELD_TYPES, buildAddFieldBody, type AddFieldForm } from '../lib/add-field-value';
import '../admin-restaurants.css';

const EMPTY_FORM: AddFieldForm = { fieldPath: '', fieldValue: '', type: 'string', condition: 'missing' };

/** The dashboard's 'Add Field' button and its modal (spec section 5): sets one field on many restaurants. */
export function AddFieldButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--small" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Add Field
      </button>
      {open && <AddFieldModal onClose={() => setOpen(false)} />}
    </>
  );
}

function AddFieldModal({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [form, setForm] = useState<AddFieldForm>(EMPTY_FORM);
  const [problem, setProblem] = useState('');
  const addField = useAddField(() => onClose());
  const set = <K extends keyof AddFieldForm>(key: K, value: AddFieldForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setProblem('');
    addField.reset();
  };

  // A native modal dialog: focus moves into it, the page behind is inert, Escape closes it.
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = buildAddFieldBody(form);
    addField.reset();
    if (!check.ok) return setProblem(check.message);
    addField.mutate(check.body);
  };

  return (
    <dialog
      ref={dialog}
      className="ar-dialog"
      aria-labelledby="ar-add-field-title"
      onCancel={(e) => {
        e.preventDefault();
        if (!addField.isPending) onClose();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id="ar-add-field-title">Add Field</h2>
        <p className="muted">Set one field on every restaurant, or only on those that miss it.</p>
        <label className="ar-field">
          <span>Field path</span>
          <input value={form.fieldPath} onChange={(e) => set('fieldPath', e.target.value)} placeholder="e.g. contact.instagram" autoComplete="off" spellCheck={false} />
        </label>
        <label className="ar-field">
          <span>Field value</span>
          <input value={form.fieldValue} onChange={(e) => set('fieldValue', e.target.value)} autoComplete="off" />
        </label>
        <label className="ar-field">
          <span>Type</span>
          <select value={form.type} onChange={(e) => set('type', e.target.value as AddFieldForm['type'])}>
            {ADD_FIELD_TYPES.map((t) => (
              <option key={t} value={t}>{t}</option>
            ))}
          </select>
        </label>
        <small className="ar-hint">
          {form.type === 'boolean' ? 'true (any case) is true; anything else is false.' : form.type === 'array' ? 'Separate the entries with commas.' : form.type === 'number' ? 'A number, e.g. 129 or 4.5.' : 'Saved as text.'}
        </small>
        <fieldset className="ar-dialog__choice">
          <legend>Apply to</legend>
          <label>
            <input type="radio" name="condition" value="missing" checked={form.condition === 'missing'} onChange={() => set('condition', 'missing')} />
            missing: only restaurants missing the field
          </label>
          <label>
            <input type="radio" name="condition" value="all" checked={form.condition === 'all'} onChange={() => set('condition', 'all')} />
            all: every restaurant (overwrite)
          </label>
        </fieldset>
        {/* The page's toasts sit behind the modal's backdrop, so the modal says it too. */}
        {(problem || addField.isError) && (
          <p className="ar-dialog__problem" role="alert">
            {problem || addFieldFailure(addField.error)}
          </p>
        )}
        <div className="ar-actions">
          <button type="submit" className="button button--small" disabled={addField.isPending}>
            {addField.isPending ? 'Adding...' : 'Add Field'}
          </button>
          <button type="button" className="button button--small button--secondary" onClick={onClose} disabled={addField.isPending}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
