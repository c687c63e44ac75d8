import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { defaultToDate } from '../model/default-to-date.ts';
import type { FormValues } from '../model/form-values.ts';

/**
 * The default 'to' date of medical scenarios: the report date plus the first
 * remaining-LE scenario, the expected date of death (spec §4 counted from today). Whenever it changes it fills every 'to' field that is
 * still empty and that the user has not touched. Returns it for new blocks.
 */
export function useDefaultToDate(): string | undefined {
  const { control, getValues, getFieldState, setValue } = useFormContext<FormValues>();
  const [dateOfReport, remainingLeYears] = useWatch({ control, name: ['case.dateOfReport', 'plaintiff.remainingLEYears.0.value'] });
  const defaultTo = useMemo(() => defaultToDate(dateOfReport, remainingLeYears ?? ''), [dateOfReport, remainingLeYears]);

  useEffect(() => {
    if (!defaultTo) return;
    getValues('medical.data').forEach((modality, i) =>
      modality.scenarios.forEach((scenario, j) => {
        const name = `medical.data.${i}.scenarios.${j}.to` as FieldPath<FormValues>;
        // Appended blocks always count as dirty against the form's defaults, so "untouched" is the test.
        if (scenario.to === '' && !getFieldState(name).isTouched) setValue(name, defaultTo);
      }),
    );
  }, [defaultTo, getValues, getFieldState, setValue]);

  return defaultTo;
}
