import { savedFormRecord } from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { earningsValues, formDataOf, personalInjuryValues, wireLoss, wireMedical, wrongfulDeathValues } from '../testing/fixtures.ts';
import { buildSavedRecord } from './build-saved-record.ts';
import type { CalculationResults } from './submit-steps.ts';

const SAVED_AT = '2025-07-11T14:03:00.000Z';
const id = { annualIncomeId: 0, retirementDateId: 0 };

describe('buildSavedRecord', () => {
  it('saves a wrongful-death case that the contract schema accepts, with parsed tables', () => {
    const results = {
      lossSupport: { past: wireLoss(id, 217832.92), future: wireLoss(id, 1258791.27) },
      lossServices: { past: wireLoss(0, 21493.71), future: wireLoss(0, 96360.58) },
    } as CalculationResults;
    const record = buildSavedRecord(formDataOf(wrongfulDeathValues()), results, SAVED_AT);
    expect(savedFormRecord.safeParse(record).success).toBe(true);
    expect(record.savedAt).toBe(SAVED_AT);
    expect(record.lossSupport?.past?.table[0]).toEqual({
      id,
      data: [{ Year: 2025, Age: 46.29, Portion: 1, Loss: 217832.92, 'Discount Factor': 1, PV: 217832.92 }],
      total_pv: 217832.92,
    });
    expect(record.lossServices?.future?.table[0]?.id).toBe(0);
    expect(record.lossEarnings).toBeUndefined();
    expect(record.medicalReport).toBeUndefined();
  });

  it('keeps the contract field names: spouse, childrens, house flags as booleans', () => {
    const data = formDataOf(wrongfulDeathValues());
    expect(data.house).toEqual({
      hasChildren: true,
      hasSpouse: true,
      holdIncome: 142000,
      holdSize: 4,
      numberOfChildrens: 2,
      consumptionBase: 'decedentIncome',
    });
    expect(data.spouse).toEqual({
      name: 'Jane Doe',
      dateOfBirth: '1980-01-05',
      gender: 'female',
      race: 'white',
      education: 'master',
      retirementAge: 67,
      remainingLEYears: 38.2,
      lifeTable: 'raceAndSex',
    });
    expect(data.childrens).toEqual([
      { name: 'Amy Doe', dateOfBirth: '2008-07-01', gender: 'female' },
      { name: 'Ben Doe', dateOfBirth: '2013-12-30', gender: 'male' },
    ]);
    expect(data.plaintiff).toMatchObject({
      burialCost: 12000,
      annualIncome: [96000],
      remainingLEYears: [33.1],
      retirementAge: [67],
      marginalTaxRate: 0.22,
    });
    expect(data.plaintiff.benefitsRate).toBeUndefined();
  });

  it('removes blank document names and numbers the household sources', () => {
    const values = wrongfulDeathValues();
    values.documents.numberOfReviewed = '3';
    values.documents.sourceNames.splice(1, 0, { value: '  ' });
    const data = formDataOf(values);
    expect(data.documents).toEqual({
      sourceNames: ['Death certificate', 'Tax returns 2020-2022'],
      sourceInfomations: [{ name: 'Yard work', hourlyRate: 16.66, weeklyHours: 10, numberOfWeeksInYear: 52, endDate: '2031-06-30' }],
      numberOfReviewed: 3,
      numberOfSoucesForHouseholdServices: 1,
    });
  });

  it('leaves out the spouse and children when the household has none', () => {
    const values = wrongfulDeathValues();
    values.house.hasWife = 'false';
    values.house.hasChildren = 'false';
    const data = formDataOf(values);
    expect(data.spouse).toBeUndefined();
    expect(data.childrens).toEqual([]);
    expect(data.house).toMatchObject({ hasSpouse: false, hasChildren: false, numberOfChildrens: 0 });
  });

  it('saves a personal-injury case with medical scenarios and the parsed medical report', () => {
    const results = { medicalReport: wireMedical(), lossServices: { past: wireLoss(0), future: wireLoss(0) } } as CalculationResults;
    const record = buildSavedRecord(formDataOf(personalInjuryValues()), results, SAVED_AT);
    expect(savedFormRecord.safeParse(record).success).toBe(true);
    expect(record.formData.house).toBeUndefined();
    expect(record.formData.plaintiff.burialCost).toBeUndefined();
    expect(record.formData.medical?.reportTitle).toBe('Life Care Plan');
    expect(record.formData.medical?.totalPastMedicalExpenses).toBe(25000);
    expect(record.formData.medical?.data[1]?.scenarios[0]).toEqual({
      type: 'best',
      category: 'Medication',
      modality: 'Pain medication',
      from: '2027-03-15',
      to: '2029-03-14',
      annualCost: 1250.5,
      growthRate: 0.04,
      discountRate: 0.045,
      frequency: 'annual',
    });
    expect(record.medicalReport?.table.best[1]).toEqual({
      id: 1,
      medical_table: [{ Year: 2026, Age: 50, Portion: 1, 'Annual Cost': 100, Cost: 100, 'Discount Factor': 0.95, PV: 95 }],
      total_pv: 95,
      medical_growth: 0.0232,
      medical_discount: 0.0441,
      medical_category: 'Therapy',
      medical_modality: 'Physical therapy',
    });
  });

  it("keeps the plan's care before trial beside the future care", () => {
    const beforeTrial = wireMedical();
    beforeTrial.table.probable[0]!.total_pv = 4716.17;
    const results = { medicalReport: wireMedical(), medicalBeforeTrial: beforeTrial } as CalculationResults;
    const record = buildSavedRecord(formDataOf(personalInjuryValues()), results, SAVED_AT);
    expect(savedFormRecord.safeParse(record).success).toBe(true);
    expect(record.medicalBeforeTrial?.table.probable[0]?.total_pv).toBe(4716.17);
    expect(record.medicalReport?.table.probable[0]?.total_pv).toBe(95);
  });

  it('still opens a case saved before the care before trial was kept', () => {
    const record = buildSavedRecord(formDataOf(personalInjuryValues()), { medicalReport: wireMedical() } as CalculationResults, SAVED_AT);
    expect(record).not.toHaveProperty('medicalBeforeTrial');
    expect(savedFormRecord.safeParse(record).success).toBe(true);
  });

  it('saves an earnings case with the benefits rate and both earnings tables', () => {
    const results = { lossEarnings: { past: wireLoss(id), future: wireLoss(id) } } as CalculationResults;
    const record = buildSavedRecord(formDataOf(earningsValues()), results, SAVED_AT);
    expect(savedFormRecord.safeParse(record).success).toBe(true);
    expect(record.formData.plaintiff).toMatchObject({ benefitsRate: 0.15, annualIncome: [135954, 98000], retirementAge: [67, 62.5] });
    expect(record.lossEarnings?.past?.table).toHaveLength(1);
  });

  it("keeps the engine's total_pv as it is, never re-adding the rows (one rounding rule)", () => {
    const wire = {
      case_info: wireLoss(0).case_info,
      table: [{ id: 0, table: JSON.stringify([{ PV: 1.125 }, { PV: 2.5 }]), total_pv: 3.63 }],
    };
    const record = buildSavedRecord(formDataOf(personalInjuryValues()), { lossServices: { past: wire } } as CalculationResults, SAVED_AT);
    expect(record.lossServices?.past?.table[0]?.total_pv).toBe(3.63);
  });
});
