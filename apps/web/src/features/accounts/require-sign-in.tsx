import { useEffect, useState } from 'react';
import { Alert, Button, Container, Spinner } from 'react-bootstrap';
import { Navigate, Outlet, useLocation } from 'react-router';
import { authErrorMessage } from './model/auth-errors.ts';
import { signInPathFor } from './model/redirect-target.ts';
import { useSavedCaseStore } from '../saved-cases/index.ts';
import { fetchSession } from './session-check.ts';
import { clearSignedInUser, saveSignedInUser } from './signed-in-user.ts';

type Check = { state: 'checking' } | { state: 'signed-in' } | { state: 'signed-out' } | { state: 'failed'; message: string };

/**
 * Layout route of every page that needs a session. Asks the server (the local
 * copy of the user proves nothing) and sends anonymous visitors to
 * /sign-in?redirectTo=<this page>.
 */
export function RequireSignIn() {
  const location = useLocation();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const savedCases = useSavedCaseStore();

  useEffect(() => {
    let live = true;
    void fetchSession().then(({ data, error }) => {
      if (!live) return;
      if (error) return setCheck({ state: 'failed', message: authErrorMessage(error) });
      if (data?.user) {
        const user = data.user;
        saveSignedInUser(user);
        // The account's saved cases open before its pages show them.
        return void savedCases.vault.unlockFor(user.id).then(() => live && setCheck({ state: 'signed-in' }));
      }
      clearSignedInUser(savedCases);
      setCheck({ state: 'signed-out' });
    });
    return () => {
      live = false;
    };
  }, [attempt, savedCases]);

  if (check.state === 'signed-in') return <Outlet />;
  if (check.state === 'signed-out') return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  if (check.state === 'failed') {
    return (
      <Container className="py-5" style={{ maxWidth: '32rem' }}>
        <Alert variant="danger">
          <p className="mb-3">We could not check your session: {check.message}</p>
          <Button variant="outline-danger" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </Alert>
      </Container>
    );
  }
  return (
    <div className="d-flex justify-content-center align-items-center gap-2 py-5 text-body-secondary" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      Checking your session
    </div>
  );
}
