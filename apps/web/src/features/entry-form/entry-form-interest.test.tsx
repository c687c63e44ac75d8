import type { ForumId, SavedFormRecord } from '@damages/contracts';
import { lumpSumInterest } from '@damages/engine';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedCase } from '../saved-cases/testing/index.ts';
import { CallErrorProvider } from './autofill/call-errors.tsx';
import type { FormValues } from './model/form-values.ts';
import { PrejudgmentInterest } from './sections/prejudgment-interest.tsx';
import { buildSavedRecord } from './submit/build-saved-record.ts';
import { earningsValues, formDataOf, wrongfulDeathValues } from './testing/fixtures.ts';
import { field, mockFetch, region, renderForm, serviceReply, set, type FetchReply } from './testing/render-form.tsx';

/**
 * The prejudgment-interest section (methodology §16): shown only with a past
 * loss, off by default, its defaults from the forum's rate kind, its inline
 * messages, and the choice saved with the case and shown again on reopening.
 */

const ID = '6e2a1d8f-1b2c-4d3e-9f4a-1b2c3d4e5f60';
const SECTION = 'Prejudgment interest';
const SWITCH = 'Compute prejudgment interest on the past losses';
const submit = () => screen.getByRole('button', { name: 'Submit' });
const errorOf = (label: string) => document.getElementById(`${(field(label) as HTMLInputElement).id}-error`)?.textContent;

function saveCase(values: FormValues) {
  localStorage.setItem(ID, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
}

/** The service: create_table computed by the engine, get_interest by the engine's lump-sum rule. */
const reply = (path: string, body: unknown): FetchReply => {
  if (!path.endsWith('/get_interest')) return serviceReply(path, body);
  const { rate, compounding, from, to, items } = body as {
    rate: string;
    compounding: 'simple' | 'annual';
    from: string;
    to: string;
    items: { id: string; amount: string; date: string }[];
  };
  const answer = lumpSumInterest({
    rate: Number(rate),
    compounding,
    from: from || null,
    to,
    items: items.map((item) => ({ ...item, amount: Number(item.amount) })),
  });
  // The wire's words, as the route writes them.
  return {
    body: {
      items: answer.items.map(({ accrualStart, ...item }) => ({ ...item, accrual_start: accrualStart })),
      total_interest: answer.totalInterest,
    },
  };
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('in the entry form', () => {
  it('is not shown without a past loss', async () => {
    mockFetch(serviceReply);
    const values = earningsValues();
    values.case.typeSelectedValues = ['lossOfEarningsFuture'];
    saveCase(values);
    renderForm(`/form/${ID}`);
    await screen.findByRole('region', { name: 'Case Sections' });
    expect(screen.queryByRole('region', { name: SECTION })).toBeNull();
  });

  it('is off by default, asks the rate once on, names a bad value, and is saved and shown again', async () => {
    const { calls } = mockFetch(reply);
    saveCase(wrongfulDeathValues());
    const { user } = renderForm(`/form/${ID}`);
    const section = await screen.findByRole('region', { name: SECTION });
    const toggle = within(section).getByLabelText(SWITCH);
    expect(toggle).not.toBeChecked();
    expect(within(section).queryByLabelText('Interest rate: the rate the forum sets (% a year)')).toBeNull();

    await user.click(toggle);
    expect(field('Interest rate: the rate the forum sets (% a year)')).toHaveValue(null);
    expect(field('Compounding')).toHaveValue('simple');
    expect(within(section).getByTestId('interest-burial')).toHaveTextContent('from the date of death, 05/02/2023');
    expect(within(section).getByText(/The yearly rate in percent/)).toBeInTheDocument();
    expect(within(section).getByText(/Compounded yearly: interest earns interest each full year/)).toBeInTheDocument();

    await user.click(submit());
    await waitFor(() => expect(errorOf('Interest rate: the rate the forum sets (% a year)')).toBe('Interest rate is required'));
    set('Interest rate: the rate the forum sets (% a year)', '60', region(SECTION));
    await waitFor(() =>
      expect(errorOf('Interest rate: the rate the forum sets (% a year)')).toBe('Interest rate must be between 0 and 50%'),
    );
    set('Interest rate: the rate the forum sets (% a year)', '7.5', region(SECTION));
    set('Interest runs from', '2026-05-01', region(SECTION));
    await waitFor(() => expect(errorOf('Interest runs from')).toBe('Interest runs from must not be after the date of trial'));
    set('Interest runs from', '2024-01-01', region(SECTION));
    await waitFor(() => expect(errorOf('Interest runs from')).toBeUndefined());

    await user.click(submit());
    await screen.findByTestId('toc');
    const terms = { rate: '0.075', compounding: 'simple', from: '2024-01-01', to: '2026-04-20' };
    const bodyOf = (end: string) => calls.find((call) => call.path.endsWith(end))?.body as Record<string, unknown>;
    expect(bodyOf('loss_support/past').prejudgmentInterest).toEqual(terms);
    expect(bodyOf('loss_services/past').prejudgmentInterest).toEqual(terms);
    expect(bodyOf('loss_support/future').prejudgmentInterest).toBeUndefined();
    expect(bodyOf('get_interest')).toEqual({ ...terms, items: [{ id: 'burialCost', amount: '12000', date: '2023-05-02' }] });

    const record = (await storedCase(ID)) as SavedFormRecord;
    expect(record.formData.interest).toEqual({ ratePercent: 7.5, compounding: 'simple', from: '2024-01-01' });
    // 12,000 at 7.5 % simple from 2024-01-01 through 2026-04-20: 840 days → 12000 × 0.075 × 840 / 365 = 2,071.23.
    expect(record.interestOnLumpSums?.total_interest).toBe(2071.23);
    expect(record.lossSupport?.past?.table[0]?.total_interest).toBeGreaterThan(0);
  });

  it('follows the forum chosen in Case Information: Illinois asks the filing date and sends five years from it', async () => {
    const { calls } = mockFetch(reply);
    saveCase(wrongfulDeathValues());
    const { user } = renderForm(`/form/${ID}`);
    set('Forum', 'illinois');
    const section = await screen.findByRole('region', { name: SECTION });
    await user.click(within(section).getByLabelText(SWITCH));
    expect(field('Interest rate (% a year)')).toHaveValue(6);
    expect(within(section).queryByLabelText('Interest runs from')).toBeNull();
    set('Date the action was filed', '2019-03-01', region(SECTION));
    await user.click(submit());
    await screen.findByTestId('toc');
    const body = calls.find((call) => call.path.endsWith('loss_support/past'))?.body as Record<string, unknown>;
    // 735 ILCS 5/2-1303(c): from the filing, for no period beyond five years (the trial is 2026-04-20).
    expect(body.prejudgmentInterest).toEqual({ rate: '0.06', compounding: 'simple', from: '2019-03-01', to: '2024-03-01' });
  });

  it('opens a saved case with its interest as it was chosen', async () => {
    mockFetch(serviceReply);
    const values = wrongfulDeathValues();
    values.interest = { ...values.interest!, enabled: true, rate: '4.25', compounding: 'annual', through: '2026-03-31' };
    saveCase(values);
    renderForm(`/form/${ID}`);
    const section = await screen.findByRole('region', { name: SECTION });
    expect(within(section).getByLabelText(SWITCH)).toBeChecked();
    expect(field('Interest rate: the rate the forum sets (% a year)')).toHaveValue(4.25);
    expect(field('Compounding')).toHaveValue('annual');
    expect(field('Interest through')).toHaveValue('2026-03-31');
  });
});

/** The section alone, under a forum passed in (the form's forum choice is another part of the form). */
function renderSection(forum: ForumId, values: FormValues = wrongfulDeathValues()) {
  function Harness() {
    const methods = useForm<FormValues>({ defaultValues: values });
    return (
      <MemoryRouter>
        <CallErrorProvider>
          <FormProvider {...methods}>
            <PrejudgmentInterest forum={forum} />
          </FormProvider>
        </CallErrorProvider>
      </MemoryRouter>
    );
  }
  render(<Harness />);
  fireEvent.click(screen.getByLabelText(SWITCH));
}

describe('defaults per forum', () => {
  it('a fixed rate (Illinois): prefilled and editable, with the event its rule counts from', () => {
    renderSection('illinois');
    expect(field('Interest rate (% a year)')).toHaveValue(6);
    expect(field('Compounding')).toHaveValue('simple');
    expect(field('Date the action was filed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Interest runs from')).toBeNull();
    expect(screen.getByTestId('interest-rule')).toHaveTextContent('735 ILCS 5/2-1303(c)');
  });

  it('an entered rate (Pennsylvania): named by the catalogue, blank, with its addition', () => {
    renderSection('pennsylvania');
    expect(field('Interest rate: the prime rate (% a year)')).toHaveValue(null);
    expect(screen.getByText('plus 1% is added')).toBeInTheDocument();
    expect(field('Date the complaint was served')).toBeInTheDocument();
  });

  it('the federal post-judgment rate: an Autofill for the trial date, with the week and source kept', async () => {
    const { calls } = mockFetch(() => ({
      body: { rate: 4.1, week_start: '2026-04-06', week_end: '2026-04-12', days: 5, source: 'U.S. Treasury' },
    }));
    renderSection('federal');
    expect(field('Compounding')).toHaveValue('annual');
    fireEvent.click(screen.getByRole('button', { name: 'Autofill the federal post-judgment rate' }));
    await waitFor(() => expect(field('Interest rate (% a year)')).toHaveValue(4.1));
    expect(calls).toEqual([{ path: '/api/forensic/get_judgment_rate', body: { date: '2026-04-20' } }]);
    expect(screen.getByText(/04\/06\/2026–04\/12\/2026 \(5 daily values; U\.S\. Treasury\)/)).toBeInTheDocument();
  });

  it('FELA: says interest is not awarded, citing the rule, and asks nothing', () => {
    function Harness() {
      const methods = useForm<FormValues>({ defaultValues: wrongfulDeathValues() });
      return (
        <FormProvider {...methods}>
          <PrejudgmentInterest forum="fela" />
        </FormProvider>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('region', { name: SECTION })).toHaveTextContent(
      'Prejudgment interest is not awarded in this forum (Monessen Southwestern Ry. v. Morgan, 486 U.S. 330 (1988))',
    );
    expect(screen.queryByLabelText(SWITCH)).toBeNull();
  });
});
