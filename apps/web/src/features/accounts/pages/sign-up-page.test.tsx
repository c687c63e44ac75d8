import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authClientMock, failed, ok, resetAuthClientMock, USER } from '../testing/auth-client-mock.ts';
import { renderAt } from '../testing/render-routes.tsx';

vi.mock('../auth-client.ts', async () => ({ authClient: (await import('../testing/auth-client-mock.ts')).authClientMock }));
vi.mock('../session-check.ts', async () => (await import('../testing/auth-client-mock.ts')).sessionCheckMock);

const ACCOUNT = { username: 'jordan', name: 'Jordan Rivera', email: 'jordan@example.com', password: 'correct horse 42' };

async function fillAndCreate(user: ReturnType<typeof renderAt>['user']) {
  await user.type(screen.getByLabelText('Username'), ACCOUNT.username);
  await user.type(screen.getByLabelText('Name'), ACCOUNT.name);
  await user.type(screen.getByLabelText('Email'), ACCOUNT.email);
  await user.type(screen.getByLabelText('Password'), ACCOUNT.password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/sign-up', () => {
  beforeEach(resetAuthClientMock);

  it('requires every field, with the spec’s messages, before calling the server', async () => {
    const { user } = renderAt('/sign-up');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const message of ['Username is required', 'Name is required', 'Email is required', 'Password is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(authClientMock.signUp.email).not.toHaveBeenCalled();
  });

  it('says under the password the whole rule the server applies: 12 characters and not a common one', () => {
    renderAt('/sign-up');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 12 characters, and not a common or easily guessed password.',
    );
  });

  it('links to sign-in', () => {
    renderAt('/sign-up');
    expect(screen.getByRole('link', { name: 'Already have an account?' })).toHaveAttribute('href', '/sign-in');
  });

  it('shows the spinner while the account is created', async () => {
    let finish: (value: unknown) => void = () => {};
    authClientMock.signUp.email.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderAt('/sign-up');
    await fillAndCreate(user);
    expect(await screen.findByText('Creating account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Creating account/ })).toBeDisabled();
    finish({ data: {}, error: null });
    expect(await screen.findByRole('heading', { name: 'Validate Email Address' })).toBeInTheDocument();
  });

  it('shows a refusal from the server instead of only logging it', async () => {
    authClientMock.signUp.email.mockImplementation(() => failed(400, 'USERNAME_IS_ALREADY_TAKEN'));
    const { user } = renderAt('/sign-up');
    await fillAndCreate(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is already taken.');
  });

  it('asks for the code, refuses an empty or wrong one, then signs in and opens the form', async () => {
    authClientMock.emailOtp.verifyEmail
      .mockImplementationOnce(() => failed(400, 'INVALID_OTP'))
      .mockImplementation(() => ok({ status: true }));
    authClientMock.signIn.username.mockImplementation(() => ok({ token: 't', user: USER }));
    const { user, router } = renderAt('/sign-up');
    await fillAndCreate(user);
    expect(authClientMock.signUp.email).toHaveBeenCalledWith(ACCOUNT);

    expect(await screen.findByText(`We sent a 6-digit code to ${ACCOUNT.email}. It expires in 10 minutes.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please, provide the validation Code');
    expect(authClientMock.emailOtp.verifyEmail).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Confirmation Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/That code is not correct/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirmation Code'));
    await user.type(screen.getByLabelText('Confirmation Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(authClientMock.emailOtp.verifyEmail).toHaveBeenLastCalledWith({ email: ACCOUNT.email, otp: '123456' });
    expect(authClientMock.signIn.username).toHaveBeenCalledWith({ username: ACCOUNT.username, password: ACCOUNT.password });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: USER.id, username: USER.username });
  });

  it('returns to the code step after a reload, and asks for a sign-in once the address is confirmed', async () => {
    authClientMock.emailOtp.verifyEmail.mockImplementation(() => ok({ status: true }));
    const first = renderAt('/sign-up');
    await fillAndCreate(first.user);
    await screen.findByRole('heading', { name: 'Validate Email Address' });
    cleanup();

    // The reload: a new page with nothing in memory; the address waits in this tab's session.
    const { user, router } = renderAt('/sign-up');
    expect(await screen.findByRole('heading', { name: 'Validate Email Address' })).toBeInTheDocument();
    expect(screen.getByText(`We sent a 6-digit code to ${ACCOUNT.email}. It expires in 10 minutes.`)).toBeInTheDocument();
    expect(sessionStorage.getItem('pending-confirmation'), 'the password is never kept').toBe(ACCOUNT.email);
    await user.type(screen.getByLabelText('Confirmation Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(authClientMock.signIn.username).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('pending-confirmation')).toBeNull();
  });

  it('lets the user leave the code step to create a different account', async () => {
    const { user } = renderAt('/sign-up');
    await fillAndCreate(user);
    await user.click(await screen.findByRole('button', { name: 'Create a different account' }));
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(sessionStorage.getItem('pending-confirmation')).toBeNull();
  });

  it('sends the code again on request', async () => {
    const { user } = renderAt('/sign-up');
    await fillAndCreate(user);
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(authClientMock.emailOtp.sendVerificationOtp).toHaveBeenCalledWith({ email: ACCOUNT.email, type: 'email-verification' });
    expect(await screen.findByText(`We sent a new code to ${ACCOUNT.email}. It expires in 10 minutes.`)).toBeInTheDocument();
  });

  it('explains an exhausted code and a rate limit', async () => {
    authClientMock.emailOtp.verifyEmail
      .mockImplementationOnce(() => failed(403, 'TOO_MANY_ATTEMPTS'))
      .mockImplementationOnce(() => failed(429));
    const { user } = renderAt('/sign-up');
    await fillAndCreate(user);
    await user.type(await screen.findByLabelText('Confirmation Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Too many wrong codes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Please wait a minute/)).toBeInTheDocument();
  });
});
