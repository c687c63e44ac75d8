import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { authCall, useAuthAction } from '../auth-call.ts';
import { authClient } from '../auth-client.ts';
import { confirmCodeWithEmailSchema } from '../model/account-schemas.ts';
import { BusyButton, TextField } from '../../../ui/index.ts';
import { MessageAlert } from '../ui/message-alert.tsx';

interface ConfirmEmailFormProps {
  /** The address the code went to; when unknown (a username sign-in) the form asks for it. */
  email?: string;
  /** Called once the address is confirmed; typically signs in and leaves the page. */
  onConfirmed: (email: string) => Promise<void>;
  /** What to say first, instead of "We sent a code to …". */
  intro?: string;
}

/** The 'Validate Email Address' step: the e-mailed code, Confirm, and Resend code. */
export function ConfirmEmailForm({ email, onConfirmed, intro }: ConfirmEmailFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(confirmCodeWithEmailSchema),
    defaultValues: { email: email ?? '', code: '' },
    reValidateMode: 'onChange',
  });
  const { busy, error, run, fail } = useAuthAction();
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState(intro ?? (email ? `We sent a 6-digit code to ${email}. It expires in 10 minutes.` : null));

  const submit = handleSubmit((values) =>
    run(async () => {
      const { error: failure } = await authCall(() => authClient.emailOtp.verifyEmail({ email: values.email, otp: values.code }));
      if (failure) return fail(failure);
      await onConfirmed(values.email);
    }),
  );

  async function resend() {
    const address = getValues('email').trim();
    if (!address) return fail('Enter your email address first, then choose Resend code.');
    setResending(true);
    const { error: failure } = await authCall(() =>
      authClient.emailOtp.sendVerificationOtp({ email: address, type: 'email-verification' }),
    );
    setResending(false);
    if (failure) return fail(failure);
    setNotice(`We sent a new code to ${address}. It expires in 10 minutes.`);
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <MessageAlert error={errors.code?.message ?? error} notice={notice} />
      {!email && (
        <TextField
          id="confirm-email"
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
      )}
      <TextField
        id="confirmation-code"
        label="Confirmation Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        registration={register('code')}
        hint="Six digits, from the email we sent you."
      />
      <BusyButton busy={busy} busyLabel="Validating code">
        Confirm
      </BusyButton>
      <div className="text-center mt-3">
        <Button variant="link" size="sm" onClick={() => void resend()} disabled={resending || busy}>
          {resending ? 'Sending…' : 'Resend code'}
        </Button>
      </div>
    </Form>
  );
}
