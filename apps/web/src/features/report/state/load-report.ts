import type { SavedFormRecord } from '@damages/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { readSavedCase } from '../../../lib/saved-cases/saved-cases-store.ts';

export interface ReportLoaderData {
  formId: string;
  /** undefined when nothing is saved under the form id ('Form Does not exist'). */
  record: SavedFormRecord | undefined;
}

/**
 * Loader of the `:formId` report routes: the case saved under the form id, read
 * through the one saved-cases store. A case that is there but cannot be read is
 * an error for the router's error page, not a missing form.
 */
export function loadReport({ params }: Pick<LoaderFunctionArgs, 'params'>): ReportLoaderData {
  const formId = params.formId ?? '';
  const read = readSavedCase(formId);
  if (read.status === 'missing') return { formId, record: undefined };
  if (read.status === 'unreadable') throw new Error(`The saved data of form ${formId} is damaged and cannot be shown. ${read.reason}`);
  return { formId, record: read.record };
}
