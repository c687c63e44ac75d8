import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmEmailForm } from '../forms/confirm-email-form.tsx';
import { CreateAccountForm } from '../forms/create-account-form.tsx';
import type { SignUpValues } from '../model/account-schemas.ts';
import { forgetPendingConfirmation, pendingConfirmation, rememberPendingConfirmation } from '../model/pending-confirmation.ts';
import { signInWithPassword } from '../sign-in-flow.ts';
import { AuthCard } from '../ui/auth-card.tsx';
import { useFinishSignIn } from '../use-finish-sign-in.ts';

/** /sign-up: create the account, confirm the e-mailed code, then straight into the app (spec §4). */
export function SignUpPage() {
  const [account, setAccount] = useState<SignUpValues | null>(null);
  // After a reload, the address still waiting for its code (the password is not kept).
  const [pendingEmail, setPendingEmail] = useState(pendingConfirmation);
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const toSignIn = <Link to="/sign-in">Already have an account?</Link>;
  const confirmedNotice = { notice: 'Your email address is confirmed. Sign in to continue.' };

  if (!account && !pendingEmail) {
    return (
      <AuthCard title="Create account" lead="Prepare economic damages reports for your cases." footer={toSignIn}>
        <CreateAccountForm
          onCreated={(created) => {
            rememberPendingConfirmation(created.email);
            setAccount(created);
          }}
        />
      </AuthCard>
    );
  }

  async function signInAfterConfirmation(values: SignUpValues | null) {
    forgetPendingConfirmation();
    // The password is still in memory from the first step (not after a reload), so the user need not type it again.
    const outcome = values ? await signInWithPassword(values) : undefined;
    if (outcome?.kind === 'signed-in') return finish(outcome.user);
    void navigate('/sign-in', { replace: true, state: confirmedNotice });
  }

  function startOver() {
    forgetPendingConfirmation();
    setPendingEmail(undefined);
    setAccount(null);
  }

  return (
    <AuthCard
      title="Validate Email Address"
      lead="One last step: confirm that the email address is yours."
      footer={
        <>
          {toSignIn}
          <button type="button" className="btn btn-link p-0 ms-3 align-baseline" onClick={startOver}>
            Create a different account
          </button>
        </>
      }
    >
      <ConfirmEmailForm email={account?.email ?? pendingEmail!} onConfirmed={() => signInAfterConfirmation(account)} />
    </AuthCard>
  );
}
