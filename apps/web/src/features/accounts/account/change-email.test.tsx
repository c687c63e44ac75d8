import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authClientMock, failed, ok, resetAuthClientMock, USER } from '../testing/auth-client-mock.ts';
import { renderAt } from '../testing/render-routes.tsx';

vi.mock('../auth-client.ts', async () => ({ authClient: (await import('../testing/auth-client-mock.ts')).authClientMock }));
vi.mock('../session-check.ts', async () => (await import('../testing/auth-client-mock.ts')).sessionCheckMock);

const REQUEST = '/email-otp/request-email-change';

/** The server's 400 naming fields, as the bridge words it. */
const refused = (code: string, issues: { path: string; message: string }[]) =>
  Promise.resolve({ data: null, error: { status: 400, code, message: issues.map((issue) => issue.message).join(' '), issues } });

async function emailCard() {
  return within((await screen.findByRole('heading', { name: 'Email address' })).closest('.card') as HTMLElement);
}

describe('the account page’s Email address card', () => {
  beforeEach(() => {
    resetAuthClientMock();
    authClientMock.getSession.mockImplementation(() => ok({ user: USER, session: { id: 'mine' } }));
    authClientMock.listSessions.mockImplementation(() => ok([]));
    authClientMock.listAccounts.mockImplementation(() => ok([{ providerId: 'credential' }]));
  });

  it('checks the fields, sends a code to the new address with the password, and changes it with the code', async () => {
    const { user } = renderAt('/account');
    const card = await emailCard();
    expect(card.getByText('Codes and notices about your account go to jordan@example.com.')).toBeInTheDocument();

    await user.type(card.getByLabelText('New email address'), 'not an address');
    await user.click(card.getByRole('button', { name: 'Send code' }));
    expect(await card.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(card.getByText('Current password is required')).toBeInTheDocument();
    expect(authClientMock.$fetch).not.toHaveBeenCalledWith(REQUEST, expect.anything());

    await user.clear(card.getByLabelText('New email address'));
    await user.type(card.getByLabelText('New email address'), ' Jordan.New@Example.com ');
    await user.type(card.getByLabelText('Current password'), 'correct horse 42');
    await user.click(card.getByRole('button', { name: 'Send code' }));
    expect(
      await card.findByText(/We sent a 6-digit code to jordan.new@example.com, unless that address already belongs/),
    ).toBeInTheDocument();
    expect(authClientMock.$fetch).toHaveBeenCalledWith(REQUEST, {
      method: 'POST',
      body: { newEmail: 'Jordan.New@Example.com', password: 'correct horse 42' },
    });

    authClientMock.getSession.mockImplementation(() => ok({ user: { ...USER, email: 'jordan.new@example.com' }, session: { id: 'mine' } }));
    await user.type(card.getByLabelText('Confirmation Code'), '123 456');
    await user.click(card.getByRole('button', { name: 'Confirm new address' }));
    expect(await card.findByText(/Your email address is now jordan.new@example.com. A notice of the change went/)).toBeInTheDocument();
    expect(authClientMock.emailOtp.changeEmail).toHaveBeenCalledWith({ newEmail: 'jordan.new@example.com', otp: '123456' });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ email: 'jordan.new@example.com' });
  });

  it('shows the server’s refusals under the fields it names', async () => {
    authClientMock.$fetch.mockImplementation((path: string) =>
      path === REQUEST ? refused('INVALID_PASSWORD', [{ path: 'password', message: 'The password is not correct.' }]) : ok(),
    );
    const { user } = renderAt('/account');
    const card = await emailCard();
    await user.type(card.getByLabelText('New email address'), 'jordan@example.com');
    await user.type(card.getByLabelText('Current password'), 'not the password');
    await user.click(card.getByRole('button', { name: 'Send code' }));
    expect(await card.findByText('The password is not correct.')).toHaveAttribute('id', 'change-email-password-error');

    authClientMock.$fetch.mockImplementation((path: string) =>
      path === REQUEST ? refused('VALIDATION_ERROR', [{ path: 'newEmail', message: 'This is already your email address.' }]) : ok(),
    );
    await user.click(card.getByRole('button', { name: 'Send code' }));
    expect(await card.findByText('This is already your email address.')).toHaveAttribute('id', 'new-email-error');
  });

  it('puts a wrong code under the code field and keeps the address', async () => {
    authClientMock.emailOtp.changeEmail.mockImplementation(() => refused('INVALID_OTP', [{ path: 'otp', message: 'Invalid OTP' }]));
    const { user } = renderAt('/account');
    const card = await emailCard();
    await user.type(card.getByLabelText('New email address'), 'jordan.new@example.com');
    await user.type(card.getByLabelText('Current password'), 'correct horse 42');
    await user.click(card.getByRole('button', { name: 'Send code' }));
    await user.type(await card.findByLabelText('Confirmation Code'), '000000');
    await user.click(card.getByRole('button', { name: 'Confirm new address' }));
    expect(await card.findByText('That code is not correct. Check the email and try again.')).toHaveAttribute(
      'id',
      'change-email-code-error',
    );
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ email: 'jordan@example.com' });
  });

  it('says so when the address was taken by another account meanwhile', async () => {
    authClientMock.emailOtp.changeEmail.mockImplementation(() =>
      failed(400, 'EMAIL_TAKEN', 'That address already belongs to another account. Choose another one.'),
    );
    const { user } = renderAt('/account');
    const card = await emailCard();
    await user.type(card.getByLabelText('New email address'), 'taken@example.com');
    await user.type(card.getByLabelText('Current password'), 'correct horse 42');
    await user.click(card.getByRole('button', { name: 'Send code' }));
    await user.type(await card.findByLabelText('Confirmation Code'), '123456');
    await user.click(card.getByRole('button', { name: 'Confirm new address' }));
    expect(await card.findByRole('alert')).toHaveTextContent('That address already belongs to another account.');
  });
});
