import type { HouseholdServicesInput } from '@damages/engine';
import { z } from 'zod';
import { caseDatesOf, caseDatesShape, checkCaseDateOrder } from './case-dates.ts';
import { amountField, dateField, numberField, rateField, BODY_MUST_BE_OBJECT } from './fields.ts';

const serviceSource = z.object({
  servicesEndDate: dateField('Services end date'),
  servicesHourlyRate: amountField('Hourly rate', 10_000),
  servicesNumOfWeeks: numberField('Number of weeks in year', { min: 0, max: 53 }),
  servicesWeeklyHours: numberField('Weekly hours', { min: 0, max: 168 }),
});

/** `POST /api/create_table/loss_services/{past|future}` (methodology §6). */
export const lossServicesRequest = z
  .object({
    ...caseDatesShape,
    servicesDiscount: rateField('Services discount rate'),
    servicesGrowth: rateField('Services growth rate'),
    services: z
      .array(serviceSource, { error: (issue) => (issue.input === undefined ? 'Household services sources are required' : 'Household services sources must be a list') })
      .min(1, 'At least one household services source is required')
      .max(10, 'At most 10 household services sources are allowed'),
  }, BODY_MUST_BE_OBJECT)
  .superRefine(checkCaseDateOrder)
  .transform(
    (body): HouseholdServicesInput => ({
      ...caseDatesOf(body),
      growthRate: body.servicesGrowth,
      discountRate: body.servicesDiscount,
      sources: body.services.map((s) => ({
        endDate: s.servicesEndDate,
        hourlyRate: s.servicesHourlyRate,
        weeksPerYear: s.servicesNumOfWeeks,
        weeklyHours: s.servicesWeeklyHours,
      })),
    }),
  );

export type LossServicesRequest = z.input<typeof lossServicesRequest>;
