import { addYears } from '../dates/add-years.ts';
import type { EpochDay } from '../dates/civil-date.ts';

/**
 * Worklife expectancy and unemployment (methodology §14 in docs/methodology.md).
 * A worklife scenario replaces a retirement age: the loss runs to the statistical
 * retirement date, and each year's income is weighted by the share of the years to
 * final separation the person is expected to work, and by the chance of being employed.
 */
export const WORKLIFE_METHODS = ['retirementAge', 'worklifeExpectancy'] as const;
export type WorklifeMethod = (typeof WORKLIFE_METHODS)[number];

/** One worklife scenario, both figures in years from the date of injury or death. */
export interface WorklifeScenario {
  id: number;
  worklifeExpectancy: number;
  yearsToFinalSeparation: number;
}

export interface Unemployment {
  /** The unemployment rate, 0 to 0.5. */
  rate: number;
  /** The share of lost wages unemployment benefits replace, 0 to 1. */
  benefitReplacement: number;
}

/** The end of a worklife scenario's working life: the date of injury plus the years to final separation. */
export function statisticalRetirementDate(dateOfInjury: EpochDay, scenario: WorklifeScenario): EpochDay {
  return addYears(dateOfInjury, scenario.yearsToFinalSeparation);
}

/** WF = WLE / YFS: the share of the years to final separation spent in the labour force. */
export function worklifeFactor(scenario: WorklifeScenario): number {
  return scenario.worklifeExpectancy / scenario.yearsToFinalSeparation;
}

/** EF = 1 - u (1 - r): the wages unemployment takes, less what its benefits give back. */
export function employmentFactor(unemployment: Unemployment): number {
  return 1 - unemployment.rate * (1 - unemployment.benefitReplacement);
}

/** The factors a table shows and the adjustment A = WF × EF its income is multiplied by; null when neither applies. */
export interface WorklifeAdjustment {
  worklifeFactor: number | null;
  employmentFactor: number | null;
  factor: number;
}

export function worklifeAdjustment(scenario: WorklifeScenario | null, unemployment: Unemployment | null): WorklifeAdjustment | null {
  if (!scenario && !unemployment) return null;
  const wf = scenario ? worklifeFactor(scenario) : null;
  const ef = unemployment ? employmentFactor(unemployment) : null;
  return { worklifeFactor: wf, employmentFactor: ef, factor: (wf ?? 1) * (ef ?? 1) };
}

/** A table's working-life scenario: its id, when the working life ends and, with worklife expectancy, the scenario. */
export interface WorkingLife {
  id: number;
  end: EpochDay;
  worklife: WorklifeScenario | null;
}

/**
 * The working-life scenarios a table is built on: the retirement ages (ending at
 * the date of birth plus the age) or, with worklife expectancy, the worklife
 * scenarios (ending at their statistical retirement dates).
 */
export function workingLives(
  dates: { dateOfBirth: EpochDay; dateOfInjury: EpochDay },
  retirementAges: { id: number; value: number }[],
  worklife: WorklifeScenario[] | null | undefined,
): WorkingLife[] {
  if (worklife && worklife.length > 0)
    return worklife.map((w) => ({ id: w.id, end: statisticalRetirementDate(dates.dateOfInjury, w), worklife: w }));
  return retirementAges.map((r) => ({ id: r.id, end: addYears(dates.dateOfBirth, r.value), worklife: null }));
}
