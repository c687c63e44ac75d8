import { describe, expect, it } from 'vitest';
import { blankScenario } from '../model/form-values.ts';
import { earningsValues, personalInjuryValues, wrongfulDeathValues } from '../test/fixtures.ts';
import { formValuesOf } from './record-to-form.ts';
import { buildSavedRecord, formDataOf } from './save-record.ts';

const roundTrip = (values: ReturnType<typeof wrongfulDeathValues>) => formValuesOf(buildSavedRecord(values, {}, '2025-07-11T00:00:00.000Z'));

describe('formValuesOf', () => {
  it('loads every field of a wrongful-death case, in order', () => {
    const values = wrongfulDeathValues();
    const loaded = roundTrip(values);
    expect(loaded.case).toEqual(values.case);
    expect(loaded.house).toEqual(values.house);
    expect(loaded.wife).toEqual(values.wife);
    expect(loaded.children).toEqual(values.children);
    expect(loaded.plaintiff).toEqual({ ...values.plaintiff, benefitsRate: '' });
    expect(loaded.documents.sourceNames).toEqual(values.documents.sourceNames);
    expect(loaded.documents.sourceInfomations).toEqual(values.documents.sourceInfomations);
  });

  it('loads scenarios and modalities of a personal-injury case in their saved order', () => {
    const values = personalInjuryValues();
    const loaded = roundTrip(values);
    expect(loaded.plaintiff.remainingLEYears).toEqual([{ value: '20.4' }, { value: '16.75' }]);
    expect(loaded.plaintiff.retirementAge).toEqual([blankScenario()]);
    expect(loaded.medical.numberOfModalities).toBe('2');
    expect(loaded.medical.data.map((m) => m.scenarios.map((s) => s.type))).toEqual([['best', 'probable', 'worst'], ['best']]);
    expect(loaded.medical.data[1]?.scenarios[0]?.annualCost).toBe('1250.5');
    expect(loaded.documents.sourceInfomations[1]?.hourlyRate).toBe('24.5');
  });

  it('keeps as many document blocks as the saved count, even after blank names were removed', () => {
    const values = wrongfulDeathValues();
    values.documents.numberOfReviewed = '3';
    values.documents.sourceNames.push({ value: ' ' });
    expect(roundTrip(values).documents.sourceNames).toEqual([{ value: 'Death certificate' }, { value: 'Tax returns 2020-2022' }, { value: '' }]);
  });

  it('is the inverse of formDataOf for what is saved', () => {
    for (const values of [wrongfulDeathValues(), personalInjuryValues(), earningsValues()]) {
      const data = formDataOf(values);
      expect(formDataOf(roundTrip(values))).toEqual(data);
    }
  });
});
