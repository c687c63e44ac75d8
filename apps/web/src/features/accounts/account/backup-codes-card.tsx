import { BACKUP_CODE_WORDS as WORDS } from '@damages/contracts';
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { authCall, useAuthAction } from '../auth-call.ts';
import { authClient } from '../auth-client.ts';
import { fieldMessages } from '../model/auth-errors.ts';
import { useSignedInUser } from '../signed-in-user.ts';
import { MessageAlert } from '../ui/message-alert.tsx';
import { BackupCodeList } from './backup-code-list.tsx';
import { PasswordPrompt } from './password-prompt.tsx';

type Step = { kind: 'idle' } | { kind: 'password'; wrong: string | null } | { kind: 'codes'; codes: string[] };

/**
 * "Backup codes" on the account page, while two-factor is on: new codes for
 * the password, shown once with Copy and Download; they replace the old ones
 * (a code already written down somewhere may be someone else's by now).
 */
export function BackupCodesCard() {
  const enabled = !!useSignedInUser()?.twoFactorEnabled;
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const { busy, error, run, fail, clearError } = useAuthAction();
  if (!enabled) return null;

  const generate = (password: string) =>
    run(async () => {
      const result = await authCall(() => authClient.twoFactor.generateBackupCodes({ password }));
      if (!result.error) return setStep({ kind: 'codes', codes: result.data.backupCodes });
      const wrong = fieldMessages(result.error).password;
      if (wrong) return setStep({ kind: 'password', wrong });
      fail(result.error);
    });

  return (
    <Card className="mb-4">
      <Card.Header className="bg-white">
        <h2 className="h5 mb-0">{WORDS.heading}</h2>
      </Card.Header>
      <Card.Body>
        <MessageAlert error={error} />
        {step.kind === 'idle' && (
          <>
            <p className="text-body-secondary">{WORDS.intro}</p>
            <Button
              variant="outline-primary"
              onClick={() => {
                clearError();
                setStep({ kind: 'password', wrong: null });
              }}
            >
              {WORDS.generate}
            </Button>
          </>
        )}
        {step.kind === 'password' && (
          <>
            <p className="text-body-secondary">{WORDS.prompt}</p>
            <PasswordPrompt
              id="backup-codes-password"
              submitLabel={WORDS.submit}
              busy={busy}
              busyLabel={WORDS.busy}
              error={step.wrong}
              onSubmit={(password) => void generate(password)}
              onCancel={() => setStep({ kind: 'idle' })}
            />
          </>
        )}
        {step.kind === 'codes' && (
          <>
            <Alert variant="warning" className="py-2">
              {WORDS.generated} {WORDS.keep}
            </Alert>
            <BackupCodeList codes={step.codes} />
            <Button variant="primary" onClick={() => setStep({ kind: 'idle' })}>
              {WORDS.done}
            </Button>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
