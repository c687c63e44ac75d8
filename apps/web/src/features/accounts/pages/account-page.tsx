import { EMAIL_CHANGE_WORDS, SIGN_IN_PROVIDER_WORDS as PROVIDER } from '@damages/contracts';
import { Card, Container } from 'react-bootstrap';
import { Link } from 'react-router';
import '../accounts.css';
import { BackupCodesCard } from '../account/backup-codes-card.tsx';
import { ChangeEmail } from '../account/change-email.tsx';
import { ChangePassword } from '../account/change-password.tsx';
import { SessionList } from '../account/session-list.tsx';
import { SignInMethods } from '../account/sign-in-methods.tsx';
import { TwoFactorSettings } from '../account/two-factor-settings.tsx';
import { hasNoPassword, useSignInMethods, type SignInMethods as Methods } from '../account/use-sign-in-methods.ts';
import { useSignedInUser } from '../signed-in-user.ts';
import { UserMenu } from '../user-menu.tsx';

/** A card that says, instead of a form, that the sign-in provider looks after this. */
function ProviderManaged({ heading, text }: { heading: string; text: string }) {
  return (
    <Card className="mb-4">
      <Card.Header className="bg-white">
        <h2 className="h5 mb-0">{heading}</h2>
      </Card.Header>
      <Card.Body>
        <p className="text-body-secondary mb-0">{text}</p>
      </Card.Body>
    </Card>
  );
}

/**
 * The cards that ask for the account's password. An account that signs in only through single
 * sign-on has none here, so it is told who manages each instead of asked what it cannot answer.
 */
function PasswordSettings({ methods }: { methods: Methods }) {
  if (hasNoPassword(methods)) {
    return (
      <>
        <ProviderManaged heading="Password" text={PROVIDER.passwordManaged(methods.ssoName)} />
        <ProviderManaged heading={EMAIL_CHANGE_WORDS.heading} text={PROVIDER.emailFromProvider(methods.ssoName)} />
        <ProviderManaged heading="Two-factor authentication" text={PROVIDER.twoFactorManaged(methods.ssoName)} />
      </>
    );
  }
  return (
    <>
      <ChangePassword />
      <ChangeEmail />
      <TwoFactorSettings />
      <BackupCodesCard />
    </>
  );
}

/** /account: who is signed in, the password and e-mail address, the authenticator app and its backup codes, and the signed-in devices. */
export function AccountPage() {
  const user = useSignedInUser();
  const methods = useSignInMethods();
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
          {user && <SignInMethods methods={methods} />}
        </div>
        <UserMenu />
      </header>
      {/* Until the sign-in methods are known, so that no password form flashes up for an account without one. */}
      {methods && <PasswordSettings methods={methods} />}
      <SessionList />
    </Container>
  );
}
