import { zodResolver } from '@hookform/resolvers/zod';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { secondFactorSchema, type SecondFactorValues } from '../model/account-schemas.ts';
import { BusyButton, TextField } from '../../../ui/index.ts';
import { BackupCodeList } from './backup-code-list.tsx';

export interface TotpEnrolment {
  totpURI: string;
  backupCodes: string[];
}

interface TotpSetupProps {
  enrolment: TotpEnrolment;
  busy: boolean;
  onVerify: (code: string) => void;
  onCancel: () => void;
}

/** Scan (or type) the key, keep the backup codes, and prove it works with a first code. */
export function TotpSetup({ enrolment, busy, onVerify, onCancel }: TotpSetupProps) {
  const [qr, setQr] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SecondFactorValues>({ resolver: zodResolver(secondFactorSchema), defaultValues: { code: '' }, reValidateMode: 'onChange' });

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(enrolment.totpURI, { margin: 1, width: 264, errorCorrectionLevel: 'M' }).then(
      (url) => live && setQr(url),
      (error: unknown) => console.error('Could not draw the QR code:', error),
    );
    return () => {
      live = false;
    };
  }, [enrolment.totpURI]);

  return (
    <div className="totp-setup">
      <Row className="g-4 mb-3">
        <Col sm="auto">{qr && <img src={qr} alt="QR code to scan with your authenticator app" className="totp-qr" />}</Col>
        <Col>
          <h3 className="h6">1. Scan the QR code</h3>
          <p className="small text-body-secondary mb-2">
            Open your authenticator app, add an account and scan the code. If you cannot scan, add it with this address:
          </p>
          <code className="otpauth-uri d-block mb-0" aria-label="Authenticator setup address">
            {enrolment.totpURI}
          </code>
        </Col>
      </Row>
      <h3 className="h6">2. Save your backup codes</h3>
      <p className="small text-body-secondary mb-2">
        Each code signs you in once if you lose your phone. Keep them somewhere safe; they are not shown again.
      </p>
      <BackupCodeList codes={enrolment.backupCodes} />
      <h3 className="h6">3. Enter the code the app shows</h3>
      <Form
        noValidate
        onSubmit={(event) => void handleSubmit(({ code }) => onVerify(code.replace(/\s+/g, '')))(event)}
        style={{ maxWidth: '22rem' }}
      >
        <TextField
          id="totp-setup-code"
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          registration={register('code')}
          error={errors.code?.message}
        />
        <div className="d-flex gap-2">
          <BusyButton busy={busy} busyLabel="Verifying" className="">
            Verify and turn on
          </BusyButton>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </div>
      </Form>
    </div>
  );
}
