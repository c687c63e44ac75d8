import { EARLIEST_DATE, LATEST_DATE, MAX_AMOUNT, MAX_YEARS, RATE_RANGE } from '@damages/contracts';
import { parseIsoDate } from '@damages/engine';
import { z } from 'zod';

/**
 * Rules for one text input. Each takes the spec's exact "required" message
 * (spec §5) and a label for the few extra checks the spec leaves to us
 * (not a number, out of range), which name the field the same way.
 */

const blank = (text: string) => text.trim() === '';

export const required = (message: string) =>
  z.string().superRefine((text, ctx) => {
    if (blank(text)) ctx.addIssue({ code: 'custom', message });
  });

export const requiredDate = (message: string, label: string) =>
  z.string().superRefine((text, ctx) => {
    if (blank(text)) ctx.addIssue({ code: 'custom', message });
    else if (parseIsoDate(text) === undefined) ctx.addIssue({ code: 'custom', message: `${label} must be a valid date` });
    else if (text < EARLIEST_DATE || text > LATEST_DATE)
      ctx.addIssue({ code: 'custom', message: `${label} must be between ${EARLIEST_DATE} and ${LATEST_DATE}` });
  });

interface NumberRule {
  min?: number;
  /** Whether `min` itself is rejected. */
  minExclusive?: boolean;
  max?: number;
  integer?: boolean;
  /** Message when out of range; defaults to a sentence built from the bounds. */
  rangeMessage?: string;
}

function rangeSentence(label: string, { min, max, minExclusive }: NumberRule): string {
  if (min !== undefined && max !== undefined)
    return `${label} must be ${minExclusive ? `greater than ${min} and at most` : `between ${min} and`} ${max}`;
  if (min !== undefined)
    return min === 0 && !minExclusive
      ? `${label} must not be negative`
      : `${label} must be ${minExclusive ? 'greater than' : 'at least'} ${min}`;
  return `${label} must be at most ${max}`;
}

export const requiredNumber = (message: string, label: string, rule: NumberRule = {}) =>
  z.string().superRefine((text, ctx) => {
    if (blank(text)) {
      ctx.addIssue({ code: 'custom', message });
      return;
    }
    const value = Number(text);
    if (!Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
      return;
    }
    if (rule.integer && !Number.isInteger(value)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
      return;
    }
    const { min, max, minExclusive } = rule;
    const low = min !== undefined && (minExclusive ? value <= min : value < min);
    if (low || (max !== undefined && value > max))
      ctx.addIssue({ code: 'custom', message: rule.rangeMessage ?? rangeSentence(label, rule) });
  });

/** A date that may be left blank (absent in a draft kept before the field); when typed, checked like a required one. */
export const optionalDate = (label: string) =>
  z
    .string()
    .optional()
    .superRefine((text, ctx) => {
      if (text === undefined || blank(text)) return;
      const result = requiredDate('', label).safeParse(text);
      for (const issue of result.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message });
    });

/** A number that may be left blank (an option); when typed, checked like a required one. */
export const optionalNumber = (label: string, rule: NumberRule = {}) =>
  z.string().superRefine((text, ctx) => {
    if (blank(text)) return;
    const result = requiredNumber('', label, rule).safeParse(text);
    for (const issue of result.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message });
  });

/** A dollar amount: never negative, and within the contract's ceiling. */
export const amount = (message: string, label: string, max: number = MAX_AMOUNT) => requiredNumber(message, label, { min: 0, max });

/** A rate written as a fraction, in the contract's range. */
export const rate = (message: string, label: string) =>
  requiredNumber(message, label, {
    ...RATE_RANGE,
    rangeMessage: `${label} must be a fraction between ${RATE_RANGE.min} and ${RATE_RANGE.max} (0.0394 = 3.94%)`,
  });

/** Years of life or an age. */
export const years = (message: string, label: string) => requiredNumber(message, label, { min: 0, minExclusive: true, max: MAX_YEARS });

/** A whole-number count. */
export const count = (message: string, label: string, min: number, max: number) =>
  requiredNumber(message, label, { min, max, integer: true });
