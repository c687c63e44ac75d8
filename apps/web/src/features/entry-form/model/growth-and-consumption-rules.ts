import { CONSUMPTION_SWITCH_YEAR_RANGE, EARNINGS_BASE_YEAR_RANGE, RATE_RANGE } from '@damages/contracts';
import { z } from 'zod';
import { optionalNumber, requiredNumber } from './field-rules.ts';

/**
 * The rules of the incomes' year, the growth up to the valuation date and the
 * economist's consumption rate (methodology-contract §13, §15 and §18), in the
 * form's words. Each schema also accepts the group's absence: a draft kept
 * before these fields existed has none.
 */

export const GROWTH_ERAS_LABELS = {
  earningsBaseYear: 'Incomes are stated in dollars of',
  pastGrowth: 'Growth up to the valuation date',
} as const;

export const CONSUMPTION_LABELS = {
  method: 'Consumption method',
  rate: 'Consumption rate',
  laterRate: 'Later consumption rate',
  switchYear: 'Later rate from year',
  label: 'The deduction is called',
} as const;

const yearRule = (range: { min: number; max: number }) => ({ ...range, integer: true });
const fractionMessage = (label: string, min: number, max: number, example: string) =>
  `${label} must be a fraction between ${min} and ${max} (${example})`;

export const growthErasSchema = z
  .object({
    earningsBaseYear: optionalNumber("The incomes' year", yearRule(EARNINGS_BASE_YEAR_RANGE)),
    pastGrowth: optionalNumber(GROWTH_ERAS_LABELS.pastGrowth, {
      ...RATE_RANGE,
      rangeMessage: fractionMessage(GROWTH_ERAS_LABELS.pastGrowth, RATE_RANGE.min, RATE_RANGE.max, '0.0394 = 3.94%'),
    }),
  })
  .optional();

const share = { min: 0, max: 1 };
const LATER_RATE_WITHOUT_YEAR = 'Later rate from year is required with a later consumption rate';
const YEAR_WITHOUT_LATER_RATE = 'Later consumption rate is required with a year it applies from';

export const consumptionSchema = z
  .object({ method: z.string().optional(), rate: z.string(), laterRate: z.string(), switchYear: z.string() })
  .superRefine((values, ctx) => {
    if (values.method !== 'fixedRate') return;
    const issue = (path: string, result: z.ZodSafeParseResult<string>) => {
      for (const found of result.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: found.message, path: [path] });
    };
    const rangeMessage = (label: string) => fractionMessage(label, share.min, share.max, '0.25 = 25%');
    issue(
      'rate',
      requiredNumber('Consumption rate is required', CONSUMPTION_LABELS.rate, {
        ...share,
        rangeMessage: rangeMessage(CONSUMPTION_LABELS.rate),
      }).safeParse(values.rate),
    );
    issue(
      'laterRate',
      optionalNumber(CONSUMPTION_LABELS.laterRate, { ...share, rangeMessage: rangeMessage(CONSUMPTION_LABELS.laterRate) }).safeParse(
        values.laterRate,
      ),
    );
    issue(
      'switchYear',
      optionalNumber(CONSUMPTION_LABELS.switchYear, yearRule(CONSUMPTION_SWITCH_YEAR_RANGE)).safeParse(values.switchYear),
    );
    const later = values.laterRate.trim() !== '';
    const year = values.switchYear.trim() !== '';
    if (later && !year) ctx.addIssue({ code: 'custom', message: LATER_RATE_WITHOUT_YEAR, path: ['switchYear'] });
    if (year && !later) ctx.addIssue({ code: 'custom', message: YEAR_WITHOUT_LATER_RATE, path: ['laterRate'] });
  })
  .optional();
