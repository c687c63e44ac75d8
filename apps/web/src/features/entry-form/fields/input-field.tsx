import type { ReactNode } from 'react';
import { Form, InputGroup } from 'react-bootstrap';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import type { FormValues } from '../model/form-values.ts';
import { FieldHelpText, hasFieldHelp } from './field-help.tsx';
import { FieldMessage, FieldNote } from './field-message.tsx';
import { fieldId, useFieldStatus, type FieldName } from './field-status.ts';

export interface InputFieldProps {
  name: FieldName;
  label: string;
  type?: 'text' | 'number' | 'date';
  placeholder?: string;
  disabled?: boolean;
  /** A button after the input (Autofill). */
  append?: ReactNode;
  /** Source of an autofilled value. */
  note?: ReactNode;
  /** Beside the label, on its line: a short word about the value, such as a warning (read with the field). */
  aside?: ReactNode;
  min?: number;
  /** Rows of a multi-line text (an address); a one-line input without it. */
  rows?: number;
  registerOptions?: RegisterOptions<FormValues, FieldName>;
  className?: string;
}

/** A labelled text, number or date input with its inline message. */
export function InputField({
  name,
  label,
  type = 'text',
  placeholder,
  disabled,
  append,
  note,
  aside,
  min,
  rows,
  registerOptions,
  className = 'mb-3',
}: InputFieldProps) {
  const { register } = useFormContext<FormValues>();
  const { message, isInvalid, isValid } = useFieldStatus(name);
  const id = fieldId(name);
  const described = [
    aside ? `${id}-aside` : '',
    message ? `${id}-error` : '',
    hasFieldHelp(name) ? `${id}-help` : '',
    note ? `${id}-note` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const input = (
    <Form.Control
      id={id}
      {...(rows === undefined ? { type } : { as: 'textarea' as const, rows })}
      placeholder={placeholder}
      step={type === 'number' ? 'any' : undefined}
      inputMode={type === 'number' ? 'decimal' : undefined}
      min={min}
      {...register(name, registerOptions)}
      disabled={disabled}
      isInvalid={isInvalid}
      isValid={isValid}
      aria-invalid={isInvalid || undefined}
      aria-describedby={described || undefined}
    />
  );
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {aside && <span id={`${id}-aside`}>{aside}</span>}
      {append ? (
        <InputGroup hasValidation>
          {input}
          {append}
        </InputGroup>
      ) : (
        input
      )}
      <FieldMessage id={`${id}-error`} message={message} />
      <FieldHelpText id={`${id}-help`} name={name} />
      <FieldNote id={`${id}-note`}>{note}</FieldNote>
    </Form.Group>
  );
}
