import type { SavedFormRecord } from '@damages/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { whenSavedCasesReady } from '../../../lib/saved-cases/case-key.ts';
import { readSavedCase } from '../../../lib/saved-cases/saved-cases-store.ts';

export interface ReportLoaderData {
  formId: string;
  /** undefined when nothing is saved under the form id ('Form Does not exist'). */
  record: SavedFormRecord | undefined;
}

/**
 * Loader of the `:formId` report routes: the case saved under the form id, read
 * through the one saved-cases store (unlocked first when the page has just
 * loaded). A case that is there but cannot be read is
 * an error for the router's error page, not a missing form.
 */
export async function loadReport({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<ReportLoaderData> {
  const formId = params.formId ?? '';
  // A first load straight to a report page: the saved cases open before they are read.
  await whenSavedCasesReady();
  const read = readSavedCase(formId);
  if (read.status === 'missing') return { formId, record: undefined };
  if (read.status === 'unreadable') throw new Error(`The saved data of form ${formId} is damaged and cannot be shown. ${read.reason}`);
  return { formId, record: read.record };
}
