import { RACES, type LifeExpectancyInput } from '@damages/engine';
import { z } from 'zod';
import { BODY_MUST_BE_OBJECT, dateField, genderField } from './fields.ts';

/** `POST /api/forensic/get_life` (methodology §3). */
export const getLifeRequest = z
  .object({
    caseDor: dateField('Date of report'),
    dob: dateField('Date of birth'),
    gender: genderField('Gender'),
    race: z
      .string({ error: (issue) => (issue.input === undefined ? 'Race is required' : 'Race must be text') })
      .transform((text, ctx) => {
        const race = RACES.find((r) => r.toLowerCase() === text.trim().toLowerCase());
        if (!race) {
          ctx.addIssue({ code: 'custom', message: `Race must be one of ${RACES.join(', ')}` });
          return z.NEVER;
        }
        return race;
      }),
  }, BODY_MUST_BE_OBJECT)
  .superRefine((body, ctx) => {
    if (body.dob > body.caseDor) ctx.addIssue({ code: 'custom', path: ['dob'], message: 'Date of birth must not be after the date of report' });
  })
  .transform((body): LifeExpectancyInput => ({ dateOfBirth: body.dob, dateOfReport: body.caseDor, sex: body.gender, race: body.race }));

export type GetLifeRequest = z.input<typeof getLifeRequest>;

export interface GetLifeResponse {
  life_expectancy: number;
  lifeExpectancy: number;
  age: number;
  /** The table used, e.g. "NCHS 2023, non-Hispanic White male". */
  table: string;
  source: string;
}

const discountItem = z
  .object({
    id: z.union([z.string().max(100), z.number()], { error: 'Id must be text or a number' }),
    start_date: dateField('Start date'),
    end_date: dateField('End date'),
  })
  .superRefine((item, ctx) => {
    if (item.end_date <= item.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'End date must be after the start date' });
  });

/** `POST /api/forensic/get_discount` (methodology §4): a list of horizons, answered in order. */
export const getDiscountRequest = z
  .array(discountItem, { error: 'The body must be a list of { id, start_date, end_date }' })
  .min(1, 'At least one discount horizon is required')
  .max(50, 'At most 50 discount horizons per request');

export type GetDiscountRequest = z.input<typeof getDiscountRequest>;
export type DiscountHorizon = z.output<typeof discountItem>;

export interface GetDiscountResponseItem {
  id: string | number;
  /** Percent per annum, 4 decimals. */
  discount_rate: number;
  as_of: string;
  tenor_years: number;
}
