import {
  DISCOUNT_CONVENTIONS,
  DISCOUNT_METHODS,
  EARNINGS_V3_COLUMNS,
  EARNINGS_COLUMNS,
  INTEREST_COLUMNS,
  MEDICAL_ALL_COLUMNS,
  MEDICAL_COLUMNS,
  MEDICAL_FREQUENCIES,
  SERVICES_COLUMNS,
  SUPPORT_V3_COLUMNS,
  SUPPORT_COLUMNS,
  type CaseInfo,
  type EarningsRow,
  type LossResult,
  type MedicalResult,
  type MedicalScenarioType,
  type ServicesRow,
  type SupportRow,
} from '@damages/engine';
import { z } from 'zod';

/**
 * The create_table answers. Each schema is the one description of its shape:
 * the OpenAPI document is written from it, the golden tests check answers
 * against it and the TypeScript types below are inferred from it. Each table
 * travels as a JSON string of its rows (the contract the product was built on);
 * `total_pv` is the sum of the rows' PV.
 */

export const isoDateText = z.string().describe('yyyy-MM-dd');

const caseInfo = {
  plaintiff_age_at_report: z.number(),
  plaintiff_age_at_life_expectancy: z.array(z.number()),
  life_expectancy_date: z.array(z.object({ id: z.number(), life_expectancy_date: isoDateText })),
};
const retirementInfo = {
  plaintiff_age_at_retirement: z.array(z.number()),
  retirement_date: z.array(z.object({ id: z.number(), retirement_date: isoDateText })),
};

/**
 * The columns of a kind of table: `columns` every table has, `allColumns` every column one can have,
 * in order; those not in `columns` come only with an option (or on a past table with interest).
 */
export interface ColumnsOf<C extends string, A extends string> {
  columns: readonly C[];
  allColumns: readonly A[];
}

export const EARNINGS_ROW_COLUMNS = { columns: EARNINGS_COLUMNS, allColumns: [...EARNINGS_V3_COLUMNS, ...INTEREST_COLUMNS] };
export const SUPPORT_ROW_COLUMNS = { columns: SUPPORT_COLUMNS, allColumns: [...SUPPORT_V3_COLUMNS, ...INTEREST_COLUMNS] };
export const SERVICES_ROW_COLUMNS = { columns: SERVICES_COLUMNS, allColumns: [...SERVICES_COLUMNS, ...INTEREST_COLUMNS] };
export const MEDICAL_ROW_COLUMNS = { columns: MEDICAL_COLUMNS, allColumns: MEDICAL_ALL_COLUMNS };

/**
 * A table travels as a JSON string of its rows; the row keys are the column names, in column order.
 * The rows' JSON Schema is written out here (not generated) so the browser never loads zod's generator.
 */
function rowsAsJson({ columns, allColumns }: ColumnsOf<string, string>) {
  const optional = allColumns.filter((column) => !columns.includes(column));
  const options =
    optional.length > 0
      ? `; with the optional inputs (methodology versions 2 and 3) also ${optional.join(', ')}, giving ${allColumns.join(', ')}`
      : '';
  return z.string().meta({
    description: `JSON array of rows with the columns ${columns.join(', ')}${options}`,
    contentMediaType: 'application/json',
    contentSchema: {
      type: 'array',
      items: {
        type: 'object',
        properties: Object.fromEntries(allColumns.map((column) => [column, { type: 'number' }])),
        required: [...columns],
        additionalProperties: false,
      },
    },
  });
}

/** How a table was valued (methodology §12): every create_table answer states it. */
export const discountInfoSchema = z
  .object({
    convention: z.enum(DISCOUNT_CONVENTIONS),
    method: z.enum(DISCOUNT_METHODS),
    valuation_year: z.number().nullable().describe('The valuation year; null with midPeriod'),
    net_discount_rate: z.number().nullable().describe('The net discount rate; null unless discountMethod netDiscountRate'),
    rate_applied: z.number().describe('The rate the Discount Factor uses, to 6 decimals'),
  })
  .describe('The valuation the table used (methodology version 3)');

const discountInfo = { discount: discountInfoSchema };

const incomeRetirementId = z.object({ annualIncomeId: z.number(), retirementDateId: z.number() });

function lossResponse<Id extends z.ZodType, Info extends z.ZodRawShape>(id: Id, columns: ColumnsOf<string, string>, info: Info) {
  return z.object({
    case_info: z.object(info),
    table: z.array(
      z.object({
        id,
        table: rowsAsJson(columns),
        total_pv: z.number().describe("Sum of the rows' PV"),
        total_interest: z.number().optional().describe("Sum of the rows' Interest; only on a past table with prejudgmentInterest"),
      }),
    ),
  });
}

export const lossEarningsResponse = lossResponse(incomeRetirementId, EARNINGS_ROW_COLUMNS, {
  ...caseInfo,
  ...retirementInfo,
  ...discountInfo,
});
export const lossServicesResponse = lossResponse(z.number().describe('Life-expectancy scenario id'), SERVICES_ROW_COLUMNS, {
  ...caseInfo,
  ...discountInfo,
});
export const lossSupportResponse = lossResponse(incomeRetirementId, SUPPORT_ROW_COLUMNS, {
  ...caseInfo,
  ...retirementInfo,
  calculated_consumption: z.array(z.number()).describe('Distinct consumption rates, in order of first appearance'),
  spouse_date_of_death: isoDateText.nullable(),
  ...discountInfo,
});

const medicalEntry = z.object({
  id: z.number().describe('Modality index, 0-based'),
  medical_table: rowsAsJson(MEDICAL_ROW_COLUMNS),
  total_pv: z.number(),
  medical_growth: z.number(),
  medical_discount: z.number(),
  medical_category: z.string(),
  medical_modality: z.string(),
  medical_frequency: z.enum(MEDICAL_FREQUENCIES).describe('annual: costed per calendar year; once or everyYears: one row per purchase'),
  medical_every_years: z.number().nullable().describe('Years between purchases with everyYears, otherwise null'),
  medical_discount_applied: z.number().describe('The rate the Discount Factor column uses (version 3), to 6 decimals'),
  total_interest: z.number().optional().describe("Sum of the rows' Interest; only on the past table with prejudgmentInterest"),
});

/** How a medical answer was valued (methodology §12): each entry states its own rate. */
const medicalDiscount = z.object({
  convention: z.string(),
  method: z.string(),
  valuation_year: z.number().nullable(),
  net_discount_rate: z.number().nullable(),
});

export const lossMedicalResponse = z.object({
  case_info: z.object({ ...caseInfo, discount: medicalDiscount }),
  table: z.object({ best: z.array(medicalEntry), probable: z.array(medicalEntry), worst: z.array(medicalEntry) }),
});

export type LossEarningsResponse = z.infer<typeof lossEarningsResponse>;
export type LossSupportResponse = z.infer<typeof lossSupportResponse>;
export type LossServicesResponse = z.infer<typeof lossServicesResponse>;
export type LossMedicalResponse = z.infer<typeof lossMedicalResponse>;
export type WireMedicalResponse = LossMedicalResponse;
export type WireMedicalTable = LossMedicalResponse['table'][MedicalScenarioType][number];

/**
 * Any create_table loss answer, over its table id and case information; the
 * three loss schemas above are instances of it (checked in endpoints.test.ts).
 */
export interface WireLossResponse<Id, Info extends CaseInfo = CaseInfo> {
  case_info: Info;
  table: WireLossTable<Id>[];
}

export interface WireLossTable<Id> {
  id: Id;
  table: string;
  total_pv: number;
  total_interest?: number;
}

/**
 * The wire shape stated plainly. The routes send the same bytes through the
 * faster writer in `wire-json.ts`; these two functions are the reference that
 * writer is tested against, byte for byte.
 */
export function toWireLoss<Id, Row, Info extends CaseInfo>(result: LossResult<Id, Row, Info>): WireLossResponse<Id, Info> {
  return {
    case_info: result.case_info,
    table: result.tables.map((t) => ({
      id: t.id,
      table: JSON.stringify(t.rows),
      total_pv: t.total_pv,
      ...(t.total_interest === undefined ? {} : { total_interest: t.total_interest }),
    })),
  };
}

export function toWireMedical(result: MedicalResult): LossMedicalResponse {
  const entries = (type: MedicalScenarioType) =>
    result.table[type].map(({ rows, ...rest }) => ({
      id: rest.id,
      medical_table: JSON.stringify(rows),
      total_pv: rest.total_pv,
      medical_growth: rest.medical_growth,
      medical_discount: rest.medical_discount,
      medical_category: rest.medical_category,
      medical_modality: rest.medical_modality,
      medical_frequency: rest.medical_frequency,
      medical_every_years: rest.medical_every_years,
      medical_discount_applied: rest.medical_discount_applied,
      ...(rest.total_interest === undefined ? {} : { total_interest: rest.total_interest }),
    }));
  return { case_info: result.case_info, table: { best: entries('best'), probable: entries('probable'), worst: entries('worst') } };
}

export type { EarningsRow, ServicesRow, SupportRow };
