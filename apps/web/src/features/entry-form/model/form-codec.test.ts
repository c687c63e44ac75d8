import { describe, expect, it } from 'vitest';
import { formDataRecord } from '@damages/contracts';
import {
  earningsValues,
  formDataOf,
  householdIncomeBaseValues,
  medicalFrequenciesValues,
  personalInjuryValues,
  residualAfterTaxValues,
  wrongfulDeathValues,
} from '../testing/fixtures.ts';
import { decodeFormValues, encodeFormValues } from './form-codec.ts';
import { blankScenario, type FormValues } from './form-values.ts';

/** Saved and loaded again, as when a case is opened at /form/{formId}. */
const roundTrip = (values: FormValues) =>
  encodeFormValues(JSON.parse(JSON.stringify(formDataOf(values))) as Parameters<typeof encodeFormValues>[0]);

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
    values.plaintiff.earningsBasis = 'afterTax';
    expect(roundTrip(values)).toEqual({ ...values, documents: { ...values.documents, numberOfSoucesForHouseholdServices: '' } });
  });

  it('does not keep tax inputs that a before-tax earnings case does not use', () => {
    const values = earningsValues();
    const data = formDataOf(values);
    expect(data.plaintiff.earningsBasis).toBe('beforeTax');
    expect(data.plaintiff).not.toHaveProperty('marginalTaxRate');
    expect(roundTrip(values).plaintiff.marginalTaxRate).toBe('');
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

/** A case whose figures were looked up: every kind of provenance (methodology §11). */
function lookedUpValues(): FormValues {
  const values = wrongfulDeathValues();
  values.plaintiff.lifeTable = 'allRacesBothSexes';
  values.plaintiff.remainingLEYears = [
    {
      value: '33.1',
      provenance: { lookup: 'lifeTable', table: 'NCHS 2023, all races and origins, both sexes', race: 'all', sex: 'total' },
    },
    { value: '30' },
  ];
  values.plaintiff.provenance = {
    wagesDiscountRate: { lookup: 'treasury', asOf: '2025-02-28', tenorYears: 20.4 },
    wagesGrowthRate: { lookup: 'growth', series: 'wages', years: 20, fromYear: 2004, toYear: 2024 },
    servicesDiscountRate: { lookup: 'treasury', asOf: '2025-02-28', tenorYears: 33.1 },
    servicesGrowthRate: { lookup: 'growth', series: 'cpiAll', years: 20, fromYear: 2004, toYear: 2024 },
  };
  values.wife.lifeTable = 'sexAllRaces';
  values.wife.provenance = {
    remainingLEYears: { lookup: 'lifeTable', table: 'NCHS 2023, all races and origins female', race: 'all', sex: 'female' },
  };
  const source = values.documents.sourceInfomations[0]!;
  source.occupation = '37-2012';
  source.statistic = 'mean';
  source.provenance = {
    hourlyRate: { lookup: 'oews', occupation: '37-2012', title: 'Maids and Housekeeping Cleaners', statistic: 'mean', asOf: 'May 2024' },
  };
  return values;
}

describe('version 2 fields and provenance', () => {
  it('saves each looked-up figure with its provenance, and a typed one without (entered)', () => {
    const data = formDataOf(lookedUpValues());
    expect(data.plaintiff.lifeTable).toBe('allRacesBothSexes');
    expect(data.plaintiff.provenance?.remainingLEYears).toEqual([
      { lookup: 'lifeTable', table: 'NCHS 2023, all races and origins, both sexes', race: 'all', sex: 'total' },
      null,
    ]);
    expect(data.plaintiff.provenance?.wagesGrowthRate).toEqual({
      lookup: 'growth',
      series: 'wages',
      years: 20,
      fromYear: 2004,
      toYear: 2024,
    });
    expect(data.spouse?.provenance?.remainingLEYears?.sex).toBe('female');
    expect(data.documents.sourceInfomations[0]?.provenance?.hourlyRate?.statistic).toBe('mean');
    expect(data.documents.sourceInfomations[0]).not.toHaveProperty('occupation');
    expect(formDataOf(wrongfulDeathValues()).plaintiff).not.toHaveProperty('provenance');
  });

  it('round-trips every version-2 field and provenance: decode(encode(data)) is data, encode(decode(values)) is values', () => {
    for (const values of [lookedUpValues(), residualAfterTaxValues(), householdIncomeBaseValues(), medicalFrequenciesValues()]) {
      const data = formDataOf(values);
      expect(formDataRecord.safeParse(JSON.parse(JSON.stringify(data))).success).toBe(true);
      expect(formDataOf(encodeFormValues(JSON.parse(JSON.stringify(data)) as Parameters<typeof encodeFormValues>[0]))).toEqual(data);
    }
    const values = lookedUpValues();
    const loaded = roundTrip(values);
    expect(loaded.plaintiff).toEqual({ ...values.plaintiff, benefitsRate: '' });
    expect(loaded.wife).toEqual(values.wife);
    expect(loaded.documents.sourceInfomations).toEqual(values.documents.sourceInfomations);
  });

  it('remembers the occupation and statistic chosen for a source whose hourly rate was then typed', () => {
    const values = wrongfulDeathValues();
    const source = values.documents.sourceInfomations[0]!;
    Object.assign(source, { occupation: '37-3011', statistic: 'mean', hourlyRate: '19.5' });
    source.provenance = {};
    const saved = formDataOf(values);
    expect(saved.documents.sourceInfomations[0]).toMatchObject({ occupation: '37-3011', statistic: 'mean', hourlyRate: 19.5 });
    expect(saved.documents.sourceInfomations[0]!.provenance).toBeUndefined();
    expect(formDataRecord.safeParse(JSON.parse(JSON.stringify(saved))).success).toBe(true);
    expect(roundTrip(values).documents.sourceInfomations[0]).toMatchObject({ occupation: '37-3011', statistic: 'mean' });
  });

  it('keeps a medical item bought every N years with its N, and a modality growth rate looked up from the medical CPI', () => {
    const values = medicalFrequenciesValues();
    values.medical.data[0]!.scenarios[0]!.provenance = {
      growthRate: { lookup: 'growth', series: 'cpiMedical', years: 20, fromYear: 2004, toYear: 2024 },
      discountRate: { lookup: 'treasury', asOf: '2025-02-28', tenorYears: 35.8 },
    };
    const data = formDataOf(values);
    expect(data.medical?.data[0]?.scenarios[0]).toMatchObject({ frequency: 'everyYears', everyYears: 5 });
    expect(data.medical?.data[1]?.scenarios[0]).toMatchObject({ frequency: 'once' });
    expect(data.medical?.data[1]?.scenarios[0]).not.toHaveProperty('everyYears');
    expect(roundTrip(values).medical.data).toEqual(values.medical.data);
  });
});

describe('optional case fields: economist profile, case caption, the table value behind a typed life expectancy', () => {
  const snapshot = {
    id: 'own',
    fullName: 'Jordan Rivera',
    credentials: 'Ph.D.',
    title: 'Consulting Economist',
    firm: 'Rivera Economics LLC',
    address: '1 Main Street',
    phone: '555-0100',
    email: 'jordan@example.com',
    hourlyFeeStudy: 400,
    hourlyFeeTestimony: null,
    qualifications: '',
    publications: '',
    testimony: [],
    signatureImage: null,
    updatedAt: '2025-01-02T00:00:00.000Z',
  };

  function optionalCaseFieldValues(): FormValues {
    const values = wrongfulDeathValues();
    values.case = {
      ...values.case,
      economist: 'own',
      economistProfile: snapshot,
      caseName: 'Martinez v. Acme Trucking, Inc.',
      court: 'Superior Court',
      docketNumber: '23STCV01234',
      attorneyName: 'Dana Smith',
      attorneyFirm: 'Smith & Jones LLP',
      attorneyAddress: '100 Main Street\nLos Angeles, CA 90012',
    };
    values.plaintiff.remainingLEYears = [{ value: '36', tableYears: 33.1 }];
    values.wife.tableLEYears = 38.2;
    return values;
  }

  it('round-trips them: decode(encode(data)) is data, encode(decode(values)) is values', () => {
    const data = formDataOf(optionalCaseFieldValues());
    expect(data.case).toMatchObject({
      economist: 'own',
      economistProfile: snapshot,
      caseName: 'Martinez v. Acme Trucking, Inc.',
      attorneyAddress: '100 Main Street\nLos Angeles, CA 90012',
    });
    expect(data.plaintiff.provenance).toEqual({ tableLEYears: [33.1] });
    expect(data.spouse?.provenance).toEqual({ tableLEYears: 38.2 });
    expect(formDataOf(encodeFormValues(data))).toEqual(data);
    expect(encodeFormValues(data)).toEqual(optionalCaseFieldValues());
  });

  it('saves no caption keys when left blank, and no profile copy for another economist than the chosen one', () => {
    const values = optionalCaseFieldValues();
    Object.assign(values.case, {
      caseName: '  ',
      court: '',
      docketNumber: '',
      attorneyName: '',
      attorneyFirm: '',
      attorneyAddress: '',
      economist: 'economist-1',
    });
    const saved = formDataOf(values).case;
    expect(Object.keys(saved).sort()).toEqual([
      'dateOfInjuryOrDeath',
      'dateOfReport',
      'dateOfTrial',
      'economist',
      'retainingAttorneyOrFirm',
      'type',
      'typeSelectedValues',
    ]);
  });
});

describe("the plaintiff's occupation and employer", () => {
  it('round-trip trimmed, and are not saved blank nor when a draft kept before them lacks them', () => {
    const values = personalInjuryValues();
    values.plaintiff.occupation = ' machinist ';
    values.plaintiff.employer = 'Delta Tool & Die';
    const data = formDataOf(values);
    expect(data.plaintiff).toMatchObject({ occupation: 'machinist', employer: 'Delta Tool & Die' });
    expect(formDataOf(encodeFormValues(data))).toEqual(data);
    expect(encodeFormValues(data).plaintiff).toMatchObject({ occupation: 'machinist', employer: 'Delta Tool & Die' });

    values.plaintiff.occupation = '  ';
    const { employer: _absent, ...olderDraft } = values.plaintiff;
    const saved = formDataOf({ ...values, plaintiff: olderDraft as FormValues['plaintiff'] }).plaintiff;
    expect(saved).not.toHaveProperty('occupation');
    expect(saved).not.toHaveProperty('employer');
    expect(encodeFormValues(formDataOf(personalInjuryValues())).plaintiff).toMatchObject({ occupation: '', employer: '' });
  });
});
