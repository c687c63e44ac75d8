import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireSignIn } from '../../accounts/index.ts';
import { SavedCaseStoreProvider } from '../../saved-cases/index.ts';
import { testStore } from '../../saved-cases/testing/index.ts';
import { authClientMock, ok, resetAuthClientMock, USER } from '../../accounts/testing/index.ts';
import { profileRoutes } from '../routes.tsx';
import { fakeProfilesServer, storedProfile } from '../testing/fake-profiles-server.ts';

vi.mock('../../accounts/auth-client.ts', async () => ({
  authClient: (await import('../../accounts/testing/index.ts')).authClientMock,
}));
vi.mock('../../accounts/session-check.ts', async () => (await import('../../accounts/testing/index.ts')).sessionCheckMock);

function renderProfilePage() {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <h1>Sign in page</h1> },
      { element: <RequireSignIn />, children: [...profileRoutes, { path: '/form', element: <h1>Entry form</h1> }] },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <SavedCaseStoreProvider store={testStore()}>
      <RouterProvider router={router} />
    </SavedCaseStoreProvider>,
  );
  return { router, user: userEvent.setup() };
}

const input = (label: string) => screen.getByLabelText(label, { exact: true });

describe('/profile', () => {
  beforeEach(() => {
    resetAuthClientMock();
    authClientMock.getSession.mockImplementation(() => ok({ user: USER, session: { token: 'mine' } }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the own profile in a labelled form, in a main landmark under an h1', async () => {
    fakeProfilesServer([
      storedProfile({
        hourlyFeeStudy: 412.5,
        hourlyFeeTestimony: 600,
        testimony: [{ case: 'Lee v. Springfield', court: 'C.D. Ill.', year: 2022, kind: 'trial' }],
      }),
    ]);
    renderProfilePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Economist profile' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await screen.findByLabelText('Full name')).toHaveValue('Jordan Rivera');
    for (const label of ['Credentials', 'Title', 'Firm', 'Address', 'Phone', 'E-mail', 'Qualifications', 'Publications (last 10 years)'])
      expect(input(label)).toHaveValue('');
    expect(input('Hourly fee — study')).toHaveValue('412.50');
    expect(input('Hourly fee — testimony')).toHaveValue('600');
    const testimony = screen.getByRole('group', { name: 'Testimony (last 4 years)' });
    expect(within(testimony).getByLabelText('Case, testimony 1')).toHaveValue('Lee v. Springfield');
    expect(within(testimony).getByLabelText('Year, testimony 1')).toHaveValue('2022');
    expect(within(testimony).getByLabelText('Deposition or trial, testimony 1')).toHaveValue('trial');
    expect(screen.getByLabelText('Economist')).toHaveDisplayValue('Jordan Rivera (you)');
    expect(screen.queryByRole('button', { name: 'Delete profile' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in', async () => {
    authClientMock.getSession.mockImplementation(() => ok(null));
    const server = fakeProfilesServer([storedProfile()]);
    const { router } = renderProfilePage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(server.calls).toEqual([]);
  });

  it('shows the messages inline and sends nothing when a field is wrong', async () => {
    const server = fakeProfilesServer([storedProfile()]);
    const { user } = renderProfilePage();
    await user.clear(await screen.findByLabelText('Full name'));
    await user.type(input('Hourly fee — study'), '45O');
    await user.type(input('E-mail'), 'jordan at example');
    await user.click(screen.getByRole('button', { name: 'Add testimony' }));
    await user.type(screen.getByLabelText('Case, testimony 1'), 'Doe v. Roe');
    await user.type(screen.getByLabelText('Year, testimony 1'), '23');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(input('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(input('Hourly fee — study')).toHaveAccessibleDescription(
      expect.stringContaining('Hourly fee — study must be a dollar amount such as 450 or 450.00'),
    );
    expect(input('E-mail')).toHaveAccessibleDescription('E-mail must be an e-mail address such as name@example.com');
    expect(screen.getByLabelText('Court, testimony 1')).toHaveAccessibleDescription('Court is required');
    expect(screen.getByLabelText('Year, testimony 1')).toHaveAccessibleDescription('Year must be a year between 1950 and 2100');
    expect(screen.getByRole('alert')).toHaveTextContent('The profile was not saved: please correct the fields marked above.');
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('saves the profile: fees as dollars, testimony rows with years, then says so', async () => {
    const server = fakeProfilesServer([storedProfile()]);
    const { user } = renderProfilePage();
    await user.type(await screen.findByLabelText('Credentials'), 'Ph.D., Economics');
    await user.type(input('Firm'), 'Rivera Economics LLC');
    await user.type(input('Hourly fee — study'), '412.50');
    await user.type(input('Hourly fee — testimony'), '600');
    await user.type(input('Publications (last 10 years)'), 'Discounting future losses (2019)');
    await user.click(screen.getByRole('button', { name: 'Add testimony' }));
    await user.click(screen.getByRole('button', { name: 'Add testimony' }));
    await user.type(screen.getByLabelText('Case, testimony 1'), 'Martinez v. Acme Trucking, Inc.');
    await user.type(screen.getByLabelText('Court, testimony 1'), 'N.D. Ill.');
    await user.type(screen.getByLabelText('Year, testimony 1'), '2023');
    await user.click(screen.getByRole('button', { name: 'Remove testimony 2' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile saved.');
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/profiles/own');
    expect(put?.body).toMatchObject({
      fullName: 'Jordan Rivera',
      credentials: 'Ph.D., Economics',
      firm: 'Rivera Economics LLC',
      hourlyFeeStudy: 412.5,
      hourlyFeeTestimony: 600,
      publications: 'Discounting future losses (2019)',
      testimony: [{ case: 'Martinez v. Acme Trucking, Inc.', court: 'N.D. Ill.', year: 2023, kind: 'deposition' }],
      signatureImage: null,
    });
    expect(server.profiles[0]).toMatchObject({ credentials: 'Ph.D., Economics', hourlyFeeStudy: 412.5 });
  });

  it("shows the server's field issues inline when it refuses the profile", async () => {
    const server = fakeProfilesServer([storedProfile()]);
    server.override.next = {
      status: 400,
      body: { error: 'The profile is invalid.', issues: [{ path: 'phone', message: 'Phone must be at most 200 characters' }] },
    };
    const { user } = renderProfilePage();
    await user.type(await screen.findByLabelText('Phone'), '555-0100');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile was not saved: The profile is invalid.');
    expect(input('Phone')).toHaveAccessibleDescription('Phone must be at most 200 characters');
  });

  it('adds a colleague, switches between profiles and deletes the colleague', async () => {
    const server = fakeProfilesServer([storedProfile()]);
    const { user } = renderProfilePage();
    await user.click(await screen.findByRole('button', { name: 'Add colleague' }));
    expect(screen.getByRole('heading', { name: 'New colleague' })).toBeInTheDocument();
    expect(input('Full name')).toHaveValue('');
    await user.type(input('Full name'), 'Amy Colleague');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('heading', { name: 'Colleague: Amy Colleague' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The profile of Amy Colleague was added.');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ fullName: 'Amy Colleague' });
    const choice = screen.getByLabelText('Economist');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Jordan Rivera (you)', 'Amy Colleague']);

    await user.selectOptions(choice, 'Jordan Rivera (you)');
    expect(input('Full name')).toHaveValue('Jordan Rivera');
    await user.selectOptions(choice, 'Amy Colleague');
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this profile?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The profile of Amy Colleague was deleted.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/profiles/colleague-1');
    expect(
      within(screen.getByLabelText('Economist'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Jordan Rivera (you)']);
    expect(input('Full name')).toHaveValue('Jordan Rivera');
  });

  it('previews an uploaded signature and sends it; refuses a file that is not a PNG or JPEG', async () => {
    const server = fakeProfilesServer([storedProfile()]);
    const { user } = renderProfilePage();
    const upload = await screen.findByLabelText('Signature image (optional)');
    await user.upload(upload, new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'signature.png', { type: 'image/png' }));
    expect(await screen.findByText('Signature image is not a valid PNG file')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Signature preview' })).not.toBeInTheDocument();

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await user.upload(upload, new File([png], 'signature.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Signature preview' });
    expect(preview).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgoAAAAN');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Profile saved.');
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      signatureImage: 'data:image/png;base64,iVBORw0KGgoAAAAN',
    });
  });
});
