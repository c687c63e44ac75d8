import type { CaseInfo } from '@damages/engine';
import { CALENDAR_KINDS, caseInfoOf, type SavedFormRecord } from '@damages/contracts';

/**
 * Small readers over the saved record shared by the selector modules. Which
 * losses were chosen and which table each scenario reads are the contracts'
 * (the totals rule needs them on the server too); re-exported for the report model.
 */
export {
  CALENDAR_KINDS,
  caseInfoOf,
  chosenLosses,
  isChosen,
  savedTables,
  tableFor,
  type CalendarKind,
  type ChosenLosses,
  type SavedTable,
} from '@damages/contracts';

/**
 * The case information the report quotes (ages, dates of death and retirement):
 * from the earnings or support result when present, since only they carry the
 * retirement scenarios, else from services or medical.
 */
export function primaryCaseInfo(record: SavedFormRecord): CaseInfo | undefined {
  for (const kind of CALENDAR_KINDS) {
    const info = caseInfoOf(record, kind);
    if (info) return info;
  }
  return record.medicalReport?.case_info;
}
