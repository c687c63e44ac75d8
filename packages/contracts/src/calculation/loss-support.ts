import type { SupportInput } from '@damages/engine';
import { z } from 'zod';
import { caseDatesOf, caseDatesShape, checkCaseDateOrder } from './case-dates.ts';
import { amountField, dateField, genderField, incomeList, numberField, rateField, retirementAgeList, BODY_MUST_BE_OBJECT } from './fields.ts';

const optionalText = z.union([z.string(), z.null()]).optional();

const child = z.object({ childDob: dateField('Child date of birth'), childGender: genderField('Child gender') });

/** `POST /api/create_table/loss_support/{past|future}` (methodology §7). Spouse fields are empty strings without a spouse. */
export const lossSupportRequest = z
  .object({
    ...caseDatesShape,
    plaintiffGender: genderField('Gender'),
    householdIncome: numberField('Household income', { min: 0, max: 1e9, minInclusive: false }),
    householdSize: numberField('Household size', { min: 1, max: 30, integer: true }),
    taxIncome: incomeList(),
    taxDeductions: amountField('Annual deductions'),
    taxAdjustments: amountField('Annual adjustments'),
    taxRate: rateField('Marginal tax rate'),
    wleYears: retirementAgeList(),
    wageDiscount: rateField('Wages discount rate'),
    wageGrowth: rateField('Wages growth rate'),
    spouseDob: optionalText,
    spouseLeYears: z.union([z.string(), z.number(), z.null()]).optional(),
    children: z
      .array(child, { error: 'Children must be a list' })
      .max(10, 'At most 10 children are allowed')
      .default([]),
  }, BODY_MUST_BE_OBJECT)
  .superRefine(checkCaseDateOrder)
  .transform((body, ctx) => {
    const spouse = spouseOf(body.spouseDob, body.spouseLeYears, ctx);
    if (spouse === undefined) return z.NEVER;
    const input: SupportInput = {
      ...caseDatesOf(body),
      sex: body.plaintiffGender,
      householdIncome: body.householdIncome,
      householdSize: body.householdSize,
      incomes: body.taxIncome,
      retirementAges: body.wleYears,
      taxDeductions: body.taxDeductions,
      taxAdjustments: body.taxAdjustments,
      taxRate: body.taxRate,
      growthRate: body.wageGrowth,
      discountRate: body.wageDiscount,
      spouse,
      children: body.children.map((c) => ({ dateOfBirth: c.childDob })),
    };
    return input;
  });

const spouseDate = dateField('Spouse date of birth');
const spouseLife = numberField('Spouse remaining life expectancy', { min: 0, max: 120, minInclusive: false });
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Both spouse fields blank means no spouse; one without the other is an error. */
function spouseOf(dob: unknown, years: unknown, ctx: z.RefinementCtx): SupportInput['spouse'] | undefined {
  if (blank(dob) && blank(years)) return null;
  const date = spouseDate.safeParse(dob ?? undefined);
  const life = spouseLife.safeParse(years ?? undefined);
  if (!date.success) ctx.addIssue({ code: 'custom', path: ['spouseDob'], message: date.error.issues[0]?.message ?? 'Spouse date of birth is invalid' });
  if (!life.success) ctx.addIssue({ code: 'custom', path: ['spouseLeYears'], message: life.error.issues[0]?.message ?? 'Spouse remaining life expectancy is invalid' });
  if (!date.success || !life.success) return undefined;
  return { dateOfBirth: date.data, lifeExpectancy: life.data };
}

export type LossSupportRequest = z.input<typeof lossSupportRequest>;
