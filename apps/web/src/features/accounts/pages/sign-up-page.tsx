import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmEmailForm } from '../forms/confirm-email-form.tsx';
import { CreateAccountForm } from '../forms/create-account-form.tsx';
import type { SignUpValues } from '../model/account-schemas.ts';
import { signInWithPassword } from '../sign-in-flow.ts';
import { AuthCard } from '../ui/auth-card.tsx';
import { useFinishSignIn } from '../use-finish-sign-in.ts';

/** /sign-up: create the account, confirm the e-mailed code, then straight into the app (spec §4). */
export function SignUpPage() {
  const [account, setAccount] = useState<SignUpValues | null>(null);
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const toSignIn = <Link to="/sign-in">Already have an account?</Link>;

  if (!account) {
    return (
      <AuthCard title="Create account" lead="Prepare economic damages reports for your cases." footer={toSignIn}>
        <CreateAccountForm onCreated={setAccount} />
      </AuthCard>
    );
  }

  async function signInAfterConfirmation(values: SignUpValues) {
    // The password is still in memory from the first step, so the user need not type it again.
    const outcome = await signInWithPassword(values);
    if (outcome.kind === 'signed-in') return finish(outcome.user);
    navigate('/sign-in', { replace: true, state: { notice: 'Your email address is confirmed. Sign in to continue.' } });
  }

  return (
    <AuthCard title="Validate Email Address" lead="One last step: confirm that the email address is yours." footer={toSignIn}>
      <ConfirmEmailForm email={account.email} onConfirmed={() => signInAfterConfirmation(account)} />
    </AuthCard>
  );
}
