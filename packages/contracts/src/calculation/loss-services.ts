import type { HouseholdServicesInput } from '@damages/engine';
import { z } from 'zod';
import { MAX_HOURLY_RATE, MAX_SERVICE_SOURCES, MAX_WEEKLY_HOURS, MAX_WEEKS_PER_YEAR, MIN_SERVICE_SOURCES } from '../rules/limits.ts';
import { refineWireCaseDateOrder } from '../rules/case-date-order.ts';
import { caseDatesOf, caseDatesShape } from './case-dates.ts';
import { amountField, dateField, numberField, rateField, BODY_MUST_BE_OBJECT } from './fields.ts';

const serviceSource = z.object({
  servicesEndDate: dateField('Services end date'),
  servicesHourlyRate: amountField('Hourly rate', MAX_HOURLY_RATE),
  servicesNumOfWeeks: numberField('Number of weeks in year', { min: 0, max: MAX_WEEKS_PER_YEAR }),
  servicesWeeklyHours: numberField('Weekly hours', { min: 0, max: MAX_WEEKLY_HOURS }),
});

/** `POST /api/create_table/loss_services/{past|future}` (methodology §6). */
export const lossServicesRequest = z
  .object(
    {
      ...caseDatesShape,
      servicesDiscount: rateField('Services discount rate'),
      servicesGrowth: rateField('Services growth rate'),
      services: z
        .array(serviceSource, {
          error: (issue) =>
            issue.input === undefined ? 'Household services sources are required' : 'Household services sources must be a list',
        })
        .min(MIN_SERVICE_SOURCES, 'At least one household services source is required')
        .max(MAX_SERVICE_SOURCES, `At most ${MAX_SERVICE_SOURCES} household services sources are allowed`),
    },
    BODY_MUST_BE_OBJECT,
  )
  .superRefine(refineWireCaseDateOrder)
  .transform((body): HouseholdServicesInput => ({
    ...caseDatesOf(body),
    growthRate: body.servicesGrowth,
    discountRate: body.servicesDiscount,
    sources: body.services.map((s) => ({
      endDate: s.servicesEndDate,
      hourlyRate: s.servicesHourlyRate,
      weeksPerYear: s.servicesNumOfWeeks,
      weeklyHours: s.servicesWeeklyHours,
    })),
  }));

export type LossServicesRequest = z.input<typeof lossServicesRequest>;
