import { DEFAULT_ECONOMISTS } from '@damages/contracts';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { vi } from 'vitest';
import { EntryFormPage } from '../entry-form-page.tsx';

/** Test helpers: the form page in a memory router, a scripted fetch, and field setters. */

// The whole form re-renders on some steps; under a full parallel run 1 s is too tight for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

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
  render(<RouterProvider router={router} />);
  return { router, user };
}

export interface FetchCall {
  path: string;
  body: unknown;
}

export type FetchReply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** The occupations the wage_occupations list answers in component tests (two of the shipped ones). */
export const WAGE_OCCUPATIONS = [
  { occupation: '31-1122', title: 'Home Health and Personal Care Aides' },
  { occupation: '37-2012', title: 'Maids and Housekeeping Cleaners' },
];

/**
 * Replaces fetch; `reply` answers each API call by path. Economists and the
 * wage occupations (read when a section opens, not by a user's action) are
 * answered with fixed lists and not recorded.
 */
export function mockFetch(reply: (path: string, body: unknown) => FetchReply) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/settings/economists') return new Response(JSON.stringify(DEFAULT_ECONOMISTS), { status: 200 });
    if (path === '/api/forensic/wage_occupations') return new Response(JSON.stringify(WAGE_OCCUPATIONS), { status: 200 });
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    const answer = await reply(path, body);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const region = (name: string) => within(screen.getByRole('region', { name }));

/** Sets an input's value the way a user edit ends (fast, works for date inputs too). */
export function change(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

export function field(name: string, scope: ReturnType<typeof within> | typeof screen = screen) {
  return scope.getByLabelText(name, { exact: true, selector: 'input, select' });
}

export function set(name: string, value: string, scope: ReturnType<typeof within> | typeof screen = screen) {
  change(field(name, scope), value);
}

export function check(label: string) {
  fireEvent.click(screen.getByLabelText(label, { exact: true, selector: 'input' }));
}
