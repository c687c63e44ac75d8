import type { LossPeriod } from '../schedule/calendar-rows.ts';
import type { TableFacts } from '../schedule/schedule-facts.ts';
import { lossOfEarnings, type EarningsInput } from './earnings.ts';
import { lossOfHouseholdServices, type HouseholdServicesInput } from './household-services.ts';
import type { IncomeRetirementId } from './loss-table.ts';
import { futureMedicalExpenses, medicalCareBeforeTrial, type MedicalInput, type MedicalTableId } from './medical.ts';
import { lossOfSupport, type SupportInput } from './support.ts';

/**
 * The schedule facts of each table a calculation answers with, recorded by the
 * calculation itself (so they cannot drift from the figures): what a workbook
 * writes its formulas from.
 */

export function earningsSchedule(input: EarningsInput, side: LossPeriod): TableFacts<IncomeRetirementId>[] {
  const facts: TableFacts<IncomeRetirementId>[] = [];
  lossOfEarnings(input, side, facts);
  return facts;
}

export function supportSchedule(input: SupportInput, side: LossPeriod): TableFacts<IncomeRetirementId>[] {
  const facts: TableFacts<IncomeRetirementId>[] = [];
  lossOfSupport(input, side, facts);
  return facts;
}

export function servicesSchedule(input: HouseholdServicesInput, side: LossPeriod): TableFacts<number>[] {
  const facts: TableFacts<number>[] = [];
  lossOfHouseholdServices(input, side, facts);
  return facts;
}

/** Future: from the trial; past: the plan's care between the report and the trial. */
export function medicalSchedule(input: MedicalInput, side: LossPeriod): TableFacts<MedicalTableId>[] {
  const facts: TableFacts<MedicalTableId>[] = [];
  if (side === 'future') futureMedicalExpenses(input, facts);
  else medicalCareBeforeTrial(input, facts);
  return facts;
}
