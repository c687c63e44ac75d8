import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { authCall, useAuthAction } from '../auth-call.ts';
import { authClient } from '../auth-client.ts';
import { secondFactorSchema, type SecondFactorValues } from '../model/account-schemas.ts';
import type { SignedInUser } from '../signed-in-user.ts';
import { BusyButton, TextField } from '../../../ui/index.ts';
import { MessageAlert } from '../ui/message-alert.tsx';

/** The second sign-in step for accounts with an authenticator app: its current code, or one backup code. */
export function SecondFactorForm({ onSignedIn }: { onSignedIn: (user: SignedInUser) => void }) {
  const [useBackupCode, setUseBackupCode] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SecondFactorValues>({ resolver: zodResolver(secondFactorSchema), defaultValues: { code: '' }, reValidateMode: 'onChange' });
  const { busy, error, run, fail, clearError } = useAuthAction();

  const submit = handleSubmit(({ code }) =>
    run(async () => {
      const result = await authCall(() =>
        useBackupCode
          ? authClient.twoFactor.verifyBackupCode({ code })
          : authClient.twoFactor.verifyTotp({ code: code.replace(/\s+/g, '') }),
      );
      if (result.error) return fail(result.error);
      onSignedIn(result.data.user);
    }),
  );

  function switchKind() {
    setUseBackupCode((backup) => !backup);
    reset({ code: '' });
    clearError();
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <MessageAlert error={error} />
      <TextField
        key={useBackupCode ? 'backup' : 'totp'}
        id="second-factor-code"
        label={useBackupCode ? 'Backup code' : 'Authentication code'}
        autoComplete="one-time-code"
        inputMode={useBackupCode ? 'text' : 'numeric'}
        autoFocus
        registration={register('code')}
        error={errors.code?.message}
        hint={
          useBackupCode
            ? 'One of the codes you saved when you turned on the authenticator app. Each works once.'
            : 'The 6-digit code your authenticator app shows now.'
        }
      />
      <BusyButton busy={busy} busyLabel="Authenticating">
        Verify
      </BusyButton>
      <div className="text-center mt-3">
        <Button variant="link" size="sm" onClick={switchKind} disabled={busy}>
          {useBackupCode ? 'Use the authenticator app instead' : 'Use a backup code instead'}
        </Button>
      </div>
    </Form>
  );
}
