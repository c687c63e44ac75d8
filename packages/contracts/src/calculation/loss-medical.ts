import { MEDICAL_SCENARIO_TYPES, type MedicalInput } from '@damages/engine';
import { z } from 'zod';
import { caseDatesOf, caseDatesShape, checkCaseDateOrder, MAX_AGE_YEARS } from './case-dates.ts';
import { amountField, dateField, rateField, BODY_MUST_BE_OBJECT } from './fields.ts';

const text = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) }).max(500, `${label} is too long`);

/** A life care plan rarely has more than a few dozen items; the cap bounds the work one request can ask for. */
export const MAX_MODALITIES = 50;

const scenario = z
  .object({
    scenarioType: z.enum(MEDICAL_SCENARIO_TYPES, { error: 'Scenario type must be best, probable or worst' }),
    scenarioAnnualCost: amountField('Annual cost'),
    scenarioDiscount: rateField('Discount rate'),
    scenarioGrowth: rateField('Growth rate'),
    scenarioFrom: dateField('From date'),
    scenarioTo: dateField('To date'),
    scenarioModality: text('Modality'),
    scenarioCategory: text('Category'),
  })
  .superRefine((s, ctx) => {
    if (s.scenarioTo < s.scenarioFrom) ctx.addIssue({ code: 'custom', path: ['scenarioTo'], message: 'To date must not be before the from date' });
    else if (Number(s.scenarioTo.slice(0, 4)) - Number(s.scenarioFrom.slice(0, 4)) > MAX_AGE_YEARS)
      ctx.addIssue({ code: 'custom', path: ['scenarioTo'], message: `To date must be within ${MAX_AGE_YEARS} years of the from date` });
  });

const modality = z.object({
  scenarios: z
    .array(scenario, { error: 'Scenarios must be a list' })
    .min(1, 'A modality needs at least one scenario')
    .max(3, 'A modality allows at most 3 scenarios')
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((s, index) => {
        if (seen.has(s.scenarioType)) ctx.addIssue({ code: 'custom', path: [index, 'scenarioType'], message: `A modality can have only one ${s.scenarioType} scenario` });
        seen.add(s.scenarioType);
      });
    }),
});

/** `POST /api/create_table/loss_medical/future` (methodology §8). */
export const lossMedicalRequest = z
  .object({
    ...caseDatesShape,
    medical: z
      .array(modality, { error: (issue) => (issue.input === undefined ? 'Medical modalities are required' : 'Medical modalities must be a list') })
      .max(MAX_MODALITIES, `At most ${MAX_MODALITIES} medical modalities are allowed`),
  }, BODY_MUST_BE_OBJECT)
  .superRefine(checkCaseDateOrder)
  .transform(
    (body): MedicalInput => ({
      ...caseDatesOf(body),
      modalities: body.medical.map((m) => ({
        scenarios: m.scenarios.map((s) => ({
          type: s.scenarioType,
          annualCost: s.scenarioAnnualCost,
          growthRate: s.scenarioGrowth,
          discountRate: s.scenarioDiscount,
          from: s.scenarioFrom,
          to: s.scenarioTo,
          modality: s.scenarioModality,
          category: s.scenarioCategory,
        })),
      })),
    }),
  );

export type LossMedicalRequest = z.input<typeof lossMedicalRequest>;
