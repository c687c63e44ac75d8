import type { SavedFormRecord } from '@damages/contracts';
import { caseFileContent } from './case-file.ts';
import { downloadText } from './download.ts';

/** Downloads the case as a case file; answers the file's name. */
export function exportCase(formId: string, record: SavedFormRecord): string {
  const { name, text } = caseFileContent(formId, record);
  downloadText(name, text);
  return name;
}
