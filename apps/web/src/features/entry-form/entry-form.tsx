import type { FormDataRecord } from '@damages/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef } from 'react';
import { Button, Form } from 'react-bootstrap';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { CallErrorArea } from './autofill/call-error-area.tsx';
import { CallErrorProvider } from './autofill/call-errors.tsx';
import { DraftNotice } from './draft/draft-notice.tsx';
import { fieldId } from './fields/field-status.ts';
import { MedicalBlock } from './medical/medical-block.tsx';
import type { FormValues } from './model/form-values.ts';
import { formSchema } from './model/form-schema.ts';
import { useVisibility } from './model/use-visibility.ts';
import { CaseInformation } from './sections/case-information.tsx';
import { CaseSections } from './sections/case-sections.tsx';
import { ChildrenInformation } from './sections/children-information.tsx';
import { DocumentsReviewed } from './sections/documents-reviewed.tsx';
import { HouseInformation } from './sections/house-information.tsx';
import { PlaintiffAdditionalInfo } from './sections/plaintiff-additional-info.tsx';
import { PlaintiffIncome } from './sections/plaintiff-income.tsx';
import { PlaintiffInformation } from './sections/plaintiff-information.tsx';
import { SpouseInformation } from './sections/spouse-information.tsx';
import { formFieldOf, ReviewDialog } from './review/review-dialog.tsx';
import { useSubmit } from './submit/use-submit.ts';
import { BusyOverlay } from './ui/busy-overlay.tsx';
import { ErrorToast } from './ui/error-toast.tsx';

export interface EntryFormProps {
  /** The id being edited; a new one is generated on the first save. */
  formId?: string;
  initialValues: FormValues;
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

function EntryFormBody({ formId, initialValues }: EntryFormProps) {
  const methods = useForm<FormValues, unknown, FormDataRecord>({
    resolver: zodResolver(formSchema),
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { busyLabel, toast, dismissToast, onValid, review, calculateAnyway, goBack } = useSubmit(formId);
  useRevalidateAfterSubmit(methods);
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
      <DraftNotice formId={formId} initialValues={initialValues} />
      <Form noValidate onSubmit={methods.handleSubmit(onValid)} aria-label="Economic Damages Report Entry Form">
        <CallErrorArea />
        <FormSections />
        <div className="form-actions">
          <Button type="submit" variant="primary" size="lg" disabled={busyLabel !== null}>
            Submit
          </Button>
        </div>
      </Form>
      <ReviewDialog warnings={review} onGoBack={onGoBack} onCalculateAnyway={calculateAnyway} onClosed={onClosed} />
      <BusyOverlay label={busyLabel} />
      <ErrorToast message={toast} onClose={dismissToast} />
    </FormProvider>
  );
}

/**
 * After the first submit attempt every change re-validates the whole form, so
 * a section that appears (or a rule that depends on another field, such as the
 * minimum household size) shows its state at once.
 */
function useRevalidateAfterSubmit({ watch, trigger, formState }: UseFormReturn<FormValues, unknown, FormDataRecord>) {
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (!submitted) return;
    const subscription = watch(() => void trigger());
    return () => subscription.unsubscribe();
  }, [watch, trigger, submitted]);
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
      <DocumentsReviewed />
      {shown.medical && <MedicalBlock />}
    </>
  );
}
