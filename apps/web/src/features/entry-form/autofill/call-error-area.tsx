import { Alert } from 'react-bootstrap';
import { useCallError, useCallErrorActions } from './call-errors.tsx';

/** The form's error area for call failures; it stays in view while the user scrolls. */
export function CallErrorArea() {
  const error = useCallError();
  const { clear } = useCallErrorActions();
  if (!error) return null;
  return (
    <div className="call-error-area">
      <Alert variant="danger" dismissible onClose={clear} role="alert" className="mb-3 shadow-sm" data-testid="call-error">
        <div className="fw-semibold">{error.message}</div>
        {error.issues.length > 0 && (
          <ul className="mb-0 mt-1 small">
            {error.issues.map((issue, i) => (
              <li key={i}>
                {issue.message}
                {issue.path ? <span className="text-body-secondary"> ({issue.path})</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Alert>
    </div>
  );
}
