import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';

interface BusyButtonProps {
  busy: boolean;
  /** What the spinner says while the call runs, e.g. 'Authenticating'. */
  busyLabel: string;
  children: ReactNode;
  variant?: string;
  type?: 'submit' | 'button';
  onClick?: () => void;
  className?: string;
}

/** A button that turns into a labelled spinner while its call runs, so it cannot be pressed twice. */
export function BusyButton({
  busy,
  busyLabel,
  children,
  variant = 'primary',
  type = 'submit',
  onClick,
  className = 'w-100',
}: BusyButtonProps) {
  return (
    <Button type={type} variant={variant} disabled={busy} onClick={onClick} className={className} aria-busy={busy || undefined}>
      {busy ? (
        <span role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          {busyLabel}
        </span>
      ) : (
        children
      )}
    </Button>
  );
}
