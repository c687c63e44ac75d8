import { DEFAULT_ECONOMISTS, type EconomistProfile } from '@damages/contracts';
import { configure, fireEvent, render, screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { vi } from 'vitest';
import { EntryFormPage } from '../entry-form-page.tsx';
import { loadModalityList } from '../medical/lazy-modality-list.tsx';
import { loadSavedCasesList, SavedCaseStoreProvider } from '../../saved-cases/index.ts';
import { testStore } from '../../saved-cases/testing/index.ts';
import { serviceAnswer } from '../../../testing/record-builder.ts';

/** Test helpers: the form page in a memory router, a scripted fetch, and field setters. */

// The whole form re-renders on some steps; under a full parallel run on 2 cores even 5 s was once too tight for findBy/waitFor.
configure({ asyncUtilTimeout: 10_000 });

// The modality editor and the saved-cases panel load on demand in the app; here they are ready before the first
// render, as after a warm load.
await loadModalityList();
await loadSavedCasesList();

function TableOfContents() {
  const { formId } = useParams();
  return <p data-testid="toc">Table of contents of {formId}</p>;
}

export function renderForm(path = '/form') {
  const router = createMemoryRouter(
    [
      { path: '/form/:formId?', element: <EntryFormPage /> },
      { path: '/:formId/table-of-contents', element: <TableOfContents /> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(
    <SavedCaseStoreProvider store={testStore()}>
      <RouterProvider router={router} />
    </SavedCaseStoreProvider>,
  );
  return { router, user };
}

export interface FetchCall {
  path: string;
  body: unknown;
}

export type FetchReply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** The occupations the wage_occupations list answers in component tests (two of the shipped ones). */
const WAGE_OCCUPATIONS = [
  { occupation: '31-1122', title: 'Home Health and Personal Care Aides' },
  { occupation: '37-2012', title: 'Maids and Housekeeping Cleaners' },
];

/** The signed-in account's own economist profile, as GET /api/profiles answers it in component tests. */
export const OWN_PROFILE: EconomistProfile = {
  id: '7d1c2f4e-0000-4000-8000-000000000001',
  isPrimary: true,
  fullName: 'Jordan Rivera',
  credentials: 'Ph.D.',
  title: 'Consulting Economist',
  firm: 'Rivera Economics LLC',
  address: '1 Main Street, Springfield',
  phone: '555-0100',
  email: 'jordan@example.com',
  hourlyFeeStudy: 400,
  hourlyFeeTestimony: 600,
  qualifications: 'Ph.D. in Economics',
  publications: 'Discounting future losses (2021)',
  testimony: [{ case: 'Doe v. Roe', court: 'Superior Court', year: 2023, kind: 'deposition' }],
  signatureImage: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

export const COLLEAGUE_PROFILE: EconomistProfile = {
  ...OWN_PROFILE,
  id: '7d1c2f4e-0000-4000-8000-000000000002',
  isPrimary: false,
  fullName: 'Casey Morgan',
  credentials: 'M.A.',
  hourlyFeeStudy: 350,
};

/**
 * Replaces fetch; `reply` answers each API call by path. Economists, the
 * account's profiles (`profiles`, own first) and the wage occupations (read when
 * a section opens, not by a user's action) are answered with fixed lists and not
 * recorded; `profiles: null` answers the profiles with a server error.
 */
export function mockFetch(
  reply: (path: string, body: unknown) => FetchReply,
  profiles: EconomistProfile[] | null = [OWN_PROFILE, COLLEAGUE_PROFILE],
) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = input instanceof Request ? input.url : input.toString();
    if (path === '/api/settings/economists') return new Response(JSON.stringify(DEFAULT_ECONOMISTS), { status: 200 });
    if (path === '/api/profiles')
      return profiles
        ? new Response(JSON.stringify(profiles), { status: 200 })
        : new Response(JSON.stringify({ error: 'Unavailable' }), { status: 503 });
    if (path === '/api/forensic/wage_occupations') return new Response(JSON.stringify(WAGE_OCCUPATIONS), { status: 200 });
    const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    calls.push({ path, body });
    const answer = await reply(path, body);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Answers a create_table call as the service would, from the body the form posted (a mockFetch reply). */
export const serviceReply = (path: string, body: unknown): FetchReply => ({ body: serviceAnswer(path, body) });

export const region = (name: string) => within(screen.getByRole('region', { name }));

/** Sets an input's value the way a user edit ends (fast, works for date inputs too). */
function change(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

export function field(name: string, scope: BoundFunctions<typeof queries> = screen) {
  return scope.getByLabelText(name, { exact: true, selector: 'input, select' });
}

export function set(name: string, value: string, scope: BoundFunctions<typeof queries> = screen) {
  change(field(name, scope), value);
}

export function check(label: string) {
  fireEvent.click(screen.getByLabelText(label, { exact: true, selector: 'input' }));
}

/**
 * Answers "Review before calculating" with "Calculate anyway", for a case whose
 * fixture draws a warning (the personal-injury example's worst therapy runs past
 * the expected date of death).
 */
export async function calculateAnyway(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Calculate anyway' }));
}
