import { formatPercent } from '@damages/contracts';
import { methodologyLink } from '../../../lib/methodology-link.ts';
import { GROWTH_AND_CONSUMPTION_HELP } from './growth-and-consumption-help.ts';
import { WORKLIFE_HELP } from './worklife-help.ts';
import { INTEREST_FIELD_HELP } from './interest-help.ts';

/**
 * The help under money and rate fields, in one place. The dollars'
 * base year follows methodology §2 "Growth": incomes, household income,
 * tax deductions and adjustments are in dollars of the year of injury; hourly
 * rates of household services, medical costs and a residual earning capacity in
 * dollars of the year of the report.
 */

/** Which case date gives the year the dollars are stated in. */
export type DollarYear = 'injury' | 'report';

export interface FieldHelp {
  dollars?: DollarYear;
  /** A rate typed as a fraction: the example and the live percentage. */
  rate?: boolean;
  /** A short explanation, with a link to the methodology's section on it. */
  explanation?: string;
  /** That section's number; default 5 (see EXPLANATION_LINK). */
  section?: string;
}

/** Where the explanations lead: methodology §5 (loss of earnings) covers taxes, benefits and a residual earning capacity. */
export const EXPLANATION_LINK = methodologyLink('5');

export const RATE_EXAMPLE = 'Enter 0.0325 for 3.25%.';

/** How the help names the year: the case's date of injury is its date of death in a wrongful-death case. */
export function dollarYearLabel(year: DollarYear, caseType: string | undefined): string {
  if (year === 'report') return 'the report year';
  return caseType === 'wrongfulDeath' ? 'the year of death' : 'the injury year';
}

const HELP: readonly [RegExp, FieldHelp][] = [
  [/^plaintiff\.annualIncome\.\d+\.value$/, { dollars: 'injury' }],
  [/^house\.holdIncome$/, { dollars: 'injury' }],
  [
    /^plaintiff\.annualDeductions$/,
    { dollars: 'injury', explanation: 'Subtracted from income each year before the marginal tax rate applies; grows with wages.' },
  ],
  [
    /^plaintiff\.annualAdjustments$/,
    { dollars: 'injury', explanation: 'Other yearly amounts not taxed, added to the annual deductions before the tax rate applies.' },
  ],
  [
    /^plaintiff\.residualEarnings$/,
    { dollars: 'report', explanation: 'What the plaintiff can still earn a year after the injury; blank for none.' },
  ],
  [/^documents\.sourceInfomations\.\d+\.hourlyRate$/, { dollars: 'report' }],
  [
    /^documents\.sourceInfomations\.\d+\.startDate$/,
    { explanation: 'For a service that would have begun later (care of a parent, a stage after retirement); blank: from the injury.' },
  ],
  [
    /^documents\.sourceInfomations\.\d+\.lossShare$/,
    { rate: true, explanation: 'The share of this service the plaintiff can no longer do; blank: all of it.' },
  ],
  [/^medical\.data\.\d+\.scenarios\.\d+\.annualCost$/, { dollars: 'report' }],
  [/^plaintiff\.marginalTaxRate$/, { rate: true, explanation: 'The share of income above the deductions paid in income tax.' }],
  [
    /^plaintiff\.benefitsRate$/,
    { rate: true, explanation: 'Fringe benefits (insurance, pension) as a share of earnings; added to earnings, not taxed.' },
  ],
  ...WORKLIFE_HELP,
  [/(?:Discount|Growth|discount|growth)Rate$/, { rate: true }],
  ...GROWTH_AND_CONSUMPTION_HELP,
  ...INTEREST_FIELD_HELP,
];

/** The help for a field path, if it has any. */
export function fieldHelp(name: string): FieldHelp | undefined {
  return HELP.find(([pattern]) => pattern.test(name))?.[1];
}

/** "= 3.25%" beside a rate as it is typed; nothing while the text is not a number. */
export function livePercent(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const rate = Number(text);
  return Number.isFinite(rate) ? `= ${formatPercent(rate)}` : undefined;
}
