import type { FormDataRecord } from '@damages/contracts';
import type { SavedCaseStore } from '../../saved-cases/index.ts';
import { encodeFormValues } from '../model/form-codec.ts';

/**
 * Makes an issued version's inputs the working draft of its case: the entry form of
 * /form/{formId} then opens on them, changed from the case as saved, and submitting
 * saves the case anew. The issued version itself is never touched; a draft of the
 * case kept before is replaced.
 */
export function keepDraftFromIssued(drafts: SavedCaseStore['drafts'], formId: string, formData: FormDataRecord): Promise<void> {
  return drafts.keep(formId, encodeFormValues(formData));
}

/**
 * The draft of a supplemental report to an issued version (its Update): the version's inputs, as
 * Edit starts them, marked as supplementing it, so the submit explains the changes since.
 */
export function keepSupplementDraft(
  drafts: SavedCaseStore['drafts'],
  formId: string,
  formData: FormDataRecord,
  version: number,
): Promise<void> {
  return keepDraftFromIssued(drafts, formId, { ...formData, supplements: { version } });
}
