import { fitScenarioOfRecord, type FormDataRecord, type PlausibilityWarning } from '@damages/contracts';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { postJson } from '../../../lib/api-client.ts';
import { newFormId, useSavedCaseStore } from '../../saved-cases/index.ts';
import { callErrorOf, useCallErrorActions } from '../autofill/call-errors.tsx';
import type { ToastMessage } from '../ui/error-toast.tsx';
import { buildSavedRecord } from './build-saved-record.ts';
import { recordingBodies, sensitivityStep } from './sensitivity-step.ts';
import { PERSISTING_LABEL, runSubmitSteps, StepFailure } from './submit-steps.ts';
import { supplementBridge } from './supplement-bridge.ts';

/** Spec §7: what a non-OK calculation call raises; shown in the error area with the server's issues. */
const CALCULATION_ERROR = 'Could not get Loss Services data';
const SAVE_ERROR = 'Could not save the form in this browser';

/**
 * The submit pipeline of spec §4 for valid values, after the check before
 * calculating (warnings are reviewed in a dialog first): each selected step in order
 * under a full-page spinner, then 'Persisting data', the save under the form id
 * and the move to the table of contents. A failure stops everything, clears the
 * spinner and shows the step's message in a red toast. A supplemental report
 * then explains its changes since the version it supplements (supplement-bridge.ts), and
 * the service computes the case's sensitivity from the bodies the steps posted
 * (sensitivity-step.ts); both are saved with the record.
 */
export function useSubmit(formId: string | undefined) {
  const navigate = useNavigate();
  const { asking, cases, drafts } = useSavedCaseStore();
  const { show, clear } = useCallErrorActions();
  const [busyLabel, setBusyLabel] = useState<string | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const toastCount = useRef(0);
  // The Retry of a failed submit runs the same calculation again with what was submitted.
  const retryRef = useRef<(formData: FormDataRecord, warnings: readonly PlausibilityWarning[]) => Promise<void>>(undefined);

  const fail = useCallback((text: string) => {
    setBusyLabel(null);
    toastCount.current += 1;
    setToast({ key: toastCount.current, text });
  }, []);

  const calculate = useCallback(
    async (formData: FormDataRecord, warnings: readonly PlausibilityWarning[]) => {
      clear();
      setToast(null);
      let record;
      try {
        const recording = recordingBodies(postJson);
        const results = await runSubmitSteps(formData, formData.case.typeSelectedValues, recording.post, setBusyLabel);
        // Peeked, not read: reading would take a newer save from another tab as the one this tab edits, and lose its question.
        const peeked = formId === undefined ? undefined : cases.peek(formId);
        const earlier = peeked?.status === 'found' ? peeked.record : undefined;
        const bridge = await supplementBridge(formData, earlier, postJson, setBusyLabel);
        const calculated = buildSavedRecord(formData, results, new Date().toISOString(), warnings);
        // The scenario of record the store will keep from the earlier save (saved-cases-store.ts), so the totals are the report's.
        const scenarioOfRecord = fitScenarioOfRecord(calculated, earlier?.scenarioOfRecord);
        const sensitivity = await sensitivityStep(formData, recording.bodies, scenarioOfRecord, postJson, setBusyLabel);
        record = { ...calculated, ...(bridge ? { bridge } : {}), sensitivity };
      } catch (error) {
        const failure = error instanceof StepFailure ? error : undefined;
        console.error(failure?.message ?? 'Submit failed', failure?.cause ?? error);
        show(
          callErrorOf(CALCULATION_ERROR, failure?.cause ?? error, {
            ...(failure ? { failedPart: `The step “${failure.step.label}”` } : {}),
            retry: () => void retryRef.current?.(formData, warnings),
          }),
        );
        fail(failure?.step.failure ?? CALCULATION_ERROR);
        return;
      }
      setBusyLabel(PERSISTING_LABEL);
      const id = formId ?? newFormId();
      // Asks about a newer save from another tab, or a full storage (with export), before giving up.
      const saved = await asking.save(id, record);
      if (saved.status === 'not-saved') {
        console.error(SAVE_ERROR, saved.error);
        fail(`${SAVE_ERROR}: ${saved.reason}`);
        return;
      }
      drafts.discard(formId);
      void navigate(`/${id}/table-of-contents`);
    },
    [clear, show, fail, formId, navigate, asking, cases, drafts],
  );

  retryRef.current = calculate;

  // The check before calculating: valid but unlikely inputs are shown for review before the first call.
  const [review, setReview] = useState<{ formData: FormDataRecord; warnings: PlausibilityWarning[] } | null>(null);

  const onValid = useCallback(
    async (formData: FormDataRecord) => {
      // The plausibility rules load on the first submit, not with the form.
      const { plausibilityWarnings } = await import('./plausibility.ts');
      const warnings = plausibilityWarnings({ formData });
      if (warnings.length > 0) {
        setReview({ formData, warnings });
        return;
      }
      await calculate(formData, []);
    },
    [calculate],
  );

  const calculateAnyway = useCallback(
    (reason = '') => {
      if (!review) return;
      setReview(null);
      void calculate(review.formData, reason ? review.warnings.map((warning) => ({ ...warning, reason })) : review.warnings);
    },
    [review, calculate],
  );

  /** Closes the review; answers the first warning's field (a saved-formData path) to return to. */
  const goBack = useCallback((): string | undefined => {
    const first = review?.warnings[0]?.path;
    setReview(null);
    return first;
  }, [review]);

  return { busyLabel, toast, dismissToast: () => setToast(null), onValid, review: review?.warnings ?? null, calculateAnyway, goBack };
}
