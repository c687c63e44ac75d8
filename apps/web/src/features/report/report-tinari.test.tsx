import { servicePath, type SavedFormRecord } from '@damages/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { check, mockFetch, OWN_PROFILE, region, renderForm, serviceReply, set } from '../entry-form/testing/index.ts';
import { storedCase } from '../saved-cases/testing/index.ts';
import { renderReport } from './testing/render-report.tsx';
import { contractExample, type ContractExample } from '../../../../../fixtures/contract-examples/index.ts';

/**
 * The Tinari (2016) example entered through the form as an economist would (a wrongful death,
 * loss of support only, valued at the end of 2015): the bodies the form posts are the contract
 * examples' requests, and the report's total is the published $858,387 within $5.
 */

const PAST = contractExample('loss_support-past-tinari-2016');
const FUTURE = contractExample('loss_support-future-tinari-2016');

const submit = () => screen.getByRole('button', { name: 'Submit' });

beforeAll(async () => {
  await import('./report-pages.tsx');
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** Fills the blank form with the Tinari example, section by section, as the paper states it. */
async function enterTinari(user: UserEvent) {
  await waitFor(() => expect(screen.getByRole('option', { name: 'Jordan Rivera, Ph.D.' })).toBeInTheDocument());
  set('Economist', OWN_PROFILE.id);
  set('Date of Report', '2015-06-01');
  set('Date of trial', '2015-10-01');
  set('Date of injury or death', '2009-09-01');
  set('Retaining Attorney or Firm', 'Exposito Law');
  set('Forum', 'other');
  set('Case type', 'wrongfulDeath');
  check('Loss of support (past)');
  check('Loss of support (future)');
  // The paper values the loss of support alone.
  set('Burial Cost', '0');

  const plaintiff = region('Plaintiff Information');
  set('Name', 'Exposito', plaintiff);
  set('Date of Birth', '1963-04-15', plaintiff);
  set('Gender', 'male', plaintiff);
  set('Race', 'hispanic', plaintiff);
  set('Education', 'high-school', plaintiff);

  const house = region('House Information');
  set('Household size', '1', house);
  set('Household income', '93628', house);
  set('Spouse', 'false', house);
  set('Children', 'false', house);
  set('Consumption method', 'fixedRate', house);
  set('Consumption rate', '0.25', house);
  set('Later consumption rate', '0.20', house);
  set('Later rate from year', '2016', house);

  const info = region("Plaintiff Add'l Info");
  set('Remaining LE Years (Scenario 1)', '40', info);
  set('Worklife method', 'worklifeExpectancy', info);
  await info.findByLabelText('Worklife expectancy (years) (Scenario 1)');
  set('Worklife expectancy (years) (Scenario 1)', '11.947', info);
  set('Years to final separation (Scenario 1)', '13', info);
  set('Unemployment rate', '0.035', info);

  const income = region('Plaintiff income and tax information');
  set('Annual income (Scenario 1)', '93628', income);
  set('Incomes are stated in dollars of', '2008', income);
  set('Growth up to the valuation date', '0.031', income);
  set('Marginal tax rate', '0.12', income);
  set('Annual deductions', '0', income);
  set('Annual adjustments', '0', income);
  set('Wages growth rate', '0.038', income);
  set('Wages discount rate', '0.0325', income);

  const valuation = region('Valuation');
  set('Discount convention', 'endOfYear', valuation);
  set('Valuation year', '2015', valuation);
  await user.click(valuation.getByRole('button', { name: 'Advanced: first- and last-year portions' }));
  set('First-year portion', '0.33', valuation);
  set('Last-year portion', '0.26', valuation);
}

/** Numbers travel as decimal text: "0.20" and "0.2" are the same rate. */
const sameText = (posted: unknown, expected: unknown) =>
  typeof posted === 'string' && typeof expected === 'string' && posted !== '' && expected !== '' && Number(posted) === Number(expected)
    ? expected
    : posted;

function normalised(posted: unknown, expected: unknown): unknown {
  if (Array.isArray(posted) && Array.isArray(expected)) return posted.map((item, index) => normalised(item, expected[index]));
  if (posted !== null && typeof posted === 'object' && expected !== null && typeof expected === 'object') {
    const wanted = expected as Record<string, unknown>;
    return Object.fromEntries(Object.entries(posted).map(([key, value]) => [key, normalised(value, wanted[key])]));
  }
  return sameText(posted, expected);
}

/** The posted body against the example's request: every key the example has, equal; any other key only blank. */
function expectBodyOf(posted: unknown, expected: ContractExample) {
  const request = expected.request as Record<string, unknown>;
  const body = normalised(posted, request) as Record<string, unknown>;
  for (const [key, value] of Object.entries(request)) expect(body[key], key).toEqual(value);
  for (const [key, value] of Object.entries(body))
    if (!(key in request)) expect(value === '' || (Array.isArray(value) && value.length === 0), `${key} is extra`).toBe(true);
}

describe('the Tinari (2016) example through the form', () => {
  it('posts the contract examples’ bodies and reports a total of $858,384', async () => {
    const { calls } = mockFetch(serviceReply);
    const { user, router } = renderForm('/form');
    await enterTinari(user);
    await user.click(submit());
    await screen.findByTestId('toc', {}, { timeout: 20_000 });

    // The two tables, then the case's sensitivity computed from exactly the bodies posted for them.
    expect(calls.map((call) => call.path)).toEqual([
      '/api/create_table/loss_support/past',
      '/api/create_table/loss_support/future',
      servicePath('sensitivity'),
    ]);
    expect((calls[2]!.body as { bodies: unknown }).bodies).toEqual({ lossSupportPast: calls[0]!.body, lossSupportFuture: calls[1]!.body });
    expect(PAST.endpoint).toBe(`POST ${calls[0]!.path}`);
    expect(FUTURE.endpoint).toBe(`POST ${calls[1]!.path}`);
    expectBodyOf(calls[0]!.body, PAST);
    expectBodyOf(calls[1]!.body, FUTURE);

    const id = router.state.location.pathname.split('/')[1] ?? '';
    expect(((await storedCase(id)) as SavedFormRecord).formData.case.forum).toBe('other');
    cleanup();
    // The case as the form saved it (sealed for the account), opened by the report.
    renderReport(`/${id}/summary`);
    // The published $858,387 is the paper's rounding of its factors; its own rows total $858,384.39.
    const total = await screen.findByTestId('summary-total');
    expect(total).toHaveTextContent('$858,384');
    expect(Math.abs(Number(total.textContent.replace(/[$,]/g, '')) - 858_387)).toBeLessThanOrEqual(5);
  }, 60_000);
});
