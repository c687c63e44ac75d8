import { describe, expect, it } from 'vitest';
import { futureMedicalExpenses, type MedicalInput, type MedicalScenario } from './medical.ts';

const therapy: MedicalScenario = {
  type: 'best',
  annualCost: 1000,
  growthRate: 0.1,
  discountRate: 0,
  from: '2025-01-01',
  to: '2027-06-30',
  modality: 'Physical therapy',
  category: 'Therapy',
};

const base: MedicalInput = {
  dateOfBirth: '1975-06-30',
  dateOfInjury: '2023-11-20',
  dateOfReport: '2025-06-01',
  dateOfTrial: '2026-01-01',
  lifeExpectancies: [{ id: 0, value: 30 }],
  modalities: [{ scenarios: [therapy] }],
};

describe('future medical expenses', () => {
  it('costs care from the trial date through the inclusive end date, grown from the year of report', () => {
    const result = futureMedicalExpenses(base);
    const [entry] = result.table.best;
    // 2027: 1,210 × 181/365 (to 2027-06-30 inclusive) = 600.03.
    expect(entry!.rows.map((r) => [r.Year, r.Age, r.Portion, r['Annual Cost'], r.Cost, r.PV])).toEqual([
      [2026, 50.51, 1, 1100, 1100, 1100],
      [2027, 51.51, 0.49589, 1210, 600.03, 600.03],
    ]);
    expect(entry).toMatchObject({ id: 0, total_pv: 1700.03, medical_growth: 0.1, medical_discount: 0, medical_modality: 'Physical therapy', medical_category: 'Therapy' });
  });

  it('files each modality under the scenario types it has, with its position as id', () => {
    const result = futureMedicalExpenses({
      ...base,
      modalities: [
        { scenarios: [therapy, { ...therapy, type: 'worst', annualCost: 2000 }] },
        { scenarios: [{ ...therapy, type: 'probable' }] },
      ],
    });
    expect(result.table.best.map((t) => t.id)).toEqual([0]);
    expect(result.table.probable.map((t) => t.id)).toEqual([1]);
    expect(result.table.worst.map((t) => t.id)).toEqual([0]);
  });

  it('has an empty table for care that ends before trial', () => {
    const result = futureMedicalExpenses({ ...base, modalities: [{ scenarios: [{ ...therapy, to: '2025-12-31' }] }] });
    expect(result.table.best[0]!.rows).toEqual([]);
    expect(result.table.best[0]!.total_pv).toBe(0);
  });
});
