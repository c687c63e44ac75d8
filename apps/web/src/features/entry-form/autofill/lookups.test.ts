import { describe, expect, it } from 'vitest';
import { provenanceText } from '@damages/contracts';
import {
  canLookUpLife,
  canLookUpWage,
  discountFraction,
  discountResult,
  growthRequest,
  growthResult,
  invalidModalityDates,
  lifeRequest,
  lifeResult,
  medicalHorizon,
  medicalHorizonsOfAll,
  servicesHorizon,
  wageRequest,
  wageResult,
  wagesHorizon,
} from './lookups.ts';

const life = {
  life_expectancy: 34.29,
  lifeExpectancy: 34.29,
  age: 44.89,
  table: 'NCHS 2023, non-Hispanic White male',
  source: 'United States Life Tables, 2023',
};

describe('life expectancy lookup', () => {
  it('is offered only with date of birth, gender, race and report date', () => {
    const person = { dateOfBirth: '1980-04-10', gender: 'male', race: 'white' };
    expect(canLookUpLife(person, '2025-03-01')).toBe(true);
    expect(canLookUpLife({ ...person, race: '' }, '2025-03-01')).toBe(false);
    expect(canLookUpLife(person, '')).toBe(false);
  });

  it('sends caseDor, dob, gender and race', () => {
    expect(lifeRequest({ dateOfBirth: '1980-04-10', gender: 'male', race: 'white' }, '2025-03-01')).toEqual({
      caseDor: '2025-03-01',
      dob: '1980-04-10',
      gender: 'male',
      race: 'white',
    });
  });

  it('asks the neutral tables with race all and/or gender total (methodology §3)', () => {
    const person = { dateOfBirth: '1980-04-10', gender: 'female', race: 'black' };
    expect(lifeRequest(person, '2025-03-01', 'raceAndSex')).toMatchObject({ gender: 'female', race: 'black' });
    expect(lifeRequest(person, '2025-03-01', 'sexAllRaces')).toMatchObject({ gender: 'female', race: 'all' });
    expect(lifeRequest(person, '2025-03-01', 'allRacesBothSexes')).toMatchObject({ gender: 'total', race: 'all' });
    expect(canLookUpLife({ ...person, race: '' }, '2025-03-01', 'sexAllRaces')).toBe(true);
    expect(canLookUpLife({ ...person, race: '', gender: '' }, '2025-03-01', 'allRacesBothSexes')).toBe(true);
    expect(canLookUpLife({ ...person, gender: '' }, '2025-03-01', 'sexAllRaces')).toBe(false);
  });

  it('fills the years and keeps the table, race and sex used', () => {
    const request = { caseDor: '2025-03-01', dob: '1980-04-10', gender: 'male', race: 'white' };
    expect(lifeResult(life, 'life_expectancy', request)).toEqual({
      value: '34.29',
      provenance: { lookup: 'lifeTable', table: 'NCHS 2023, non-Hispanic White male', race: 'white', sex: 'male' },
    });
    expect(lifeResult({ ...life, life_expectancy: undefined as unknown as number }, 'lifeExpectancy', request).value).toBe('34.29');
  });
});

describe('discount lookup', () => {
  it('divides the percentage by 100 and rounds to 4 decimals', () => {
    expect(discountFraction(4.5484)).toBe(0.0455);
    expect(discountFraction(1.9353)).toBe(0.0194);
    expect(discountFraction(4.45)).toBe(0.0445);
  });

  it('fills the rate of its own id and names the curve date', () => {
    const answer = [
      { id: 'servicesDiscountRate', discount_rate: 4.5484, as_of: '2025-02-28', tenor_years: 20.4 },
      { id: 'm0s1', discount_rate: 4.45, as_of: '2025-07-11', tenor_years: 0.19 },
    ];
    expect(discountResult(answer, 'm0s1')).toEqual({
      value: '0.0445',
      provenance: { lookup: 'treasury', asOf: '2025-07-11', tenorYears: 0.19 },
    });
  });

  it('runs wages from the report date to the first retirement date', () => {
    expect(wagesHorizon('2025-03-01', '1980-04-10', '67')).toEqual({
      id: 'plaintiffWagesDiscountRate',
      start_date: '2025-03-01',
      end_date: '2047-04-10',
    });
    expect(wagesHorizon('2025-03-01', '1980-04-10', '')).toBeUndefined();
  });

  it('runs wages to the first statistical retirement date with the worklife tables', () => {
    const worklife = { dateOfInjury: '2022-06-15', yearsToFinalSeparation: '27' };
    expect(wagesHorizon('2025-03-01', '1980-04-10', '', worklife)).toEqual({
      id: 'plaintiffWagesDiscountRate',
      start_date: '2025-03-01',
      end_date: '2049-06-15',
    });
    expect(wagesHorizon('2025-03-01', '1980-04-10', '67', { ...worklife, yearsToFinalSeparation: '' })).toBeUndefined();
  });

  it('runs services from the report date over the first remaining-LE scenario', () => {
    expect(servicesHorizon('2025-03-01', '20.4')).toEqual({ id: 'servicesDiscountRate', start_date: '2025-03-01', end_date: '2045-07-25' });
  });

  it("runs a medical scenario from its 'from' to its 'to' date, refusing dates out of order", () => {
    // From the report date, not from the care's own start: no curve dated after the report is read.
    expect(medicalHorizon(0, 1, '2025-03-01', '2026-11-22', '2027-02-01')).toEqual({
      id: 'm0s1',
      start_date: '2025-03-01',
      end_date: '2027-02-01',
    });
    expect(medicalHorizon(2, 0, '2025-03-01', '2027-02-01', '2027-02-01'), 'to not after from').toBeUndefined();
    expect(medicalHorizon(2, 0, '2025-03-01', '2020-01-01', '2025-03-01'), 'care over by the report').toBeUndefined();
    expect(medicalHorizon(2, 0, '', '2026-01-01', '2027-02-01'), 'no report date').toBeUndefined();
    expect(invalidModalityDates(2)).toBe('Modality 3 has invalid dates');
  });

  it('asks for every medical item at once, one horizon per end date, leaving out items without dates ("Apply to all items")', () => {
    const item = (from: string, to: string) => ({ from, to });
    const modalities = [
      { scenarios: [item('2026-01-01', '2040-12-31'), item('2027-01-01', '2040-12-31')] },
      { scenarios: [item('', ''), item('2025-06-01', '2030-06-01')] },
    ];
    expect(medicalHorizonsOfAll(modalities, '2025-03-01')).toEqual({
      calls: [
        [
          { id: 'to-2040-12-31', start_date: '2025-03-01', end_date: '2040-12-31' },
          { id: 'to-2030-06-01', start_date: '2025-03-01', end_date: '2030-06-01' },
        ],
      ],
      items: [
        { modality: 0, scenario: 0, id: 'to-2040-12-31' },
        { modality: 0, scenario: 1, id: 'to-2040-12-31' },
        { modality: 1, scenario: 1, id: 'to-2030-06-01' },
      ],
      skipped: 1,
    });
    // An item whose dates are out of order refuses the lookup, as its own Autofill would.
    expect(medicalHorizonsOfAll([...modalities, { scenarios: [item('2031-01-01', '2030-01-01')] }], '2025-03-01')).toEqual({ invalid: 2 });
  });

  it('splits more than 50 end dates over several calls', () => {
    const modalities = Array.from({ length: 51 }, (_, i) => ({ scenarios: [{ from: '2026-01-01', to: `${2030 + i}-01-01` }] }));
    const result = medicalHorizonsOfAll(modalities, '2025-03-01');
    expect('calls' in result && result.calls.map((call) => call.length)).toEqual([50, 1]);
  });
});

describe('growth-rate lookup', () => {
  it('asks for the series at the report date and fills the rate as a fraction, with series and window', () => {
    expect(growthRequest('cpiMedical', '2025-03-01')).toEqual({ series: 'cpiMedical', caseDor: '2025-03-01' });
    const answer = {
      series: 'cpiMedical' as const,
      growth_rate: 2.9512,
      from_year: 2004,
      to_year: 2024,
      years: 20,
      source: 'BLS',
      data_through: '2025-06',
    };
    const result = growthResult(answer);
    expect(result).toEqual({
      value: '0.0295',
      provenance: { lookup: 'growth', series: 'cpiMedical', years: 20, fromYear: 2004, toYear: 2024, dataThrough: '2025-06' },
    });
    expect(provenanceText(result.provenance)).toBe('CPI-U medical care, 2004–2024');
  });

  it("keeps the series' last month that the answer names, for the check before calculating", () => {
    const source =
      'CPI-U, medical care, U.S. city average, not seasonally adjusted (CUUR0000SAM), U.S. Bureau of Labor Statistics; monthly data through 2025-06';
    const answer = {
      series: 'cpiMedical' as const,
      growth_rate: 2.9512,
      from_year: 2004,
      to_year: 2024,
      years: 20,
      source,
      data_through: '2025-06',
    };
    expect(growthResult(answer).provenance.dataThrough).toBe('2025-06');
  });
});

describe('hourly-wage lookup', () => {
  const answer = {
    occupation: '31-1122',
    title: 'Home Health and Personal Care Aides',
    statistic: 'median' as const,
    hourly_wage: 16.78,
    as_of: 'May 2024',
    source: 'BLS OEWS',
  };

  it('asks for the wage in dollars of the date of report, and only with an occupation and that date', () => {
    expect(wageRequest('31-1122', 'median', '2025-03-01')).toEqual({
      occupation: '31-1122',
      statistic: 'median',
      inDollarsOf: '2025-03-01',
    });
    expect(canLookUpWage('31-1122', '2025-03-01')).toBe(true);
    expect(canLookUpWage('', '2025-03-01')).toBe(false);
    expect(canLookUpWage('31-1122', '')).toBe(false);
    expect(canLookUpWage('31-1122', '2025-02-30')).toBe(false);
  });

  it('fills the wage brought to the dollars of the date of report, and keeps how', () => {
    const request = wageRequest('31-1122', 'median', '2025-03-01');
    const adjusted = {
      ...answer,
      hourly_wage_in_dollars_of: 17.42,
      adjusted_to: '2025-03',
      adjustment_factor: 1.0381,
      adjustment_source: 'AHETPI',
    };
    const result = wageResult(adjusted, request);
    expect(result.value).toBe('17.42');
    expect(result.provenance.adjustment).toEqual({
      publishedWage: 16.78,
      hourlyWage: 17.42,
      factor: 1.0381,
      fromMonth: '2024-05',
      toMonth: '2025-03',
      inDollarsOf: '2025-03-01',
    });
    expect(provenanceText(result.provenance)).toBe(
      'OEWS May 2024 median, Home Health and Personal Care Aides: $16.78, brought to March 2025 dollars by BLS average hourly earnings (AHETPI) × 1.0381 = $17.42',
    );
  });

  it('fills the wage as published when the answer brings it nowhere', () => {
    const result = wageResult(answer);
    expect(result.value).toBe('16.78');
    expect(result.provenance).not.toHaveProperty('adjustment');
    expect(provenanceText(result.provenance)).toBe('OEWS May 2024 median, Home Health and Personal Care Aides');
  });
});
