import { provenanceText, type ValueProvenance } from '@damages/contracts';
import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useFormContext, useWatch } from 'react-hook-form';
import { InputField } from '../fields/input-field.tsx';
import type { FieldName } from '../fields/field-status.ts';
import type { FormValues } from '../model/form-values.ts';
import type { AutofillResult } from './lookups.ts';
import { useAutofill } from './use-autofill.ts';

export interface AutofillFieldProps {
  name: FieldName;
  /** Where the figure's provenance is kept in the form values (methodology §11). */
  provenanceName: FieldName;
  /**
   * Where to keep the looked-up figure itself, as a number, also after the user types over it
   * (a life expectancy, which the check before calculating compares with the table).
   */
  lookedUpName?: FieldName;
  label: string;
  /** Beside the label (see InputField). */
  aside?: ReactNode;
  /** The button's name for a screen reader, saying what it fills; `Autofill <label>` when absent. */
  buttonLabel?: string;
  placeholder?: string;
  /** Whether the Autofill button is offered (its inputs are all set). */
  ready: boolean;
  /** Fetches the value; throws on failure (an AutofillRefusal is shown as is). */
  lookUp: () => Promise<AutofillResult>;
  /** The error-area message when the call fails. */
  failureMessage: string;
  className?: string;
}

/**
 * A number field with an Autofill button. While the call runs the button shows
 * a spinner and the input is disabled; the answer fills this field only and
 * its provenance beside it, which is saved with the case and shown under the
 * field. Typing in the field makes the figure the user's own ("entered"): the
 * provenance is dropped.
 */
export function AutofillField({
  name,
  provenanceName,
  lookedUpName,
  label,
  aside,
  buttonLabel = `Autofill ${label}`,
  placeholder,
  ready,
  lookUp,
  failureMessage,
  className,
}: AutofillFieldProps) {
  const { control, setValue, formState } = useFormContext<FormValues>();
  const provenance = useWatch({ control, name: provenanceName }) as ValueProvenance | undefined;
  const { busy, run } = useAutofill(failureMessage);

  const autofill = () =>
    run(async () => {
      const result = await lookUp();
      setValue(name, result.value, { shouldDirty: true, shouldTouch: true, shouldValidate: formState.isSubmitted });
      // The path's value type is the union of every field's; the provenance kinds are checked where they are made.
      setValue(provenanceName, result.provenance as never, { shouldDirty: true });
      if (lookedUpName) setValue(lookedUpName, Number(result.value) as never);
    });
  const typed = () => setValue(provenanceName, undefined as never, { shouldDirty: true });

  const button = ready ? (
    <Button variant="outline-primary" onClick={() => void autofill()} disabled={busy} aria-label={buttonLabel}>
      {busy ? <Spinner as="span" animation="border" size="sm" role="status" aria-label="Loading" /> : null}
      <span className={busy ? 'ms-2' : undefined}>Autofill</span>
    </Button>
  ) : undefined;

  return (
    <InputField
      name={name}
      label={label}
      aside={aside}
      type="number"
      placeholder={placeholder}
      disabled={busy}
      append={button}
      note={isProvenance(provenance) ? provenanceText(provenance) : undefined}
      registerOptions={{ onChange: typed }}
      className={className}
    />
  );
}

const isProvenance = (value: unknown): value is ValueProvenance => typeof value === 'object' && value !== null && 'lookup' in value;
