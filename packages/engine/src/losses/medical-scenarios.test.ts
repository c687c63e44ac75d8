import { describe, expect, it } from 'vitest';
import { lossMedicalPastRequest, lossMedicalRequest } from '../../../contracts/src/index.ts';
import { reportTotalsExample } from '../../../../fixtures/report-totals/index.ts';
import { futureMedicalExpenses, medicalCareBeforeTrial } from './medical.ts';
import { medicalScenarioTotal, medicalScenarioTotals, type MedicalEntriesByType } from './medical-scenarios.ts';

const entry = (id: number, total_pv: number) => ({ id, total_pv });

describe('which estimate of a modality counts in each scenario', () => {
  it('counts a modality with its own estimate of the scenario when it has one', () => {
    const entries: MedicalEntriesByType = { best: [entry(0, 100)], probable: [entry(0, 200)], worst: [entry(0, 300)] };
    expect(medicalScenarioTotals(entries)).toEqual({
      best: { modalities: [{ modality: 0, counts_with: 'best', pv: 100 }], total: 100 },
      probable: { modalities: [{ modality: 0, counts_with: 'probable', pv: 200 }], total: 200 },
      worst: { modalities: [{ modality: 0, counts_with: 'worst', pv: 300 }], total: 300 },
    });
  });

  it('counts a single estimate the same in all three, whatever its type', () => {
    for (const type of ['best', 'probable', 'worst'] as const) {
      const entries: MedicalEntriesByType = { best: [], probable: [], worst: [], [type]: [entry(4, 12.34)] };
      for (const scenario of ['best', 'probable', 'worst'] as const)
        expect(medicalScenarioTotal(entries, scenario)).toEqual({
          modalities: [{ modality: 4, counts_with: type, pv: 12.34 }],
          total: 12.34,
        });
    }
  });

  it('falls back to the nearest estimate: probable to best then worst, worst to probable, best to probable', () => {
    const bestAndWorst: MedicalEntriesByType = { best: [entry(0, 1)], probable: [], worst: [entry(0, 3)] };
    expect(medicalScenarioTotal(bestAndWorst, 'probable').modalities[0]!.counts_with).toBe('best');
    const probableAndWorst: MedicalEntriesByType = { best: [], probable: [entry(0, 2)], worst: [entry(0, 3)] };
    expect(medicalScenarioTotal(probableAndWorst, 'best').modalities[0]!.counts_with).toBe('probable');
    const bestAndProbable: MedicalEntriesByType = { best: [entry(0, 1)], probable: [entry(0, 2)], worst: [] };
    expect(medicalScenarioTotal(bestAndProbable, 'worst').modalities[0]).toEqual({ modality: 0, counts_with: 'probable', pv: 2 });
  });

  it('lists every modality by position and adds their cents exactly', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary; the total is written in cents.
    const entries: MedicalEntriesByType = { best: [entry(2, 0.2)], probable: [entry(0, 0.1)], worst: [] };
    expect(medicalScenarioTotal(entries, 'worst')).toEqual({
      modalities: [
        { modality: 0, counts_with: 'probable', pv: 0.1 },
        { modality: 2, counts_with: 'best', pv: 0.2 },
      ],
      total: 0.3,
    });
  });

  it('totals nothing when the plan has no modality', () => {
    expect(medicalScenarioTotal({ best: [], probable: [], worst: [] }, 'best')).toEqual({ modalities: [], total: 0 });
  });
});

describe('the published example of the report medical totals', () => {
  const example = reportTotalsExample('report-totals-medical-scenarios');

  it("totals the plan's care before trial (PV without interest) and after it, to the cent", () => {
    const past = medicalCareBeforeTrial(lossMedicalPastRequest.parse(example.request));
    const future = futureMedicalExpenses(lossMedicalRequest.parse(example.request));
    expect(medicalScenarioTotals(past.table)).toEqual(example.expected.past);
    expect(medicalScenarioTotals(future.table)).toEqual(example.expected.future);
  });
});
