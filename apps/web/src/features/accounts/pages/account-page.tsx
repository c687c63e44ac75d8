import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import '../accounts.css';
import { ChangePassword } from '../account/change-password.tsx';
import { SessionList } from '../account/session-list.tsx';
import { SignInMethods } from '../account/sign-in-methods.tsx';
import { TwoFactorSettings } from '../account/two-factor-settings.tsx';
import { useSignedInUser } from '../signed-in-user.ts';
import { UserMenu } from '../user-menu.tsx';

/** /account: who is signed in, the password, the authenticator app, and the signed-in devices. */
export function AccountPage() {
  const user = useSignedInUser();
  return (
    <Container as="main" className="account-page py-4">
      <header className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <div className="flex-grow-1">
          <Link to="/form" className="small">
            ← Back to the entry form
          </Link>
          <h1 className="h3 mt-1 mb-0">Account</h1>
          {user && (
            <p className="text-body-secondary mb-0">
              {user.name} · {user.email}
              {user.username && (
                <>
                  {' '}
                  · signs in as <strong>{user.username}</strong>
                </>
              )}
            </p>
          )}
          {user && <SignInMethods />}
        </div>
        <UserMenu />
      </header>
      <ChangePassword />
      <TwoFactorSettings />
      <SessionList />
    </Container>
  );
}
