import type { CaseInfo, IncomeRetirementId } from '@damages/engine';
import type { LossType, SavedFormRecord, SavedLoss } from '@damages/contracts';

/** Small readers over the saved record shared by the selector modules. */

export function hasType(record: SavedFormRecord, type: LossType): boolean {
  return record.formData.case.typeSelectedValues.includes(type);
}

export const isWrongfulDeath = (record: SavedFormRecord) => record.formData.case.type === 'wrongfulDeath';

/** Which loss families the user chose (spec §2 "only if … types were chosen"). */
export function chosenLosses(record: SavedFormRecord) {
  return {
    support: hasType(record, 'supportLossPast') || hasType(record, 'supportLossFuture'),
    services: hasType(record, 'householdServicesWdP') || hasType(record, 'householdServicesWdF'),
    earnings: hasType(record, 'lossOfEarningsPast') || hasType(record, 'lossOfEarningsFuture'),
    medicalFuture: hasType(record, 'medicalExpensesFuture'),
    medicalPast: hasType(record, 'medicalExpensesPast'),
    burial: isWrongfulDeath(record) && record.formData.plaintiff.burialCost !== undefined,
  };
}

/** Adds money amounts in whole cents so that long columns do not drift. */
export function sumMoney(values: readonly number[]): number {
  let cents = 0;
  for (const value of values) cents += Math.round(value * 100);
  return cents / 100;
}

export function sameIncomeRetirement(id: unknown, income: number, retirement: number): boolean {
  const pair = id as Partial<IncomeRetirementId> | null;
  return pair?.annualIncomeId === income && pair.retirementDateId === retirement;
}

/** Past then future tables of a loss, each tagged with its side. */
export function sidesOf<Id, Row, Info extends CaseInfo>(loss: { past?: SavedLoss<Id, Row, Info>; future?: SavedLoss<Id, Row, Info> } | undefined) {
  return (['past', 'future'] as const).flatMap((side) => (loss?.[side]?.table ?? []).map((table) => ({ side, table })));
}

/**
 * The case information the report quotes (ages, dates of death and retirement):
 * from the earnings or support result when present, since only they carry the
 * retirement scenarios, else from services or medical.
 */
export function primaryCaseInfo(record: SavedFormRecord): CaseInfo | undefined {
  return (
    record.lossEarnings?.future?.case_info ??
    record.lossEarnings?.past?.case_info ??
    record.lossSupport?.future?.case_info ??
    record.lossSupport?.past?.case_info ??
    record.lossServices?.future?.case_info ??
    record.lossServices?.past?.case_info ??
    record.medicalReport?.case_info
  );
}

/** A value of a scenario list by id (ids are positions in the form's lists). */
export function scenarioValue(values: readonly number[], id: number): number | undefined {
  return values[id];
}
