import { Alert } from 'react-bootstrap';

/** A failure from the server, or a notice such as "we sent a new code", at the top of a form. */
export function MessageAlert({ error, notice }: { error?: string | null; notice?: string | null }) {
  if (error) {
    return (
      <Alert variant="danger" role="alert" className="py-2">
        {error}
      </Alert>
    );
  }
  if (notice) {
    return (
      <Alert variant="info" role="status" className="py-2">
        {notice}
      </Alert>
    );
  }
  return null;
}
