import type { HouseholdServicesInput } from '@damages/engine';
import { z } from 'zod';
import {
  MAX_HOURLY_RATE,
  MAX_SERVICE_SOURCES,
  MAX_WEEKLY_HOURS,
  MAX_WEEKS_PER_YEAR,
  MAX_YEARS,
  MIN_SERVICE_SOURCES,
} from '../rules/limits.ts';
import { refineWireCaseDateOrder } from '../rules/case-date-order.ts';
import { caseDatesOf, caseDatesShape } from './case-dates.ts';
import { amountField, dateField, numberField, rateField, BODY_MUST_BE_OBJECT } from './fields.ts';
import { prejudgmentInterestField } from './interest.ts';
import { optionalField } from './loss-options.ts';
import { noPortionShape, refineDiscountMethod, refuseYearPortions, valuationOf, valuationShape } from './valuation-options.ts';

const serviceSource = z.object({
  servicesEndDate: dateField('Services end date'),
  servicesHourlyRate: amountField('Hourly rate', MAX_HOURLY_RATE),
  servicesNumOfWeeks: numberField('Number of weeks in year', { min: 0, max: MAX_WEEKS_PER_YEAR }),
  servicesWeeklyHours: numberField('Weekly hours', { min: 0, max: MAX_WEEKLY_HOURS }),
  // Version 3 (methodology §6): life-cycle stages and a partial loss.
  servicesStartDate: optionalField(dateField('Services start date'), 'First day of the source (yyyy-MM-dd); default caseDoi.'),
  servicesLossShare: optionalField(
    numberField('Share of services lost', { min: 0, max: 1, minInclusive: false }),
    'The share of the source that is lost, over 0 and at most 1 (default 1).',
  ),
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
      // Version 3, all optional (methodology §12 and §6).
      ...valuationShape,
      ...noPortionShape,
      survivorLeYears: optionalField(
        numberField('Survivor remaining life expectancy', { min: 0, max: MAX_YEARS, minInclusive: false }),
        "Wrongful death: the survivor's remaining life expectancy in years from caseDor; every source ends by then.",
      ),
      prejudgmentInterest: prejudgmentInterestField(),
    },
    BODY_MUST_BE_OBJECT,
  )
  .superRefine(refineWireCaseDateOrder)
  .superRefine(refineDiscountMethod)
  .superRefine(refuseYearPortions)
  .transform((body): HouseholdServicesInput => {
    const input: HouseholdServicesInput = {
      ...caseDatesOf(body),
      growthRate: body.servicesGrowth,
      discountRate: body.servicesDiscount,
      sources: body.services.map((s) => {
        const source: HouseholdServicesInput['sources'][number] = {
          endDate: s.servicesEndDate,
          hourlyRate: s.servicesHourlyRate,
          weeksPerYear: s.servicesNumOfWeeks,
          weeklyHours: s.servicesWeeklyHours,
        };
        if (s.servicesStartDate !== undefined) source.startDate = s.servicesStartDate;
        if (s.servicesLossShare !== undefined) source.lossShare = s.servicesLossShare;
        return source;
      }),
      valuation: valuationOf(body),
    };
    if (body.survivorLeYears !== undefined) input.survivorLifeExpectancy = body.survivorLeYears;
    if (body.prejudgmentInterest) input.prejudgmentInterest = body.prejudgmentInterest;
    return input;
  });

export type LossServicesRequest = z.input<typeof lossServicesRequest>;
