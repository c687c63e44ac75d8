import {
  DEFAULT_GROWTH_YEARS,
  GROWTH_SERIES,
  GROWTH_YEARS_RANGE,
  LIFE_TABLE_SEXES,
  RACES,
  WAGE_STATISTICS,
  type GrowthRateInput,
  type HourlyWageInput,
  type LifeExpectancyInput,
} from '@damages/engine';
import { z } from 'zod';
import { MAX_LOOKUP_ID_LENGTH } from '../rules/limits.ts';
import { BODY_MUST_BE_OBJECT, dateField, numberField } from './fields.ts';
import { isoDateText } from './responses.ts';

/** A text field holding one of `options`, written in any case; answers the option's own spelling. */
function choiceField<T extends string>(label: string, options: readonly T[], description = options.join(', ')) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .describe(`One of ${options.join(', ')}, in any case`)
    .transform((text, ctx): T => {
      const found = options.find((option) => option.toLowerCase() === text.trim().toLowerCase());
      if (!found) {
        ctx.addIssue({ code: 'custom', message: `${label} must be one of ${description}` });
        return z.NEVER;
      }
      return found;
    });
}

/** `POST /api/forensic/get_life` (methodology §3). */
export const getLifeRequest = z
  .object(
    {
      caseDor: dateField('Date of report'),
      dob: dateField('Date of birth'),
      // `total` is the both-sexes table of the race (the sex-neutral option, methodology §3).
      gender: choiceField('Gender', LIFE_TABLE_SEXES, 'Male, Female or Total'),
      race: choiceField('Race', RACES),
    },
    BODY_MUST_BE_OBJECT,
  )
  .superRefine((body, ctx) => {
    if (body.dob > body.caseDor)
      ctx.addIssue({ code: 'custom', path: ['dob'], message: 'Date of birth must not be after the date of report' });
  })
  .transform((body): LifeExpectancyInput => ({ dateOfBirth: body.dob, dateOfReport: body.caseDor, sex: body.gender, race: body.race }));

export type GetLifeRequest = z.input<typeof getLifeRequest>;

export const getLifeResponse = z.object({
  life_expectancy: z.number().describe('Remaining years of life at the date of report'),
  lifeExpectancy: z.number().describe('Same as life_expectancy'),
  age: z.number().describe('Exact age at the date of report'),
  table: z.string().describe('The life table used'),
  source: z.string().describe('Publication of the life tables'),
});
export type GetLifeResponse = z.infer<typeof getLifeResponse>;

const discountItem = z
  .object({
    id: z.union([z.string().max(MAX_LOOKUP_ID_LENGTH), z.number()], { error: 'Id must be text or a number' }),
    start_date: dateField('Start date'),
    end_date: dateField('End date'),
  })
  .superRefine((item, ctx) => {
    if (item.end_date <= item.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'End date must be after the start date' });
  });

/** The most horizons one get_discount call takes; a caller with more sends them in several calls. */
export const MAX_DISCOUNT_HORIZONS = 50;

/** `POST /api/forensic/get_discount` (methodology §4): a list of horizons, answered in order. */
export const getDiscountRequest = z
  .array(discountItem, { error: 'The body must be a list of { id, start_date, end_date }' })
  .min(1, 'At least one discount horizon is required')
  .max(MAX_DISCOUNT_HORIZONS, `At most ${MAX_DISCOUNT_HORIZONS} discount horizons per request`);

export type GetDiscountRequest = z.input<typeof getDiscountRequest>;
export type DiscountHorizon = z.output<typeof discountItem>;

export const getDiscountResponse = z.array(
  z.object({
    id: z.union([z.string(), z.number()]),
    discount_rate: z.number().describe('Percent per annum, 4 decimals (4.43 means 4.43 %)'),
    as_of: isoDateText.describe('Treasury curve date used: the latest on or before start_date'),
    tenor_years: z.number(),
  }),
);
export type GetDiscountResponse = z.infer<typeof getDiscountResponse>;
export type GetDiscountResponseItem = GetDiscountResponse[number];

/** `POST /api/forensic/get_growth` (methodology §4b). Whether the data covers the window is the server's check. */
export const getGrowthRequest = z
  .object(
    {
      series: choiceField('Series', GROWTH_SERIES),
      caseDor: dateField('Date of report'),
      years: numberField('Years', { ...GROWTH_YEARS_RANGE, integer: true })
        .optional()
        .describe(
          `Whole number of years from ${GROWTH_YEARS_RANGE.min} to ${GROWTH_YEARS_RANGE.max}; ${DEFAULT_GROWTH_YEARS} when left out`,
        ),
    },
    BODY_MUST_BE_OBJECT,
  )
  .transform((body): GrowthRateInput => ({ series: body.series, dateOfReport: body.caseDor, years: body.years ?? DEFAULT_GROWTH_YEARS }));

export type GetGrowthRequest = z.input<typeof getGrowthRequest>;

export const getGrowthResponse = z.object({
  series: z.enum(GROWTH_SERIES),
  growth_rate: z.number().describe('Percent per annum, 4 decimals (2.5688 means 2.5688 %)'),
  from_year: z.number().int().describe('S: the start year of the window'),
  to_year: z.number().int().describe('E: the latest complete year before the report year'),
  years: z.number().int(),
  source: z.string().describe('The series, its publisher and the last month shipped'),
  data_through: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .describe('The last month of the series shipped (yyyy-MM), the month `source` names'),
});
export type GetGrowthResponse = z.infer<typeof getGrowthResponse>;

/** A SOC code as OEWS writes it; whether it is one of the shipped occupations is the server's check. */
const socCode = z
  .string({ error: (issue) => (issue.input === undefined ? 'Occupation is required' : 'Occupation must be a SOC code such as 37-2012') })
  .transform((text) => text.trim())
  .refine((code) => /^\d{2}-\d{4}$/.test(code), 'Occupation must be a SOC code such as 37-2012');

/** A wage lookup: the occupation and statistic, and the date whose dollars the wage is wanted in, if any. */
export interface WageLookupInput extends HourlyWageInput {
  /** yyyy-MM-dd; when given, the answer adds the wage brought to that date's dollars (methodology §6). */
  inDollarsOf?: string;
}

/** `POST /api/forensic/get_wage` (methodology §4c; `inDollarsOf`, methodology §6). */
export const getWageRequest = z
  .object(
    {
      occupation: socCode,
      statistic: choiceField('Statistic', WAGE_STATISTICS).optional(),
      inDollarsOf: dateField('In dollars of')
        .optional()
        .describe(
          'A date (yyyy-MM-dd), usually the date of report: the answer then adds the wage brought to its dollars by average hourly earnings (AHETPI)',
        ),
    },
    BODY_MUST_BE_OBJECT,
  )
  .transform((body): WageLookupInput => ({
    occupation: body.occupation,
    statistic: body.statistic ?? 'median',
    ...(body.inDollarsOf === undefined ? {} : { inDollarsOf: body.inDollarsOf }),
  }));

export type GetWageRequest = z.input<typeof getWageRequest>;

export const getWageResponse = z.object({
  occupation: z.string().describe('SOC code'),
  title: z.string(),
  statistic: z.enum(WAGE_STATISTICS),
  hourly_wage: z.number().describe('Dollars per hour as published, not adjusted'),
  as_of: z.string().describe('OEWS vintage, e.g. "May 2024"'),
  source: z.string(),
  hourly_wage_in_dollars_of: z
    .number()
    .optional()
    .describe('Only with inDollarsOf: hourly_wage × adjustment_factor, dollars and cents (half to even)'),
  adjusted_to: z
    .string()
    .optional()
    .describe(
      'Only with inDollarsOf: the month (yyyy-MM) whose AHETPI the wage is brought to, the latest published on or before inDollarsOf, never before the OEWS month',
    ),
  adjustment_factor: z
    .number()
    .optional()
    .describe('Only with inDollarsOf: AHETPI of adjusted_to / AHETPI of the OEWS month, 4 decimals; 1 for a date before the OEWS month'),
  adjustment_source: z.string().optional().describe('Only with inDollarsOf: the index values and months used, and the series'),
});
export type GetWageResponse = z.infer<typeof getWageResponse>;

/** `GET /api/forensic/wage_occupations`: the occupations `get_wage` knows, in SOC-code order. */
export const wageOccupationsResponse = z.array(z.object({ occupation: z.string().describe('SOC code'), title: z.string() }));
export type WageOccupationsResponse = z.infer<typeof wageOccupationsResponse>;
