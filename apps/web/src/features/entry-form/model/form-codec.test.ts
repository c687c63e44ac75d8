import { describe, expect, it } from 'vitest';
import { formDataRecord } from '@damages/contracts';
import { earningsValues, formDataOf, personalInjuryValues, wrongfulDeathValues } from '../testing/fixtures.ts';
import { decodeFormValues, encodeFormValues } from './form-codec.ts';
import { blankScenario, type FormValues } from './form-values.ts';

/** Saved and loaded again, as when a case is opened at /form/{formId}. */
const roundTrip = (values: FormValues) => encodeFormValues(JSON.parse(JSON.stringify(formDataOf(values))));

describe('encodeFormValues (loading a saved case into the form)', () => {
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
    expect(roundTrip(values).documents.sourceNames).toEqual([
      { value: 'Death certificate' },
      { value: 'Tax returns 2020-2022' },
      { value: '' },
    ]);
  });

  it('is the inverse of decoding for what is saved: decode(encode(data)) is data', () => {
    for (const values of [wrongfulDeathValues(), personalInjuryValues(), earningsValues()]) {
      const data = formDataOf(values);
      expect(formDataOf(encodeFormValues(data))).toEqual(data);
    }
  });

  it('gives back exactly the values of a case typed in canonical form: encode(decode(values)) is values', () => {
    const values = earningsValues();
    expect(roundTrip(values)).toEqual({ ...values, documents: { ...values.documents, numberOfSoucesForHouseholdServices: '' } });
  });
});

describe('decodeFormValues (the validated form → the saved formData)', () => {
  it('is typed and checked by the contract: the result parses as a saved formData', () => {
    for (const values of [wrongfulDeathValues(), personalInjuryValues(), earningsValues()]) {
      expect(formDataRecord.safeParse(formDataOf(values)).success).toBe(true);
    }
  });

  it('keeps only what the chosen loss types use, and trims text', () => {
    const values = personalInjuryValues();
    values.case.typeSelectedValues = ['householdServicesWdP'];
    values.plaintiff.name = '  Mary Roe ';
    const data = formDataOf(values);
    expect(data.plaintiff.name).toBe('Mary Roe');
    expect(data.medical).toBeUndefined();
    expect(data.house).toBeUndefined();
    expect(data.plaintiff.annualIncome).toEqual([]);
    expect(data.case.typeSelectedValues).toEqual(['householdServicesWdP']);
  });

  it('refuses values the record cannot hold instead of saving them', () => {
    const values = wrongfulDeathValues();
    values.plaintiff.gender = 'unknown';
    const decoded = decodeFormValues(values);
    expect(decoded.success).toBe(false);
    expect(decoded.error?.issues[0]?.path).toEqual(['plaintiff', 'gender']);
  });
});
