import { parseIsoDate } from '@damages/engine';
import { z } from 'zod';
import { MAX_SCENARIOS, MAX_YEARS } from '../rules/limits.ts';

/**
 * Field schemas of the calculation contract. The browser sends every number as a
 * string; JSON numbers are accepted too. Each field names itself in its messages
 * so a 400 answer tells the user exactly what to fix.
 */

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2199-12-31';
export const RATE_RANGE = { min: -0.5, max: 1 } as const;

interface NumberRules {
  min?: number;
  max?: number;
  /** Whether `min` itself is allowed (default true). */
  minInclusive?: boolean;
  integer?: boolean;
}

function describeRange({ min, max, minInclusive = true }: NumberRules): string {
  if (min !== undefined && max !== undefined) return minInclusive ? `between ${min} and ${max}` : `greater than ${min} and at most ${max}`;
  if (min !== undefined) return minInclusive ? `at least ${min}` : `greater than ${min}`;
  return `at most ${max}`;
}

/** A number sent as a numeric string or a JSON number. */
export function numberField(label: string, rules: NumberRules = {}) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
    })
    .transform((raw, ctx) => {
      const text = typeof raw === 'number' ? null : raw.trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
      const value = text === null ? raw : DECIMAL.test(text) ? Number(text) : Number.NaN;
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a finite number` });
        return z.NEVER;
      }
      const { min, max, minInclusive = true, integer } = rules;
      if (integer && !Number.isInteger(value)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
        return z.NEVER;
      }
      const belowMin = min !== undefined && (minInclusive ? value < min : value <= min);
      if (belowMin || (max !== undefined && value > max)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be ${describeRange(rules)}` });
        return z.NEVER;
      }
      return value;
    });
}

/** A growth, discount, tax or benefits rate as a fraction (0.0394 = 3.94 %). */
export const rateField = (label: string) => numberField(label, RATE_RANGE);

/** A dollar amount; never negative. */
export const amountField = (label: string, max = 1e9) => numberField(label, { min: 0, max });

/** A calendar date written yyyy-MM-dd. */
export function dateField(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a date written yyyy-MM-dd`) })
    .superRefine((text, ctx) => {
      if (text.trim() === '') ctx.addIssue({ code: 'custom', message: `${label} is required` });
      else if (parseIsoDate(text) === undefined)
        ctx.addIssue({ code: 'custom', message: `${label} must be a real calendar date written yyyy-MM-dd` });
      else if (text < EARLIEST_DATE || text > LATEST_DATE)
        ctx.addIssue({ code: 'custom', message: `${label} must be between ${EARLIEST_DATE} and ${LATEST_DATE}` });
    });
}

/** A 0-based scenario id. */
export const scenarioId = numberField('Scenario id', { min: 0, max: 1000, integer: true });

/**
 * A list of 1 to 3 scenarios shaped `{ id, <key>: value }`, as the product sends
 * income, retirement-age and life-expectancy alternatives.
 */
export function scenarioList<K extends string>(key: K, label: string, value: z.ZodType<number, unknown>) {
  // A computed key loses its name in zod's inferred type; state the item's shape instead.
  const item = z.object({ id: scenarioId, [key]: value }) as unknown as z.ZodType<
    { id: number } & Record<K, number>,
    Record<string, unknown>
  >;
  return z
    .array(item, {
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a list`),
    })
    .min(1, `${label} needs at least one scenario`)
    .max(MAX_SCENARIOS, `${label} allows at most ${MAX_SCENARIOS} scenarios`)
    .superRefine((list, ctx) => {
      const ids = new Set<number>();
      list.forEach((item, index) => {
        if (ids.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `${label} scenario ids must be unique` });
        ids.add(item.id);
      });
    })
    .transform((list) => list.map((entry) => ({ id: entry.id, value: entry[key] })));
}

export const lifeExpectancyList = () =>
  scenarioList(
    'totalLeYears',
    'Remaining life expectancy',
    numberField('Remaining life expectancy', { min: 0, max: MAX_YEARS, minInclusive: false }),
  );
export const retirementAgeList = () =>
  scenarioList('retirementAge', 'Retirement age', numberField('Retirement age', { min: 0, max: MAX_YEARS, minInclusive: false }));
export const incomeList = () => scenarioList('taxIncome', 'Annual income', amountField('Annual income'));

/** A gender written in any case (Male, male, MALE), normalised to lower case. */
export const genderField = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be Male or Female`) })
    .transform((text, ctx) => {
      const value = text.trim().toLowerCase();
      if (value !== 'male' && value !== 'female') {
        ctx.addIssue({ code: 'custom', message: `${label} must be Male or Female` });
        return z.NEVER;
      }
      return value;
    });

/** Error for a request body that is not a JSON object (null, a list, a string). */
export const BODY_MUST_BE_OBJECT = { error: 'The request body must be a JSON object' } as const;
