import type { ReactNode } from 'react';

/** The inline error under a field, read with it (aria-describedby); the form's error summary is the one live region. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {message}
    </div>
  );
}

/** Where an autofilled value came from, shown under it. */
export function FieldNote({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div id={id} className="form-text field-note">
      Source: {children}
    </div>
  );
}
