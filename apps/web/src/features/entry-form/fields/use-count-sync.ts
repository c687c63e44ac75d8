import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FormValues } from '../model/form-values.ts';
import type { FieldName } from './field-status.ts';

interface CountSyncOptions<T> {
  /** The number field that sets the block count. */
  countName: FieldName;
  /** The list of blocks. */
  listName: FieldName;
  max: number;
  blank: () => T;
  append: (items: T[], options: { shouldFocus: boolean }) => void;
  remove: (indexes: number[]) => void;
}

/**
 * Keeps a list of blocks as long as its count field says (spec §4: child,
 * document, source and modality blocks follow their number fields): blank
 * blocks are added at the end, trailing ones removed. A blank or invalid count
 * leaves the blocks alone, so retyping a number does not wipe what was entered.
 */
export function useCountSync<T>({ countName, listName, max, blank, append, remove }: CountSyncOptions<T>): void {
  const { control, getValues } = useFormContext<FormValues>();
  const countText = useWatch({ control, name: countName }) as unknown;
  useEffect(() => {
    if (typeof countText !== 'string' || countText.trim() === '') return;
    const wanted = Number(countText);
    if (!Number.isInteger(wanted) || wanted < 0 || wanted > max) return;
    // Read the live length, so a repeated effect (React strict mode) never adds twice.
    const length = (getValues(listName) as unknown[] | undefined)?.length ?? 0;
    if (wanted > length) append(Array.from({ length: wanted - length }, blank), { shouldFocus: false });
    else if (wanted < length) remove(Array.from({ length: length - wanted }, (_, i) => wanted + i));
  }, [countText, max, listName, getValues, append, remove, blank]);
}
