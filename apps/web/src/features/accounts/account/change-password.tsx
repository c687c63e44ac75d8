import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { authCall, useAuthAction } from '../auth-call.ts';
import { authClient } from '../auth-client.ts';
import { changePasswordSchema, NEW_PASSWORD_HINT, type ChangePasswordValues } from '../model/account-schemas.ts';
import { BusyButton, TextField } from '../../../ui/index.ts';
import { MessageAlert } from '../ui/message-alert.tsx';

const PASSWORD_CHANGED = 'Your password is changed. Every other device was signed out; this one stays signed in.';

/**
 * A change of password from the account page, with the current password. The other devices are
 * signed out, as after a reset: a changed password usually means someone else may have known it.
 */
export function ChangePassword() {
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, error, run, fail, clearError } = useAuthAction();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    run(async () => {
      setNotice(null);
      const { error: failure } = await authCall(() =>
        authClient.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword, revokeOtherSessions: true }),
      );
      if (failure) return fail(failure);
      reset();
      setNotice(PASSWORD_CHANGED);
    }),
  );

  return (
    <Card className="mb-4">
      <Card.Header className="bg-white">
        <h2 className="h5 mb-0">Password</h2>
      </Card.Header>
      <Card.Body>
        <MessageAlert error={error} notice={notice} />
        <Form noValidate onSubmit={(event) => void onSubmit(event)} onChange={clearError} className="change-password">
          <TextField
            id="current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            registration={register('currentPassword')}
            error={errors.currentPassword?.message}
          />
          <TextField
            id="new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            registration={register('newPassword')}
            error={errors.newPassword?.message}
            hint={NEW_PASSWORD_HINT}
          />
          <TextField
            id="confirm-password"
            label="New password again"
            type="password"
            autoComplete="new-password"
            registration={register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          {/* Sized like the page's other actions, not full width as on the sign-in cards. */}
          <BusyButton busy={busy} busyLabel="Changing password" className="">
            Change password
          </BusyButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
