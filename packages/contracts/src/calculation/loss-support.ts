import { CONSUMPTION_BASES, CONSUMPTION_METHODS, type SupportInput } from '@damages/engine';
import { z } from 'zod';
import { MAX_AMOUNT, MAX_CHILDREN, MAX_HOUSEHOLD_SIZE, MAX_YEARS } from '../rules/limits.ts';
import { refineWireCaseDateOrder } from '../rules/case-date-order.ts';
import { householdSizeIssues } from '../rules/household-size.ts';
import { addRuleIssues } from '../rules/rule-issue.ts';
import { caseDatesOf, caseDatesShape } from './case-dates.ts';
import { incomeOptionsOf, incomeOptionsShape, refineIncomeOptions } from './income-options.ts';
import { prejudgmentInterestField } from './interest.ts';
import { optionalChoice, optionalField, requireWith } from './loss-options.ts';
import { portionShape, refineValuation, valuationShape } from './valuation-options.ts';
import {
  amountField,
  dateField,
  genderField,
  incomeList,
  numberField,
  rateField,
  retirementAgeList,
  BODY_MUST_BE_OBJECT,
} from './fields.ts';

const optionalText = z.union([z.string(), z.null()]).optional();

const child = z.object({ childDob: dateField('Child date of birth'), childGender: genderField('Child gender') });

/** `POST /api/create_table/loss_support/{past|future}` (methodology §7). Spouse fields are empty strings without a spouse. */
export const lossSupportRequest = z
  .object(
    {
      ...caseDatesShape,
      plaintiffGender: genderField('Gender'),
      householdIncome: numberField('Household income', { min: 0, max: MAX_AMOUNT, minInclusive: false }),
      householdSize: numberField('Household size', { min: 1, max: MAX_HOUSEHOLD_SIZE, integer: true }),
      taxIncome: incomeList(),
      taxDeductions: amountField('Annual deductions'),
      taxAdjustments: amountField('Annual adjustments'),
      taxRate: rateField('Marginal tax rate'),
      // Not used with worklife scenarios (methodology §14), so checked with them below.
      wleYears: retirementAgeList().optional(),
      wageDiscount: rateField('Wages discount rate'),
      wageGrowth: rateField('Wages growth rate'),
      spouseDob: optionalText,
      spouseLeYears: z.union([z.string(), z.number(), z.null()]).optional(),
      children: z
        .array(child, { error: 'Children must be a list' })
        .max(MAX_CHILDREN, `At most ${MAX_CHILDREN} children are allowed`)
        .default([]),
      // Version 2: what the personal consumption percentage is a share of (absent: the decedent's income).
      consumptionBase: optionalChoice(
        'Personal consumption base',
        CONSUMPTION_BASES,
        "decedentIncome (default): consumption is a share of the decedent's net income; householdIncome: a share of household income, deducted from the decedent's net income.",
      ),
      // Version 3, all optional (methodology §12 to §15, and §7's fringe benefits).
      ...valuationShape,
      ...portionShape,
      ...incomeOptionsShape,
      prejudgmentInterest: prejudgmentInterestField(),
      consumptionMethod: optionalChoice(
        'Consumption method',
        CONSUMPTION_METHODS,
        'pattonNelson (default) or fixedRate (needs consumptionRate; optionally consumptionRateLater from consumptionSwitchYear).',
      ),
      consumptionRate: optionalField(
        numberField('Consumption rate', { min: 0, max: 1 }),
        "The decedent's personal consumption as a share, 0 to 1; required with fixedRate.",
      ),
      consumptionRateLater: optionalField(
        numberField('Later consumption rate', { min: 0, max: 1 }),
        'The share from consumptionSwitchYear on, 0 to 1; with consumptionSwitchYear.',
      ),
      consumptionSwitchYear: optionalField(
        numberField('Consumption switch year', { min: 1900, max: 2200, integer: true }),
        'The first year of consumptionRateLater; with consumptionRateLater.',
      ),
      benefitsRate: optionalField(
        numberField('Benefits rate', { min: 0, max: 1 }),
        "Fringe benefits the decedent's employment gave the family, as a share of income, 0 to 1; not taxed.",
      ),
    },
    BODY_MUST_BE_OBJECT,
  )
  .superRefine(refineWireCaseDateOrder)
  .superRefine(refineValuation)
  .superRefine(refineIncomeOptions)
  .superRefine((body, ctx) => {
    if (body.consumptionMethod === 'fixedRate')
      requireWith(ctx, body.consumptionRate, 'consumptionRate', 'Consumption rate is required with consumptionMethod fixedRate');
    if (body.consumptionRateLater !== undefined && body.consumptionSwitchYear === undefined)
      requireWith(ctx, undefined, 'consumptionSwitchYear', 'Consumption switch year is required with a later consumption rate');
    if (body.consumptionSwitchYear !== undefined && body.consumptionRateLater === undefined)
      requireWith(ctx, undefined, 'consumptionRateLater', 'Later consumption rate is required with a consumption switch year');
  })
  .superRefine((body, ctx) => {
    const household = {
      size: body.householdSize,
      hasSpouse: !(blank(body.spouseDob) && blank(body.spouseLeYears)),
      children: body.children.length,
    };
    addRuleIssues(ctx, householdSizeIssues(household), () => ['householdSize']);
  })
  .transform((body, ctx) => {
    const spouse = spouseOf(body.spouseDob, body.spouseLeYears, ctx);
    if (spouse === undefined) return z.NEVER;
    const input: SupportInput = {
      ...caseDatesOf(body),
      sex: body.plaintiffGender,
      householdIncome: body.householdIncome,
      householdSize: body.householdSize,
      incomes: body.taxIncome,
      retirementAges: body.wleYears ?? [],
      taxDeductions: body.taxDeductions,
      taxAdjustments: body.taxAdjustments,
      taxRate: body.taxRate,
      growthRate: body.wageGrowth,
      discountRate: body.wageDiscount,
      spouse,
      children: body.children.map((c) => ({ dateOfBirth: c.childDob })),
      consumptionBase: body.consumptionBase ?? 'decedentIncome',
      ...incomeOptionsOf(body),
    };
    if (body.consumptionMethod === 'fixedRate')
      input.fixedConsumption = {
        rate: body.consumptionRate!,
        ...(body.consumptionRateLater !== undefined && body.consumptionSwitchYear !== undefined
          ? { later: { rate: body.consumptionRateLater, switchYear: body.consumptionSwitchYear } }
          : {}),
      };
    if (body.benefitsRate !== undefined) input.benefitsRate = body.benefitsRate;
    if (body.prejudgmentInterest) input.prejudgmentInterest = body.prejudgmentInterest;
    return input;
  });

const spouseDate = dateField('Spouse date of birth');
const spouseLife = numberField('Spouse remaining life expectancy', { min: 0, max: MAX_YEARS, minInclusive: false });
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Both spouse fields blank means no spouse; one without the other is an error. */
function spouseOf(dob: unknown, years: unknown, ctx: z.RefinementCtx): SupportInput['spouse'] | undefined {
  if (blank(dob) && blank(years)) return null;
  const date = spouseDate.safeParse(dob ?? undefined);
  const life = spouseLife.safeParse(years ?? undefined);
  if (!date.success)
    ctx.addIssue({ code: 'custom', path: ['spouseDob'], message: date.error.issues[0]?.message ?? 'Spouse date of birth is invalid' });
  if (!life.success)
    ctx.addIssue({
      code: 'custom',
      path: ['spouseLeYears'],
      message: life.error.issues[0]?.message ?? 'Spouse remaining life expectancy is invalid',
    });
  if (!date.success || !life.success) return undefined;
  return { dateOfBirth: date.data, lifeExpectancy: life.data };
}

export type LossSupportRequest = z.input<typeof lossSupportRequest>;
