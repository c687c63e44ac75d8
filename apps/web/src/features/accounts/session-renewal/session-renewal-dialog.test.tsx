import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { field, mockFetch, region, renderForm, set } from '../../entry-form/testing/index.ts';
import { authClientMock, ok, resetAuthClientMock, USER } from '../testing/auth-client-mock.ts';

vi.mock('../auth-client.ts', async () => ({ authClient: (await import('../testing/auth-client-mock.ts')).authClientMock }));
vi.mock('../session-check.ts', async () => (await import('../testing/auth-client-mock.ts')).sessionCheckMock);

const LIFE = { life_expectancy: 34.29, lifeExpectancy: 34.29, age: 44.89, table: 'NCHS 2023, non-Hispanic White male', source: 'NCHS' };

/** The plaintiff's life-expectancy Autofill, with a name typed that must survive the sign-in. */
function fillPlaintiff() {
  set('Date of Report', '2025-03-01');
  const section = region('Plaintiff Information');
  set('Name', 'Jane Typed', section);
  set('Date of Birth', '1980-04-10', section);
  set('Gender', 'male', section);
  set('Race', 'white', section);
}

beforeEach(() => {
  resetAuthClientMock();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem('user', JSON.stringify(USER));
});

describe('a session that ends during Autofill', () => {
  it('clears the stored user, asks for the password over the form, then finishes the Autofill; nothing typed is lost', async () => {
    let sessionOver = true;
    const { calls } = mockFetch((path) =>
      path === '/api/profiles'
        ? { body: [] }
        : sessionOver
          ? { status: 401, body: { error: 'Sign in to use the calculation service.', issues: [] } }
          : { body: LIFE },
    );
    authClientMock.signIn.username.mockImplementation(() => {
      sessionOver = false;
      return ok({ token: 't', user: USER });
    });
    const { user } = renderForm();
    fillPlaintiff();
    await user.click(screen.getByRole('button', { name: 'Autofill Remaining LE Years (Scenario 1)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    const username = await screen.findByLabelText('Username');
    expect(dialog).toHaveTextContent('Your session has ended');
    expect(localStorage.getItem('user')).toBeNull();
    await user.type(username, 'jordan');
    await user.type(screen.getByLabelText('Password'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(field('Remaining LE Years (Scenario 1)')).toHaveValue(34.29));
    // The dialog fades out; under load the retried Autofill can answer before the fade has ended.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Name', region('Plaintiff Information'))).toHaveValue('Jane Typed');
    // After the sign-in the account's case key is fetched again (saved cases were locked at the 401).
    expect(calls.map((c) => c.path).filter((p) => p !== '/api/profiles')).toEqual([
      '/api/forensic/get_life',
      '/api/case-key',
      '/api/forensic/get_life',
    ]);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ id: USER.id });
  });

  it('asks for the authenticator code when the account has one', async () => {
    let sessionOver = true;
    mockFetch((path) =>
      path === '/api/profiles' ? { body: [] } : sessionOver ? { status: 401, body: { error: 'Sign in', issues: [] } } : { body: LIFE },
    );
    authClientMock.signIn.username.mockImplementation(() => ok({ twoFactorRedirect: true }));
    authClientMock.twoFactor.verifyTotp.mockImplementation(() => {
      sessionOver = false;
      return ok({ token: 't', user: { ...USER, twoFactorEnabled: true } });
    });
    const { user } = renderForm();
    fillPlaintiff();
    await user.click(screen.getByRole('button', { name: 'Autofill Remaining LE Years (Scenario 1)' }));
    await screen.findByRole('dialog', { name: 'Sign in again' });
    await user.type(await screen.findByLabelText('Username'), 'jordan');
    await user.type(screen.getByLabelText('Password'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('dialog', { name: 'Two-factor authentication' });
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(field('Remaining LE Years (Scenario 1)')).toHaveValue(34.29));
    expect(authClientMock.twoFactor.verifyTotp).toHaveBeenCalledWith({ code: '123456' });
  });

  it('closing the dialog gives up: the Autofill reports its failure and the form stays as typed', async () => {
    mockFetch((path) => (path === '/api/profiles' ? { body: [] } : { status: 401, body: { error: 'Sign in', issues: [] } }));
    const { user } = renderForm();
    fillPlaintiff();
    await user.click(screen.getByRole('button', { name: 'Autofill Remaining LE Years (Scenario 1)' }));
    await screen.findByRole('dialog', { name: 'Sign in again' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('call-error')).toHaveTextContent('Could not get Life Expectancy estimation'));
    expect(field('Name', region('Plaintiff Information'))).toHaveValue('Jane Typed');
  });
});
