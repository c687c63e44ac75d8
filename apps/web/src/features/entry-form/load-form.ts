import type { SavedCaseStore } from '../saved-cases/index.ts';
import { encodeFormValues } from './model/form-codec.ts';
import { blankFormValues, type FormValues } from './model/form-values.ts';

export const FORM_MISSING = 'Form Does not exist';
export const FORM_UNREADABLE = 'The saved form could not be read';

export type LoadedForm = { status: 'ready'; values: FormValues } | { status: 'missing' } | { status: 'unreadable' };

/** The values to start from: blank for a new form, the saved record's for /form/{formId}. */
export function loadForm(cases: SavedCaseStore['cases'], formId: string | undefined): LoadedForm {
  if (formId === undefined) return { status: 'ready', values: blankFormValues() };
  const saved = cases.read(formId);
  if (saved.status === 'found') return { status: 'ready', values: encodeFormValues(saved.record.formData) };
  return { status: saved.status };
}
