import type { HTMLAttributes } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The inline message; only invalid styling is shown, so a rejected password is not marked as fine. */
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** A labelled input with its inline message and hint, both tied to it for screen readers. */
export function TextField({
  id,
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
  autoFocus,
  disabled,
}: TextFieldProps) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoFocus={autoFocus}
        disabled={disabled}
        isInvalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...registration}
      />
      {error && (
        <div id={`${id}-error`} role="alert" className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
