import { MAX_EVERY_YEARS, MEDICAL_FREQUENCIES, MEDICAL_SCENARIO_TYPES, type MedicalInput } from '@damages/engine';
import { z } from 'zod';
import { MAX_MODALITIES, MAX_SCENARIOS, MAX_TEXT_LENGTH } from '../rules/limits.ts';
import { refineWireCaseDateOrder } from '../rules/case-date-order.ts';
import { medicalPeriodIssues } from '../rules/medical-period.ts';
import { addRuleIssues } from '../rules/rule-issue.ts';
import { caseDatesOf, caseDatesShape } from './case-dates.ts';
import { prejudgmentInterestTerms } from './interest.ts';
import { noPortionShape, refineValuation, refuseYearPortions, valuationOf, valuationShape } from './valuation-options.ts';
import { amountField, dateField, numberField, rateField, BODY_MUST_BE_OBJECT } from './fields.ts';
import { isBlank, optionalChoice, optionalField, requireWith } from './loss-options.ts';

const text = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .max(MAX_TEXT_LENGTH, `${label} is too long`);

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
    // Version 2: items bought once or every N years (absent: every year).
    scenarioFrequency: optionalChoice(
      'Frequency',
      MEDICAL_FREQUENCIES,
      'annual (default): costed per calendar year; once: bought on the from date; everyYears: bought on the from date and every scenarioEveryYears years.',
    ),
    scenarioEveryYears: optionalField(
      numberField('Every N years', { min: 1, max: MAX_EVERY_YEARS, integer: true }),
      `Whole years between purchases, 1 to ${MAX_EVERY_YEARS}; required with everyYears.`,
    ),
  })
  .superRefine((s, ctx) => addRuleIssues(ctx, medicalPeriodIssues({ from: s.scenarioFrom, to: s.scenarioTo }), () => ['scenarioTo']))
  .superRefine((s, ctx) => {
    if (s.scenarioFrequency === 'everyYears')
      requireWith(ctx, s.scenarioEveryYears, 'scenarioEveryYears', 'Every N years is required with the frequency everyYears');
  });

const modality = z.object({
  scenarios: z
    .array(scenario, { error: 'Scenarios must be a list' })
    .min(1, 'A modality needs at least one scenario')
    .max(MAX_SCENARIOS, `A modality allows at most ${MAX_SCENARIOS} scenarios`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((s, index) => {
        if (seen.has(s.scenarioType))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'scenarioType'],
            message: `A modality can have only one ${s.scenarioType} scenario`,
          });
        seen.add(s.scenarioType);
      });
    }),
});

/** Interest on the plan's care before trial (methodology §16), with the terms every interest calculation shares. */
const prejudgmentInterestField = optionalField(
  prejudgmentInterestTerms,
  'Version 3, the past table only: interest on each row from its midpoint (a purchase: its date) or `from`, if later, through `to`.',
);

const medicalShape = {
  ...caseDatesShape,
  medical: z
    .array(modality, {
      error: (issue) => (issue.input === undefined ? 'Medical modalities are required' : 'Medical modalities must be a list'),
    })
    .max(MAX_MODALITIES, `At most ${MAX_MODALITIES} medical modalities are allowed`),
  // Version 3: each scenario is discounted at the rate the method makes of its own discount and growth rates.
  ...valuationShape,
  ...noPortionShape,
};

/** The valuation rules of every table, but a portion override is refused outright: medical has none. */
function refineMedicalValuation(body: Parameters<typeof refineValuation>[0], ctx: z.RefinementCtx): void {
  refineValuation({ ...body, firstYearPortion: undefined, lastYearPortion: undefined }, ctx);
  refuseYearPortions(body, ctx);
}

type MedicalWire = z.output<z.ZodObject<typeof medicalShape>>;

const medicalInputOf = (body: MedicalWire): MedicalInput => ({
  ...caseDatesOf(body),
  valuation: valuationOf(body),
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
      frequency: s.scenarioFrequency ?? 'annual',
      everyYears: s.scenarioFrequency === 'everyYears' ? s.scenarioEveryYears! : null,
    })),
  })),
});

/** `POST /api/create_table/loss_medical/future` (methodology §8). */
export const lossMedicalRequest = z
  .object(
    {
      ...medicalShape,
      // Read only to refuse it: sent anyway, it is a 400 naming it rather than silently ignored.
      prejudgmentInterest: z.unknown().optional().describe('Not accepted: prejudgment interest is computed on the past table only.'),
    },
    BODY_MUST_BE_OBJECT,
  )
  .superRefine(refineWireCaseDateOrder)
  .superRefine(refineMedicalValuation)
  .superRefine((body, ctx) => {
    if (!isBlank(body.prejudgmentInterest))
      ctx.addIssue({
        code: 'custom',
        path: ['prejudgmentInterest'],
        message: 'Prejudgment interest applies to the care before trial (loss_medical/past), not to future care',
      });
  })
  .transform(medicalInputOf);

/**
 * `POST /api/create_table/loss_medical/past` (methodology §8, version 3): the
 * plan's care between the report and the trial, with the future table's body
 * and optional prejudgment interest.
 */
export const lossMedicalPastRequest = z
  .object({ ...medicalShape, prejudgmentInterest: prejudgmentInterestField }, BODY_MUST_BE_OBJECT)
  .superRefine(refineWireCaseDateOrder)
  .superRefine(refineMedicalValuation)
  .transform((body): MedicalInput => {
    const input = medicalInputOf(body);
    if (body.prejudgmentInterest) input.prejudgmentInterest = body.prejudgmentInterest;
    return input;
  });

export type LossMedicalRequest = z.input<typeof lossMedicalRequest>;
export type LossMedicalPastRequest = z.input<typeof lossMedicalPastRequest>;
