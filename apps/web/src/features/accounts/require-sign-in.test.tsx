import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authClientMock, failed, ok, resetAuthClientMock, USER } from './testing/auth-client-mock.ts';
import { renderAt } from './testing/render-routes.tsx';

vi.mock('./auth-client.ts', async () => ({ authClient: (await import('./testing/auth-client-mock.ts')).authClientMock }));
vi.mock('./session-check.ts', async () => (await import('./testing/auth-client-mock.ts')).sessionCheckMock);

describe('RequireSignIn', () => {
  beforeEach(resetAuthClientMock);

  it('shows a spinner while it asks the server', async () => {
    authClientMock.getSession.mockImplementation(() => new Promise(() => {}));
    renderAt('/form');
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
  });

  it('sends an anonymous visitor to sign in, remembering the page', async () => {
    localStorage.setItem('user', JSON.stringify(USER));
    const { router } = renderAt('/case-1/summary');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fcase-1%2Fsummary');
    expect(localStorage.getItem('user'), 'a stale local copy is dropped').toBeNull();
  });

  it('lets a signed-in user through and refreshes the stored user', async () => {
    authClientMock.getSession.mockImplementation(() => ok({ user: { ...USER, name: 'Jordan R.' }, session: { token: 't' } }));
    renderAt('/form');
    expect(await screen.findByRole('heading', { name: 'Entry form' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Jordan R.' });
  });

  it('offers to try again when the server cannot be reached', async () => {
    authClientMock.getSession.mockImplementationOnce(() => failed(0)).mockImplementation(() => ok({ user: USER, session: { token: 't' } }));
    const { user } = renderAt('/form');
    expect(await screen.findByText(/We could not check your session: Network Error/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Entry form' })).toBeInTheDocument();
  });
});
