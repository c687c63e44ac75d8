import type { FormDataRecord } from '@damages/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { Button, Form } from 'react-bootstrap';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { CallErrorArea } from './autofill/call-error-area.tsx';
import { CallErrorProvider } from './autofill/call-errors.tsx';
import { RefreshLookedUpFigures } from './autofill/refresh-looked-up.tsx';
import { DraftNotice } from './draft/draft-notice.tsx';
import { SupplementNotice } from './draft/supplement-notice.tsx';
import { ErrorSummary } from './fields/error-summary.tsx';
import { fieldId, type FieldName } from './fields/field-status.ts';
import { MedicalBlock } from './medical/medical-block.tsx';
import type { FormValues } from './model/form-values.ts';
import { entryFormResolver, partMessages, revalidationTargets } from './model/revalidation.ts';
import { useVisibility } from './model/use-visibility.ts';
import { CaseInformation } from './sections/case-information.tsx';
import { CaseSections } from './sections/case-sections.tsx';
import { ChildrenInformation } from './sections/children-information.tsx';
import { DocumentsReviewed } from './sections/documents-reviewed.tsx';
import { HouseInformation } from './sections/house-information.tsx';
import { PlaintiffAdditionalInfo } from './sections/plaintiff-additional-info.tsx';
import { PlaintiffIncome } from './sections/plaintiff-income.tsx';
import { PlaintiffInformation } from './sections/plaintiff-information.tsx';
import { PrejudgmentInterest } from './sections/prejudgment-interest.tsx';
import { SpouseInformation } from './sections/spouse-information.tsx';
import { ValuationSection } from './sections/valuation-section.tsx';
import { formFieldOf, ReviewDialog } from './review/review-dialog.tsx';
import { useSubmit } from './submit/use-submit.ts';
import { BusyOverlay } from './ui/busy-overlay.tsx';
import { LeaveGuard } from './ui/leave-guard.tsx';
import { ErrorToast } from './ui/error-toast.tsx';

export interface EntryFormProps {
  /** The id being edited; a new one is generated on the first save. */
  formId?: string;
  initialValues: FormValues;
  /** The opposing report's assumptions (rebuttal mode) instead of the case's own: see opposing/opposing-form-page.tsx. */
  opposing?: OpposingMode;
}

/** The form entering another report's assumptions: its own draft, and a submit that saves them instead of calculating. */
export interface OpposingMode {
  /** The draft's id, apart from the case's own draft. */
  draftId: string;
  /** Takes the valid form data in place of the calculation. */
  onValid: (formData: FormDataRecord) => Promise<void>;
}

/**
 * The Economic Damages Report Entry Form. Validation runs on submit, then on
 * every change (spec §4); a valid submit runs the calculation pipeline.
 */
export function EntryForm(props: EntryFormProps) {
  return (
    <CallErrorProvider>
      <EntryFormBody {...props} />
    </CallErrorProvider>
  );
}

const resolver = entryFormResolver();

function EntryFormBody({ formId, initialValues, opposing }: EntryFormProps) {
  const methods = useForm<FormValues, unknown, FormDataRecord>({
    resolver,
    defaultValues: initialValues,
    mode: 'onSubmit',
    // The changed field (and an added or removed block) is re-checked by react-hook-form with the part of the
    // schema it needs (see entryFormResolver); useRevalidateAfterSubmit adds the fields depending on it.
    reValidateMode: 'onChange',
  });
  const { busyLabel, toast, dismissToast, onValid: calculateCase, review, calculateAnyway, goBack } = useSubmit(formId);
  const onValid = opposing?.onValid ?? calculateCase;
  useRevalidateAfterSubmit(methods);
  // A valid submit leaves for the report without asking; a failure (its toast) or the review dialog stays.
  const submitting = useRef(false);
  const submitValid = useCallback(
    async (formData: FormDataRecord) => {
      submitting.current = true;
      try {
        await onValid(formData);
      } finally {
        submitting.current = false;
      }
    },
    [onValid],
  );
  const onCalculateAnyway = useCallback(
    (reason: string) => {
      submitting.current = true;
      calculateAnyway(reason);
    },
    [calculateAnyway],
  );
  useEffect(() => {
    if (toast) submitting.current = false;
  }, [toast]);
  // "Go back" focuses the first field concerned once the dialog has gone (it holds the focus while open).
  const returnTo = useRef<string | undefined>(undefined);
  const onGoBack = useCallback(() => {
    const path = goBack();
    returnTo.current = path === undefined ? undefined : formFieldOf(path);
  }, [goBack]);
  const { setFocus } = methods;
  const onClosed = useCallback(() => {
    const name = returnTo.current;
    returnTo.current = undefined;
    if (name === undefined) return;
    const input = document.getElementById(fieldId(name));
    if (input) {
      input.scrollIntoView?.({ block: 'center' });
      input.focus();
    } else setFocus(name as never);
  }, [setFocus]);
  return (
    <FormProvider {...methods}>
      {opposing === undefined && <SupplementNotice formId={formId} />}
      <DraftNotice formId={opposing?.draftId ?? formId} initialValues={initialValues} />
      <Form noValidate onSubmit={(event) => void methods.handleSubmit(submitValid)(event)} aria-label="Economic Damages Report Entry Form">
        <CallErrorArea />
        <ErrorSummary />
        <FormSections />
        <div className="form-actions">
          <RefreshLookedUpFigures />
          <Button type="submit" variant="primary" size="lg" disabled={busyLabel !== null}>
            Submit
          </Button>
        </div>
      </Form>
      <ReviewDialog warnings={review} onGoBack={onGoBack} onCalculateAnyway={onCalculateAnyway} onClosed={onClosed} />
      <BusyOverlay label={busyLabel} />
      <LeaveGuard changed={userChanged(methods.formState.dirtyFields)} submitting={submitting} />
      <ErrorToast message={toast} onClose={dismissToast} />
    </FormProvider>
  );
}

/**
 * After the first submit attempt every change re-validates what it can affect:
 * its own group and the rules reading it (a section that appears, the minimum
 * household size...), or the whole form for a change that shows or hides parts
 * of it. Typing in one of 50 modalities re-checks only that scenario, so typing stays fast (docs/benchmarks.md).
 */
function useRevalidateAfterSubmit({
  watch,
  getValues,
  getFieldState,
  setError,
  clearErrors,
  formState,
}: UseFormReturn<FormValues, unknown, FormDataRecord>) {
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (!submitted) return;
    const subscription = watch((_values, { name }) => {
      // Applied at once, not through trigger(): react-hook-form would drop an answer for fields that re-render
      // meanwhile, and a slower whole-form answer could land after (and undo) a later change's.
      for (const [field, message] of partMessages(getValues(), revalidationTargets(name))) {
        const path = field as FieldName;
        if (getFieldState(path).error?.message === message) continue;
        if (message === undefined) clearErrors(path);
        else setError(path, { type: 'custom', message });
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, getFieldState, setError, clearErrors, submitted]);
}

/** The sections in the spec's order, each shown only while it applies (spec §2, §4). */
function FormSections() {
  const shown = useVisibility();
  return (
    <>
      <CaseInformation />
      {shown.house && <HouseInformation />}
      <CaseSections />
      <PlaintiffInformation />
      <PlaintiffAdditionalInfo />
      {shown.income && <PlaintiffIncome />}
      {shown.spouse && <SpouseInformation />}
      {shown.children && <ChildrenInformation />}
      {shown.lossTypes.length > 0 && <ValuationSection />}
      <DocumentsReviewed />
      {shown.medical && <MedicalBlock />}
      <PrejudgmentInterest />
    </>
  );
}

/**
 * Whether the user changed the form: a dirty field other than the economist,
 * which the form chooses by itself when it opens (the account's own profile).
 */
function userChanged(dirty: object, at = ''): boolean {
  return Object.entries(dirty as Record<string, unknown>).some(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    if (path === 'case.economist' || path === 'case.economistProfile') return false;
    return typeof value === 'object' && value !== null ? userChanged(value, path) : value === true;
  });
}
