import { addYears } from '../dates/add-years.ts';
import { DAYS_PER_YEAR, toEpochDay, yearOf, type EpochDay, type IsoDate } from '../dates/civil-date.ts';
import type { LossPeriod, Period } from '../schedule/calendar-rows.ts';
import { grownAmount } from '../schedule/present-value.ts';
import { oneEraSteps, rowFactsOf, type RowFacts, type TableFacts } from '../schedule/schedule-facts.ts';
import { discountInfo, rateApplied, valuationYearOf, valuedRows, type DiscountInfo, type ValuationOptions } from '../schedule/valuation.ts';
import { caseDays, caseInfo, expectedDateOfDeath, priceBaseYear, type CaseDates, type CaseInfo } from './case-info.ts';
import { ageAt, money, ratio, tableOf, type LossTable } from './loss-table.ts';
import type { InterestTerms } from '../interest/prejudgment-interest.ts';
import { INTEREST_COLUMNS, withPrejudgmentInterest, type PastRowForInterest } from '../interest/past-table-interest.ts';

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
  /** Interest on the plan's care before trial; only the past table takes it. */
  prejudgmentInterest?: InterestTerms;
  /** The convention and method of discounting (none: mid-period at each scenario's own rate). */
  valuation?: ValuationOptions;
}

/** Every column a medical row can have: the care before trial gains the interest columns after PV. */
export const MEDICAL_ALL_COLUMNS = [...MEDICAL_COLUMNS, ...INTEREST_COLUMNS] as const;
type MedicalInterestCells = Partial<Record<(typeof INTEREST_COLUMNS)[number], number>>;

export interface MedicalTable extends LossTable<number, MedicalRow & MedicalInterestCells> {
  medical_growth: number;
  medical_discount: number;
  medical_category: string;
  medical_modality: string;
  medical_frequency: MedicalFrequency;
  /** Years between purchases with `everyYears`, otherwise null. */
  medical_every_years: number | null;
  /** The rate the Discount Factor column uses, to 6 decimals: the scenario's own, or what the method makes of it and its growth. */
  medical_discount_applied: number;
  /** Sum of the rows' rounded Interest; only with prejudgment interest. */
  total_interest?: number;
}

/** How the tables were valued; medical states each scenario's rate on its entry instead of one rate here. */
export type MedicalDiscountInfo = Omit<DiscountInfo, 'rate_applied'>;

export interface MedicalResult {
  case_info: CaseInfo & { discount: MedicalDiscountInfo };
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
export function futureMedicalExpenses(input: MedicalInput, facts?: TableFacts<MedicalTableId>[]): MedicalResult {
  return medicalTables(input, 'future', facts);
}

/** Identifies a medical table: the modality's 0-based position and the scenario type. */
export interface MedicalTableId {
  modality: number;
  type: MedicalScenarioType;
}

/**
 * The plan's care between the report and the trial (docs/methodology.md, section
 * 8): billed neither in the past medical expenses (care up to the report) nor
 * future (after the trial), so costed here, undiscounted, with the same rows and
 * purchases as the future table, and with prejudgment interest when asked.
 */
export function medicalCareBeforeTrial(input: MedicalInput, facts?: TableFacts<MedicalTableId>[]): MedicalResult {
  return medicalTables(input, 'past', facts);
}

/** The case's dates as the rows of either side need them. */
interface Valuation {
  side: LossPeriod;
  dateOfBirth: EpochDay;
  dateOfReport: EpochDay;
  dateOfTrial: EpochDay;
  baseYear: number;
  interest: InterestTerms | undefined;
  options: ValuationOptions;
  /** The valuation year of the yearly conventions; null with midPeriod (valued at the date of trial). */
  valuationYear: number | null;
  /** Whether each row's schedule facts are recorded (only when asked: the served answer does not need them). */
  recordFacts: boolean;
}

function medicalTables(input: MedicalInput, side: LossPeriod, facts: TableFacts<MedicalTableId>[] | undefined): MedicalResult {
  const { dateOfBirth, dateOfReport, dateOfTrial } = caseDays(input);
  const valuation: Valuation = {
    side,
    dateOfBirth,
    dateOfReport,
    dateOfTrial,
    baseYear: priceBaseYear(dateOfReport),
    // Interest is a matter for the care before trial only; the contract refuses it on the future table.
    interest: side === 'past' ? input.prejudgmentInterest : undefined,
    options: input.valuation ?? {},
    valuationYear: valuationYearOf(input.valuation ?? {}, dateOfTrial),
    recordFacts: facts !== undefined,
  };
  const firstLifeExpectancy = input.lifeExpectancies[0];
  const death = firstLifeExpectancy ? expectedDateOfDeath(dateOfReport, firstLifeExpectancy.value) : Infinity;
  const table: Record<MedicalScenarioType, MedicalTable[]> = { best: [], probable: [], worst: [] };

  input.modalities.forEach((modality, index) => {
    for (const scenario of modality.scenarios) {
      const frequency = scenario.frequency ?? 'annual';
      // No care is costed after the expected date of death, whatever the plan's "to" date says.
      const care = { start: toEpochDay(scenario.from), end: Math.min(toEpochDay(scenario.to) + 1, death) };
      const everyYears = frequency === 'everyYears' ? wholeYearsBetweenPurchases(scenario.everyYears) : null;
      // Each scenario has its own rates, so the method's rate (a net rate compounds with growth) is the scenario's.
      const rate = rateApplied(valuation.options, scenario.discountRate, scenario.growthRate);
      const costed =
        frequency === 'annual' ? annualRows(scenario, care, rate, valuation) : purchaseRows(scenario, care, everyYears, rate, valuation);
      const interest = valuation.interest ? withPrejudgmentInterest(costed, valuation.interest) : undefined;
      facts?.push({
        id: { modality: index, type: scenario.type },
        period: care,
        baseYear: valuation.baseYear,
        growth: { rate: scenario.growthRate, switchYear: valuation.baseYear },
        rateApplied: rate,
        rows: costed.map((c) => c.facts!),
      });
      const rows: (MedicalRow & MedicalInterestCells)[] = interest ? interest.rows : costed.map((c) => c.row);
      table[scenario.type].push({
        ...tableOf(index, rows),
        medical_growth: scenario.growthRate,
        medical_discount: scenario.discountRate,
        medical_category: scenario.category,
        medical_modality: scenario.modality,
        medical_frequency: frequency,
        medical_every_years: everyYears,
        medical_discount_applied: ratio(rate),
        ...(interest ? { total_interest: interest.totalInterest } : {}),
      });
    }
  });

  const { rate_applied: _oneRatePerTable, ...discount } = discountInfo(valuation.options, dateOfTrial, 0);
  return { case_info: { ...caseInfo({ dateOfBirth, dateOfReport }, input.lifeExpectancies), discount }, table };
}

/**
 * A row with what interest needs and the row does not show: its unrounded loss
 * and the days it covers, whose midpoint is the day the loss arose (a purchase:
 * the one day it is bought).
 */
type CostedRow = PastRowForInterest<MedicalRow> & { facts: RowFacts | undefined };

function wholeYearsBetweenPurchases(everyYears: number | null | undefined): number {
  if (everyYears == null || !Number.isInteger(everyYears) || everyYears < 1 || everyYears > MAX_EVERY_YEARS)
    throw new RangeError(`An item bought every N years needs N, a whole number from 1 to ${MAX_EVERY_YEARS}`);
  return everyYears;
}

/**
 * Care paid every year: one row per calendar year of the side's part of the
 * period, valued by the table's convention (mid-period: future rows from the
 * trial, discounted from mid-row; midYear or endOfYear: the years after the
 * valuation year). Care before the trial starts at the report (earlier care is
 * the past medical expenses) and is not discounted.
 */
function annualRows(scenario: MedicalScenario, care: Period, rate: number, valuation: Valuation): CostedRow[] {
  const { side, dateOfBirth, dateOfReport, dateOfTrial, baseYear } = valuation;
  const period = side === 'future' ? care : { start: Math.max(care.start, dateOfReport), end: care.end };
  return valuedRows(period, dateOfTrial, side, rate, valuation.options).map((row): CostedRow => {
    const annualCost = grownAmount(scenario.annualCost, scenario.growthRate, baseYear, row.year);
    const cost = annualCost * row.portion;
    return {
      row: {
        Year: row.year,
        Age: ageAt(dateOfBirth, row.start),
        Portion: ratio(row.portion),
        'Annual Cost': money(annualCost),
        Cost: money(cost),
        'Discount Factor': ratio(row.discountFactor),
        PV: money(cost * row.discountFactor),
      },
      loss: cost * row.discountFactor,
      start: row.start,
      end: row.end,
      // Always the same keys (a spread of nothing here halved the speed of the whole plan).
      facts: valuation.recordFacts ? rowFactsOf(row, oneEraSteps(baseYear, row.year)) : undefined,
    };
  });
}

/**
 * An item bought on its start date and then every `interval` whole years (once
 * when `interval` is null), while the purchase falls inside the period. Each
 * purchase on the side's part of the period (future: on or after the trial
 * date; before trial: from the report up to the trial) is a row costing the
 * whole unit price of its year; a future one is discounted from the purchase
 * date itself.
 */
function purchaseRows(scenario: MedicalScenario, care: Period, interval: number | null, rate: number, valuation: Valuation): CostedRow[] {
  const { side, dateOfBirth, dateOfReport, dateOfTrial, baseYear, valuationYear } = valuation;
  // With the yearly conventions a purchase is future when its year is after the valuation year.
  const isFuture = (purchase: EpochDay) => (valuationYear === null ? purchase >= dateOfTrial : yearOf(purchase) > valuationYear);
  const onSide = (purchase: EpochDay) => (side === 'future' ? isFuture(purchase) : purchase >= dateOfReport && !isFuture(purchase));
  const halfYear = valuation.options.convention === 'midYear' ? 0.5 : 0;
  // Mid-period: discounted from the purchase date itself; yearly conventions: from its year, like an annual row.
  const yearsOf = (purchase: EpochDay) =>
    side === 'past'
      ? null
      : valuationYear === null
        ? (purchase - dateOfTrial) / DAYS_PER_YEAR
        : yearOf(purchase) - valuationYear - halfYear;
  const rows: CostedRow[] = [];
  for (let k = 0; ; k += 1) {
    // Counted from the first purchase each time, so a 29 February start keeps its day in leap years.
    const purchase = k === 0 ? care.start : addYears(care.start, k * interval!);
    if (purchase >= care.end) break;
    if (onSide(purchase)) {
      const year = yearOf(purchase);
      const unitCost = grownAmount(scenario.annualCost, scenario.growthRate, baseYear, year);
      const years = yearsOf(purchase);
      const factor = years === null ? 1 : (1 + rate) ** -years;
      rows.push({
        row: {
          Year: year,
          Age: ageAt(dateOfBirth, purchase),
          Portion: 1,
          'Annual Cost': money(unitCost),
          Cost: money(unitCost),
          'Discount Factor': ratio(factor),
          PV: money(unitCost * factor),
        },
        loss: unitCost * factor,
        start: purchase,
        end: purchase + 1,
        facts: valuation.recordFacts
          ? { start: purchase, end: null, year, fixedPortion: 1, discountYears: years, growth: oneEraSteps(baseYear, year) }
          : undefined,
      });
    }
    if (interval === null) break;
  }
  return rows;
}
