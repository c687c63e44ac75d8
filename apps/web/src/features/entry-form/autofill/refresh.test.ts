import { provenanceText } from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { lookupAnswer } from '../../../testing/lookup-answers.ts';
import { blankFormValues, blankMedicalScenario, blankServiceSource, type FormValues } from '../model/form-values.ts';
import { refreshPlan, runRefresh, type RefreshRow } from './refresh.ts';

/**
 * A personal-injury case first reported on 2025-03-01, every lookup done then, now moved to a
 * report date of 2026-03-01 for a supplemental report. The old figures are what the Autofills gave
 * on 2025-03-01 (the shipped data's answers), so refreshing shows what a year's move changes.
 */
function movedCase(): FormValues {
  const values = blankFormValues();
  values.case.dateOfReport = '2026-03-01';
  Object.assign(values.plaintiff, { dateOfBirth: '1980-04-10', gender: 'male', race: 'white' });
  values.plaintiff.remainingLEYears = [
    {
      value: '34.29',
      tableYears: 34.29,
      provenance: { lookup: 'lifeTable', table: 'NCHS 2023, non-Hispanic White male', race: 'white', sex: 'male' },
    },
    { value: '30' },
  ];
  values.plaintiff.retirementAge = [{ value: '67' }];
  values.plaintiff.wagesDiscountRate = '0.0454';
  values.plaintiff.provenance.wagesDiscountRate = { lookup: 'treasury', asOf: '2025-02-28', tenorYears: 22.10814510609172 };
  values.plaintiff.wagesGrowthRate = '0.03';
  const source = blankServiceSource();
  Object.assign(source, { name: 'Cleaning', occupation: '37-2012', hourlyRate: '17.24' });
  source.provenance.hourlyRate = {
    lookup: 'oews',
    occupation: '37-2012',
    title: 'Maids and Housekeeping Cleaners',
    statistic: 'median',
    asOf: 'May 2024',
    adjustment: {
      publishedWage: 16.66,
      hourlyWage: 17.24,
      factor: 1.035,
      fromMonth: '2024-05',
      toMonth: '2025-03',
      inDollarsOf: '2025-03-01',
    },
  };
  values.documents.sourceInfomations = [source];
  const lookedUp = { ...blankMedicalScenario('2030-01-01'), from: '2025-06-01', modality: 'Physical therapy', discountRate: '0.0403' };
  lookedUp.provenance = {
    discountRate: { lookup: 'treasury', asOf: '2025-02-28', tenorYears: 4.837782340862423 },
    growthRate: {
      lookup: 'growth',
      series: 'cpiMedical',
      years: 20,
      fromYear: 2004,
      toYear: 2024,
      dataThrough: '2026-07',
    },
  };
  lookedUp.growthRate = '0.0303';
  // Typed by the economist: a discount rate of its own, and a growth rate left at the 0 it starts with.
  const typed = { ...blankMedicalScenario('2031-01-01'), type: 'worst' as const, from: '2025-06-01', discountRate: '0.05' };
  values.medical.data = [{ scenarios: [lookedUp, typed] }];
  return values;
}

const post = (path: string, body: unknown) => Promise.resolve(lookupAnswer(path, body));

/** A row as the dialog reads it: label, old value and source, and what refreshing gives. */
function line(row: RefreshRow) {
  const old = `${row.figure.value} (${provenanceText(row.figure.provenance)})`;
  if (row.status === 'entered') return `${row.figure.label}: ${old} → entered`;
  if (row.status === 'failed') return `${row.figure.label}: ${old} → failed: ${row.message}`;
  return `${row.figure.label}: ${old} → ${row.next.value} (${provenanceText(row.next.provenance)})${row.changed ? ' changed' : ''}`;
}

describe('refreshPlan', () => {
  it('looks up again only the looked-up figures, each through its own Autofill request, and lists the typed ones', () => {
    const plan = refreshPlan(movedCase());
    expect(plan.lookups.map(({ path, bodies, fills }) => ({ path, bodies, figures: fills.map((fill) => fill.figure.name) }))).toEqual([
      {
        path: '/api/forensic/get_life',
        bodies: [{ caseDor: '2026-03-01', dob: '1980-04-10', gender: 'male', race: 'white' }],
        figures: ['plaintiff.remainingLEYears.0.value'],
      },
      {
        path: '/api/forensic/get_discount',
        bodies: [[{ id: 'plaintiffWagesDiscountRate', start_date: '2026-03-01', end_date: '2047-04-10' }]],
        figures: ['plaintiff.wagesDiscountRate'],
      },
      {
        path: '/api/forensic/get_wage',
        bodies: [{ occupation: '37-2012', statistic: 'median', inDollarsOf: '2026-03-01' }],
        figures: ['documents.sourceInfomations.0.hourlyRate'],
      },
      {
        path: '/api/forensic/get_growth',
        bodies: [{ series: 'cpiMedical', caseDor: '2026-03-01' }],
        figures: ['medical.data.0.scenarios.0.growthRate'],
      },
      {
        // Only the looked-up item's horizon: the typed item's is not asked for.
        path: '/api/forensic/get_discount',
        bodies: [[{ id: 'to-2030-01-01', start_date: '2026-03-01', end_date: '2030-01-01' }]],
        figures: ['medical.data.0.scenarios.0.discountRate'],
      },
    ]);
    expect(plan.entered.map((figure) => figure.label)).toEqual([
      'Remaining LE Years (Scenario 2)',
      'Wages growth rate',
      'Medical Modality 1, Worst Scenario: Discount rate',
    ]);
    expect(plan.refused).toEqual([]);
  });

  it('names a looked-up figure whose lookup cannot be asked with the form as it is', () => {
    const values = movedCase();
    values.plaintiff.retirementAge = [{ value: '' }];
    values.medical.data[0]!.scenarios[0]!.to = '2025-05-01';
    const plan = refreshPlan(values);
    expect(plan.refused.map(({ figure, message }) => `${figure.label}: ${message}`)).toEqual([
      'Wages discount rate: an input it needs is missing or invalid',
      'Medical Modality 1 (Physical therapy), Best Scenario: Discount rate: Modality 1 has invalid dates',
    ]);
  });
});

describe('runRefresh', () => {
  it("gives each figure's old and new value and source, in the form's order, marking the changed ones", async () => {
    const rows = await runRefresh(refreshPlan(movedCase()), post);
    expect(rows.map(line)).toEqual([
      'Remaining LE Years (Scenario 1): 34.29 (NCHS 2023, non-Hispanic White male) → 33.4 (NCHS 2023, non-Hispanic White male) changed',
      'Remaining LE Years (Scenario 2): 30 (entered) → entered',
      'Wages discount rate: 0.0454 (Treasury par yield curve of 2025-02-28, 22.1-year maturity) → 0.0458 (Treasury par yield curve of 2026-02-27, 21.1-year maturity) changed',
      'Wages growth rate: 0.03 (entered) → entered',
      'Household services source 1 (Cleaning): Hourly rate: 17.24 (OEWS May 2024 median, Maids and Housekeeping Cleaners: $16.66, brought to March 2025 dollars by BLS average hourly earnings (AHETPI) × 1.0350 = $17.24) → 17.85 (OEWS May 2024 median, Maids and Housekeeping Cleaners: $16.66, brought to March 2026 dollars by BLS average hourly earnings (AHETPI) × 1.0717 = $17.85) changed',
      // CPI-U medical care has no complete 2025 in the shipped data yet: the same window, unchanged.
      'Medical Modality 1 (Physical therapy), Best Scenario: Growth rate: 0.0303 (CPI-U medical care, 2004–2024) → 0.0303 (CPI-U medical care, 2004–2024)',
      'Medical Modality 1 (Physical therapy), Best Scenario: Discount rate: 0.0403 (Treasury par yield curve of 2025-02-28, 4.8-year maturity) → 0.0344 (Treasury par yield curve of 2026-02-27, 3.8-year maturity) changed',
      'Medical Modality 1, Worst Scenario: Discount rate: 0.05 (entered) → entered',
    ]);
  });

  it('fails only the figures of a lookup that fails, naming what the server refused; the others are refreshed', async () => {
    const refusing = (path: string, body: unknown) =>
      path === '/api/forensic/get_discount'
        ? Promise.reject(
            new ApiError('Bad request', 400, {
              error: 'The request is invalid.',
              issues: [{ path: '0.start_date', message: 'Start date is too late' }],
            }),
          )
        : post(path, body);
    const rows = await runRefresh(refreshPlan(movedCase()), refusing);
    const failed = rows
      .filter((row) => row.status === 'failed')
      .map((row) => `${row.figure.label}: ${row.status === 'failed' ? row.message : ''}`);
    expect(failed).toEqual([
      'Wages discount rate: Could not get discount rate: Start date is too late',
      'Medical Modality 1 (Physical therapy), Best Scenario: Discount rate: Could not get discount rate: Start date is too late',
    ]);
    expect(rows.filter((row) => row.status === 'refreshed').map((row) => row.figure.name)).toEqual([
      'plaintiff.remainingLEYears.0.value',
      'documents.sourceInfomations.0.hourlyRate',
      'medical.data.0.scenarios.0.growthRate',
    ]);
  });

  it('has no row for a form without looked-up or typed figures', async () => {
    expect(await runRefresh(refreshPlan(blankFormValues()), post)).toEqual([]);
  });
});
