import { useState } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import { authCall, useAuthAction } from '../auth-call.ts';
import { authClient } from '../auth-client.ts';
import { saveSignedInUser, useSignedInUser } from '../signed-in-user.ts';
import { MessageAlert } from '../ui/message-alert.tsx';
import { PasswordPrompt } from './password-prompt.tsx';
import { TotpSetup, type TotpEnrolment } from './totp-setup.tsx';

type Step = { kind: 'idle' } | { kind: 'password'; turningOn: boolean } | { kind: 'setup'; enrolment: TotpEnrolment };

/** Turns the authenticator-app second factor on (QR code, backup codes, first code) or off. */
export function TwoFactorSettings() {
  const enabled = !!useSignedInUser()?.twoFactorEnabled;
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, error, run, fail, clearError } = useAuthAction();

  async function refreshUser() {
    const { data } = await authCall(() => authClient.getSession());
    if (data?.user) saveSignedInUser(data.user);
  }

  const withPassword = (password: string) =>
    run(async () => {
      if (step.kind !== 'password') return;
      if (step.turningOn) {
        const result = await authCall(() => authClient.twoFactor.enable({ password }));
        if (result.error) return fail(result.error);
        const { totpURI, backupCodes } = result.data as TotpEnrolment;
        return setStep({ kind: 'setup', enrolment: { totpURI, backupCodes } });
      }
      const result = await authCall(() => authClient.twoFactor.disable({ password }));
      if (result.error) return fail(result.error);
      await refreshUser();
      setStep({ kind: 'idle' });
      setNotice('The authenticator app is turned off. You sign in with your password only.');
    });

  const verify = (code: string) =>
    run(async () => {
      const result = await authCall(() => authClient.twoFactor.verifyTotp({ code }));
      if (result.error) return fail(result.error);
      await refreshUser();
      setStep({ kind: 'idle' });
      setNotice('The authenticator app is on. You will be asked for its code when you sign in.');
    });

  function start(turningOn: boolean) {
    clearError();
    setNotice(null);
    setStep({ kind: 'password', turningOn });
  }

  return (
    <Card className="mb-4">
      <Card.Header className="d-flex align-items-center justify-content-between bg-white">
        <h2 className="h5 mb-0">Two-factor authentication</h2>
        <Badge bg={enabled ? 'success' : 'secondary'}>{enabled ? 'On' : 'Off'}</Badge>
      </Card.Header>
      <Card.Body>
        <MessageAlert error={error} notice={notice} />
        {step.kind === 'idle' && (
          <>
            <p className="text-body-secondary">
              {enabled
                ? 'Signing in asks for a code from your authenticator app, or one of your backup codes.'
                : 'Protect your account with a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) in addition to your password.'}
            </p>
            <Button variant={enabled ? 'outline-danger' : 'primary'} onClick={() => start(!enabled)}>
              {enabled ? 'Turn off' : 'Turn on'}
            </Button>
          </>
        )}
        {step.kind === 'password' && (
          <>
            <p className="text-body-secondary">
              Enter your password to {step.turningOn ? 'set up the authenticator app' : 'turn off the authenticator app'}.
            </p>
            <PasswordPrompt
              id="two-factor-password"
              submitLabel={step.turningOn ? 'Continue' : 'Turn off'}
              busy={busy}
              busyLabel="Checking password"
              onSubmit={(password) => void withPassword(password)}
              onCancel={() => setStep({ kind: 'idle' })}
            />
          </>
        )}
        {step.kind === 'setup' && (
          <TotpSetup
            enrolment={step.enrolment}
            busy={busy}
            onVerify={(code) => void verify(code)}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        )}
      </Card.Body>
    </Card>
  );
}
