import { parseSavedFormRecord } from '@damages/contracts';
import { allKeys, readJson } from '../../lib/storage.ts';
import { blankFormValues, type FormValues } from './model/form-values.ts';
import { formValuesOf } from './submit/record-to-form.ts';

export const FORM_MISSING = 'Form Does not exist';
export const FORM_UNREADABLE = 'The saved form could not be read';

export type LoadedForm = { status: 'ready'; values: FormValues } | { status: 'missing' } | { status: 'unreadable' };

/** The values to start from: blank for a new form, the saved record's for /form/{formId}. */
export function loadForm(formId: string | undefined): LoadedForm {
  if (formId === undefined) return { status: 'ready', values: blankFormValues() };
  if (!allKeys().includes(formId)) return { status: 'missing' };
  const record = parseSavedFormRecord(readJson<unknown>(formId));
  return record ? { status: 'ready', values: formValuesOf(record) } : { status: 'unreadable' };
}
