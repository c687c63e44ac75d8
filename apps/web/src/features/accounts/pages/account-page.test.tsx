import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authClientMock, failed, ok, resetAuthClientMock, USER } from '../testing/auth-client-mock.ts';
import { renderAt } from '../testing/render-routes.tsx';

vi.mock('../auth-client.ts', async () => ({ authClient: (await import('../testing/auth-client-mock.ts')).authClientMock }));
vi.mock('../session-check.ts', async () => (await import('../testing/auth-client-mock.ts')).sessionCheckMock);

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';
const SESSIONS = [
  { id: 'mine', userAgent: CHROME, ipAddress: '10.0.0.2', createdAt: '2025-03-01T14:00:00Z', expiresAt: '2025-03-08T14:00:00Z' },
  { id: 'phone', userAgent: FIREFOX, ipAddress: '10.0.0.9', createdAt: '2025-02-27T09:30:00Z', expiresAt: '2025-03-06T09:30:00Z' },
];

describe('/account', () => {
  beforeEach(() => {
    resetAuthClientMock();
    authClientMock.getSession.mockImplementation(() => ok({ user: USER, session: { id: 'mine' } }));
    authClientMock.listSessions.mockImplementation(() => ok(SESSIONS));
  });

  it('changes the password with the current one, signing the other devices out, and says so', async () => {
    const { user } = renderAt('/account');
    const card = within((await screen.findByRole('heading', { name: 'Password' })).closest('.card') as HTMLElement);
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByText('Current password is required')).toBeInTheDocument();
    await user.type(card.getByLabelText('Current password'), 'correct horse 42');
    await user.type(card.getByLabelText('New password'), 'a brand new secret 7');
    await user.type(card.getByLabelText('New password again'), 'a brand new secret 8');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByText('The two new passwords are not the same.')).toBeInTheDocument();
    expect(authClientMock.changePassword).not.toHaveBeenCalled();

    await user.clear(card.getByLabelText('New password again'));
    await user.type(card.getByLabelText('New password again'), 'a brand new secret 7');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByText(/Your password is changed. Every other device was signed out/)).toBeInTheDocument();
    expect(authClientMock.changePassword).toHaveBeenCalledWith({
      currentPassword: 'correct horse 42',
      newPassword: 'a brand new secret 7',
      revokeOtherSessions: true,
    });
    expect(card.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password as the server words it', async () => {
    authClientMock.changePassword.mockImplementation(() => failed(400, 'INVALID_PASSWORD'));
    const { user } = renderAt('/account');
    const card = within((await screen.findByRole('heading', { name: 'Password' })).closest('.card') as HTMLElement);
    await user.type(card.getByLabelText('Current password'), 'not the password');
    await user.type(card.getByLabelText('New password'), 'a brand new secret 7');
    await user.type(card.getByLabelText('New password again'), 'a brand new secret 7');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByRole('alert')).toHaveTextContent('The password is not correct.');
  });

  it('asks an account that signs in only through single sign-on for no password, saying who manages it', async () => {
    authClientMock.listAccounts.mockImplementation(() => ok([{ providerId: 'sso' }]));
    authClientMock.$fetch.mockImplementation((path: string) => (path === '/sso/options' ? ok({ displayName: 'Contoso' }) : ok()));
    renderAt('/account');
    expect(await screen.findByText('Your password is managed by Contoso, your sign-in provider.')).toBeInTheDocument();
    expect(screen.getByText('How you sign in: with Contoso (single sign-on).')).toBeInTheDocument();
    expect(screen.getByText('Two-factor sign-in is managed by Contoso, your sign-in provider.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
  });

  it('keeps the password forms for an account with a password as well as single sign-on', async () => {
    authClientMock.listAccounts.mockImplementation(() => ok([{ providerId: 'credential' }, { providerId: 'sso' }]));
    renderAt('/account');
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.queryByText(/managed by/)).not.toBeInTheDocument();
  });

  it('lists the signed-in devices, marking this one', async () => {
    renderAt('/account');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[1]).toHaveTextContent('Firefox on Windows');
    expect(rows[1]).toHaveTextContent('2025-02-27');
  });

  it('revokes another device’s session', async () => {
    const { user } = renderAt('/account');
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(authClientMock.$fetch).toHaveBeenCalledWith('/revoke-session', { method: 'POST', body: { id: 'phone' } });
    await waitFor(() => expect(authClientMock.listSessions).toHaveBeenCalledTimes(2));
  });

  it('signs out everywhere and leaves for /sign-in', async () => {
    const { user, router } = renderAt('/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(authClientMock.revokeSessions).toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('asks to sign in again when the session is too old to list devices', async () => {
    authClientMock.listSessions.mockImplementation(() => failed(403, 'SESSION_NOT_FRESH'));
    renderAt('/account');
    expect(await screen.findByText('For your security, sign in again to manage your sessions.')).toBeInTheDocument();
  });

  it('turns on the authenticator app: password, QR code, address, backup codes, first code', async () => {
    const totpURI =
      'otpauth://totp/Economic%20Damages%20Report:jordan%40example.com?secret=GEZDGNBVGY3TQOJQ&issuer=Economic+Damages+Report';
    authClientMock.twoFactor.enable.mockImplementation(() => ok({ totpURI, backupCodes: ['aaaaa-11111', 'bbbbb-22222'] }));
    const { user } = renderAt('/account');
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await user.type(screen.getByLabelText('Password'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByLabelText('Authenticator setup address')).toHaveTextContent(totpURI);
    expect(
      within(screen.getByRole('list', { name: 'Backup codes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaaa-11111', 'bbbbb-22222']);

    authClientMock.getSession.mockImplementation(() => ok({ user: { ...USER, twoFactorEnabled: true }, session: { id: 'mine' } }));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText(/The authenticator app is on/)).toBeInTheDocument();
    expect(authClientMock.twoFactor.verifyTotp).toHaveBeenCalledWith({ code: '123456' });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ twoFactorEnabled: true });
  });

  it('shows a wrong password when turning it on', async () => {
    authClientMock.twoFactor.enable.mockImplementation(() => failed(400, 'INVALID_PASSWORD'));
    const { user } = renderAt('/account');
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is not correct.');
  });
});
