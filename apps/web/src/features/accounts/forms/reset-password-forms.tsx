import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { authCall, useAuthAction } from '../auth-call.ts';
import { authClient } from '../auth-client.ts';
import {
  NEW_PASSWORD_HINT,
  resetPasswordSchema,
  resetRequestSchema,
  type ResetPasswordValues,
  type ResetRequestValues,
} from '../model/account-schemas.ts';
import { BusyButton, TextField } from '../../../ui/index.ts';
import { MessageAlert } from '../ui/message-alert.tsx';

/** First step: the address to send a reset code to. */
export function RequestResetForm({ onSent }: { onSent: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetRequestValues>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' }, reValidateMode: 'onChange' });
  const { busy, error, run, fail } = useAuthAction();
  const submit = handleSubmit(({ email }) =>
    run(async () => {
      const { error: failure } = await authCall(() => authClient.emailOtp.requestPasswordReset({ email }));
      if (failure) return fail(failure);
      onSent(email);
    }),
  );
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <MessageAlert error={error} />
      <TextField
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        registration={register('email')}
        error={errors.email?.message}
      />
      <BusyButton busy={busy} busyLabel="Sending code">
        Send code
      </BusyButton>
    </Form>
  );
}

/** Second step: the e-mailed code and the new password. */
export function NewPasswordForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code: '', password: '' },
    reValidateMode: 'onChange',
  });
  const { busy, error, run, fail } = useAuthAction();
  const submit = handleSubmit(({ code, password }) =>
    run(async () => {
      const { error: failure } = await authCall(() => authClient.emailOtp.resetPassword({ email, otp: code, password }));
      if (failure) return fail(failure);
      onChanged();
    }),
  );
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <MessageAlert
        error={errors.code?.message ?? error}
        notice={`If ${email} has an account, we sent it a 6-digit code. It expires in 10 minutes.`}
      />
      <TextField
        id="reset-code"
        label="Confirmation Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        registration={register('code')}
      />
      <TextField
        id="reset-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
        hint={`${NEW_PASSWORD_HINT} You will be signed out on every device.`}
      />
      <BusyButton busy={busy} busyLabel="Changing password">
        Change password
      </BusyButton>
    </Form>
  );
}
