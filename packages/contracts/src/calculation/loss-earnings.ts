import { EARNINGS_BASES, type EarningsInput } from '@damages/engine';
import { z } from 'zod';
import { refineWireCaseDateOrder } from '../rules/case-date-order.ts';
import { residualStartIssues } from '../rules/residual-start.ts';
import { addRuleIssues } from '../rules/rule-issue.ts';
import { caseDatesOf, caseDatesShape } from './case-dates.ts';
import { amountField, dateField, incomeList, rateField, retirementAgeList, BODY_MUST_BE_OBJECT } from './fields.ts';
import { incomeOptionsOf, incomeOptionsShape, refineIncomeOptions } from './income-options.ts';
import { prejudgmentInterestField } from './interest.ts';
import { optionalChoice, optionalField, requireWith } from './loss-options.ts';
import { portionShape, refineValuation, valuationShape } from './valuation-options.ts';

const AFTER_TAX = 'with after-tax earnings (earningsBasis afterTax)';

/** `POST /api/create_table/loss_earnings/{past|future}` (methodology §5). */
export const lossEarningsRequest = z
  .object(
    {
      ...caseDatesShape,
      benefitsRate: rateField('Benefits rate'),
      taxIncome: incomeList(),
      wagesDiscount: rateField('Wages discount rate'),
      wagesGrowth: rateField('Wages growth rate'),
      // Not used with worklife scenarios (methodology §14), so checked with them below.
      wleYears: retirementAgeList().optional(),
      // Version 2, all optional: a partial disability's residual earning capacity, and the tax basis.
      residualEarnings: optionalField(
        amountField('Residual earning capacity'),
        'Residual earning capacity of a partial disability: annual earnings, in dollars of the year of the date of report. Over 0 needs residualStartDate.',
      ),
      residualStartDate: optionalField(
        dateField('Able to work from'),
        'First day of the residual earning capacity (yyyy-MM-dd), not before caseDoi.',
      ),
      earningsBasis: optionalChoice(
        'Earnings basis',
        EARNINGS_BASES,
        'beforeTax (default) or afterTax; afterTax deducts income tax and needs taxRate, taxDeductions and taxAdjustments.',
      ),
      taxRate: optionalField(rateField('Marginal tax rate'), 'Marginal income tax rate, a fraction; required with afterTax.'),
      taxDeductions: optionalField(
        amountField('Annual deductions'),
        'Annual deductions, dollars of the year of injury; required with afterTax.',
      ),
      taxAdjustments: optionalField(
        amountField('Annual adjustments'),
        'Annual adjustments to income, dollars of the year of injury; required with afterTax.',
      ),
      // Version 3, all optional (methodology §12 to §14).
      ...valuationShape,
      ...portionShape,
      ...incomeOptionsShape,
      prejudgmentInterest: prejudgmentInterestField(),
    },
    BODY_MUST_BE_OBJECT,
  )
  .superRefine(refineWireCaseDateOrder)
  .superRefine(refineValuation)
  .superRefine(refineIncomeOptions)
  .superRefine((body, ctx) => {
    const { residualEarnings, residualStartDate, caseDoi } = body;
    addRuleIssues(ctx, residualStartIssues({ residualEarnings, residualStartDate, dateOfInjury: caseDoi }), (field) => [field]);
    if (body.earningsBasis === 'afterTax') {
      requireWith(ctx, body.taxRate, 'taxRate', `Marginal tax rate is required ${AFTER_TAX}`);
      requireWith(ctx, body.taxDeductions, 'taxDeductions', `Annual deductions are required ${AFTER_TAX}`);
      requireWith(ctx, body.taxAdjustments, 'taxAdjustments', `Annual adjustments are required ${AFTER_TAX}`);
    }
  })
  .transform((body): EarningsInput => ({
    ...caseDatesOf(body),
    incomes: body.taxIncome,
    retirementAges: body.wleYears ?? [],
    benefitsRate: body.benefitsRate,
    growthRate: body.wagesGrowth,
    discountRate: body.wagesDiscount,
    residual:
      body.residualEarnings !== undefined && body.residualEarnings > 0
        ? { annualEarnings: body.residualEarnings, startDate: body.residualStartDate! }
        : null,
    afterTax:
      body.earningsBasis === 'afterTax'
        ? { rate: body.taxRate!, deductions: body.taxDeductions!, adjustments: body.taxAdjustments! }
        : null,
    ...incomeOptionsOf(body),
    // Only when given, so a body without it is the version-2 input exactly.
    ...(body.prejudgmentInterest ? { prejudgmentInterest: body.prejudgmentInterest } : {}),
  }));

export type LossEarningsRequest = z.input<typeof lossEarningsRequest>;
