import type { AddFieldValue } from '@lunch/shared';

/** Spec section 5, Add Field modal. */
export const ADD_FIELD_TYPES = ['string', 'number', 'boolean', 'array'] as const;
export type AddFieldType = (typeof ADD_FIELD_TYPES)[number];
export type AddFieldCondition = 'missing' | 'all';

export interface AddFieldForm {
  fieldPath: string;
  fieldValue: string;
  type: AddFieldType;
  condition: AddFieldCondition;
}

export interface AddFieldBody {
  fieldPath: string;
  fieldValue: AddFieldValue;
  condition: AddFieldCondition;
}

export type AddFieldCheck = { ok: true; body: AddFieldBody } | { ok: false; message: string };

/** The value as its type reads it: a number must parse, true only for "true" (any case), a list split on commas and trimmed. */
export function convertFieldValue(text: string, type: AddFieldType): { ok: true; value: AddFieldValue } | { ok: false; message: string } {
  switch (type) {
    case 'number': {
      const n = Number(text.trim());
      return text.trim() !== '' && Number.isFinite(n) ? { ok: true, value: n } : { ok: false, message: 'Invalid number value' };
    }
    case 'boolean':
      return { ok: true, value: text.trim().toLowerCase() === 'true' };
    case 'array':
      return { ok: true, value: text.split(',').map((s) => s.trim()) };
    default:
      return { ok: true, value: text };
  }
}

/** The checks the modal makes before it calls POST /api/admin/add-field, in the spec's order. */
export function buildAddFieldBody(form: AddFieldForm): AddFieldCheck {
  const fieldPath = form.fieldPath.trim();
  if (!fieldPath) return { ok: false, message: 'Please enter a field path' };
  if (!form.fieldValue.trim()) return { ok: false, message: 'Please enter a field value' };
  const converted = convertFieldValue(form.fieldValue, form.type);
  if (!converted.ok) return converted;
  return { ok: true, body: { fieldPath, fieldValue: converted.value, condition: form.condition } };
}
