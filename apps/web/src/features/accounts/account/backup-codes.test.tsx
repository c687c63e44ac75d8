import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authClientMock, ok, resetAuthClientMock, USER } from '../testing/auth-client-mock.ts';
import { renderAt } from '../testing/render-routes.tsx';

vi.mock('../auth-client.ts', async () => ({ authClient: (await import('../testing/auth-client-mock.ts')).authClientMock }));
vi.mock('../session-check.ts', async () => (await import('../testing/auth-client-mock.ts')).sessionCheckMock);

const NEW_CODES = ['ccccc-33333', 'ddddd-44444'];
const CODES_TEXT = [
  'Economic Damages Report backup codes',
  'Each code signs you in once, instead of a code from your authenticator app.',
  '',
  'ccccc-33333',
  'ddddd-44444',
  '',
].join('\n');

const signedIn = (twoFactorEnabled: boolean) =>
  authClientMock.getSession.mockImplementation(() => ok({ user: { ...USER, twoFactorEnabled }, session: { id: 'mine' } }));

async function backupCard() {
  return within((await screen.findByRole('heading', { name: 'Backup codes' })).closest('.card') as HTMLElement);
}

describe('backup codes on the account page', () => {
  beforeEach(() => {
    resetAuthClientMock();
    authClientMock.listSessions.mockImplementation(() => ok([]));
    authClientMock.listAccounts.mockImplementation(() => ok([{ providerId: 'credential' }]));
    authClientMock.twoFactor.generateBackupCodes.mockImplementation(() => ok({ status: true, backupCodes: NEW_CODES }));
  });

  it('generates new codes for the password and shows them once, with Copy and Download of the same text', async () => {
    signedIn(true);
    const { user } = renderAt('/account');
    const card = await backupCard();
    await user.click(card.getByRole('button', { name: 'Generate new backup codes' }));
    await user.click(card.getByRole('button', { name: 'Generate' }));
    expect(await card.findByText('Password is required')).toBeInTheDocument();
    await user.type(card.getByLabelText('Password'), 'correct horse 42');
    await user.click(card.getByRole('button', { name: 'Generate' }));

    expect(await card.findByText(/Your old backup codes no longer work/)).toBeInTheDocument();
    expect(authClientMock.twoFactor.generateBackupCodes).toHaveBeenCalledWith({ password: 'correct horse 42' });
    const listed = within(card.getByRole('list', { name: 'Backup codes' })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual(NEW_CODES);

    await user.click(card.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(CODES_TEXT);
    expect(card.getByText('Copied')).toBeInTheDocument();

    const download = card.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'backup-codes.txt');
    const href = download.getAttribute('href')!;
    expect(href.startsWith('data:text/plain;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(CODES_TEXT);

    await user.click(card.getByRole('button', { name: 'Done' }));
    expect(card.queryByRole('list', { name: 'Backup codes' })).not.toBeInTheDocument();
  });

  it('puts a wrong password under the field', async () => {
    signedIn(true);
    authClientMock.twoFactor.generateBackupCodes.mockImplementation(() =>
      Promise.resolve({
        data: null,
        error: { status: 400, code: 'INVALID_PASSWORD', issues: [{ path: 'password', message: 'The password is not correct.' }] },
      }),
    );
    const { user } = renderAt('/account');
    const card = await backupCard();
    await user.click(card.getByRole('button', { name: 'Generate new backup codes' }));
    await user.type(card.getByLabelText('Password'), 'not the password');
    await user.click(card.getByRole('button', { name: 'Generate' }));
    expect(await card.findByText('The password is not correct.')).toHaveAttribute('id', 'backup-codes-password-error');
  });

  it('is not offered while two-factor is off', async () => {
    signedIn(false);
    renderAt('/account');
    await screen.findByRole('heading', { name: 'Two-factor authentication' });
    expect(screen.queryByRole('heading', { name: 'Backup codes' })).not.toBeInTheDocument();
  });

  it('offers Copy and Download where two-factor is turned on', async () => {
    signedIn(false);
    authClientMock.twoFactor.enable.mockImplementation(() =>
      ok({ totpURI: 'otpauth://totp/Economic%20Damages%20Report:jordan?secret=GEZDGNBVGY3TQOJQ', backupCodes: NEW_CODES }),
    );
    const { user } = renderAt('/account');
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    await user.type(screen.getByLabelText('Password'), 'correct horse 42');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(CODES_TEXT);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'backup-codes.txt');
  });
});
