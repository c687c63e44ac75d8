import { WORKLIFE_METHODS, type WorklifeMethod } from '@damages/engine';
import { z } from 'zod';
import { MAX_SCENARIOS, MAX_TEXT_LENGTH } from '../rules/limits.ts';

/**
 * How long the plaintiff (decedent) would have worked, and how much of it
 * unemployed (methodology §14): the saved `formData.worklife`. Every field is
 * optional, and a record without it (saved before) means the retirement-age
 * method without unemployment, as it always did.
 */

/** The longest years to final separation the method accepts (methodology §14). */
export const MAX_YEARS_TO_FINAL_SEPARATION = 80;
/** The highest unemployment rate the method accepts (methodology §14). */
export const MAX_UNEMPLOYMENT_RATE = 0.5;

/**
 * Whether the worklife table relied on distinguishes by sex or is for all
 * persons (sex-neutral), as the forum's law may require (California, the
 * District of Columbia); the report states it, the calculation does not use it.
 */
export const WORKLIFE_TABLE_BASES = ['bySex', 'allPersons'] as const;
export type WorklifeTableBasis = (typeof WORKLIFE_TABLE_BASES)[number];

export const WORKLIFE_TABLE_BASIS_LABELS: Record<WorklifeTableBasis, string> = {
  bySex: 'By sex',
  allPersons: 'All persons (sex-neutral)',
};

/** The basis as the report's sentence ends the table's name: "…, Table 3, for all persons". */
export const WORKLIFE_TABLE_BASIS_WORDS: Record<WorklifeTableBasis, string> = {
  bySex: 'by sex',
  allPersons: 'for all persons',
};

export const WORKLIFE_METHOD_LABELS: Record<WorklifeMethod, string> = {
  retirementAge: 'Retirement age',
  worklifeExpectancy: 'Worklife expectancy (worklife tables)',
};

/** The field names the form and the report use. */
export const WORKLIFE_LABELS = {
  method: 'Worklife method',
  worklifeExpectancy: 'Worklife expectancy (years)',
  yearsToFinalSeparation: 'Years to final separation',
  tableName: 'Worklife table relied on',
  tableBasis: 'Worklife table basis',
  unemploymentRate: 'Unemployment rate',
  unemploymentBenefitReplacement: 'Unemployment benefit replacement',
} as const;

export const worklifeRecord = z.object({
  /** Absent: retirement age. */
  method: z.enum(WORKLIFE_METHODS).optional(),
  /** With worklifeExpectancy: 1 to 3 scenarios, years from the date of injury (0 < WLE <= YFS <= 80). */
  scenarios: z
    .array(z.object({ worklifeExpectancy: z.number(), yearsToFinalSeparation: z.number() }))
    .min(1)
    .max(MAX_SCENARIOS)
    .optional(),
  /** The worklife table the scenarios are taken from, e.g. "Skoog, Ciecka & Krueger (2019), Table 3". */
  tableName: z.string().max(MAX_TEXT_LENGTH).optional(),
  /** Whether that table is by sex or for all persons; absent: not stated (a case saved before the question). */
  tableBasis: z.enum(WORKLIFE_TABLE_BASES).optional(),
  /** A fraction, 0 to 0.5; absent: no unemployment adjustment. */
  unemploymentRate: z.number().min(0).max(MAX_UNEMPLOYMENT_RATE).optional(),
  /** The share of lost wages unemployment benefits replace, 0 to 1; absent: 0. */
  unemploymentBenefitReplacement: z.number().min(0).max(1).optional(),
});

export type WorklifeRecord = z.infer<typeof worklifeRecord>;

/** The worklife method of a saved case: retirement age unless worklife expectancy was chosen. */
export const worklifeMethodOf = (worklife: WorklifeRecord | undefined): WorklifeMethod => worklife?.method ?? 'retirementAge';
