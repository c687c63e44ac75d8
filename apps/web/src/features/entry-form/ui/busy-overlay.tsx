import { Spinner } from 'react-bootstrap';

/** The full-page spinner of the submit pipeline, with the current step's text. */
export function BusyOverlay({ label }: { label: string | null }) {
  if (label === null) return null;
  return (
    <div className="busy-overlay" role="status" aria-live="polite" data-testid="busy-overlay">
      <div className="busy-panel">
        <Spinner animation="border" variant="primary" aria-hidden="true" />
        <div className="busy-label">{label}</div>
      </div>
    </div>
  );
}
