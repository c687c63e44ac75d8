import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { passwordSchema, type PasswordValues } from '../model/account-schemas.ts';
import { BusyButton, TextField } from '../../../ui/index.ts';

interface PasswordPromptProps {
  id: string;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  /** The server's refusal of the password (wrong, say), shown under the field like the form's own message. */
  error?: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** Asks for the password again before a change to how the account signs in. */
export function PasswordPrompt({ id, submitLabel, busy, busyLabel, error, onSubmit, onCancel }: PasswordPromptProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: { password: '' }, reValidateMode: 'onChange' });
  return (
    <Form
      noValidate
      onSubmit={(event) => void handleSubmit(({ password }) => onSubmit(password))(event)}
      className="password-prompt"
      style={{ maxWidth: '22rem' }}
    >
      <TextField
        id={id}
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        registration={register('password')}
        error={errors.password?.message ?? error ?? undefined}
      />
      <div className="d-flex gap-2">
        <BusyButton busy={busy} busyLabel={busyLabel} className="">
          {submitLabel}
        </BusyButton>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
