import { toEpochDay, yearOf, type IsoDate } from '../dates/civil-date.ts';
import { calendarRows, periodSide } from '../schedule/calendar-rows.ts';
import { discountFactor, grownAmount } from '../schedule/present-value.ts';
import { caseDays, caseInfo, type CaseDates, type CaseInfo } from './case-info.ts';
import { ageAt, money, ratio, tableOf, type LossTable } from './loss-table.ts';

export const MEDICAL_COLUMNS = ['Year', 'Age', 'Portion', 'Annual Cost', 'Cost', 'Discount Factor', 'PV'] as const;
export const MEDICAL_SCENARIO_TYPES = ['best', 'probable', 'worst'] as const;

export type MedicalRow = Record<(typeof MEDICAL_COLUMNS)[number], number>;
export type MedicalScenarioType = (typeof MEDICAL_SCENARIO_TYPES)[number];

/** One cost projection of a life-care-plan item. */
export interface MedicalScenario {
  type: MedicalScenarioType;
  /** Annual cost in dollars of the year of report. */
  annualCost: number;
  growthRate: number;
  discountRate: number;
  from: IsoDate;
  /** Last day of care (inclusive). */
  to: IsoDate;
  modality: string;
  category: string;
}

export interface MedicalInput extends CaseDates {
  modalities: { scenarios: MedicalScenario[] }[];
}

export interface MedicalTable extends LossTable<number, MedicalRow> {
  medical_growth: number;
  medical_discount: number;
  medical_category: string;
  medical_modality: string;
}

export interface MedicalResult {
  case_info: CaseInfo;
  table: Record<MedicalScenarioType, MedicalTable[]>;
}

/**
 * Future medical expenses of a life care plan: each modality's scenarios costed
 * from the later of their start and the trial date through their end date; a
 * modality appears under each scenario type it has, with its 0-based position as id.
 */
export function futureMedicalExpenses(input: MedicalInput): MedicalResult {
  const { dateOfBirth, dateOfReport, dateOfTrial } = caseDays(input);
  const baseYear = yearOf(dateOfReport);
  const table: Record<MedicalScenarioType, MedicalTable[]> = { best: [], probable: [], worst: [] };

  input.modalities.forEach((modality, index) => {
    for (const scenario of modality.scenarios) {
      const care = { start: toEpochDay(scenario.from), end: toEpochDay(scenario.to) + 1 };
      const rows = calendarRows(periodSide(care, dateOfTrial, 'future')).map((row): MedicalRow => {
        const annualCost = grownAmount(scenario.annualCost, scenario.growthRate, baseYear, row.year);
        const cost = annualCost * row.portion;
        const factor = discountFactor(row, dateOfTrial, scenario.discountRate, 'future');
        return {
          Year: row.year,
          Age: ageAt(dateOfBirth, row.start),
          Portion: ratio(row.portion),
          'Annual Cost': money(annualCost),
          Cost: money(cost),
          'Discount Factor': ratio(factor),
          PV: money(cost * factor),
        };
      });
      table[scenario.type].push({
        ...tableOf(index, rows),
        medical_growth: scenario.growthRate,
        medical_discount: scenario.discountRate,
        medical_category: scenario.category,
        medical_modality: scenario.modality,
      });
    }
  });

  return { case_info: caseInfo({ dateOfBirth, dateOfReport }, input.lifeExpectancies), table };
}
