import type { FormDataRecord } from '@damages/contracts';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { postJson } from '../../../lib/api-client.ts';
import { newFormId, saveCase } from '../../../lib/saved-cases/saved-cases-store.ts';
import { callErrorOf, useCallErrorActions } from '../autofill/call-errors.tsx';
import type { ToastMessage } from '../ui/error-toast.tsx';
import { buildSavedRecord } from './build-saved-record.ts';
import { PERSISTING_LABEL, runSubmitSteps, StepFailure } from './submit-steps.ts';

/** Spec §7: what a non-OK calculation call raises; shown in the error area with the server's issues. */
export const CALCULATION_ERROR = 'Could not get Loss Services data';
export const SAVE_ERROR = 'Could not save the form in this browser';

/**
 * The submit pipeline of spec §4 for valid values: each selected step in order
 * under a full-page spinner, then 'Persisting data', the save under the form id
 * and the move to the table of contents. A failure stops everything, clears the
 * spinner and shows the step's message in a red toast.
 */
export function useSubmit(formId: string | undefined) {
  const navigate = useNavigate();
  const { show, clear } = useCallErrorActions();
  const [busyLabel, setBusyLabel] = useState<string | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const toastCount = useRef(0);

  const fail = useCallback((text: string) => {
    setBusyLabel(null);
    toastCount.current += 1;
    setToast({ key: toastCount.current, text });
  }, []);

  const onValid = useCallback(
    async (formData: FormDataRecord) => {
      clear();
      setToast(null);
      let results;
      try {
        results = await runSubmitSteps(formData, formData.case.typeSelectedValues, postJson, setBusyLabel);
      } catch (error) {
        const failure = error instanceof StepFailure ? error : undefined;
        console.error(failure?.message ?? 'Submit failed', failure?.cause ?? error);
        show(callErrorOf(CALCULATION_ERROR, failure?.cause ?? error));
        fail(failure?.step.failure ?? CALCULATION_ERROR);
        return;
      }
      setBusyLabel(PERSISTING_LABEL);
      const id = formId ?? newFormId();
      try {
        saveCase(id, buildSavedRecord(formData, results, new Date().toISOString()));
      } catch (error) {
        console.error(SAVE_ERROR, error);
        fail(SAVE_ERROR);
        return;
      }
      navigate(`/${id}/table-of-contents`);
    },
    [clear, show, fail, formId, navigate],
  );

  return { busyLabel, toast, dismissToast: () => setToast(null), onValid };
}
