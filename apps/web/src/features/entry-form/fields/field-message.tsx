import type { ReactNode } from 'react';

/** The inline error under a field, announced to screen readers. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id} role="alert" className="invalid-feedback d-block">
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
