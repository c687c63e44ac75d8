import { get, useFormContext, useFormState, type FieldPath } from 'react-hook-form';
import type { FormValues } from '../model/form-values.ts';

export type FieldName = FieldPath<FormValues>;

/** A DOM id derived from the field's path ("plaintiff.remainingLEYears.0.value" → "plaintiff-remainingLEYears-0-value"). */
export const fieldId = (name: string) => name.replaceAll('.', '-');

/**
 * The field's message and styling. No valid/invalid styling before the first
 * submit attempt (spec §4); afterwards every shown field is marked.
 */
export function useFieldStatus(name: FieldName) {
  const { control } = useFormContext<FormValues>();
  const { errors, isSubmitted } = useFormState({ control, name });
  const found: unknown = get(errors, name);
  const message = (found as { message?: string } | undefined)?.message;
  return {
    message: isSubmitted ? message : undefined,
    isInvalid: isSubmitted && message !== undefined,
    isValid: isSubmitted && message === undefined,
  };
}
