import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import type { FormValues } from '../model/form-values.ts';
import { FieldHelpText, hasFieldHelp } from './field-help.tsx';
import { FieldMessage } from './field-message.tsx';
import { fieldId, useFieldStatus, type FieldName } from './field-status.ts';

export interface Option {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: FieldName;
  label: string;
  options: readonly Option[];
  /** The empty first choice; null for a choice that always has a value (an option with a default). */
  placeholder?: string | null;
  registerOptions?: RegisterOptions<FormValues, FieldName>;
  className?: string;
  /** Help under the select that depends on the choice made; without it, the field's help list entry if it has one (model/field-help.ts). */
  help?: ReactNode;
}

/** A labelled select from a fixed option list, with its inline message and its help, both read with it. */
export function SelectField({
  name,
  label,
  options,
  placeholder = 'Select…',
  registerOptions,
  className = 'mb-3',
  help,
}: SelectFieldProps) {
  const { register } = useFormContext<FormValues>();
  const { message, isInvalid, isValid } = useFieldStatus(name);
  const id = fieldId(name);
  const helped = help !== undefined || hasFieldHelp(name);
  const described = [message ? `${id}-error` : '', helped ? `${id}-help` : ''].filter(Boolean).join(' ');
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Select
        id={id}
        {...register(name, registerOptions)}
        isInvalid={isInvalid}
        isValid={isValid}
        aria-invalid={isInvalid || undefined}
        aria-describedby={described || undefined}
      >
        {placeholder !== null && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <FieldMessage id={`${id}-error`} message={message} />
      {help !== undefined ? (
        <Form.Text id={`${id}-help`} className="field-help d-block">
          {help}
        </Form.Text>
      ) : (
        <FieldHelpText id={`${id}-help`} name={name} />
      )}
    </Form.Group>
  );
}
