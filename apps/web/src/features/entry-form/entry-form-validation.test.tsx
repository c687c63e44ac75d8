import { MAX_HOURLY_RATE, MAX_MODALITIES } from '@damages/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSavedRecord } from './submit/build-saved-record.ts';
import { formDataOf, wrongfulDeathValues } from './testing/fixtures.ts';
import { check, field, mockFetch, OWN_PROFILE, region, renderForm, set } from './testing/render-form.tsx';

beforeEach(() => {
  mockFetch(() => ({ status: 404, body: {} }));
});

const submit = () => screen.getByRole('button', { name: 'Submit' });
/** The messages the error summary lists (one link per problem); the inline messages repeat them under the fields. */
const alerts = () => {
  const summary = screen.queryByRole('region', { name: /^Please correct \d+ problems?$/ });
  return summary
    ? within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent)
    : [];
};

/** Every required message of spec §5, as the product words them. */
const SPEC_MESSAGES = [
  'Economist is required',
  'Date of Report is required',
  'Date of trial is required',
  'Date of injury or death is required',
  'Retaining Attorney or Firm is required',
  'Required field',
  'Household income is required',
  'Burial Cost is required',
  'Name is required',
  'Date of Birth is required',
  'Gender is required',
  'Race is required',
  'Education is required',
  'Remaining LE Years is required',
  'Retirement age is required',
  'Annual income is required',
  'Marginal tax rate is required',
  'Annual deductions is required',
  'Annual adjustments is required',
  'Wages discount rate is required',
  'Wages growth rate is required',
  'Date of birth is required',
  'Remaining LE years is required',
  'Number of children is required',
  'Source name is required',
  'Services discount rate is required',
  'Services growth rate is required',
  'Number of sources for household services is required',
  'Hourly rate is required',
  'End date is required',
  'Weekly hours is requires',
  'Number of weeks in year is required',
];

const MEDICAL_MESSAGES = [
  'Category is required',
  'Modality is required',
  'From date is required',
  'Annual cost is required',
  'Growth rate is required',
  'Discount rate is required',
];

describe('validation (spec §4, §5)', () => {
  it('shows no valid or invalid styling before the first submit attempt', () => {
    renderForm();
    set('Case type', 'personalInjury');
    set('Economist', '');
    const economist = field('Economist');
    expect(economist).not.toHaveClass('is-invalid');
    expect(economist).not.toHaveClass('is-valid');
    expect(economist).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks fields after a submit attempt and re-validates on every change', async () => {
    const { user } = renderForm();
    set('Case type', 'personalInjury');
    await user.click(submit());
    const name = field('Name', region('Plaintiff Information'));
    await waitFor(() => expect(name).toHaveClass('is-invalid'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(field('Case type')).toHaveClass('is-valid');
    set('Name', 'Mary Roe', region('Plaintiff Information'));
    await waitFor(() => expect(name).toHaveClass('is-valid'));
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('shows every required message of a wrongful-death case with spouse, children, documents and services', async () => {
    const { user } = renderForm();
    // The own profile signs a new case once the profiles have loaded; cleared, the economist is required. (Waiting
    // for it first: a submit racing the profiles found the message only when they were slow to arrive.)
    await waitFor(() => expect(field('Economist')).toHaveValue(OWN_PROFILE.id));
    set('Economist', '');
    set('Case type', 'wrongfulDeath');
    for (const label of ['Loss of support (past)', 'Loss of support (future)', 'Household services (past)']) check(label);
    set('Spouse', 'true');
    set('Children', 'true');
    set('Number of documents reviewed', '1');
    await user.click(submit());
    await waitFor(() => expect(alerts()).toContain('Economist is required'));
    // The counts are blank until chosen; choosing them adds blocks whose fields are then checked too.
    const before = new Set(alerts());
    set('Number of children', '1');
    set('Number of sources for household services', '1');
    await waitFor(() => expect(alerts()).toContain('Weekly hours is requires'));
    set('Number of sources for household services', '');
    await waitFor(() => expect(alerts()).toContain('Number of sources for household services is required'));
    const shown = [...before, ...alerts()];
    // A summary line is the message, or "<field label>: <message>" when the message does not name its field.
    const isShown = (message: string) => shown.some((line) => line === message || line?.endsWith(`: ${message}`));
    expect(SPEC_MESSAGES.filter((m) => !isShown(m))).toEqual([]);
  });

  it("shows 'Must select an option' for the spouse and children choices and 'Case type is required'", async () => {
    const { user } = renderForm();
    // A new case starts signed by the account's own profile; cleared, the choice is required.
    await waitFor(() => expect(field('Economist')).toHaveValue(OWN_PROFILE.id));
    set('Economist', '');
    await user.click(submit());
    await waitFor(() => expect(alerts()).toContain('Case type is required'));
    expect(alerts()).toContain('Economist is required');
    set('Case type', 'personalInjury');
    check('Loss of earnings (past)');
    await waitFor(() => expect(alerts().filter((a) => a === 'Must select an option')).toHaveLength(2));
  });

  it('shows every medical message and the benefits rate message of a personal-injury case', async () => {
    const { user } = renderForm();
    set('Case type', 'personalInjury');
    for (const label of ['Loss of earnings (future)', 'Medical expenses (past)', 'Medical expenses (future)']) check(label);
    await user.click(submit());
    await waitFor(() => expect(alerts()).toContain('Number of medical modalities is required'));
    const before = new Set(alerts());
    expect(
      [
        'Number of medical modalities is required',
        'Report title is required',
        'Report date is required',
        'Total of past medical expenses is required',
        'Benefits rate is required',
      ].filter((m) => !before.has(m)),
    ).toEqual([]);
    set('Number of medical modalities', '1');
    const card = region('Medical Modality 1');
    for (const label of ['Annual cost', 'Growth rate', 'Discount rate']) set(label, '', card);
    await waitFor(() => expect(alerts()).toContain('Discount rate is required'));
    const shown = new Set(alerts());
    expect(MEDICAL_MESSAGES.filter((m) => !shown.has(m))).toEqual([]);
    // 'To date is required' shows once the default date is cleared.
    set('To date', '2030-01-01', card);
    set('To date', '', card);
    await waitFor(() => expect(alerts()).toContain('To date is required'));
  });

  it("requires a household of 1 plus the spouse plus the children: 'Minimum household size value is N'", async () => {
    const { user } = renderForm();
    set('Case type', 'wrongfulDeath');
    check('Loss of support (past)');
    set('Spouse', 'true');
    set('Children', 'true');
    set('Number of children', '2');
    set('Household size', '3');
    await user.click(submit());
    await waitFor(() => expect(alerts()).toContain('Minimum household size value is 4'));
    set('Children', 'false');
    await waitFor(() => expect(alerts()).not.toContain('Minimum household size value is 4'));
    set('Household size', '0');
    set('Spouse', 'false');
    await waitFor(() => expect(alerts()).toContain('Minimum household size value is 1'));
  });

  it('asks for at least one loss category', async () => {
    const { user } = renderForm();
    set('Case type', 'wrongfulDeath');
    await user.click(submit());
    await waitFor(() => expect(alerts()).toContain('Select at least one loss category'));
  });
});

describe('cross-field rules of the contract, shown inline before any call', () => {
  const ID = '0b6b7a52-3a4e-4b8e-9a7c-5f0d2f4b1c12';

  it('shows a trial date before the injury date on the trial date, and makes no call', async () => {
    const values = wrongfulDeathValues();
    values.case.dateOfTrial = '2023-05-01';
    localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
    const { calls } = mockFetch(() => ({ body: {} }));
    const { user } = renderForm(`/form/${ID}`);
    await user.click(submit());
    const trial = field('Date of trial');
    await waitFor(() => expect(trial).toHaveClass('is-invalid'));
    expect(trial).toHaveAccessibleDescription('Date of trial must not be before the date of injury or death');
    expect(field('Date of injury or death')).toHaveClass('is-valid');
    expect(screen.queryByTestId('busy-overlay')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    set('Date of trial', '2026-04-20');
    await waitFor(() => expect(trial).toHaveClass('is-valid'));
  });

  it('shows a date of birth after the injury on the date of birth', async () => {
    const values = wrongfulDeathValues();
    values.plaintiff.dateOfBirth = '2024-01-01';
    localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
    const { calls } = mockFetch(() => ({ body: {} }));
    const { user } = renderForm(`/form/${ID}`);
    await user.click(submit());
    const birth = field('Date of Birth', region('Plaintiff Information'));
    await waitFor(() => expect(birth).toHaveAccessibleDescription('Date of birth must not be after the date of injury or death'));
    expect(calls).toEqual([]);
  });

  it(`allows at most ${MAX_MODALITIES} medical modalities, as the API does`, async () => {
    const { user } = renderForm();
    set('Case type', 'personalInjury');
    check('Medical expenses (future)');
    set('Number of medical modalities', String(MAX_MODALITIES + 1));
    await user.click(submit());
    const count = field('Number of medical modalities');
    await waitFor(() => expect(count).toHaveAccessibleDescription(`Number of medical modalities must be between 0 and ${MAX_MODALITIES}`));
  });

  it('caps the hourly rate of a household-services source where the API does', async () => {
    const values = wrongfulDeathValues();
    const source = values.documents.sourceInfomations[0];
    if (source) source.hourlyRate = String(MAX_HOURLY_RATE + 1);
    localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
    const { calls } = mockFetch(() => ({ body: {} }));
    const { user } = renderForm(`/form/${ID}`);
    await user.click(submit());
    await waitFor(() => expect(alerts()).toContain(`Hourly rate must be between 0 and ${MAX_HOURLY_RATE}`));
    expect(calls).toEqual([]);
  });
});
