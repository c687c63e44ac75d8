import {
  savedFormRecord,
  type FormDataRecord,
  type LossEarningsResponse,
  type LossMedicalResponse,
  type LossServicesResponse,
  type LossSupportResponse,
} from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { calculationAnswer, type CalculationEndpoint } from '../../../testing/record-builder.ts';
import { earningsValues, formDataOf, personalInjuryValues, wrongfulDeathValues } from '../testing/fixtures.ts';
import { buildSavedRecord } from './build-saved-record.ts';
import type { CalculationResults } from './submit-steps.ts';

const SAVED_AT = '2025-07-11T14:03:00.000Z';
const id = { annualIncomeId: 0, retirementDateId: 0 };

/** The service's answer for this case, as the submit receives it. */
const answer = <T>(endpoint: CalculationEndpoint, formData: FormDataRecord) => calculationAnswer(endpoint, formData) as T;

/** The record reads back through the contract's schema whole: nothing in it is refused or dropped. */
const expectReadsBackWhole = (record: unknown) => expect(savedFormRecord.parse(record)).toEqual(record);

describe('buildSavedRecord', () => {
  it('saves a wrongful-death case that the contract schema accepts, with parsed tables', () => {
    const formData = formDataOf(wrongfulDeathValues());
    const supportPast = answer<LossSupportResponse>('lossSupportPast', formData);
    const results: CalculationResults = {
      lossSupport: { past: supportPast, future: answer('lossSupportFuture', formData) },
      lossServices: { past: answer('lossServicesPast', formData), future: answer('lossServicesFuture', formData) },
    };
    const record = buildSavedRecord(formData, results, SAVED_AT);
    expectReadsBackWhole(record);
    expect(record.savedAt).toBe(SAVED_AT);
    expect(record.lossSupport?.past?.case_info).toEqual(supportPast.case_info);
    expect(record.lossSupport?.past?.table[0]).toEqual({
      id,
      data: JSON.parse(supportPast.table[0]!.table) as unknown,
      total_pv: supportPast.table[0]!.total_pv,
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
    const formData = formDataOf(personalInjuryValues());
    const medical = answer<LossMedicalResponse>('lossMedicalFuture', formData);
    const results: CalculationResults = {
      medicalReport: medical,
      lossServices: { past: answer('lossServicesPast', formData), future: answer('lossServicesFuture', formData) },
    };
    const record = buildSavedRecord(formData, results, SAVED_AT);
    expectReadsBackWhole(record);
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
    // The saved entry keeps what the report reads; the rate applied and the interest total stay on the wire.
    const wire = medical.table.best[1]!;
    expect(record.medicalReport?.table.best[1]).toEqual({
      id: 1,
      medical_table: JSON.parse(wire.medical_table) as unknown,
      total_pv: wire.total_pv,
      medical_growth: 0.04,
      medical_discount: 0.045,
      medical_category: 'Medication',
      medical_modality: 'Pain medication',
      medical_frequency: 'annual',
      medical_every_years: null,
    });
  });

  it("keeps the plan's care before trial beside the future care", () => {
    const formData = formDataOf(personalInjuryValues());
    const future = answer<LossMedicalResponse>('lossMedicalFuture', formData);
    const beforeTrial = answer<LossMedicalResponse>('lossMedicalPast', formData);
    const record = buildSavedRecord(formData, { medicalReport: future, medicalBeforeTrial: beforeTrial }, SAVED_AT);
    expectReadsBackWhole(record);
    expect(record.medicalBeforeTrial?.table.probable[0]?.total_pv).toBe(beforeTrial.table.probable[0]?.total_pv);
    expect(record.medicalReport?.table.probable[0]?.total_pv).toBe(future.table.probable[0]?.total_pv);
  });

  it('still opens a case saved before the care before trial was kept', () => {
    const formData = formDataOf(personalInjuryValues());
    const record = buildSavedRecord(formData, { medicalReport: answer('lossMedicalFuture', formData) }, SAVED_AT);
    expect(record).not.toHaveProperty('medicalBeforeTrial');
    expectReadsBackWhole(record);
  });

  it('saves an earnings case with the benefits rate and both earnings tables', () => {
    const formData = formDataOf(earningsValues());
    const results: CalculationResults = {
      lossEarnings: { past: answer<LossEarningsResponse>('lossEarningsPast', formData), future: answer('lossEarningsFuture', formData) },
    };
    const record = buildSavedRecord(formData, results, SAVED_AT);
    expectReadsBackWhole(record);
    expect(record.formData.plaintiff).toMatchObject({ benefitsRate: 0.15, annualIncome: [135954, 98000], retirementAge: [67, 62.5] });
    expect(record.lossEarnings?.past?.table).toHaveLength(4);
  });

  it("keeps the engine's total_pv as it is, never re-adding the rows (one rounding rule)", () => {
    const formData = formDataOf(personalInjuryValues());
    const wire = {
      ...answer<LossServicesResponse>('lossServicesPast', formData),
      table: [{ id: 0, table: JSON.stringify([{ PV: 1.125 }, { PV: 2.5 }]), total_pv: 3.63 }],
    };
    const record = buildSavedRecord(formData, { lossServices: { past: wire } }, SAVED_AT);
    expect(record.lossServices?.past?.table[0]?.total_pv).toBe(3.63);
  });
});
