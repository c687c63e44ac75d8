import { addYears } from '../dates/add-years.ts';
import { formatIsoDate, toEpochDay, yearOf, type EpochDay, type IsoDate } from '../dates/civil-date.ts';
import { consumptionShare, toEquationDollars } from '../reference/personal-consumption.ts';
import type { Sex } from '../reference/life-table.ts';
import { calendarRows, periodSide, type LossPeriod } from '../schedule/calendar-rows.ts';
import { discountFactor, grownAmount } from '../schedule/present-value.ts';
import { caseDays, caseInfo, expectedDateOfDeath, retirementDate, type CaseDates, type CaseInfo, type Scenario } from './case-info.ts';
import { incomeTaxOf } from './income-tax.ts';
import { ageAt, money, ratio, tableOf, type IncomeRetirementId, type LossResult } from './loss-table.ts';

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

export type SupportOptionalColumn = 'Household Income' | 'Personal Consumption';

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

export interface SupportInput extends CaseDates {
  /** The decedent's sex, which selects the personal consumption equations. */
  sex: Sex;
  /** Household income in dollars of the year of death. */
  householdIncome: number;
  householdSize: number;
  /** The decedent's annual income scenarios, in dollars of the year of death. */
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
}

export interface SupportCaseInfo extends CaseInfo {
  calculated_consumption: number[];
  spouse_date_of_death: IsoDate | null;
}

const ADULTHOOD_YEARS = 18;

/**
 * Loss of support to the survivors of a decedent (wrongful death): the decedent's
 * income after income tax and after the decedent's own consumption (a share of
 * that income, or of the household's income with the `householdIncome` base), from death
 * until the earliest of retirement, the decedent's and the spouse's expected
 * dates of death (or, without a spouse, the youngest child's 18th birthday).
 */
export function lossOfSupport(input: SupportInput, side: LossPeriod): LossResult<IncomeRetirementId, SupportRow, SupportCaseInfo> {
  const { dateOfBirth, dateOfInjury: dateOfDeath, dateOfReport, dateOfTrial } = caseDays(input);
  const baseYear = yearOf(dateOfDeath);
  const firstLifeExpectancy = input.lifeExpectancies[0];
  const decedentDeath = firstLifeExpectancy ? expectedDateOfDeath(dateOfReport, firstLifeExpectancy.value) : dateOfDeath;
  const spouseDeath = input.spouse ? expectedDateOfDeath(dateOfReport, input.spouse.lifeExpectancy) : null;
  const adulthoods = input.children.map((child) => addYears(toEpochDay(child.dateOfBirth), ADULTHOOD_YEARS));
  const dependencyEnd = spouseDeath ?? (adulthoods.length > 0 ? Math.max(...adulthoods) : Infinity);

  const consumption = consumptionBySize(input, baseYear);
  const incomeTax = incomeTaxOf(
    { rate: input.taxRate, deductions: input.taxDeductions, adjustments: input.taxAdjustments },
    input.growthRate,
    baseYear,
  );
  const onHouseholdIncome = input.consumptionBase === 'householdIncome';
  const rates: number[] = [];

  const tables = input.incomes.flatMap((income) =>
    input.retirementAges.map((retirement) => {
      const end = Math.min(retirementDate(dateOfBirth, retirement.value), decedentDeath, dependencyEnd);
      const rows = calendarRows(periodSide({ start: dateOfDeath, end }, dateOfTrial, side)).map((row): SupportRow => {
        const size = householdSizeAt(input.householdSize, adulthoods, row.start + Math.floor((row.end - row.start) / 2));
        const rate = consumption(size);
        if (!rates.includes(rate)) rates.push(rate);
        const gross = grownAmount(income.value, input.growthRate, baseYear, row.year);
        const tax = incomeTax(gross, row.year);
        const net = gross - tax;
        const factor = discountFactor(row, dateOfTrial, input.discountRate, side);
        const age = ageAt(dateOfBirth, row.start);
        if (onHouseholdIncome) {
          const household = grownAmount(input.householdIncome, input.growthRate, baseYear, row.year);
          const consumed = rate * household;
          // The survivors lose what the decedent brought home less what the decedent consumed, never less than nothing.
          const support = Math.max(0, net - consumed);
          const loss = support * row.portion;
          return {
            Year: row.year,
            Age: age,
            Portion: ratio(row.portion),
            'Household Size': size,
            'Gross Income': money(gross),
            'Income Tax': money(tax),
            'Net Income': money(net),
            'Household Income': money(household),
            'Consumption Rate': rate,
            'Personal Consumption': money(consumed),
            Support: money(support),
            Loss: money(loss),
            'Discount Factor': ratio(factor),
            PV: money(loss * factor),
          };
        }
        const support = net * (1 - rate);
        const loss = support * row.portion;
        return {
          Year: row.year,
          Age: age,
          Portion: ratio(row.portion),
          'Household Size': size,
          'Gross Income': money(gross),
          'Income Tax': money(tax),
          'Net Income': money(net),
          'Consumption Rate': rate,
          Support: money(support),
          Loss: money(loss),
          'Discount Factor': ratio(factor),
          PV: money(loss * factor),
        };
      });
      return tableOf({ annualIncomeId: income.id, retirementDateId: retirement.id }, rows);
    }),
  );

  return {
    case_info: {
      ...caseInfo({ dateOfBirth, dateOfReport }, input.lifeExpectancies, input.retirementAges),
      calculated_consumption: rates,
      spouse_date_of_death: spouseDeath === null ? null : formatIsoDate(spouseDeath),
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
