import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { authCall, useAuthAction } from '../auth-call.ts';
import { authClient } from '../auth-client.ts';
import { NEW_PASSWORD_HINT, signUpSchema, type SignUpValues } from '../model/account-schemas.ts';
import { BusyButton, TextField } from '../../../ui/index.ts';
import { MessageAlert } from '../ui/message-alert.tsx';

/** The create-account step of /sign-up; hands the details on once the server has sent the code. */
export function CreateAccountForm({ onCreated }: { onCreated: (account: SignUpValues) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { username: '', name: '', email: '', password: '' },
    reValidateMode: 'onChange',
  });
  const { busy, error, run, fail } = useAuthAction();

  const submit = handleSubmit((values) =>
    run(async () => {
      const { error: failure } = await authCall(() => authClient.signUp.email(values));
      if (failure) return fail(failure);
      onCreated(values);
    }),
  );

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <MessageAlert error={error} />
      <TextField
        id="sign-up-username"
        label="Username"
        autoComplete="username"
        autoFocus
        registration={register('username')}
        error={errors.username?.message}
        hint="3 to 30 letters, digits, “_” or “.”."
      />
      <TextField id="sign-up-name" label="Name" autoComplete="name" registration={register('name')} error={errors.name?.message} />
      <TextField
        id="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password?.message}
        hint={NEW_PASSWORD_HINT}
      />
      <BusyButton busy={busy} busyLabel="Creating account">
        Create account
      </BusyButton>
    </Form>
  );
}
