import { daysInYear, toEpochDay, type IsoDate } from '../dates/civil-date.ts';
import { overlapDays, type LossPeriod } from '../schedule/calendar-rows.ts';
import { grownByEras, growthSteps } from '../schedule/growth-eras.ts';
import { rowFactsOf, type RowFacts, type TableFacts } from '../schedule/schedule-facts.ts';
import { discountInfo, rateApplied, valuedRows, type DiscountInfo } from '../schedule/valuation.ts';
import {
  caseDays,
  caseInfo,
  expectedDateOfDeath,
  priceBaseYear,
  withRetirementDates,
  type CaseDates,
  type CaseInfo,
  type Scenario,
} from './case-info.ts';
import { ageAt, insertedAfter, money, ratio, tableOf, type IncomeRetirementId, type LossResult } from './loss-table.ts';
import { incomeBaseYear, incomeGrowthEras, type IncomeLossOptions } from './income-options.ts';
import { incomeTaxGrownBy, type IncomeTax } from './income-tax.ts';
import { workingLives, worklifeAdjustment } from './worklife.ts';
import { pastTableWithInterest, type RowAccrual } from '../interest/past-table-interest.ts';
import type { InterestTerms } from '../interest/prejudgment-interest.ts';

/** An earnings answer's case information: with version 3, the valuation it used. */
export interface EarningsCaseInfo extends CaseInfo {
  discount: DiscountInfo;
}

/** The columns of an earnings table without the version-2 options (methodology §5). */
export const EARNINGS_COLUMNS = [
  'Year',
  'Age',
  'Portion',
  'Earnings',
  'Fringe Benefits',
  'Total Compensation',
  'Loss',
  'Discount Factor',
  'PV',
] as const;

/** Every column an earnings table can have, in order; `Income Tax` and `Residual Compensation` only with their options. */
export const EARNINGS_ALL_COLUMNS = [
  'Year',
  'Age',
  'Portion',
  'Earnings',
  'Fringe Benefits',
  'Income Tax',
  'Total Compensation',
  'Residual Compensation',
  'Loss',
  'Discount Factor',
  'PV',
] as const;

/** Version 3's columns (worklife and unemployment, methodology §14), which follow Earnings. */
const EARNINGS_WORKLIFE_COLUMNS = ['Worklife Factor', 'Employment Factor', 'Expected Earnings'] as const;

/** Every column an earnings table can have with version 3's options too, in order. */
export const EARNINGS_V3_COLUMNS = insertedAfter(EARNINGS_ALL_COLUMNS, 'Earnings', EARNINGS_WORKLIFE_COLUMNS);

export type EarningsOptionalColumn = 'Income Tax' | 'Residual Compensation' | 'Worklife Factor' | 'Employment Factor' | 'Expected Earnings';

export type EarningsRow = Record<(typeof EARNINGS_COLUMNS)[number], number> & Partial<Record<EarningsOptionalColumn, number>>;

/** Whether earnings are lost before income taxes (the default) or after them (FELA, Jones Act). */
export const EARNINGS_BASES = ['beforeTax', 'afterTax'] as const;
export type EarningsBasis = (typeof EARNINGS_BASES)[number];

/** What a partially disabled plaintiff can still earn, and from when. */
export interface ResidualEarningCapacity {
  /** Annual earnings in dollars of the year of report; greater than 0. */
  annualEarnings: number;
  /** First day the plaintiff can work again; not before the injury. */
  startDate: IsoDate;
}

export interface EarningsInput extends CaseDates, IncomeLossOptions {
  /** Annual income scenarios, in dollars of the income base year (default the year of injury). */
  incomes: Scenario[];
  retirementAges: Scenario[];
  /** Fringe benefits as a share of earnings. */
  benefitsRate: number;
  growthRate: number;
  discountRate: number;
  /** Residual earning capacity (partial disability); absent or null for a total loss. */
  residual?: ResidualEarningCapacity | null;
  /** The income tax that after-tax earnings deduct; absent or null for before-tax earnings. */
  afterTax?: IncomeTax | null;
  /** Version 3: prejudgment interest on the past table (methodology §16); absent for none. */
  prejudgmentInterest?: InterestTerms | null;
}

/** A residual capacity of zero is a total disability: no set-off and no column. */
const hasResidual = (input: Pick<EarningsInput, 'residual'>) => Boolean(input.residual && input.residual.annualEarnings > 0);

/** The columns a table has with the options of `input`, in order. */
export function earningsColumns(input: Pick<EarningsInput, 'residual' | 'afterTax'>): readonly (typeof EARNINGS_ALL_COLUMNS)[number][] {
  return EARNINGS_ALL_COLUMNS.filter(
    (column) => (column !== 'Income Tax' || Boolean(input.afterTax)) && (column !== 'Residual Compensation' || hasResidual(input)),
  );
}

/** The columns with version 3's options too: the worklife and employment factors and the expected earnings. */
export function earningsColumnsOf(
  input: Pick<EarningsInput, 'residual' | 'afterTax' | 'worklife' | 'unemployment'>,
): readonly (typeof EARNINGS_V3_COLUMNS)[number][] {
  const worklife = Boolean(input.worklife && input.worklife.length > 0);
  const unemployment = Boolean(input.unemployment);
  const v2 = new Set<string>(earningsColumns(input));
  return EARNINGS_V3_COLUMNS.filter((column) => {
    if (column === 'Worklife Factor') return worklife;
    if (column === 'Employment Factor') return unemployment;
    if (column === 'Expected Earnings') return worklife || unemployment;
    return v2.has(column);
  });
}

/**
 * Lost earnings of an injured plaintiff (personal injury): from the injury until
 * the earlier of retirement and the expected date of death of the first
 * life-expectancy scenario; one table per income × retirement-age pair. With a
 * residual earning capacity, what the plaintiff can still earn is set off year by
 * year, never below zero; with after-tax earnings, income tax is deducted from
 * both (fringe benefits are not taxed).
 */
export function lossOfEarnings(
  input: EarningsInput,
  side: LossPeriod,
  /** When given, receives each table's schedule facts (for a workbook's formulas; the answer is unchanged). */
  facts?: TableFacts<IncomeRetirementId>[],
): LossResult<IncomeRetirementId, EarningsRow, EarningsCaseInfo> {
  const { dateOfBirth, dateOfInjury, dateOfReport, dateOfTrial } = caseDays(input);
  const baseYear = incomeBaseYear(input, dateOfInjury);
  const reportYear = priceBaseYear(dateOfReport);
  const eras = incomeGrowthEras(input, input.growthRate, dateOfTrial);
  const valuation = input.valuation ?? {};
  const rate = rateApplied(valuation, input.discountRate, input.growthRate);
  const firstLifeExpectancy = input.lifeExpectancies[0];
  const death = firstLifeExpectancy ? expectedDateOfDeath(dateOfReport, firstLifeExpectancy.value) : dateOfInjury;
  const residual =
    input.residual && hasResidual(input) ? { annual: input.residual.annualEarnings, start: toEpochDay(input.residual.startDate) } : null;
  const tax = incomeTaxGrownBy(input.afterTax ?? null, (amount, year) => grownByEras(amount, eras, baseYear, year));
  const lives = workingLives({ dateOfBirth, dateOfInjury }, input.retirementAges, input.worklife);

  const tables = input.incomes.flatMap((income) =>
    lives.map((life) => {
      const end = Math.min(life.end, death);
      const adjustment = worklifeAdjustment(life.worklife, input.unemployment ?? null);
      const weight = adjustment ? adjustment.factor : 1;
      const accruals: RowAccrual[] = [];
      const withInterest = side === 'past' && input.prejudgmentInterest !== undefined;
      const rowFacts: RowFacts[] | null = facts ? [] : null;
      const rows = valuedRows({ start: dateOfInjury, end }, dateOfTrial, side, rate, valuation).map((row): EarningsRow => {
        const earnings = grownByEras(income.value, eras, baseYear, row.year);
        // Worklife and unemployment weight the earnings before fringe benefits and tax are taken on them.
        const expected = adjustment ? earnings * weight : earnings;
        const fringe = expected * input.benefitsRate;
        const incomeTax = tax(expected, row.year);
        const compensation = expected + fringe - incomeTax;
        let loss = compensation * row.portion;
        let residualCompensation = 0;
        const facts = rowFacts ? rowFactsOf(row, growthSteps(eras, baseYear, row.year)) : null;
        if (residual) {
          const residualDays = overlapDays({ start: residual.start, end }, row);
          if (facts) facts.residual = { days: residualDays, growth: growthSteps(eras, reportYear, row.year) };
          if (residualDays > 0) {
            const residualEarnings = grownByEras(residual.annual, eras, reportYear, row.year) * weight;
            residualCompensation = residualEarnings * (1 + input.benefitsRate) - tax(residualEarnings, row.year);
            // A year in which the plaintiff earns more than before is no loss, and is not set off against other years.
            loss = Math.max(0, loss - (residualCompensation * residualDays) / daysInYear(row.year));
          }
        }
        if (withInterest) accruals.push({ start: row.start, end: row.end, loss });
        if (facts) rowFacts!.push(facts);
        const factor = row.discountFactor;
        if (!residual && !input.afterTax && !adjustment) {
          // The version-1 row, as one literal: the common case stays as fast as it was.
          return {
            Year: row.year,
            Age: ageAt(dateOfBirth, row.start),
            Portion: ratio(row.portion),
            Earnings: money(earnings),
            'Fringe Benefits': money(fringe),
            'Total Compensation': money(compensation),
            Loss: money(loss),
            'Discount Factor': ratio(factor),
            PV: money(loss * factor),
          };
        }
        // Keys in column order: the row travels as JSON and the report reads its columns in that order.
        const out: EarningsRow = {
          Year: row.year,
          Age: ageAt(dateOfBirth, row.start),
          Portion: ratio(row.portion),
          Earnings: money(earnings),
        } as EarningsRow;
        if (adjustment?.worklifeFactor != null) out['Worklife Factor'] = ratio(adjustment.worklifeFactor);
        if (adjustment?.employmentFactor != null) out['Employment Factor'] = ratio(adjustment.employmentFactor);
        if (adjustment) out['Expected Earnings'] = money(expected);
        out['Fringe Benefits'] = money(fringe);
        if (input.afterTax) out['Income Tax'] = money(incomeTax);
        out['Total Compensation'] = money(compensation);
        if (residual) out['Residual Compensation'] = money(residualCompensation);
        out.Loss = money(loss);
        out['Discount Factor'] = ratio(factor);
        out.PV = money(loss * factor);
        return out;
      });
      const table = tableOf({ annualIncomeId: income.id, retirementDateId: life.id }, rows);
      facts?.push({
        id: table.id,
        period: { start: dateOfInjury, end },
        baseYear,
        growth: eras,
        rateApplied: rate,
        rows: rowFacts!,
        ...(adjustment ? { adjustment } : {}),
      });
      // Interest is a step on the finished past table, so every column before it is as without interest.
      return withInterest && input.prejudgmentInterest ? pastTableWithInterest(table, accruals, input.prejudgmentInterest) : table;
    }),
  );

  let info = caseInfo({ dateOfBirth, dateOfReport }, input.lifeExpectancies, input.retirementAges);
  if (lives.some((life) => life.worklife))
    info = withRetirementDates(
      info,
      dateOfBirth,
      lives.map((life) => ({ id: life.id, date: life.end })),
    );
  return { case_info: { ...info, discount: discountInfo(valuation, dateOfTrial, rate) }, tables };
}
