import {
  ENDPOINT_ROUTES,
  pathOf,
  savedFormRecord,
  savedSensitivity,
  SENSITIVITY_WORDS,
  servicePath,
  summaryTotal,
  type LossSupportResponse,
  type SavedFormRecord,
} from '@damages/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSavedRecord } from './submit/build-saved-record.ts';
import { SUBMIT_STEPS } from './submit/submit-steps.ts';
import { earningsValues, formDataOf, personalInjuryValues, wrongfulDeathValues } from './testing/fixtures.ts';
import {
  calculateAnyway,
  check,
  mockFetch,
  OWN_PROFILE,
  region,
  renderForm,
  serviceReply,
  set,
  type FetchCall,
} from './testing/render-form.tsx';
import { storedCase } from '../saved-cases/testing/index.ts';

const ID = '0b6b7a52-3a4e-4b8e-9a7c-5f0d2f4b1c11';
const SENSITIVITY_PATH = servicePath('sensitivity');
const labelOf = (path: string) =>
  path === SENSITIVITY_PATH ? SENSITIVITY_WORDS.step.label : SUBMIT_STEPS.find((s) => s.path === path)?.label;

/** The create_table bodies among the calls, by the endpoint each was posted to. */
const postedBodies = (calls: readonly FetchCall[]) =>
  Object.fromEntries(
    calls.flatMap(({ path, body }) => {
      const name = (Object.keys(ENDPOINT_ROUTES) as (keyof typeof ENDPOINT_ROUTES)[]).find(
        (candidate) => ENDPOINT_ROUTES[candidate].group === 'create_table' && pathOf(candidate) === path,
      );
      return name === undefined ? [] : [[name, body]];
    }),
  );
const sensitivityCalls = (calls: readonly FetchCall[]) => calls.filter((call) => call.path === SENSITIVITY_PATH);

function saveCase(values = wrongfulDeathValues(), id = ID) {
  localStorage.setItem(id, JSON.stringify(buildSavedRecord(formDataOf(values), {}, '2025-07-01T10:00:00.000Z')));
}

const stored = (id: string) => storedCase(id) as Promise<SavedFormRecord>;
const submit = () => screen.getByRole('button', { name: 'Submit' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('submit pipeline (spec §4)', () => {
  it('runs each selected step in order under the full-page spinner, saves the record and opens the table of contents', async () => {
    saveCase();
    const shown: string[] = [];
    const answers = new Map<string, unknown>();
    const { calls } = mockFetch(async (path, body) => {
      await waitFor(() => expect(screen.getByTestId('busy-overlay')).toHaveTextContent(labelOf(path) ?? '?'), { timeout: 5000 });
      shown.push(screen.getByTestId('busy-overlay').textContent ?? '');
      const reply = await serviceReply(path, body);
      answers.set(path, reply.body);
      return reply;
    });
    const { user, router } = renderForm(`/form/${ID}`);
    await user.click(submit());
    await screen.findByTestId('toc');
    expect(router.state.location.pathname).toBe(`/${ID}/table-of-contents`);
    expect(shown).toEqual([
      'Past Loss of Support',
      'Future Loss of Support',
      'Past Loss Services',
      'Future Loss Services',
      'Sensitivity of the total',
    ]);
    expect(calls.map((c) => c.path)).toEqual([
      '/api/create_table/loss_support/past',
      '/api/create_table/loss_support/future',
      '/api/create_table/loss_services/past',
      '/api/create_table/loss_services/future',
      '/api/sensitivity',
    ]);
    expect(calls[0]?.body).toMatchObject({ plaintiffGender: 'Male', householdSize: '4', spouseLeYears: '38.2' });
    const record = await stored(ID);
    expect(savedFormRecord.safeParse(record).success).toBe(true);
    const supportFuture = answers.get('/api/create_table/loss_support/future') as LossSupportResponse;
    expect(record.lossSupport?.future?.table[0]?.data).toEqual(JSON.parse(supportFuture.table[0]!.table));
    expect(record.savedAt).not.toBe('2025-07-01T10:00:00.000Z');
    // The sensitivity is computed from exactly the bodies the steps posted, and its base is the Summary's total.
    expect(calls[4]?.body).toEqual({ formData: record.formData, bodies: postedBodies(calls) });
    expect(Object.keys(postedBodies(calls))).toEqual(['lossSupportPast', 'lossSupportFuture', 'lossServicesPast', 'lossServicesFuture']);
    const sensitivity = savedSensitivity.parse(record.sensitivity);
    expect(sensitivity.base.total).toBe(summaryTotal(record));
    expect(sensitivity.base.total).toBeGreaterThan(0);
  });

  it("computes the sensitivity under the case's scenario of record, with the care before trial the medical step posts", async () => {
    // The report had made the second life expectancy the scenario of record: the submit keeps it, and so does the sensitivity.
    const earlier = buildSavedRecord(formDataOf(personalInjuryValues()), {}, '2025-07-01T10:00:00.000Z');
    localStorage.setItem(ID, JSON.stringify({ ...earlier, scenarioOfRecord: { lifeExpectancy: 1 } }));
    const { calls } = mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    await user.click(submit());
    await calculateAnyway(user);
    await screen.findByTestId('toc');
    const [request, ...others] = sensitivityCalls(calls);
    expect(others).toEqual([]);
    const bodies = postedBodies(calls);
    expect(Object.keys(bodies)).toEqual(['lossServicesPast', 'lossServicesFuture', 'lossMedicalFuture', 'lossMedicalPast']);
    const record = await stored(ID);
    expect(request?.body).toEqual({ formData: record.formData, bodies, scenarioOfRecord: { lifeExpectancy: 1 } });
    expect(record.scenarioOfRecord).toEqual({ lifeExpectancy: 1 });
    const sensitivity = savedSensitivity.parse(record.sensitivity);
    expect(sensitivity.selection.lifeExpectancy).toBe(1);
    expect(sensitivity.base.total).toBe(summaryTotal(record));
    // The first life expectancy gives another total: the base is not the default scenario's by accident.
    expect(sensitivity.lifeExpectancy.map((row) => row.scenario)).toEqual([0, 1]);
    expect(sensitivity.lifeExpectancy[0]?.total).not.toBe(sensitivity.base.total);
    expect(sensitivity.lifeExpectancy[1]?.total).toBe(sensitivity.base.total);
  });

  it('fails the submit when the sensitivity fails: its message in the toast, and nothing saved', async () => {
    saveCase();
    const { calls } = mockFetch((path, body) =>
      path === SENSITIVITY_PATH
        ? { status: 400, body: { error: 'The request is invalid.', issues: [{ path: 'bodies.lossSupportPast', message: 'Refused' }] } }
        : serviceReply(path, body),
    );
    const { user, router } = renderForm(`/form/${ID}`);
    await user.click(submit());
    const toast = await screen.findByText('Failed to process the Sensitivity of the total');
    expect(toast.closest('.toast')).toHaveClass('bg-danger');
    expect(screen.queryByTestId('busy-overlay')).not.toBeInTheDocument();
    expect(sensitivityCalls(calls)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/form/${ID}`);
    expect(screen.getByTestId('call-error')).toHaveTextContent('The step “Sensitivity of the total” failed');
    const record = await stored(ID);
    expect(record.savedAt).toBe('2025-07-01T10:00:00.000Z');
    expect(record.lossSupport).toBeUndefined();
    expect(record.sensitivity).toBeUndefined();
  });

  it('stops at a failed step, clears the spinner and shows the step message in a red toast for 5 seconds', async () => {
    saveCase();
    const { calls } = mockFetch((path, body) =>
      path.endsWith('loss_support/future')
        ? {
            status: 400,
            body: {
              error: 'The request is invalid.',
              issues: [{ path: 'spouseLeYears', message: 'Spouse remaining life expectancy must be a number' }],
            },
          }
        : serviceReply(path, body),
    );
    const { user, router } = renderForm(`/form/${ID}`);
    await user.click(submit());
    const toast = await screen.findByText('Failed to process Future Loss of Support');
    expect(toast.closest('.toast')).toHaveClass('bg-danger');
    expect(screen.queryByTestId('busy-overlay')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(router.state.location.pathname).toBe(`/form/${ID}`);
    expect(screen.getByTestId('call-error')).toHaveTextContent('Could not get Loss Services data');
    expect(screen.getByTestId('call-error')).toHaveTextContent('Spouse remaining life expectancy must be a number');
    expect((await stored(ID)).lossSupport).toBeUndefined();
    await waitFor(() => expect(screen.queryByText('Failed to process Future Loss of Support')).not.toBeInTheDocument(), { timeout: 7000 });
  }, 15_000);

  it('says in plain words which step failed and why, keeps what was typed, and retries on request', async () => {
    saveCase(earningsValues());
    let down = true;
    const { calls } = mockFetch((path, body) =>
      down ? { status: 503, body: { error: 'The service is busy', issues: [] } } : serviceReply(path, body),
    );
    const { user, router } = renderForm(`/form/${ID}`);
    await user.click(submit());
    const area = await screen.findByTestId('call-error');
    expect(area).toHaveTextContent('Could not get Loss Services data');
    expect(area).toHaveTextContent(
      'The step “Past Loss Earnings” failed. The calculation service is busy; try again in a moment. Everything you typed is kept.',
    );
    const before = calls.length;
    down = false;
    await user.click(within(area).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${ID}/table-of-contents`));
    expect(calls.length).toBeGreaterThan(before);
    expect(screen.queryByTestId('call-error')).not.toBeInTheDocument();
  }, 15_000);

  it("submits a personal-injury earnings case with the household's yes/no answers and no spouse or child details", async () => {
    saveCase(earningsValues());
    const { calls } = mockFetch(serviceReply);
    const { user } = renderForm(`/form/${ID}`);
    const house = region('House Information');
    set('Spouse', 'true', house);
    set('Children', 'true', house);
    set('Household size', '3', house);
    // Nothing in an earnings report uses the spouse or the children: their sections are not asked.
    expect(screen.queryByRole('region', { name: 'Spouse Information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Children Information' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Number of children')).not.toBeInTheDocument();
    await user.click(submit());
    await screen.findByTestId('toc');
    expect(calls.map((c) => c.path)).toEqual([
      '/api/create_table/loss_earnings/past',
      '/api/create_table/loss_earnings/future',
      '/api/sensitivity',
    ]);
    const { formData } = await stored(ID);
    expect(formData.house).toMatchObject({ hasSpouse: true, hasChildren: true, holdSize: 3, numberOfChildrens: 0 });
    expect(formData.spouse).toBeUndefined();
    expect(formData.childrens).toEqual([]);
  });

  it("names a failed earnings step 'Failed to process Past Loss Earnings'", async () => {
    saveCase(earningsValues());
    mockFetch(() => ({ status: 500, body: { error: 'boom' } }));
    const { user } = renderForm(`/form/${ID}`);
    await user.click(submit());
    expect(await screen.findByText('Failed to process Past Loss Earnings')).toBeInTheDocument();
  });

  it('saves a new form under a new UUID when no step applies', async () => {
    const { calls } = mockFetch((path, body) => (path === SENSITIVITY_PATH ? serviceReply(path, body) : { status: 404, body: {} }));
    const { user, router } = renderForm('/form');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Jordan Rivera, Ph.D.' })).toBeInTheDocument());
    set('Economist', OWN_PROFILE.id);
    set('Date of Report', '2025-03-01');
    set('Date of trial', '2025-09-08');
    set('Date of injury or death', '2023-11-20');
    set('Retaining Attorney or Firm', 'Acme Law');
    set('Case type', 'personalInjury');
    check('Medical expenses (past)');
    const plaintiff = region('Plaintiff Information');
    set('Name', 'Mary Roe', plaintiff);
    set('Date of Birth', '1964-02-29', plaintiff);
    set('Gender', 'female', plaintiff);
    set('Race', 'hispanic', plaintiff);
    set('Education', 'high-school', plaintiff);
    set('Remaining LE Years (Scenario 1)', '26');
    set('Total of past medical expenses', '25000');
    await user.click(submit());
    await screen.findByTestId('toc');
    const id = router.state.location.pathname.split('/')[1] ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // No loss is calculated: the sensitivity has no body to move, and its total is the typed expenses.
    expect(calls.map((c) => c.path)).toEqual(['/api/sensitivity']);
    expect(calls[0]?.body).toMatchObject({ bodies: {} });
    const record = await stored(id);
    expect(savedFormRecord.safeParse(record).success).toBe(true);
    expect(record.formData.medical).toEqual({ data: [], totalPastMedicalExpenses: 25000 });
    expect(record.sensitivity?.base).toEqual({ past: 25000, future: 0, total: 25000 });
    expect(record.sensitivity?.variations).toEqual([]);
  });
});
