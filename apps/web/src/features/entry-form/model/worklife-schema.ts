import {
  MAX_TEXT_LENGTH,
  MAX_UNEMPLOYMENT_RATE,
  MAX_YEARS_TO_FINAL_SEPARATION,
  WORKLIFE_LABELS,
  WORKLIFE_TABLE_BASES,
  WORKLIFE_TABLE_BASIS_LABELS,
} from '@damages/contracts';
import { z } from 'zod';
import { optionalNumber, requiredNumber } from './field-rules.ts';
import type { WorklifeValues } from './form-values.ts';

/**
 * The worklife inputs' rules (methodology §14 and §18), each message naming its
 * field: per scenario 0 < WLE <= YFS <= 80, an unemployment rate of 0 to 0.5 and
 * a benefit replacement of 0 to 1, both optional.
 */

const yearsFromInjury = (label: string) =>
  requiredNumber(`${label} is required`, label, { min: 0, minExclusive: true, max: MAX_YEARS_TO_FINAL_SEPARATION });

const WLE_ABOVE_YFS = 'Worklife expectancy must not exceed the years to final separation';

const scenarioSchema = z
  .object({
    worklifeExpectancy: yearsFromInjury('Worklife expectancy'),
    yearsToFinalSeparation: yearsFromInjury('Years to final separation'),
  })
  .superRefine((s, ctx) => {
    const wle = Number(s.worklifeExpectancy);
    const yfs = Number(s.yearsToFinalSeparation);
    if (s.worklifeExpectancy.trim() !== '' && s.yearsToFinalSeparation.trim() !== '' && wle > yfs)
      ctx.addIssue({ code: 'custom', message: WLE_ABOVE_YFS, path: ['worklifeExpectancy'] });
  });

const fraction = (label: string, max: number, example: string) =>
  optionalNumber(label, { min: 0, max, rangeMessage: `${label} must be a fraction between 0 and ${max} (${example})` });

const unemploymentSchema = z.object({
  unemploymentRate: fraction(WORKLIFE_LABELS.unemploymentRate, MAX_UNEMPLOYMENT_RATE, '0.05 = 5%'),
  unemploymentBenefitReplacement: fraction(WORKLIFE_LABELS.unemploymentBenefitReplacement, 1, '0.4 = 40%'),
});

const BASIS_MESSAGE = `${WORKLIFE_LABELS.tableBasis}: choose ${WORKLIFE_TABLE_BASES.map((b) => WORKLIFE_TABLE_BASIS_LABELS[b]).join(' or ')}, or Not stated`;

const worklifeTablesSchema = z.object({
  scenarios: z.array(scenarioSchema),
  tableName: z
    .string()
    .refine((text) => text.trim().length <= MAX_TEXT_LENGTH, `Worklife table must be at most ${MAX_TEXT_LENGTH} characters`),
  tableBasis: z
    .string()
    .optional()
    .refine((value) => !value || (WORKLIFE_TABLE_BASES as readonly string[]).includes(value), BASIS_MESSAGE),
});

/** The worklife block as shown: the scenarios and the table only with the worklife-expectancy method. */
export const worklifeSchema = z.custom<WorklifeValues>().superRefine((worklife, ctx) => {
  const check = (schema: z.ZodType) => {
    for (const issue of schema.safeParse(worklife).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  };
  check(unemploymentSchema);
  if (worklife.method === 'worklifeExpectancy') check(worklifeTablesSchema);
});
