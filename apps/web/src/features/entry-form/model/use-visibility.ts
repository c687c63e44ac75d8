import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FormValues } from './form-values.ts';
import { visibilityOf, type Visibility } from './visibility.ts';

/** The form's current visibility, re-computed only when one of its inputs changes. */
export function useVisibility(): Visibility {
  const { control } = useFormContext<FormValues>();
  const [caseType, selected, hasWife, hasChildren, earningsBasis] = useWatch({
    control,
    name: ['case.type', 'case.typeSelectedValues', 'house.hasWife', 'house.hasChildren', 'plaintiff.earningsBasis'],
  });
  return useMemo(
    () => visibilityOf({ caseType, selected: selected ?? [], hasWife, hasChildren, earningsBasis }),
    [caseType, selected, hasWife, hasChildren, earningsBasis],
  );
}
