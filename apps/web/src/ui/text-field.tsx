import type { HTMLAttributes } from 'react';
import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The inline message; only invalid styling is shown, so a rejected password is not marked as fine. */
  error?: string;
  /**
   * Whether the message is announced as it appears (role="alert"), so a rejected sign-in is heard.
   * A form with its own summary alert turns it off: two alerts at once would talk over each other.
   */
  announceError?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel';
  /** Rows of a multi-line field; a single-line input without. */
  rows?: number;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: string;
  /** A unit shown before the input, such as '$'; hidden from screen readers, whose label says it. */
  prefix?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A labelled input or text area with its inline message and hint, both tied to it for screen readers. */
export function TextField({
  id,
  label,
  registration,
  error,
  announceError = true,
  type = 'text',
  rows,
  autoComplete,
  inputMode,
  hint,
  prefix,
  autoFocus,
  disabled,
  className = 'mb-3',
}: TextFieldProps) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const control = (
    <Form.Control
      id={id}
      {...(rows ? { as: 'textarea' as const, rows } : { type })}
      autoComplete={autoComplete}
      inputMode={inputMode}
      autoFocus={autoFocus}
      disabled={disabled}
      isInvalid={!!error}
      aria-invalid={error ? true : undefined}
      aria-describedby={described || undefined}
      {...registration}
    />
  );
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {prefix ? (
        <div className="input-group has-validation">
          <span className="input-group-text" aria-hidden="true">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {error && (
        <div id={`${id}-error`} role={announceError ? 'alert' : undefined} className="invalid-feedback d-block">
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
