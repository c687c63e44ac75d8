import { addYears } from '../dates/add-years.ts';
import { formatIsoDate, toEpochDay, type EpochDay, type IsoDate } from '../dates/civil-date.ts';
import { consumptionShare, toEquationDollars } from '../reference/personal-consumption.ts';
import type { Sex } from '../reference/life-table.ts';
import type { LossPeriod } from '../schedule/calendar-rows.ts';
import { grownByEras, growthSteps } from '../schedule/growth-eras.ts';
import { rowFactsOf, type RowFacts, type TableFacts } from '../schedule/schedule-facts.ts';
import { discountInfo, rateApplied, valuedRows, type DiscountInfo, type ValuedRow } from '../schedule/valuation.ts';
import { caseDays, caseInfo, expectedDateOfDeath, withRetirementDates, type CaseDates, type CaseInfo, type Scenario } from './case-info.ts';
import { fixedConsumptionRate, type FixedConsumption } from './consumption-rate.ts';
import { incomeBaseYear, incomeGrowthEras, type IncomeLossOptions } from './income-options.ts';
import { incomeTaxGrownBy } from './income-tax.ts';
import { workingLives, worklifeAdjustment, type WorklifeAdjustment } from './worklife.ts';
import { ageAt, insertedAfter, money, ratio, tableOf, type IncomeRetirementId, type LossResult } from './loss-table.ts';
import { pastTableWithInterest, type RowAccrual } from '../interest/past-table-interest.ts';
import type { InterestTerms } from '../interest/prejudgment-interest.ts';

/** The columns of a support table on the decedent's income (the default consumption base, methodology §7). */
export const SUPPORT_COLUMNS = [
  'Year',
  'Age',
  'Portion',
  'Household Size',
  'Gross Income',
  'Income Tax',
  'Net Income',
  'Consumption Rate',
  'Support',
  'Loss',
  'Discount Factor',
  'PV',
] as const;

/** Every column a support table can have, in order; `Household Income` and `Personal Consumption` only on the household-income base. */
export const SUPPORT_ALL_COLUMNS = [
  'Year',
  'Age',
  'Portion',
  'Household Size',
  'Gross Income',
  'Income Tax',
  'Net Income',
  'Household Income',
  'Consumption Rate',
  'Personal Consumption',
  'Support',
  'Loss',
  'Discount Factor',
  'PV',
] as const;

/** Version 3's columns (worklife and unemployment, methodology §14; fringe benefits, §7), which follow Gross Income. */
const SUPPORT_V3_ONLY_COLUMNS = ['Worklife Factor', 'Employment Factor', 'Expected Income', 'Fringe Benefits'] as const;

/** Every column a support table can have with version 3's options too, in order. */
export const SUPPORT_V3_COLUMNS = insertedAfter(SUPPORT_ALL_COLUMNS, 'Gross Income', SUPPORT_V3_ONLY_COLUMNS);

export type SupportOptionalColumn =
  'Household Income' | 'Personal Consumption' | 'Worklife Factor' | 'Employment Factor' | 'Expected Income' | 'Fringe Benefits';

export type SupportRow = Record<(typeof SUPPORT_COLUMNS)[number], number> & Partial<Record<SupportOptionalColumn, number>>;

/**
 * What the Patton-Nelson percentage is applied to: the decedent's own net income
 * (the default, as in version 1) or the household's income, the base on which
 * Patton and Nelson define it.
 */
export const CONSUMPTION_BASES = ['decedentIncome', 'householdIncome'] as const;
export type ConsumptionBase = (typeof CONSUMPTION_BASES)[number];

/** The columns a support table has on a consumption base, in order. */
export function supportColumns(base: ConsumptionBase = 'decedentIncome'): readonly (typeof SUPPORT_ALL_COLUMNS)[number][] {
  return base === 'householdIncome' ? SUPPORT_ALL_COLUMNS : SUPPORT_COLUMNS;
}

export interface SupportInput extends CaseDates, IncomeLossOptions {
  /** The decedent's sex, which selects the personal consumption equations. */
  sex: Sex;
  /** Household income in dollars of the income base year. */
  householdIncome: number;
  householdSize: number;
  /** The decedent's annual income scenarios, in dollars of the income base year. */
  incomes: Scenario[];
  retirementAges: Scenario[];
  taxDeductions: number;
  taxAdjustments: number;
  /** Marginal income tax rate. */
  taxRate: number;
  growthRate: number;
  discountRate: number;
  spouse: { dateOfBirth: IsoDate; lifeExpectancy: number } | null;
  children: { dateOfBirth: IsoDate }[];
  /** Absent means `decedentIncome`. */
  consumptionBase?: ConsumptionBase;
  /** A fixed consumption rate chosen by the economist instead of the Patton-Nelson equations. */
  fixedConsumption?: FixedConsumption | null;
  /** Fringe benefits the decedent's employment gave the family, as a share of income (version 3). */
  benefitsRate?: number;
  /** Version 3: prejudgment interest on the past table (methodology §16); absent for none. */
  prejudgmentInterest?: InterestTerms | null;
}

export interface SupportCaseInfo extends CaseInfo {
  calculated_consumption: number[];
  spouse_date_of_death: IsoDate | null;
  discount: DiscountInfo;
}

const ADULTHOOD_YEARS = 18;

/** The day a child leaves the household for the consumption rule (methodology §7): the 18th birthday. */
export function adulthoodDate(dateOfBirth: IsoDate): EpochDay {
  return addYears(toEpochDay(dateOfBirth), ADULTHOOD_YEARS);
}

/** The columns a support table has with the options of `input`, in order (version 3's included). */
export function supportColumnsOf(input: Pick<SupportInput, 'consumptionBase' | 'worklife' | 'unemployment' | 'benefitsRate'>) {
  const onHousehold = input.consumptionBase === 'householdIncome';
  const worklife = Boolean(input.worklife && input.worklife.length > 0);
  const unemployment = Boolean(input.unemployment);
  return SUPPORT_V3_COLUMNS.filter((column) => {
    switch (column) {
      case 'Household Income':
      case 'Personal Consumption':
        return onHousehold;
      case 'Worklife Factor':
        return worklife;
      case 'Employment Factor':
        return unemployment;
      case 'Expected Income':
        return worklife || unemployment;
      case 'Fringe Benefits':
        return input.benefitsRate !== undefined;
      default:
        return true;
    }
  });
}

/**
 * Loss of support to the survivors of a decedent (wrongful death): the decedent's
 * income after income tax and after the decedent's own consumption (a share of
 * that income, or of the household's income with the `householdIncome` base), from death
 * until the earliest of retirement, the decedent's and the spouse's expected
 * dates of death (or, without a spouse, the youngest child's 18th birthday).
 */
export function lossOfSupport(
  input: SupportInput,
  side: LossPeriod,
  /** When given, receives each table's schedule facts (for a workbook's formulas; the answer is unchanged). */
  facts?: TableFacts<IncomeRetirementId>[],
): LossResult<IncomeRetirementId, SupportRow, SupportCaseInfo> {
  const { dateOfBirth, dateOfInjury: dateOfDeath, dateOfReport, dateOfTrial } = caseDays(input);
  const baseYear = incomeBaseYear(input, dateOfDeath);
  const eras = incomeGrowthEras(input, input.growthRate, dateOfTrial);
  const grow = (amount: number, year: number) => grownByEras(amount, eras, baseYear, year);
  const valuation = input.valuation ?? {};
  const rate = rateApplied(valuation, input.discountRate, input.growthRate);
  const firstLifeExpectancy = input.lifeExpectancies[0];
  const decedentDeath = firstLifeExpectancy ? expectedDateOfDeath(dateOfReport, firstLifeExpectancy.value) : dateOfDeath;
  const spouseDeath = input.spouse ? expectedDateOfDeath(dateOfReport, input.spouse.lifeExpectancy) : null;
  const adulthoods = input.children.map((child) => adulthoodDate(child.dateOfBirth));
  const dependencyEnd = spouseDeath ?? (adulthoods.length > 0 ? Math.max(...adulthoods) : Infinity);

  const fixed = input.fixedConsumption ?? null;
  const consumption = fixed ? null : consumptionBySize(input, baseYear);
  const incomeTax = incomeTaxGrownBy({ rate: input.taxRate, deductions: input.taxDeductions, adjustments: input.taxAdjustments }, grow);
  const onHouseholdIncome = input.consumptionBase === 'householdIncome';
  const version3Columns =
    Boolean(input.worklife && input.worklife.length > 0) || Boolean(input.unemployment) || input.benefitsRate !== undefined;
  const rates: number[] = [];
  const lives = workingLives({ dateOfBirth, dateOfInjury: dateOfDeath }, input.retirementAges, input.worklife);

  // The unrounded loss of the row last written, for its interest.
  let rowLoss = 0;
  const tables = input.incomes.flatMap((income) =>
    lives.map((life) => {
      const end = Math.min(life.end, decedentDeath, dependencyEnd);
      const adjustment = worklifeAdjustment(life.worklife, input.unemployment ?? null);
      const accruals: RowAccrual[] = [];
      const rowFacts: RowFacts[] | null = facts ? [] : null;
      const rows = valuedRows({ start: dateOfDeath, end }, dateOfTrial, side, rate, valuation).map((row): SupportRow => {
        rowFacts?.push(rowFactsOf(row, growthSteps(eras, baseYear, row.year)));
        const size = householdSizeAt(input.householdSize, adulthoods, row.start + Math.floor((row.end - row.start) / 2));
        const consumptionRate = fixed ? fixedConsumptionRate(fixed, row.year) : consumption!(size);
        if (!rates.includes(consumptionRate)) rates.push(consumptionRate);
        const gross = grow(income.value, row.year);
        const factor = row.discountFactor;
        const age = ageAt(dateOfBirth, row.start);
        if (version3Columns) {
          const out = version3Row(row, age, size, gross, consumptionRate, adjustment);
          accruals.push({ start: row.start, end: row.end, loss: rowLoss });
          return out;
        }
        const tax = incomeTax(gross, row.year);
        const net = gross - tax;
        if (onHouseholdIncome) {
          const household = grow(input.householdIncome, row.year);
          const consumed = consumptionRate * household;
          // The survivors lose what the decedent brought home less what the decedent consumed, never less than nothing.
          const support = Math.max(0, net - consumed);
          const loss = support * row.portion;
          accruals.push({ start: row.start, end: row.end, loss });
          return {
            Year: row.year,
            Age: age,
            Portion: ratio(row.portion),
            'Household Size': size,
            'Gross Income': money(gross),
            'Income Tax': money(tax),
            'Net Income': money(net),
            'Household Income': money(household),
            'Consumption Rate': consumptionRate,
            'Personal Consumption': money(consumed),
            Support: money(support),
            Loss: money(loss),
            'Discount Factor': ratio(factor),
            PV: money(loss * factor),
          };
        }
        const support = net * (1 - consumptionRate);
        const loss = support * row.portion;
        accruals.push({ start: row.start, end: row.end, loss });
        return {
          Year: row.year,
          Age: age,
          Portion: ratio(row.portion),
          'Household Size': size,
          'Gross Income': money(gross),
          'Income Tax': money(tax),
          'Net Income': money(net),
          'Consumption Rate': consumptionRate,
          Support: money(support),
          Loss: money(loss),
          'Discount Factor': ratio(factor),
          PV: money(loss * factor),
        };
      });
      const table = tableOf({ annualIncomeId: income.id, retirementDateId: life.id }, rows);
      facts?.push({
        id: table.id,
        period: { start: dateOfDeath, end },
        baseYear,
        growth: eras,
        rateApplied: rate,
        rows: rowFacts!,
        adulthoods,
        ...(adjustment ? { adjustment } : {}),
      });
      // Interest is a step on the finished past table, so every column before it is as without interest.
      return side === 'past' && input.prejudgmentInterest ? pastTableWithInterest(table, accruals, input.prejudgmentInterest) : table;
    }),
  );

  /**
   * A row with version 3's columns: the income weighted by worklife and
   * employment (Expected Income), fringe benefits on it, untaxed; keys in column order.
   */
  function version3Row(
    row: ValuedRow,
    age: number,
    size: number,
    gross: number,
    consumptionRate: number,
    adjustment: WorklifeAdjustment | null,
  ): SupportRow {
    const expected = adjustment ? gross * adjustment.factor : gross;
    const fringe = input.benefitsRate === undefined ? 0 : expected * input.benefitsRate;
    const tax = incomeTax(expected, row.year);
    const net = expected + fringe - tax;
    const out = {
      Year: row.year,
      Age: age,
      Portion: ratio(row.portion),
      'Household Size': size,
      'Gross Income': money(gross),
    } as SupportRow;
    if (adjustment?.worklifeFactor != null) out['Worklife Factor'] = ratio(adjustment.worklifeFactor);
    if (adjustment?.employmentFactor != null) out['Employment Factor'] = ratio(adjustment.employmentFactor);
    if (adjustment) out['Expected Income'] = money(expected);
    if (input.benefitsRate !== undefined) out['Fringe Benefits'] = money(fringe);
    out['Income Tax'] = money(tax);
    out['Net Income'] = money(net);
    let support: number;
    if (onHouseholdIncome) {
      const household = grow(input.householdIncome, row.year);
      const consumed = consumptionRate * household;
      out['Household Income'] = money(household);
      out['Consumption Rate'] = consumptionRate;
      out['Personal Consumption'] = money(consumed);
      support = Math.max(0, net - consumed);
    } else {
      out['Consumption Rate'] = consumptionRate;
      support = net * (1 - consumptionRate);
    }
    const loss = support * row.portion;
    rowLoss = loss;
    out.Support = money(support);
    out.Loss = money(loss);
    out['Discount Factor'] = ratio(row.discountFactor);
    out.PV = money(loss * row.discountFactor);
    return out;
  }

  let info = caseInfo({ dateOfBirth, dateOfReport }, input.lifeExpectancies, input.retirementAges);
  if (lives.some((life) => life.worklife))
    info = withRetirementDates(
      info,
      dateOfBirth,
      lives.map((life) => ({ id: life.id, date: life.end })),
    );
  return {
    case_info: {
      ...info,
      calculated_consumption: rates,
      spouse_date_of_death: spouseDeath === null ? null : formatIsoDate(spouseDeath),
      discount: discountInfo(valuation, dateOfTrial, rate),
    },
    tables,
  };
}

/** Household size once the children who have turned 18 by `midpoint` have left (never below 1). */
function householdSizeAt(householdSize: number, adulthoods: EpochDay[], midpoint: EpochDay): number {
  let size = householdSize;
  for (const adulthood of adulthoods) if (adulthood <= midpoint) size -= 1;
  return Math.max(1, size);
}

/** Consumption rate by household size; the household income is converted to 1995 dollars once. */
function consumptionBySize(input: SupportInput, baseYear: number): (size: number) => number {
  const income1995 = toEquationDollars(input.householdIncome, baseYear);
  const cache = new Map<number, number>();
  return (size) => {
    let rate = cache.get(size);
    if (rate === undefined) {
      rate = consumptionShare(input.sex, size, income1995);
      cache.set(size, rate);
    }
    return rate;
  };
}
