import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { ConfirmEmailForm } from '../forms/confirm-email-form.tsx';
import { SecondFactorForm } from '../forms/second-factor-form.tsx';
import { SignInForm } from '../forms/sign-in-form.tsx';
import type { SignInValues } from '../model/account-schemas.ts';
import { signInWithPassword, type SignInOutcome } from '../sign-in-flow.ts';
import { AuthCard } from '../ui/auth-card.tsx';
import { SsoSignIn } from '../ui/sso-sign-in.tsx';
import { useFinishSignIn } from '../use-finish-sign-in.ts';

type Step = { kind: 'credentials'; notice?: string } | { kind: 'second-factor' } | { kind: 'confirm'; credentials: SignInValues };

const CONFIRMED = 'Your email address is confirmed. Sign in to continue.';

/** /sign-in: credentials, then the authenticator code or the e-mail confirmation when the account needs one. */
export function SignInPage() {
  const location = useLocation();
  const finish = useFinishSignIn();
  const [step, setStep] = useState<Step>({ kind: 'credentials', notice: (location.state as { notice?: string } | null)?.notice });
  const backToSignIn = (
    <Button variant="link" className="p-0" onClick={() => setStep({ kind: 'credentials' })}>
      Back to sign in
    </Button>
  );

  function follow(outcome: Exclude<SignInOutcome, { kind: 'failed' }>, credentials: SignInValues) {
    if (outcome.kind === 'signed-in') finish(outcome.user);
    else if (outcome.kind === 'second-factor') setStep({ kind: 'second-factor' });
    else setStep({ kind: 'confirm', credentials });
  }

  if (step.kind === 'second-factor') {
    return (
      <AuthCard title="Two-factor authentication" lead="Your account is protected by an authenticator app." footer={backToSignIn}>
        <SecondFactorForm onSignedIn={finish} />
      </AuthCard>
    );
  }

  if (step.kind === 'confirm') {
    const { credentials } = step;
    // Signed in by username, the address is not known here; the form asks for it.
    const email = credentials.username ? undefined : credentials.email;
    return (
      <AuthCard title="Validate Email Address" lead="Confirm your email address to finish signing in." footer={backToSignIn}>
        <ConfirmEmailForm
          email={email}
          intro={`Your email address is not confirmed yet. We sent a new code to ${email ?? 'it'}; it expires in 10 minutes.`}
          onConfirmed={async () => {
            const outcome = await signInWithPassword(credentials);
            if (outcome.kind === 'failed' || outcome.kind === 'unconfirmed') setStep({ kind: 'credentials', notice: CONFIRMED });
            else follow(outcome, credentials);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign in"
      lead="Sign in with your username, or with your email address."
      footer={
        <Link to="/sign-up" state={location.state as unknown}>
          Don&apos;t have an account?
        </Link>
      }
    >
      <SsoSignIn />
      <SignInForm notice={step.notice} onOutcome={follow} />
    </AuthCard>
  );
}
