import { WORKLIFE_METHODS, type IncomeLossOptions, type WorklifeScenario } from '@damages/engine';
import { z } from 'zod';
import { MAX_SCENARIOS } from '../rules/limits.ts';
import { numberField, rateField, scenarioId } from './fields.ts';
import { optionalChoice, optionalField, requireWith } from './loss-options.ts';
import { valuationOf } from './valuation-options.ts';

/**
 * The version-3 fields earnings and support share (methodology §13 and §14 in
 * docs/methodology.md): the incomes' own year, two eras of growth, worklife
 * scenarios and unemployment. All optional.
 */

const MAX_YEARS_TO_FINAL_SEPARATION = 80;

const worklifeScenario = z.object({
  id: scenarioId,
  worklifeExpectancy: numberField('Worklife expectancy', { min: 0, max: MAX_YEARS_TO_FINAL_SEPARATION, minInclusive: false }),
  yearsToFinalSeparation: numberField('Years to final separation', {
    min: 0,
    max: MAX_YEARS_TO_FINAL_SEPARATION,
    minInclusive: false,
  }),
});

const worklifeList = z
  .array(worklifeScenario, { error: 'Worklife scenarios must be a list' })
  .min(1, 'Worklife needs at least one scenario')
  .max(MAX_SCENARIOS, `Worklife allows at most ${MAX_SCENARIOS} scenarios`)
  .superRefine((list, ctx) => {
    const ids = new Set<number>();
    list.forEach((item, index) => {
      if (ids.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Worklife scenario ids must be unique' });
      ids.add(item.id);
      if (item.worklifeExpectancy > item.yearsToFinalSeparation)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'worklifeExpectancy'],
          message: 'Worklife expectancy must not exceed the years to final separation',
        });
    });
  });

export const incomeOptionsShape = {
  earningsBaseYear: optionalField(
    numberField('Earnings base year', { min: 1950, max: 2200, integer: true }),
    'The year whose dollars the incomes, tax deductions and adjustments (and household income) are stated in; default the year of caseDoi.',
  ),
  pastGrowth: optionalField(
    rateField('Past growth rate'),
    'Growth of the years up to the year of trial (midPeriod) or the valuation year, when it differs from the growth after it.',
  ),
  worklifeMethod: optionalChoice(
    'Worklife method',
    WORKLIFE_METHODS,
    'retirementAge (default: wleYears scenarios) or worklifeExpectancy (worklife scenarios, weighted by WLE / YFS).',
  ),
  worklife: optionalField(
    worklifeList,
    'With worklifeExpectancy: 1 to 3 scenarios { id, worklifeExpectancy, yearsToFinalSeparation }, years from caseDoi, 0 < WLE <= YFS <= 80.',
  ),
  unemploymentRate: optionalField(
    numberField('Unemployment rate', { min: 0, max: 0.5 }),
    'Unemployment rate, 0 to 0.5; weights the income by 1 - u (1 - unemploymentBenefitReplacement).',
  ),
  unemploymentBenefitReplacement: optionalField(
    numberField('Unemployment benefit replacement', { min: 0, max: 1 }),
    'The share of lost wages unemployment benefits replace, 0 to 1 (default 0); ignored without unemploymentRate.',
  ),
};

interface IncomeOptionsBody {
  earningsBaseYear?: number;
  pastGrowth?: number;
  worklifeMethod?: (typeof WORKLIFE_METHODS)[number];
  worklife?: WorklifeScenario[];
  unemploymentRate?: number;
  unemploymentBenefitReplacement?: number;
  wleYears?: unknown;
}

/** Worklife scenarios with their method, and retirement ages without it. */
export function refineIncomeOptions(body: IncomeOptionsBody, ctx: z.RefinementCtx): void {
  if (body.worklifeMethod === 'worklifeExpectancy')
    requireWith(ctx, body.worklife, 'worklife', 'Worklife scenarios are required with worklifeMethod worklifeExpectancy');
  else requireWith(ctx, body.wleYears, 'wleYears', 'Retirement age is required');
}

/** The engine's options from a validated body (valuation included); keys only for what was given. */
export function incomeOptionsOf(body: IncomeOptionsBody & Parameters<typeof valuationOf>[0]): IncomeLossOptions {
  const options: IncomeLossOptions = { valuation: valuationOf(body) };
  if (body.earningsBaseYear !== undefined) options.earningsBaseYear = body.earningsBaseYear;
  if (body.pastGrowth !== undefined) options.pastGrowth = body.pastGrowth;
  if (body.worklifeMethod === 'worklifeExpectancy' && body.worklife) options.worklife = body.worklife;
  if (body.unemploymentRate !== undefined)
    options.unemployment = { rate: body.unemploymentRate, benefitReplacement: body.unemploymentBenefitReplacement ?? 0 };
  return options;
}
