import type { EarningsInput } from '@damages/engine';
import { z } from 'zod';
import { caseDatesOf, caseDatesShape, checkCaseDateOrder } from './case-dates.ts';
import { incomeList, rateField, retirementAgeList, BODY_MUST_BE_OBJECT } from './fields.ts';

/** `POST /api/create_table/loss_earnings/{past|future}` (methodology §5). */
export const lossEarningsRequest = z
  .object({
    ...caseDatesShape,
    benefitsRate: rateField('Benefits rate'),
    taxIncome: incomeList(),
    wagesDiscount: rateField('Wages discount rate'),
    wagesGrowth: rateField('Wages growth rate'),
    wleYears: retirementAgeList(),
  }, BODY_MUST_BE_OBJECT)
  .superRefine(checkCaseDateOrder)
  .transform(
    (body): EarningsInput => ({
      ...caseDatesOf(body),
      incomes: body.taxIncome,
      retirementAges: body.wleYears,
      benefitsRate: body.benefitsRate,
      growthRate: body.wagesGrowth,
      discountRate: body.wagesDiscount,
    }),
  );

export type LossEarningsRequest = z.input<typeof lossEarningsRequest>;
