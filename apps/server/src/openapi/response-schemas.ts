import { EARNINGS_ALL_COLUMNS, EARNINGS_COLUMNS, MEDICAL_COLUMNS, MEDICAL_FREQUENCIES, SERVICES_COLUMNS, SUPPORT_ALL_COLUMNS, SUPPORT_COLUMNS } from '@damages/engine';
import { z } from 'zod';

/**
 * Shapes of the service's answers, for the OpenAPI document and for tests that
 * check the answers against it. The requests' shapes are the contracts' own schemas.
 */

export const validationErrorResponse = z
  .object({
    error: z.string().describe('One sentence saying what is wrong'),
    issues: z.array(z.object({ path: z.string().describe('The field at fault, e.g. "taxIncome.0.taxIncome"; empty for the whole body'), message: z.string() })),
  })
  .describe('Every 4xx answer');

export const internalErrorResponse = z.object({ error: z.literal('Internal server error') }).describe('Every 5xx answer; details are only in the server log');

const isoDate = z.string().describe('yyyy-MM-dd');

const caseInfo = {
  plaintiff_age_at_report: z.number(),
  plaintiff_age_at_life_expectancy: z.array(z.number()),
  life_expectancy_date: z.array(z.object({ id: z.number(), life_expectancy_date: isoDate })),
};
const retirementInfo = {
  plaintiff_age_at_retirement: z.array(z.number()),
  retirement_date: z.array(z.object({ id: z.number(), retirement_date: isoDate })),
};

/** Nested in the OpenAPI document, whose dialect already applies. */
function withoutDialect({ $schema: _dialect, ...schema }: Record<string, unknown>) {
  return schema;
}

/**
 * A table travels as a JSON string of its rows; the row keys are the column names, in column order.
 * `allColumns` lists every column a table can have; those not in `columns` come only with an option.
 */
function rowsAsJson(columns: readonly string[], allColumns: readonly string[] = columns) {
  const optional = allColumns.filter((column) => !columns.includes(column));
  const row = z.object(Object.fromEntries(allColumns.map((column) => [column, optional.includes(column) ? z.number().optional() : z.number()])));
  const options = optional.length > 0 ? `; with the options of methodology version 2 also ${optional.join(', ')}, giving ${allColumns.join(', ')}` : '';
  return z.string().meta({
    description: `JSON array of rows with the columns ${columns.join(', ')}${options}`,
    contentMediaType: 'application/json',
    contentSchema: withoutDialect(z.toJSONSchema(z.array(row))),
  });
}

const incomeRetirementId = z.object({ annualIncomeId: z.number(), retirementDateId: z.number() });

function lossResponse(id: z.ZodType, columns: readonly string[], info: z.ZodRawShape, allColumns: readonly string[] = columns) {
  return z.object({
    case_info: z.object(info),
    table: z.array(z.object({ id, table: rowsAsJson(columns, allColumns), total_pv: z.number().describe('Sum of the rows\' PV') })),
  });
}

export const lossEarningsResponse = lossResponse(incomeRetirementId, EARNINGS_COLUMNS, { ...caseInfo, ...retirementInfo }, EARNINGS_ALL_COLUMNS);
export const lossServicesResponse = lossResponse(z.number().describe('Life-expectancy scenario id'), SERVICES_COLUMNS, caseInfo);
export const lossSupportResponse = lossResponse(incomeRetirementId, SUPPORT_COLUMNS, {
  ...caseInfo,
  ...retirementInfo,
  calculated_consumption: z.array(z.number()).describe('Distinct consumption rates, in order of first appearance'),
  spouse_date_of_death: isoDate.nullable(),
}, SUPPORT_ALL_COLUMNS);

const medicalEntry = z.object({
  id: z.number().describe('Modality index, 0-based'),
  medical_table: rowsAsJson(MEDICAL_COLUMNS),
  total_pv: z.number(),
  medical_growth: z.number(),
  medical_discount: z.number(),
  medical_category: z.string(),
  medical_modality: z.string(),
  medical_frequency: z.enum(MEDICAL_FREQUENCIES).describe('annual: costed per calendar year; once or everyYears: one row per purchase'),
  medical_every_years: z.number().nullable().describe('Years between purchases with everyYears, otherwise null'),
});

export const lossMedicalResponse = z.object({
  case_info: z.object(caseInfo),
  table: z.object({ best: z.array(medicalEntry), probable: z.array(medicalEntry), worst: z.array(medicalEntry) }),
});

export const getLifeResponse = z.object({
  life_expectancy: z.number().describe('Remaining years of life at the date of report'),
  lifeExpectancy: z.number().describe('Same as life_expectancy'),
  age: z.number().describe('Exact age at the date of report'),
  table: z.string().describe('The life table used'),
  source: z.string().describe('Publication of the life tables'),
});

export const getDiscountResponse = z.array(
  z.object({
    id: z.union([z.string(), z.number()]),
    discount_rate: z.number().describe('Percent per annum, 4 decimals (4.43 means 4.43 %)'),
    as_of: isoDate.describe('Treasury curve date used: the latest on or before start_date'),
    tenor_years: z.number(),
  }),
);

export const healthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  data: z.object({
    lifeTables: z.string().describe('Source of the shipped life tables'),
    yieldCurveThrough: isoDate,
    cpiThrough: z.string().describe('yyyy-MM, last CPI-U month shipped'),
  }),
});
