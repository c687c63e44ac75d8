import { priceBaseYear, toEpochDay, type EarningsBasis } from '@damages/engine';
import { EARNINGS_BASIS_LABELS, type SavedFormRecord } from '@damages/contracts';
import { assumptionFigures, type RetirementFigure } from './assumption-figures.ts';
import { growthErasFigures, type GrowthErasFigures } from './growth-and-consumption-figures.ts';
import type { ScenarioResult } from './loss-figures.ts';
import type { ScenarioOptions } from './report-model.ts';
import { chosenLosses } from './record-access.ts';
import { sourcedRate, type SourcedRate } from './sourced-figures.ts';
import { calendarPresentValue, wholeDollarRow } from './totals.ts';
import { retirementPhrase } from './worklife-figures.ts';

interface ResidualEarningsFigure {
  /** Annual residual earning capacity, in dollars of `baseYear` (the year of report). */
  annualEarnings: number;
  /** First day the plaintiff can work again. */
  startDate: string;
  baseYear: number;
}

/** Section 4 of a personal-injury report: what the plaintiff would have earned and can still earn. */
export interface EarningsFigures {
  /** Pre-injury annual income scenarios, in dollars of `incomeYear` (the year of injury unless the economist stated another). */
  incomes: number[];
  incomeYear: number;
  /** The incomes' own year and the two eras of growth (version 3). */
  eras: GrowthErasFigures;
  benefitsRate?: number;
  growth: SourcedRate;
  discount: SourcedRate;
  basis: EarningsBasis;
  basisLabel: string;
  /** The income tax deducted with after-tax earnings; absent before tax. */
  tax?: { rate?: number; deductions?: number; adjustments?: number };
  /** The residual earning capacity set off against the loss (partial disability); absent for a total loss. */
  residual?: ResidualEarningsFigure;
  retirements: RetirementFigure[];
  /** Present value by income × retirement scenario, in whole dollars; each row foots. */
  results: ScenarioResult[];
}

/**
 * The earnings section's figures. The options are read from the saved form
 * (an absent option is its version-1 default), as the request that computed
 * the tables was built from it: a residual capacity counts only when above zero.
 */
export function earningsFigures(record: SavedFormRecord, options: ScenarioOptions): EarningsFigures | undefined {
  if (!chosenLosses(record).earnings) return undefined;
  const { plaintiff, case: c } = record.formData;
  const basis: EarningsBasis = plaintiff.earningsBasis ?? 'beforeTax';
  const residual =
    plaintiff.residualEarnings !== undefined && plaintiff.residualEarnings > 0 && plaintiff.residualStartDate
      ? {
          annualEarnings: plaintiff.residualEarnings,
          startDate: plaintiff.residualStartDate,
          baseYear: priceBaseYear(toEpochDay(c.dateOfReport)),
        }
      : undefined;
  const results = options.income.flatMap((income) =>
    options.retirement.map((retirement) => {
      const scenario = { income: income.id, retirement: retirement.id, lifeExpectancy: 0 };
      return wholeDollarRow(
        `${income.label}, ${retirementPhrase(retirement.label)}`,
        calendarPresentValue(record, 'earnings', 'past', scenario),
        calendarPresentValue(record, 'earnings', 'future', scenario),
      );
    }),
  );
  const eras = growthErasFigures(record, 'earnings');
  return {
    incomes: plaintiff.annualIncome,
    incomeYear: eras.incomeYear,
    eras,
    benefitsRate: plaintiff.benefitsRate,
    growth: sourcedRate(plaintiff.wagesGrowthRate, plaintiff.provenance?.wagesGrowthRate),
    discount: sourcedRate(plaintiff.wagesDiscountRate, plaintiff.provenance?.wagesDiscountRate),
    basis,
    basisLabel: EARNINGS_BASIS_LABELS[basis],
    ...(basis === 'afterTax'
      ? { tax: { rate: plaintiff.marginalTaxRate, deductions: plaintiff.annualDeductions, adjustments: plaintiff.annualAdjustments } }
      : {}),
    ...(residual ? { residual } : {}),
    retirements: assumptionFigures(record).retirements,
    results,
  };
}
