import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useAuthAction } from '../auth-call.ts';
import { signInSchema, type SignInValues } from '../model/account-schemas.ts';
import { signInWithPassword, type SignInOutcome } from '../sign-in-flow.ts';
import { BusyButton, TextField } from '../../../ui/index.ts';
import { MessageAlert } from '../ui/message-alert.tsx';

interface SignInFormProps {
  /** Every outcome but a refusal, which this form shows itself. */
  onOutcome: (outcome: Exclude<SignInOutcome, { kind: 'failed' }>, credentials: SignInValues) => Promise<void> | void;
  notice?: string | null;
}

/** Username, Email, Password; the username is used when given, otherwise the e-mail. */
export function SignInForm({ onOutcome, notice }: SignInFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { username: '', email: '', password: '' },
    reValidateMode: 'onChange',
  });
  const { busy, error, run, fail } = useAuthAction();
  // Each of username and e-mail satisfies the other's "required", so a change to one revalidates both (`deps`).

  const submit = handleSubmit((values) =>
    run(async () => {
      const outcome = await signInWithPassword(values);
      if (outcome.kind === 'failed') return fail(outcome.message);
      await onOutcome(outcome, values);
    }),
  );

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <MessageAlert error={error} notice={notice} />
      <TextField
        id="sign-in-username"
        label="Username"
        autoComplete="username"
        autoFocus
        registration={register('username', { deps: ['email'] })}
        error={errors.username?.message}
      />
      <div className="auth-divider">or, without a username</div>
      <TextField
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="email"
        registration={register('email', { deps: ['username'] })}
        error={errors.email?.message}
      />
      <TextField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <div className="d-flex justify-content-end mb-3 mt-n2 small">
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
      <BusyButton busy={busy} busyLabel="Authenticating">
        Sign in
      </BusyButton>
    </Form>
  );
}
