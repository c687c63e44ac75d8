import { Alert, Button } from 'react-bootstrap';
import { useCallError, useCallErrorActions } from './call-errors.tsx';

/**
 * The form's error area for call failures: the spec's message, why in plain words, the server's
 * field issues and a Retry. It sits in the page's flow above the form, never over its fields.
 */
export function CallErrorArea() {
  const error = useCallError();
  const { clear } = useCallErrorActions();
  if (!error) return null;
  return (
    <div className="call-error-area">
      <Alert variant="danger" dismissible onClose={clear} role="alert" className="mb-3 shadow-sm" data-testid="call-error">
        <div className="fw-semibold">{error.message}</div>
        {error.explanation && <div className="small mt-1">{error.explanation}</div>}
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
        {error.retry && (
          <Button
            size="sm"
            variant="outline-danger"
            className="mt-2"
            onClick={() => {
              const retry = error.retry!;
              clear();
              retry();
            }}
          >
            Retry
          </Button>
        )}
      </Alert>
    </div>
  );
}
