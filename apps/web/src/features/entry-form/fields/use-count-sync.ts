import { useCallback, useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FormValues } from '../model/form-values.ts';
import { hasEnteredData } from './entered-data.ts';
import type { FieldName } from './field-status.ts';
import type { BlockNoun, RemoveBlocksDialogProps } from './remove-blocks-dialog.tsx';

/** How long a typed count must stay unchanged before blocks are removed: typing "12" passes through "1". */
export const COUNT_SETTLE_MS = 600;

interface CountSyncOptions<T> {
  /** The number field that sets the block count. */
  countName: FieldName;
  /** Its label, quoted in the question before filled blocks are deleted. */
  countLabel: string;
  /** The list of blocks. */
  listName: FieldName;
  /** What one block is called in that question ("modality", "document"). */
  noun: BlockNoun;
  max: number;
  blank: () => T;
  append: (items: T[], options: { shouldFocus: boolean }) => void;
  remove: (indexes: number[]) => void;
}

interface PendingRemoval {
  wanted: number;
  removed: number;
  filled: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/**
 * Keeps a list of blocks as long as its count field says (spec §4: child,
 * document, source and modality blocks follow their number fields). Blank
 * blocks are added at the end at once. Trailing blocks are removed only once
 * the count has settled (unchanged for COUNT_SETTLE_MS, or the field left),
 * and when any of them holds entered data only after the user confirms; Keep
 * sets the count back. A blank or invalid count leaves the blocks alone.
 * Returns the confirmation dialog's props: the caller renders
 * <RemoveBlocksDialog {...dialog} />.
 */
export function useCountSync<T>({
  countName,
  countLabel,
  listName,
  noun,
  max,
  blank,
  append,
  remove,
}: CountSyncOptions<T>): RemoveBlocksDialogProps {
  const { control, getValues, setValue } = useFormContext<FormValues>();
  const countText = useWatch({ control, name: countName }) as unknown;
  const [pending, setPending] = useState<PendingRemoval | null>(null);
  // Read the live list, so a repeated effect (React strict mode) never adds or removes twice.
  const currentBlocks = useCallback(() => (getValues(listName) as unknown[] | undefined) ?? [], [getValues, listName]);

  const lowerTo = useCallback(
    (wanted: number) => {
      const blocks = currentBlocks();
      if (wanted >= blocks.length) return;
      const template = blank();
      const filled = blocks.slice(wanted).filter((block) => hasEnteredData(block, template)).length;
      if (filled === 0) remove(range(wanted, blocks.length));
      else setPending({ wanted, removed: blocks.length - wanted, filled });
    },
    [currentBlocks, blank, remove],
  );

  useEffect(() => {
    if (typeof countText !== 'string' || countText.trim() === '') return;
    const wanted = Number(countText);
    if (!Number.isInteger(wanted) || wanted < 0 || wanted > max) return;
    const length = currentBlocks().length;
    if (wanted > length) append(Array.from({ length: wanted - length }, blank), { shouldFocus: false });
    if (wanted >= length) return;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      lowerTo(wanted);
    };
    const timer = setTimeout(settle, COUNT_SETTLE_MS);
    const onFocusOut = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.getAttribute('name') === countName) settle();
    };
    document.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [countText, countName, max, currentBlocks, append, blank, lowerTo]);

  const confirmRemove = () => {
    if (!pending) return;
    const length = currentBlocks().length;
    if (pending.wanted < length) remove(range(pending.wanted, length));
    setPending(null);
  };
  const keep = () => {
    setValue(countName, String(currentBlocks().length) as never, { shouldDirty: true, shouldValidate: true });
    setPending(null);
  };

  return { filled: pending?.filled ?? 0, removed: pending?.removed ?? 0, noun, countLabel, onRemove: confirmRemove, onKeep: keep };
}
