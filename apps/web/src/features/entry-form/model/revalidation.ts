import type { FormDataRecord } from '@damages/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { formSchema, validateForm, WHOLE_FORM, type ValidationScope } from './form-schema.ts';
import type { FormValues } from './form-values.ts';

/**
 * Re-validation while the user types after a failed submit, fast on a 50-modality form: a change
 * re-checks only the fields it can affect — its own group and the cross-field
 * rules reading it — instead of the whole form. The submit still runs the whole
 * `formSchema`; the parts run the same rules (`validateForm` with a scope).
 */

const SCENARIO_PATH = /^medical\.data\.(\d+)\.scenarios\.(\d+)(?:\.|$)/;

/**
 * Changes that show or hide sections, add or remove blocks, or that a rule in
 * another group reads: after them the whole form is checked, as before.
 */
const WHOLE_FORM_CHANGES = [
  /^case\.type$/,
  /^case\.typeSelectedValues/,
  /^house\./,
  /^plaintiff\.earningsBasis$/,
  // The worklife method decides whether the retirement ages are asked.
  /^worklife\.method$/,
  /^children\.amount$/,
  /^documents\.number/,
  /^medical\.numberOfModalities$/,
  /^medical\.data(?:\.\d+)?$/,
  /^medical\.data\.\d+\.scenarios$/,
  /^interest\./,
];

/** The case dates and the birth date, read by the date-order rule and by "Able to work from". */
const DATE_CHANGES = /^(?:case\.dateOf|plaintiff\.dateOfBirth$)/;

/** The groups (field paths) to re-check after `name` changed; undefined: the whole form. */
export function revalidationTargets(name: string | undefined): string[] | undefined {
  if (name === undefined || WHOLE_FORM_CHANGES.some((rule) => rule.test(name))) return undefined;
  const scenario = SCENARIO_PATH.exec(name);
  if (scenario) return [`medical.data.${scenario[1]}.scenarios.${scenario[2]}`];
  if (DATE_CHANGES.test(name)) return ['case', 'plaintiff', 'interest'];
  const [group = ''] = name.split('.');
  // The medical block's own fields one by one, so its modalities are left alone.
  if (group === 'medical') return [name];
  return [group];
}

/** The field paths holding the values under `path` ("plaintiff" → "plaintiff.name", "plaintiff.annualIncome.0.value"...). */
function fieldsUnder(values: FormValues, path: string): string[] {
  const fields: string[] = [];
  const walk = (value: unknown, at: string) => {
    if (value === null || typeof value !== 'object' || (Array.isArray(value) && value.every((item) => typeof item !== 'object'))) {
      fields.push(at);
      return;
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'provenance' && key !== 'economistProfile') walk(child, `${at}.${key}`);
  };
  walk(get(values, path), path);
  return fields;
}

/** The part of the form a validation of these field paths needs; the whole form for a submit (every mounted field). */
function scopeOf(names: readonly string[] | undefined): ValidationScope {
  if (names === undefined || names.length === 0) return { kind: 'all' };
  const scenarios = new Set(names.map((name) => SCENARIO_PATH.exec(name)?.slice(1, 3).join('.')));
  if (scenarios.size === 1) {
    const [only] = scenarios;
    if (only !== undefined) {
      const [modality, scenario] = only.split('.').map(Number) as [number, number];
      return { kind: 'scenario', modality, scenario };
    }
  }
  if (names.some((name) => name.startsWith('medical.data') || WHOLE_FORM_CHANGES.some((rule) => rule.test(name)))) return { kind: 'all' };
  return { kind: 'outsideModalities' };
}

/**
 * The message of every field under `targets` (undefined: none), by the rules of
 * the part of the form they belong to. Synchronous, so the caller can apply them
 * at once: react-hook-form drops a resolver's answer for fields that re-render meanwhile.
 */
export function partMessages(values: FormValues, targets: readonly string[] | undefined): Map<string, string | undefined> {
  const result = partSchema(targets === undefined ? WHOLE_FORM : scopeOf(targets)).safeParse(values);
  const found = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    if (!found.has(path)) found.set(path, issue.message);
  }
  const fields = (targets ?? Object.keys(values)).flatMap((target) => fieldsUnder(values, target));
  return new Map(fields.map((field) => [field, found.get(field)]));
}

/** The rules of one part of the form, as a schema for zodResolver (which nests the messages as react-hook-form keeps them). */
const partSchema = (scope: ValidationScope) => z.custom<FormValues>().superRefine((values, ctx) => validateForm(values, ctx, scope));

/**
 * The form's resolver: the whole schema (rules and codec) when react-hook-form
 * validates everything (submit, a full trigger), a part when it validates some
 * fields. A part's answer carries only errors: react-hook-form reads values from
 * a resolver on submit only, which always takes the whole schema.
 */
export function entryFormResolver(): Resolver<FormValues, unknown, FormDataRecord> {
  // Synchronous, so answers arrive in the order of the changes: an earlier whole-form answer never lands after a later part's.
  const whole = zodResolver(formSchema, undefined, { mode: 'sync' });
  const outsideModalities = zodResolver(partSchema({ kind: 'outsideModalities' }), undefined, { mode: 'sync' });
  return async (values, context, options) => {
    // Read the values when the answer is due, not when asked: react-hook-form applies a field array's answer
    // whenever it arrives, and one computed before later keystrokes would bring back their fixed messages.
    await Promise.resolve();
    const scope = scopeOf(options.names);
    if (scope.kind === 'all') return whole(values, context, options);
    const part = scope.kind === 'outsideModalities' ? outsideModalities : zodResolver(partSchema(scope), undefined, { mode: 'sync' });
    const { errors } = await part(values, context, options);
    return { values: {}, errors };
  };
}
