import type { SavedFormRecord } from '@damages/contracts';
import { caseFileName, caseFileOf, caseFileText } from './case-file.ts';
import { downloadText } from './download.ts';

/** Downloads the case as a case file; answers the file's name. */
export function exportCase(formId: string, record: SavedFormRecord): string {
  const file = caseFileOf(formId, record);
  const name = caseFileName(file);
  downloadText(name, caseFileText(file));
  return name;
}
