import { describe, expect, it } from 'vitest';
import { hourlyWage, isWageOccupation, wageOccupations, type OccupationalWagesData } from './occupational-wages.ts';

const data: OccupationalWagesData = {
  source: 'test source',
  vintage: 'May 2024',
  occupations: {
    '39-9011': { title: 'Childcare Workers', median: 15.41, mean: 15.93 },
    '31-1120': { title: 'Home Health and Personal Care Aides', median: 16.78, mean: 16.82 },
  },
};

describe('occupational wages', () => {
  it('lists the occupations in SOC-code order', () => {
    expect(wageOccupations(data)).toEqual([
      { occupation: '31-1120', title: 'Home Health and Personal Care Aides' },
      { occupation: '39-9011', title: 'Childcare Workers' },
    ]);
  });

  it('answers the median or the mean as published, with the vintage and source', () => {
    expect(hourlyWage({ occupation: '39-9011', statistic: 'median' }, data)).toEqual({
      occupation: '39-9011',
      title: 'Childcare Workers',
      statistic: 'median',
      hourlyWage: 15.41,
      asOf: 'May 2024',
      source: 'test source',
    });
    expect(hourlyWage({ occupation: '39-9011', statistic: 'mean' }, data).hourlyWage).toBe(15.93);
  });

  it('knows only the shipped occupations', () => {
    expect(isWageOccupation('31-1120', data)).toBe(true);
    expect(isWageOccupation('toString', data)).toBe(false);
    expect(() => hourlyWage({ occupation: '11-1011', statistic: 'median' }, data)).toThrow(RangeError);
  });

  it('ships the sixteen household-services occupations of OEWS May 2024', () => {
    expect(wageOccupations()).toHaveLength(16);
    expect(hourlyWage({ occupation: '31-1120', statistic: 'median' }).hourlyWage).toBe(16.78);
  });
});
