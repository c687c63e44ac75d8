import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authClientMock, failed, ok, resetAuthClientMock, USER } from '../testing/auth-client-mock.ts';
import { renderAt } from '../testing/render-routes.tsx';

vi.mock('../auth-client.ts', async () => ({ authClient: (await import('../testing/auth-client-mock.ts')).authClientMock }));
vi.mock('../session-check.ts', async () => (await import('../testing/auth-client-mock.ts')).sessionCheckMock);

describe('/sign-in', () => {
  beforeEach(resetAuthClientMock);

  it('asks once, under Username, for a username or an email when both are empty', async () => {
    const { user } = renderAt('/sign-in');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const nameMessage = await screen.findByText('Enter your username, or your email address below.');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(expect.stringContaining(nameMessage.textContent));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await waitFor(() => expect(screen.queryByText('Enter your username, or your email address below.')).not.toBeInTheDocument());
    expect(authClientMock.signIn.email).not.toHaveBeenCalled();
  });

  it('flags an invalid username inline, before any call to the server', async () => {
    const { user } = renderAt('/sign-in');
    await user.type(screen.getByLabelText('Username'), 'j doe!');
    await user.type(screen.getByLabelText('Password'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/A username has 3 to 30 letters, digits, underscores or dots/)).toBeInTheDocument();
    expect(authClientMock.signIn.username).not.toHaveBeenCalled();
    expect(authClientMock.signIn.email).not.toHaveBeenCalled();
  });

  it('links to sign-up and to the password reset', () => {
    renderAt('/sign-in');
    expect(screen.getByRole('link', { name: "Don't have an account?" })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('signs in by username when one is given, keeps the user and opens the form', async () => {
    authClientMock.signIn.username.mockImplementation(() => ok({ token: 't', user: USER }));
    const { user, router } = renderAt('/sign-in');
    await user.type(screen.getByLabelText('Username'), 'jordan');
    await user.type(screen.getByLabelText('Email'), 'ignored@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(authClientMock.signIn.username).toHaveBeenCalledWith({ username: 'jordan', password: 'secret password' });
    expect(authClientMock.signIn.email).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Jordan Rivera' });
  });

  it('signs in by email without a username, and returns to the page asked for', async () => {
    authClientMock.signIn.email.mockImplementation(() => ok({ token: 't', user: USER }));
    authClientMock.getSession.mockImplementation(() => ok({ user: USER, session: { token: 't' } }));
    const { user, router } = renderAt('/sign-in?redirectTo=%2Fcase-1%2Fsummary');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Summary page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/case-1/summary');
    expect(authClientMock.signIn.email).toHaveBeenCalledWith({ email: 'jordan@example.com', password: 'secret password' });
  });

  it('shows a wrong password and the spinner while authenticating', async () => {
    let answer: (value: unknown) => void = () => {};
    authClientMock.signIn.username.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderAt('/sign-in');
    await user.type(screen.getByLabelText('Username'), 'jordan');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Authenticating')).toBeInTheDocument();
    answer({ data: null, error: { status: 401, code: 'INVALID_USERNAME_OR_PASSWORD' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
  });

  it('asks for the authenticator code when the account has one', async () => {
    authClientMock.signIn.username.mockImplementation(() => ok({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }));
    authClientMock.twoFactor.verifyTotp.mockImplementation(() => ok({ token: 't', user: { ...USER, twoFactorEnabled: true } }));
    const { user, router } = renderAt('/sign-in');
    await user.type(screen.getByLabelText('Username'), 'jordan');
    await user.type(screen.getByLabelText('Password'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(authClientMock.twoFactor.verifyTotp).toHaveBeenCalledWith({ code: '123456' });
  });

  it('accepts a backup code instead', async () => {
    authClientMock.signIn.username.mockImplementation(() => ok({ twoFactorRedirect: true }));
    authClientMock.twoFactor.verifyBackupCode.mockImplementation(() => ok({ token: 't', user: USER }));
    const { user, router } = renderAt('/sign-in');
    await user.type(screen.getByLabelText('Username'), 'jordan');
    await user.type(screen.getByLabelText('Password'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
    await user.type(screen.getByLabelText('Backup code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(authClientMock.twoFactor.verifyBackupCode).toHaveBeenCalledWith({ code: 'abcde-12345' });
  });

  it('leads an unconfirmed account to the confirm step, asking for the address it does not know', async () => {
    authClientMock.signIn.username
      .mockImplementationOnce(() => failed(403, 'EMAIL_NOT_VERIFIED'))
      .mockImplementation(() => ok({ token: 't', user: USER }));
    const { user, router } = renderAt('/sign-in');
    await user.type(screen.getByLabelText('Username'), 'jordan');
    await user.type(screen.getByLabelText('Password'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Validate Email Address' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Confirmation Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form'));
    expect(authClientMock.emailOtp.verifyEmail).toHaveBeenCalledWith({ email: 'jordan@example.com', otp: '123456' });
  });

  it('calls an unreachable server a network error', async () => {
    authClientMock.signIn.username.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderAt('/sign-in');
    await user.type(screen.getByLabelText('Username'), 'jordan');
    await user.type(screen.getByLabelText('Password'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  });
});
