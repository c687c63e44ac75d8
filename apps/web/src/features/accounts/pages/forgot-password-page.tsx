import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NewPasswordForm, RequestResetForm } from '../forms/reset-password-forms.tsx';
import { AuthCard } from '../ui/auth-card.tsx';

/** /forgot-password: e-mail, then the e-mailed code and a new password. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState<string | null>(null);
  const navigate = useNavigate();
  const footer = <Link to="/sign-in">Back to sign in</Link>;

  if (!email) {
    return (
      <AuthCard title="Reset your password" lead="We will email you a code to choose a new password." footer={footer}>
        <RequestResetForm onSent={setEmail} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" lead="Enter the code from the email and your new password." footer={footer}>
      <NewPasswordForm
        email={email}
        onChanged={() =>
          void navigate('/sign-in', { replace: true, state: { notice: 'Your password was changed. Sign in with the new one.' } })
        }
      />
    </AuthCard>
  );
}
