import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AddFieldPreview, AddFieldResponse } from '@lunch/shared';
import { addFieldFailure, useAddField } from '../api/add-field';
import { usePreviewAddField } from '../api/preview-add-field';
import { ADD_FIELD_TYPES, buildAddFieldBody, type AddFieldBody, type AddFieldForm } from '../lib/add-field-value';
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

type Step =
  | { name: 'form' }
  | { name: 'confirm'; body: AddFieldBody; preview: AddFieldPreview }
  | { name: 'done'; preview: AddFieldPreview; result: AddFieldResponse };

const restaurants = (n: number) => `${n} ${n === 1 ? 'restaurant' : 'restaurants'}`;

/** What the write did, checked against what the preview said (data may change in between). */
function resultText(preview: AddFieldPreview, result: AddFieldResponse): string {
  const changed = `${restaurants(result.modifiedCount)} changed.`;
  if (result.modifiedCount === preview.wouldChange) return changed;
  return `${changed} The preview said ${preview.wouldChange}: restaurants changed in between.`;
}

/**
 * Bulk changes ask first: the form's values are sent as a dry run, which answers how many restaurants
 * would change and in which cities; only Confirm writes, and the result says how many changed.
 */
function AddFieldModal({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [form, setForm] = useState<AddFieldForm>(EMPTY_FORM);
  const [problem, setProblem] = useState('');
  const [step, setStep] = useState<Step>({ name: 'form' });
  const preview = usePreviewAddField();
  const addField = useAddField();
  const busy = preview.isPending || addField.isPending;
  const set = <K extends keyof AddFieldForm>(key: K, value: AddFieldForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setProblem('');
    preview.reset();
  };

  // A native modal dialog: focus moves into it, the page behind is inert, Escape closes it.
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step.name === 'confirm') {
      addField.mutate(step.body, { onSuccess: (result) => setStep({ name: 'done', preview: step.preview, result }) });
      return;
    }
    const check = buildAddFieldBody(form);
    preview.reset();
    if (!check.ok) return setProblem(check.message);
    preview.mutate(check.body, { onSuccess: (answer) => setStep({ name: 'confirm', body: check.body, preview: answer }) });
  };

  const back = () => {
    addField.reset();
    setStep({ name: 'form' });
  };

  return (
    <dialog
      ref={dialog}
      className="ar-dialog"
      aria-labelledby="ar-add-field-title"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id="ar-add-field-title">Add Field</h2>
        {step.name === 'form' && (
          <>
            <p className="muted">Set one field on every restaurant, or only on those that miss it. You see how many will change before anything is written.</p>
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
            {(problem || preview.isError) && (
              <p className="ar-dialog__problem" role="alert">
                {problem || addFieldFailure(preview.error)}
              </p>
            )}
            <div className="ar-actions">
              <button type="submit" className="button button--small" disabled={busy}>
                {preview.isPending ? 'Counting...' : 'Add Field'}
              </button>
              <button type="button" className="button button--small button--secondary" onClick={onClose} disabled={busy}>
                Cancel
              </button>
            </div>
          </>
        )}
        {step.name === 'confirm' && (
          <>
            <p>
              Set <code>{step.body.fieldPath}</code> to <code>{JSON.stringify(step.body.fieldValue)}</code> on{' '}
              {step.body.condition === 'missing' ? 'restaurants missing it' : 'every restaurant (overwrite)'}.
            </p>
            <p role="status" className="ar-add-field__preview">
              <strong>{step.preview.message}</strong>
            </p>
            {addField.isError && (
              <p className="ar-dialog__problem" role="alert">
                {addFieldFailure(addField.error)}
              </p>
            )}
            <div className="ar-actions">
              {step.preview.wouldChange > 0 && (
                <button type="submit" className="button button--small" disabled={busy} autoFocus>
                  {addField.isPending ? 'Changing...' : `Confirm: change ${restaurants(step.preview.wouldChange)}`}
                </button>
              )}
              <button type="button" className="button button--small button--secondary" onClick={back} disabled={busy}>
                Back
              </button>
            </div>
          </>
        )}
        {step.name === 'done' && (
          <>
            <p role="status" className="ar-add-field__result">
              <strong>{resultText(step.preview, step.result)}</strong>
            </p>
            <p className="muted">{step.result.message}</p>
            <div className="ar-actions">
              <button type="button" className="button button--small" onClick={onClose} autoFocus>
                Close
              </button>
            </div>
          </>
        )}
      </form>
    </dialog>
  );
}
