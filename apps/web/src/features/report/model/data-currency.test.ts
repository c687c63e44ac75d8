import { describe, expect, it } from 'vitest';
import { asVersion1, personalInjuryV2Record, wrongfulDeathRecord } from '../testing/fixtures.ts';
import { lookedUpRecord } from '../testing/signing-fixtures.ts';
import { timelinessCriterion, TIMELINESS_METHOD } from './discount-currency.ts';
import { factsConsidered } from './facts-considered.ts';

/** The report states how old each vintage was at the date of report (2025-03-01), never that it was the latest. */
describe('the age of each data set at the date of report', () => {
  const ages = (record = lookedUpRecord()) => Object.fromEntries(factsConsidered(record).sources.map((s) => [s.vintage, s.age]));

  it('counts whole months from the last day the data cover', () => {
    expect(ages()).toEqual({
      // The day before the report.
      'Curve of 2025-02-28, 9.3-year maturity': 'less than 1 month',
      // 2025-01-31 → 2025-03-01: one month and a day.
      'Annual averages 2004–2024 (20-year compound growth); monthly data through 2025-01': '1 month',
      // 2024-05-31 → 2025-03-01; 2023-12-31 → 2025-03-01.
      'May 2024, median hourly wage, Maids and Housekeeping Cleaners (SOC 37-2012)': '9 months',
      'NCHS 2023, Hispanic female': '14 months',
    });
  });

  it('says a curve 16 months older than the report is 16 months old', () => {
    const record = lookedUpRecord();
    record.formData.plaintiff.provenance!.wagesDiscountRate = { lookup: 'treasury', asOf: '2023-11-01', tenorYears: 9.27 };
    expect(ages(record)['Curve of 2023-11-01, 9.3-year maturity']).toBe('16 months');
  });

  it('dates the consumption tables by their survey of 1994–95, in months and years', () => {
    const consumption = factsConsidered(wrongfulDeathRecord()).sources.find((s) => /Patton-Nelson/.test(s.name))!;
    expect(consumption.age).toBe('350 months (about 29.2 years)');
  });
});

describe('the criterion of timeliness', () => {
  it('names each curve used, its age and what it gave, and the rates entered without a curve date', () => {
    expect(timelinessCriterion(personalInjuryV2Record())).toBe(
      `${TIMELINESS_METHOD} This report used the curve of 2025-02-28, less than 1 month before the date of report, for the wages discount rate and 1 item of the life care plan; the services discount rate and 2 items of the life care plan were entered by the user, with no curve date recorded.`,
    );
  });

  it('states an old curve’s age, and that no curve was looked up when every rate was entered', () => {
    const record = lookedUpRecord();
    const old = { lookup: 'treasury', asOf: '2023-11-01', tenorYears: 9.27 } as const;
    record.formData.plaintiff.provenance = { ...record.formData.plaintiff.provenance, wagesDiscountRate: old, servicesDiscountRate: old };
    expect(timelinessCriterion(record)).toContain(
      'This report used the curve of 2023-11-01, 16 months before the date of report, for the wages discount rate and the services discount rate; 6 items of the life care plan were entered by the user, with no curve date recorded.',
    );
    expect(timelinessCriterion(asVersion1(personalInjuryV2Record()))).toBe(
      `${TIMELINESS_METHOD} No curve was looked up: the wages discount rate, the services discount rate and 3 items of the life care plan were entered by the user, with no curve date recorded.`,
    );
  });

  it('never calls a curve the latest or current', () => {
    expect(timelinessCriterion(personalInjuryV2Record())).not.toMatch(/latest|most recent|current/i);
  });
});
