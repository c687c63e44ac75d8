import { parseSavedFormRecord, type SavedFormRecord } from '@damages/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { readJson } from '../../../lib/storage.ts';

export interface ReportLoaderData {
  formId: string;
  /** undefined when nothing is saved under the form id ('Form Does not exist'). */
  record: SavedFormRecord | undefined;
}

/**
 * Loader of the `:formId` report routes: the record saved in local storage
 * under the form id. A record that is there but does not have the saved-form
 * shape is an error for the router's error page, not a missing form.
 */
export function loadReport({ params }: Pick<LoaderFunctionArgs, 'params'>): ReportLoaderData {
  const formId = params.formId ?? '';
  const raw = readJson<unknown>(formId);
  if (raw === undefined || raw === null) return { formId, record: undefined };
  const record = parseSavedFormRecord(raw);
  if (!record) throw new Error(`The saved data of form ${formId} is damaged and cannot be shown.`);
  return { formId, record };
}
