import { Container } from 'react-bootstrap';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's default error page: 'Unexpected Application Error!' with the status or message. */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Container className="py-5">
      <h2>Unexpected Application Error!</h2>
      <h3 className="h5 text-muted">{detail}</h3>
    </Container>
  );
}
