import type { FormDataRecord } from '@damages/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useSavedCaseStore } from '../../saved-cases/index.ts';
import type { FormValues } from '../model/form-values.ts';

/** How long typing must pause before the draft is kept (sealing every keystroke would be wasted work). */
const DRAFT_DELAY_MS = 1000;

/**
 * Keeps the unsubmitted form as the account's draft while the user types, and
 * restores it when the form opens again: the values become the draft's while
 * the form's defaults stay the saved ones, so the form counts as changed.
 * Returns when the restored draft was kept (undefined when none was restored) and the discard.
 */
export function useDraft(formId: string | undefined, initialValues: FormValues) {
  const { reset, watch, getValues } = useFormContext<FormValues, unknown, FormDataRecord>();
  const { drafts } = useSavedCaseStore();
  const [restoredAt, setRestoredAt] = useState<string | undefined>(undefined);
  const initialText = useRef(JSON.stringify(initialValues));
  // Only the user's own edits start a draft: the form fills some fields itself on opening (the economist).
  const edited = useRef(false);

  useEffect(() => {
    const draft = drafts.read<FormValues>(formId);
    if (!draft) return;
    edited.current = true;
    reset(draft.values, { keepDefaultValues: true });
    setRestoredAt(draft.savedAt);
  }, [drafts, formId, reset]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((_values, { type }) => {
      if (type === 'change') edited.current = true;
      if (!edited.current) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const values = getValues();
        // Back to what was saved (or the empty form): nothing to keep.
        if (JSON.stringify(values) === initialText.current) drafts.discard(formId);
        // Signed out or a full storage: the draft is a convenience, the form itself goes on working.
        else drafts.keep(formId, values).catch((error: unknown) => console.warn('The draft was not kept:', error));
      }, DRAFT_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [drafts, formId, watch, getValues]);

  const discard = useCallback(() => {
    drafts.discard(formId);
    edited.current = false;
    reset(JSON.parse(initialText.current) as FormValues);
    setRestoredAt(undefined);
  }, [drafts, formId, reset]);

  return { restoredAt, discard };
}
