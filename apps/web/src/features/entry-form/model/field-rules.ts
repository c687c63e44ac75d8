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
  if (min !== undefined && max !== undefined) return `${label} must be ${minExclusive ? `greater than ${min} and at most` : `between ${min} and`} ${max}`;
  if (min !== undefined) return min === 0 && !minExclusive ? `${label} must not be negative` : `${label} must be ${minExclusive ? 'greater than' : 'at least'} ${min}`;
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
    if (low || (max !== undefined && value > max)) ctx.addIssue({ code: 'custom', message: rule.rangeMessage ?? rangeSentence(label, rule) });
  });

/** A dollar amount: never negative. */
export const amount = (message: string, label: string) => requiredNumber(message, label, { min: 0 });

/** A rate written as a fraction; the calculation service accepts -0.5 to 1. */
export const rate = (message: string, label: string) =>
  requiredNumber(message, label, { min: -0.5, max: 1, rangeMessage: `${label} must be a fraction between -0.5 and 1 (0.0394 = 3.94%)` });

/** Years of life or an age. */
export const years = (message: string, label: string) => requiredNumber(message, label, { min: 0, minExclusive: true, max: 120 });

/** A whole-number count. */
export const count = (message: string, label: string, min: number, max: number) =>
  requiredNumber(message, label, { min, max, integer: true });
