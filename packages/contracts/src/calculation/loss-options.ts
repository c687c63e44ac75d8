import { z } from 'zod';

/**
 * The optional inputs of version 2 of the method (methodology §5, §7, §8). The
 * browser sends a field it does not use blank, so an empty string, null or a
 * missing key all mean "not given"; anything else is validated like the
 * required fields, and a value an option depends on is checked where the
 * option is used.
 */

export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** `schema`, or nothing when the field is blank; `description` goes into the OpenAPI document. */
export function optionalField<T extends z.ZodType>(schema: T, description: string) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional()).describe(description);
}

/** One of `values`, or nothing when blank; an unknown value is a 400 that lists the accepted ones. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(label: string, values: T, description: string) {
  return optionalField(z.enum(values, { error: `${label} must be ${values.join(' or ')}` }), description);
}

/** Adds "<label> is required <reason>" at `path` when `value` is missing. */
export function requireWith(ctx: z.RefinementCtx, value: unknown, path: string, message: string): void {
  if (value === undefined) ctx.addIssue({ code: 'custom', path: [path], message });
}
