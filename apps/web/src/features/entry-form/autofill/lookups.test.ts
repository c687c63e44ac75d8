import { describe, expect, it } from 'vitest';
import {
  canLookUpLife,
  discountFraction,
  discountResult,
  invalidModalityDates,
  lifeRequest,
  lifeResult,
  medicalHorizon,
  servicesHorizon,
  wagesHorizon,
} from './lookups.ts';

const life = { life_expectancy: 34.29, lifeExpectancy: 34.29, age: 44.89, table: 'NCHS 2023, non-Hispanic White male', source: 'United States Life Tables, 2023' };

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

  it('fills the years and names the table', () => {
    expect(lifeResult(life, 'life_expectancy')).toEqual({ value: '34.29', source: 'NCHS 2023, non-Hispanic White male' });
    expect(lifeResult({ ...life, life_expectancy: undefined as unknown as number }, 'lifeExpectancy').value).toBe('34.29');
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
    expect(discountResult(answer, 'm0s1')).toEqual({ value: '0.0445', source: 'Treasury par yields as of 2025-07-11' });
  });

  it('runs wages from the report date to the first retirement date', () => {
    expect(wagesHorizon('2025-03-01', '1980-04-10', '67')).toEqual({ id: 'plaintiffWagesDiscountRate', start_date: '2025-03-01', end_date: '2047-04-10' });
    expect(wagesHorizon('2025-03-01', '1980-04-10', '')).toBeUndefined();
  });

  it('runs services from the report date over the first remaining-LE scenario', () => {
    expect(servicesHorizon('2025-03-01', '20.4')).toEqual({ id: 'servicesDiscountRate', start_date: '2025-03-01', end_date: '2045-07-25' });
  });

  it("runs a medical scenario from its 'from' to its 'to' date, refusing dates out of order", () => {
    expect(medicalHorizon(0, 1, '2026-11-22', '2027-02-01')).toEqual({ id: 'm0s1', start_date: '2026-11-22', end_date: '2027-02-01' });
    expect(medicalHorizon(2, 0, '2027-02-01', '2027-02-01')).toBeUndefined();
    expect(invalidModalityDates(2)).toBe('Modality 3 has invalid dates');
  });
});
