import { lossTotals, selectionOfRecord, type FormDataRecord, type OpposingReport, type SavedFormRecord } from '@damages/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { entryFormRoutes } from '../entry-form/index.ts';
import { earningsValues, field, formDataOf, mockFetch, serviceReply } from '../entry-form/testing/index.ts';
import { SavedCaseStoreProvider } from '../saved-cases/index.ts';
import { draftKey, seedSealedCases, storedCase, testStore } from '../saved-cases/testing/index.ts';
import { savedRecordOf } from '../../testing/record-builder.ts';
import { RebuttalPage } from './rebuttal-page.tsx';

const ID = '55555555-5555-4555-8555-555555555555';

/** Our case, as the form saves it: earnings past and future, retirement at 67 in its first scenario (of record) and 62.5 in its second. */
const OURS: SavedFormRecord = savedRecordOf(formDataOf(earningsValues()), '2026-01-15T12:00:00.000Z');

/** Our Summary's total, as the report states it. */
const OUR_TOTAL = lossTotals(OURS, selectionOfRecord(OURS)).total;

const cents = (dollars: number) => Math.round(dollars * 100);

function renderRebuttal() {
  const router = createMemoryRouter(
    [
      { path: '/:formId/opposing-report', element: <RebuttalPage /> },
      ...entryFormRoutes,
      { path: '/:formId/table-of-contents', element: <p>Table of contents</p> },
    ],
    { initialEntries: [`/${ID}/opposing-report`] },
  );
  render(
    <SavedCaseStoreProvider store={testStore()}>
      <RouterProvider router={router} />
    </SavedCaseStoreProvider>,
  );
  return { router, user: userEvent.setup() };
}

const input = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input' });
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

beforeEach(async () => {
  mockFetch(serviceReply);
  await seedSealedCases({ [ID]: OURS });
});

describe('entering the opposing report', () => {
  it('shows each refusal under its field, naming it, and saves nothing', async () => {
    const { user, router } = renderRebuttal();
    await screen.findByRole('heading', { name: 'Rebuttal' });
    // Our Summary has one line: earnings. Their report is dated a day that does not exist.
    type('Date of their report', '2025-02-30');
    type('Loss of Earnings, their past', '12,34x');
    type('Loss of Earnings, their future', '500000');
    type('Their total', '600000');
    await user.click(screen.getByRole('button', { name: 'Enter their assumptions' }));

    expect(await screen.findByText("Enter the opposing expert's name")).toBeInTheDocument();
    expect(screen.getByText('Date of their report: enter the date their report bears')).toBeInTheDocument();
    expect(screen.getByText('Loss of Earnings, their past: enter dollars to the cent, such as 1,234.56')).toBeInTheDocument();
    expect(screen.getByText('Loss of Earnings, their total: enter it, since their past or future is entered')).toBeInTheDocument();
    expect(input("Opposing expert's name")).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe(`/${ID}/opposing-report`);
    expect((await storedCase(ID))?.opposing).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Compute the rebuttal' })).not.toBeInTheDocument();
  });

  it('enters their assumptions from a copy of ours: one retirement age changed is theirs, ours stays', async () => {
    const { user, router } = renderRebuttal();
    await screen.findByRole('heading', { name: 'Rebuttal' });
    type("Opposing expert's name", 'Dr. Pat Quinn');
    type('Date of their report', '2025-04-02');
    type('Loss of Earnings, their past', '$100,000');
    type('Loss of Earnings, their future', '500,000.25');
    type('Loss of Earnings, their total', '600000.25');
    type('Their total', '600000.25');
    await user.click(screen.getByRole('button', { name: 'Enter their assumptions' }));

    expect(await screen.findByRole('heading', { name: "Assumptions of Dr. Pat Quinn's report of April 2, 2025" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/form/${ID}/opposing`);
    const header = await storedCase(ID);
    expect(header?.opposing).toMatchObject({
      author: 'Dr. Pat Quinn',
      reportDate: '2025-04-02',
      elements: [{ key: 'earnings', past: 100000, future: 500000.25, total: 600000.25 }],
      total: 600000.25,
    });
    // They start from ours.
    expect(header?.opposing?.formData).toEqual(OURS.formData);
    expect((field('Retirement age (Scenario 1)') as HTMLInputElement).value).toBe('67');

    fireEvent.change(field('Retirement age (Scenario 1)'), { target: { value: '62' } });
    // Their typing is kept as a draft of its own: the case's own draft is not touched.
    await waitFor(() => expect(localStorage.getItem(draftKey(`${ID}:opposing`))).not.toBeNull());
    expect(localStorage.getItem(draftKey(ID))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('heading', { name: 'Rebuttal' });
    expect(router.state.location.pathname).toBe(`/${ID}/opposing-report`);
    const saved = await storedCase(ID);
    const theirs: FormDataRecord = { ...OURS.formData, plaintiff: { ...OURS.formData.plaintiff, retirementAge: [62, 62.5] } };
    expect(OURS.formData.plaintiff.retirementAge).toEqual([67, 62.5]);
    expect(saved?.opposing?.formData).toEqual(theirs);
    expect(saved?.opposing?.author).toBe('Dr. Pat Quinn');
    expect(saved?.formData).toEqual(OURS.formData);
    // Our case is not recalculated: its Summary is the one it had.
    if (!saved) throw new Error('The case is gone');
    expect(lossTotals(saved, selectionOfRecord(saved)).total).toBe(OUR_TOTAL);
    expect(localStorage.getItem(draftKey(`${ID}:opposing`))).toBeNull();
    // Their assumptions are entered: the rebuttal can be computed.
    expect(screen.getByRole('button', { name: 'Compute the rebuttal' })).toBeInTheDocument();
  });
});

describe('computing the rebuttal', () => {
  /** Their report: a stated total of 1,000,000.37, on our assumptions but retirement at 62. */
  const OPPOSING: OpposingReport = {
    author: 'Dr. Pat Quinn',
    reportDate: '2025-04-02',
    elements: [{ key: 'earnings', total: 1000000.37 }],
    total: 1000000.37,
    formData: { ...OURS.formData, plaintiff: { ...OURS.formData.plaintiff, retirementAge: [62, 62.5] } },
  };

  it('saves the rebuttal, whose waterfall goes from their stated total to ours to the cent', async () => {
    await seedSealedCases({ [ID]: { ...OURS, opposing: OPPOSING } });
    const { user } = renderRebuttal();
    await user.click(await screen.findByRole('button', { name: 'Compute the rebuttal' }));
    expect(await screen.findByText('The rebuttal is computed and saved with the case.')).toBeInTheDocument();

    const rebuttal = (await storedCase(ID))?.rebuttal;
    if (rebuttal === undefined) throw new Error('No rebuttal saved');
    expect(rebuttal.waterfall.stated).toBe(1000000.37);
    expect(rebuttal.waterfall.ours).toBe(OUR_TOTAL);
    expect(rebuttal.waterfall.steps.reduce((sum, step) => sum + cents(step.amount), 0)).toBe(cents(OUR_TOTAL) - cents(1000000.37));
    // The unexplained gap first, then the retirement age: their replicated total is below ours.
    expect(rebuttal.waterfall.steps.map((step) => step.kind)).toEqual(['unexplained', 'input']);
    expect(rebuttal.waterfall.steps[0]?.amount).toBe((cents(rebuttal.waterfall.replicated) - cents(1000000.37)) / 100);
    expect(rebuttal.waterfall.replicated).toBeLessThan(OUR_TOTAL);

    const waterfall = within(screen.getByRole('region', { name: 'From their total to ours' }));
    expect(waterfall.getByRole('row', { name: /^Total in the report of Dr. Pat Quinn/ })).toHaveTextContent('$1,000,000.37');
    expect(waterfall.getByRole('row', { name: /^Not explained by the stated assumptions/ })).toBeInTheDocument();
    const replication = within(screen.getByRole('region', { name: 'Replication of their figures' }));
    expect(replication.getByRole('row', { name: /^Total economic loss/ })).toHaveTextContent('$1,000,000.37');
  });

  it('saves nothing when the calculation service fails, and says so', async () => {
    await seedSealedCases({ [ID]: { ...OURS, opposing: OPPOSING } });
    mockFetch(() => ({ status: 400, body: { error: 'Bad request', issues: [] } }));
    const { user } = renderRebuttal();
    await user.click(await screen.findByRole('button', { name: 'Compute the rebuttal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The rebuttal could not be computed: .+\. Nothing was saved\.$/);
    const saved = await storedCase(ID);
    expect(saved?.rebuttal).toBeUndefined();
    expect(saved?.revision).toBe(OURS.revision);
  });
});
