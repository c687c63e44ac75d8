import { savedFormRecord, type SavedFormRecord } from '@damages/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSavedRecord } from './submit/build-saved-record.ts';
import { earningsValues, formDataOf } from './testing/fixtures.ts';
import { COLLEAGUE_PROFILE, field, mockFetch, OWN_PROFILE, renderForm, serviceReply, set } from './testing/render-form.tsx';
import type { FormValues } from './model/form-values.ts';
import { storedCase } from '../saved-cases/testing/index.ts';

/**
 * Case Information: the economist profiles and the case caption, which the signed report prints; and the plaintiff's occupation and
 * employer, which the report's background quotes.
 */

const ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const stored = () => storedCase(ID) as Promise<SavedFormRecord>;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const economist = () => field('Economist') as HTMLSelectElement;
const optionLabels = () =>
  within(economist())
    .getAllByRole('option')
    .map((o) => o.textContent);

function saveCase(values: FormValues) {
  localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the Economist choice', () => {
  it("lists the account's own profile first, then colleagues, and chooses its own for a new case", async () => {
    mockFetch(() => ({ body: {} }));
    renderForm('/form');
    await waitFor(() => expect(economist()).toHaveValue(OWN_PROFILE.id));
    expect(optionLabels()).toEqual(['Select…', 'Jordan Rivera, Ph.D.', 'Casey Morgan, M.A.']);
  });

  it("saves the chosen profile's id and a copy of its printable fields with the case", async () => {
    const values = earningsValues();
    values.case.economist = COLLEAGUE_PROFILE.id;
    saveCase(values);
    mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    await waitFor(() => expect(optionLabels()).toContain('Casey Morgan, M.A.'));
    set('Economist', OWN_PROFILE.id);
    await user.click(submit());
    await screen.findByTestId('toc');
    const record = await stored();
    expect(savedFormRecord.safeParse(record).success).toBe(true);
    const { isPrimary: _p, createdAt: _c, ...printable } = OWN_PROFILE;
    expect(record.formData.case.economist).toBe(OWN_PROFILE.id);
    expect(record.formData.case.economistProfile).toEqual(printable);
  });

  it('opens a case saved with economist-1 keeping it, named as the firm names it, and saves no profile copy', async () => {
    saveCase(earningsValues());
    mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    await waitFor(() => expect(optionLabels()).toEqual(['Select…', 'Jordan Rivera, Ph.D.', 'Casey Morgan, M.A.', 'Economist One']));
    expect(economist()).toHaveValue('economist-1');
    await user.click(submit());
    await screen.findByTestId('toc');
    expect((await stored()).formData.case.economist).toBe('economist-1');
    expect((await stored()).formData.case).not.toHaveProperty('economistProfile');
  });

  it('keeps a profile this account no longer has, named from the copy saved with the case', async () => {
    const values = earningsValues();
    const { isPrimary: _p, createdAt: _c, ...printable } = { ...COLLEAGUE_PROFILE, id: 'gone', fullName: 'Pat Gone' };
    values.case.economist = 'gone';
    values.case.economistProfile = printable;
    saveCase(values);
    mockFetch(serviceReply);
    renderForm(`/form/${ID}`);
    await waitFor(() => expect(optionLabels()).toContain('Pat Gone, M.A. (saved with this case)'));
    expect(economist()).toHaveValue('gone');
  });

  it('points a first sign-in, whose account has no profile yet, to the profile page', async () => {
    mockFetch(() => ({ body: {} }), []);
    renderForm('/form');
    expect(await screen.findByText(/You have no economist profile yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your profile' })).toHaveAttribute('href', '/profile');
  });

  it("offers the firm's economists when the profiles cannot be read", async () => {
    mockFetch(() => ({ body: {} }), null);
    renderForm('/form');
    expect(await screen.findByText(/Your economist profiles could not be loaded/)).toBeInTheDocument();
    expect(optionLabels()).toEqual(['Select…', 'Economist One', 'Economist Two']);
  });
});

describe('the case caption', () => {
  it('offers case name, court, docket number and the attorney, and saves what was entered', async () => {
    saveCase(earningsValues());
    mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    expect(field('Case name')).toHaveAttribute('placeholder', 'Martinez v. Acme Trucking, Inc.');
    expect(field('Case name')).toHaveValue('');
    set('Case name', '  Martinez v. Acme Trucking, Inc. ');
    set('Court', 'Superior Court of California, County of Los Angeles');
    set('Docket number', '23STCV01234');
    set('Attorney name', 'Dana Smith');
    set('Attorney firm', 'Smith & Jones LLP');
    const address = screen.getByLabelText('Attorney address');
    expect(address.tagName).toBe('TEXTAREA');
    await user.type(address, '100 Main Street{Enter}Los Angeles, CA 90012');
    await user.click(submit());
    await screen.findByTestId('toc');
    expect((await stored()).formData.case).toMatchObject({
      caseName: 'Martinez v. Acme Trucking, Inc.',
      court: 'Superior Court of California, County of Los Angeles',
      docketNumber: '23STCV01234',
      attorneyName: 'Dana Smith',
      attorneyFirm: 'Smith & Jones LLP',
      attorneyAddress: '100 Main Street\nLos Angeles, CA 90012',
    });
  });

  it('saves a case without a caption as before: no caption keys', async () => {
    saveCase(earningsValues());
    mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    await user.click(submit());
    await screen.findByTestId('toc');
    for (const key of ['caseName', 'court', 'docketNumber', 'attorneyName', 'attorneyFirm', 'attorneyAddress'])
      expect((await stored()).formData.case).not.toHaveProperty(key);
  });
});

describe("the plaintiff's occupation and employer", () => {
  it('are saved trimmed and shown again when the case is opened, and a calculation again keeps the paragraphs written on the report', async () => {
    const values = earningsValues();
    const record = buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z');
    record.formData.narrative = { background: 'Written on the report.' };
    localStorage.setItem(ID, JSON.stringify(record));
    mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    expect(field('Occupation')).toHaveValue('');
    set('Occupation', '  machinist ');
    set('Employer', ' Delta Tool & Die');
    await user.click(submit());
    await screen.findByTestId('toc');
    const saved = await stored();
    expect(saved.formData.plaintiff).toMatchObject({ occupation: 'machinist', employer: 'Delta Tool & Die' });
    expect(saved.formData.narrative).toEqual({ background: 'Written on the report.' });

    cleanup();
    renderForm(`/form/${ID}`);
    // A whole form to open again: on a busy machine it takes more than waitFor's default second.
    await waitFor(() => expect(field('Occupation')).toHaveValue('machinist'), { timeout: 5000 });
    expect(field('Employer')).toHaveValue('Delta Tool & Die');
  });

  it('are refused past 120 characters, inline, naming the field', async () => {
    saveCase(earningsValues());
    mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    set('Employer', 'E'.repeat(121));
    await user.click(submit());
    await waitFor(() => expect(field('Employer')).toHaveAccessibleDescription('Employer must be at most 120 characters'), {
      timeout: 5000,
    });
    expect(field('Occupation')).not.toHaveAttribute('aria-invalid');
    expect((await stored()).formData.plaintiff).not.toHaveProperty('employer');
  });
});
