import { EMAIL_CHANGE_WORDS as WORDS } from '@damages/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { authCall, useAuthAction } from '../auth-call.ts';
import { authClient } from '../auth-client.ts';
import { changeEmailSchema, confirmCodeSchema, type ChangeEmailValues, type ConfirmCodeValues } from '../model/account-schemas.ts';
import { fieldMessages, type AuthError } from '../model/auth-errors.ts';
import { saveSignedInUser, useSignedInUser } from '../signed-in-user.ts';
import { BusyButton, TextField } from '../../../ui/index.ts';
import { MessageAlert } from '../ui/message-alert.tsx';

/**
 * "Email address" on the account page: the new address and the current
 * password send a code to the new address; entering it makes the change
 * (until then the address stays). The server tells the previous address.
 */
export function ChangeEmail() {
  const email = useSignedInUser()?.email;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function finished(newEmail: string) {
    setSentTo(null);
    setNotice(WORDS.changed(newEmail));
  }

  return (
    <Card className="mb-4">
      <Card.Header className="bg-white">
        <h2 className="h5 mb-0">{WORDS.heading}</h2>
      </Card.Header>
      <Card.Body>
        {sentTo === null ? (
          <NewAddressForm
            current={email}
            notice={notice}
            onSent={(newEmail) => {
              setNotice(null);
              setSentTo(newEmail);
            }}
          />
        ) : (
          <CodeForm newEmail={sentTo} onChanged={finished} onCancel={() => setSentTo(null)} />
        )}
      </Card.Body>
    </Card>
  );
}

/** Puts each field the server named under that field; whatever it did not name goes to the Alert. */
function showFailure<T extends string>(failure: AuthError, fields: Record<string, T>, setFieldError: (field: T, message: string) => void) {
  const named = Object.entries(fieldMessages(failure)).filter(([path]) => path in fields);
  for (const [path, message] of named) setFieldError(fields[path]!, message);
  return named.length > 0;
}

function NewAddressForm({ current, notice, onSent }: { current?: string; notice: string | null; onSent: (newEmail: string) => void }) {
  const { busy, error, run, fail, clearError } = useAuthAction();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangeEmailValues>({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    run(async () => {
      const { error: failure } = await authCall(() =>
        // The password rides along with better-auth's request (the client's typed method does not take it).
        authClient.$fetch<{ success: boolean }>('/email-otp/request-email-change', {
          method: 'POST',
          body: { newEmail: values.newEmail, password: values.password },
        }),
      );
      if (!failure) return onSent(values.newEmail.toLowerCase());
      const fields = { newEmail: 'newEmail', password: 'password' } as const;
      if (!showFailure(failure, fields, (field, message) => setError(field, { message }))) fail(failure);
    }),
  );

  return (
    <>
      <MessageAlert error={error} notice={notice} />
      {current && <p className="text-body-secondary">{WORDS.current(current)}</p>}
      <Form noValidate onSubmit={(event) => void onSubmit(event)} onChange={clearError}>
        <TextField
          id="new-email"
          label={WORDS.newEmailLabel}
          type="email"
          autoComplete="email"
          registration={register('newEmail')}
          error={errors.newEmail?.message}
        />
        <TextField
          id="change-email-password"
          label={WORDS.passwordLabel}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <BusyButton busy={busy} busyLabel={WORDS.sending} className="">
          {WORDS.send}
        </BusyButton>
      </Form>
    </>
  );
}

function CodeForm({ newEmail, onChanged, onCancel }: { newEmail: string; onChanged: (newEmail: string) => void; onCancel: () => void }) {
  const { busy, error, run, fail } = useAuthAction();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConfirmCodeValues>({ resolver: zodResolver(confirmCodeSchema), defaultValues: { code: '' }, reValidateMode: 'onChange' });

  const onSubmit = handleSubmit(({ code }) =>
    run(async () => {
      const { error: failure } = await authCall(() => authClient.emailOtp.changeEmail({ newEmail, otp: code.replace(/\s+/g, '') }));
      if (failure) {
        // The code is this step's only field; an address taken meanwhile is said in the Alert.
        if (!showFailure(failure, { otp: 'code' } as const, (field, message) => setError(field, { message }))) fail(failure);
        return;
      }
      const { data } = await authCall(() => authClient.getSession());
      if (data?.user) saveSignedInUser(data.user);
      onChanged(newEmail);
    }),
  );

  return (
    <>
      <p className="text-body-secondary" role="status">
        {WORDS.codeSent(newEmail)}
      </p>
      <MessageAlert error={error} />
      <Form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id="change-email-code"
          label={WORDS.codeLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          registration={register('code')}
          error={errors.code?.message}
        />
        <div className="d-flex gap-2">
          <BusyButton busy={busy} busyLabel={WORDS.confirming} className="">
            {WORDS.confirm}
          </BusyButton>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            {WORDS.cancel}
          </Button>
        </div>
      </Form>
    </>
  );
}
