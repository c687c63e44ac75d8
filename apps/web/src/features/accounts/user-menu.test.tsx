import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authClientMock, resetAuthClientMock, USER } from './testing/auth-client-mock.ts';
import { UserMenu, useSignedInUser } from './index.ts';
import { SavedCaseStoreProvider } from '../saved-cases/index.ts';
import { testStore } from '../saved-cases/testing/index.ts';
import { saveSignedInUser } from './signed-in-user.ts';

vi.mock('./auth-client.ts', async () => ({ authClient: (await import('./testing/auth-client-mock.ts')).authClientMock }));
vi.mock('./session-check.ts', async () => (await import('./testing/auth-client-mock.ts')).sessionCheckMock);

function Header() {
  const user = useSignedInUser();
  return (
    <header>
      <span>{user ? `Hello ${user.name}` : 'Nobody'}</span>
      <UserMenu />
    </header>
  );
}

function renderHeader() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Header /> },
      { path: '/sign-in', element: <h1>Sign in page</h1> },
      { path: '/account', element: <h1>Account page</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <SavedCaseStoreProvider store={testStore()}>
      <RouterProvider router={router} />
    </SavedCaseStoreProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('UserMenu', () => {
  beforeEach(() => {
    resetAuthClientMock();
    localStorage.setItem('user', JSON.stringify(USER));
  });

  it('shows the user’s name with Account and Sign out', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: USER.name }));
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signs out, clears the stored user and replaces the page with /sign-in', async () => {
    const { user, router } = renderHeader();
    await user.click(screen.getByRole('button', { name: USER.name }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('user')).toBeNull();
    expect(authClientMock.signOut).toHaveBeenCalled();
  });

  it('follows the stored user as it changes', async () => {
    renderHeader();
    expect(screen.getByText(`Hello ${USER.name}`)).toBeInTheDocument();
    saveSignedInUser({ ...USER, name: 'Sam Lee' });
    expect(await screen.findByText('Hello Sam Lee')).toBeInTheDocument();
  });
});
