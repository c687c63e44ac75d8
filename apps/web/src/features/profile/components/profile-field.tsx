import { Form } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface ProfileFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  /** Rows of a multi-line field; a single-line input without. */
  rows?: number;
  autoComplete?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  hint?: string;
  prefix?: string;
  className?: string;
}

/** A labelled input or text area with its inline message and hint, both tied to it for screen readers. */
export function ProfileField({
  id,
  label,
  registration,
  error,
  type = 'text',
  rows,
  autoComplete,
  inputMode,
  hint,
  prefix,
  className = 'mb-3',
}: ProfileFieldProps) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const control = (
    <Form.Control
      id={id}
      {...(rows ? { as: 'textarea' as const, rows } : { type })}
      autoComplete={autoComplete}
      inputMode={inputMode}
      isInvalid={!!error}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
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
        <div id={`${id}-error`} className="invalid-feedback d-block">
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
