import type { SavedFormRecord } from '@damages/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import type { CaseDamage, SavedCaseStore } from '../../saved-cases/index.ts';

export interface ReportLoaderData {
  formId: string;
  /** undefined when nothing is saved under the form id ('Form Does not exist'), or what is saved cannot be opened. */
  record: SavedFormRecord | undefined;
  /** Why what is saved under the form id cannot be opened (the damaged-case page), when it cannot. */
  damage?: CaseDamage;
  /** On /{formId}/issued/{version}: the issued version asked for, as written in the address. */
  issuedVersion?: string;
}

/**
 * Loader of the `:formId` report routes (and of an issued version's, `:formId/issued/:version`): the case saved under the form id, read
 * through the one saved-cases store (unlocked first when the page has just
 * loaded). A case that is there but cannot be opened is neither a missing
 * form nor an application error: the data says why, for the page that explains it.
 */
export async function loadReport(savedCases: SavedCaseStore, { params }: Pick<LoaderFunctionArgs, 'params'>): Promise<ReportLoaderData> {
  const formId = params.formId ?? '';
  const issued = params.version === undefined ? {} : { issuedVersion: params.version };
  // A first load straight to a report page: the saved cases open before they are read.
  await savedCases.vault.whenReady();
  const read = savedCases.cases.read(formId);
  if (read.status === 'missing') return { formId, record: undefined, ...issued };
  if (read.status === 'unreadable') return { formId, record: undefined, damage: read.damage, ...issued };
  return { formId, record: read.record, ...issued };
}
