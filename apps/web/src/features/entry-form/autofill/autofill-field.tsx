import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useFormContext, useWatch } from 'react-hook-form';
import { InputField } from '../fields/input-field.tsx';
import type { FieldName } from '../fields/field-status.ts';
import type { FormValues } from '../model/form-values.ts';
import type { AutofillResult } from './lookups.ts';
import { useAutofill } from './use-autofill.ts';

export interface AutofillFieldProps {
  name: FieldName;
  label: string;
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
 * a spinner and the input is disabled; the answer fills this field only, and
 * its source is shown under it for as long as the value is unchanged.
 */
export function AutofillField({ name, label, placeholder, ready, lookUp, failureMessage, className }: AutofillFieldProps) {
  const { control, setValue, formState } = useFormContext<FormValues>();
  const current = useWatch({ control, name }) as unknown;
  const [filled, setFilled] = useState<AutofillResult>();
  const { busy, run } = useAutofill(failureMessage);

  const autofill = () =>
    run(async () => {
      const result = await lookUp();
      setValue(name, result.value, { shouldDirty: true, shouldTouch: true, shouldValidate: formState.isSubmitted });
      setFilled(result);
    });

  const button = ready ? (
    <Button variant="outline-primary" onClick={() => void autofill()} disabled={busy} aria-label={`Autofill ${label}`}>
      {busy ? <Spinner as="span" animation="border" size="sm" role="status" aria-label="Loading" /> : null}
      <span className={busy ? 'ms-2' : undefined}>Autofill</span>
    </Button>
  ) : undefined;

  return (
    <InputField
      name={name}
      label={label}
      type="number"
      placeholder={placeholder}
      disabled={busy}
      append={button}
      note={filled && filled.value === current ? filled.source : undefined}
      className={className}
    />
  );
}
