import { addYears } from '../dates/add-years.ts';
import { DAYS_PER_YEAR, toEpochDay, yearOf, type EpochDay, type IsoDate } from '../dates/civil-date.ts';
import { calendarRows, periodSide, type Period } from '../schedule/calendar-rows.ts';
import { discountFactor, grownAmount } from '../schedule/present-value.ts';
import { caseDays, caseInfo, expectedDateOfDeath, type CaseDates, type CaseInfo } from './case-info.ts';
import { ageAt, money, ratio, tableOf, type LossTable } from './loss-table.ts';

export const MEDICAL_COLUMNS = ['Year', 'Age', 'Portion', 'Annual Cost', 'Cost', 'Discount Factor', 'PV'] as const;
export const MEDICAL_SCENARIO_TYPES = ['best', 'probable', 'worst'] as const;

export type MedicalRow = Record<(typeof MEDICAL_COLUMNS)[number], number>;
export type MedicalScenarioType = (typeof MEDICAL_SCENARIO_TYPES)[number];

/** How often an item is bought: every year (costed per calendar year), once, or every N years. */
export const MEDICAL_FREQUENCIES = ['annual', 'once', 'everyYears'] as const;
export type MedicalFrequency = (typeof MEDICAL_FREQUENCIES)[number];
/** The longest replacement interval, in whole years. */
export const MAX_EVERY_YEARS = 50;

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
  /** Absent means `annual`. */
  frequency?: MedicalFrequency;
  /** Whole years between purchases, 1 to 50; only with `everyYears`. */
  everyYears?: number | null;
}

export interface MedicalInput extends CaseDates {
  modalities: { scenarios: MedicalScenario[] }[];
}

export interface MedicalTable extends LossTable<number, MedicalRow> {
  medical_growth: number;
  medical_discount: number;
  medical_category: string;
  medical_modality: string;
  medical_frequency: MedicalFrequency;
  /** Years between purchases with `everyYears`, otherwise null. */
  medical_every_years: number | null;
}

export interface MedicalResult {
  case_info: CaseInfo;
  table: Record<MedicalScenarioType, MedicalTable[]>;
}

/**
 * Future medical expenses of a life care plan: each modality's scenarios costed
 * from the later of their start and the trial date through their end date, and
 * never after the expected date of death of the first life-expectancy scenario;
 * a modality appears under each scenario type it has, with its 0-based position
 * as id. An item bought once or every N years has one row per purchase instead
 * of one per calendar year.
 */
export function futureMedicalExpenses(input: MedicalInput): MedicalResult {
  const { dateOfBirth, dateOfReport, dateOfTrial } = caseDays(input);
  const baseYear = yearOf(dateOfReport);
  const firstLifeExpectancy = input.lifeExpectancies[0];
  const death = firstLifeExpectancy ? expectedDateOfDeath(dateOfReport, firstLifeExpectancy.value) : Infinity;
  const table: Record<MedicalScenarioType, MedicalTable[]> = { best: [], probable: [], worst: [] };

  input.modalities.forEach((modality, index) => {
    for (const scenario of modality.scenarios) {
      const frequency = scenario.frequency ?? 'annual';
      // No care is costed after the expected date of death, whatever the plan's "to" date says.
      const care = { start: toEpochDay(scenario.from), end: Math.min(toEpochDay(scenario.to) + 1, death) };
      const everyYears = frequency === 'everyYears' ? wholeYearsBetweenPurchases(scenario.everyYears) : null;
      const rows =
        frequency === 'annual'
          ? annualRows(scenario, care, dateOfBirth, dateOfTrial, baseYear)
          : purchaseRows(scenario, care, everyYears, dateOfBirth, dateOfTrial, baseYear);
      table[scenario.type].push({
        ...tableOf(index, rows),
        medical_growth: scenario.growthRate,
        medical_discount: scenario.discountRate,
        medical_category: scenario.category,
        medical_modality: scenario.modality,
        medical_frequency: frequency,
        medical_every_years: everyYears,
      });
    }
  });

  return { case_info: caseInfo({ dateOfBirth, dateOfReport }, input.lifeExpectancies), table };
}

function wholeYearsBetweenPurchases(everyYears: number | null | undefined): number {
  if (everyYears == null || !Number.isInteger(everyYears) || everyYears < 1 || everyYears > MAX_EVERY_YEARS)
    throw new RangeError(`An item bought every N years needs N, a whole number from 1 to ${MAX_EVERY_YEARS}`);
  return everyYears;
}

/** Care paid every year: one row per calendar year of the future part of the period, discounted from mid-row. */
function annualRows(scenario: MedicalScenario, care: Period, dateOfBirth: EpochDay, dateOfTrial: EpochDay, baseYear: number): MedicalRow[] {
  return calendarRows(periodSide(care, dateOfTrial, 'future')).map((row): MedicalRow => {
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
}

/**
 * An item bought on its start date and then every `interval` whole years (once
 * when `interval` is null), while the purchase falls inside the period. Each
 * purchase on or after the trial date is a row costing the whole unit price of
 * its year, discounted from the purchase date itself.
 */
function purchaseRows(
  scenario: MedicalScenario,
  care: Period,
  interval: number | null,
  dateOfBirth: EpochDay,
  dateOfTrial: EpochDay,
  baseYear: number,
): MedicalRow[] {
  const rows: MedicalRow[] = [];
  for (let k = 0; ; k += 1) {
    // Counted from the first purchase each time, so a 29 February start keeps its day in leap years.
    const purchase = k === 0 ? care.start : addYears(care.start, k * interval!);
    if (purchase >= care.end) break;
    if (purchase >= dateOfTrial) {
      const year = yearOf(purchase);
      const unitCost = grownAmount(scenario.annualCost, scenario.growthRate, baseYear, year);
      const factor = (1 + scenario.discountRate) ** (-(purchase - dateOfTrial) / DAYS_PER_YEAR);
      rows.push({
        Year: year,
        Age: ageAt(dateOfBirth, purchase),
        Portion: 1,
        'Annual Cost': money(unitCost),
        Cost: money(unitCost),
        'Discount Factor': ratio(factor),
        PV: money(unitCost * factor),
      });
    }
    if (interval === null) break;
  }
  return rows;
}
