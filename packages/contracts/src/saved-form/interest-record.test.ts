import { describe, expect, it } from 'vitest';
import { interestRateOf, interestRateText, judgmentRateText } from './interest-record.ts';
import { parseSavedFormRecord } from './saved-form-record.ts';
import { buildSavedRecord } from './saved-record-of-answers.ts';

const FORM_DATA = {
  case: {
    dateOfInjuryOrDeath: '2023-05-02',
    dateOfReport: '2025-03-01',
    dateOfTrial: '2026-04-20',
    economist: 'economist-1',
    retainingAttorneyOrFirm: 'Smith & Jones LLP',
    type: 'wrongfulDeath' as const,
    typeSelectedValues: ['householdServicesWdP' as const],
  },
  documents: { sourceNames: [], sourceInfomations: [], numberOfReviewed: 0, numberOfSoucesForHouseholdServices: 0 },
  plaintiff: {
    name: 'John Doe',
    gender: 'male' as const,
    race: 'white' as const,
    education: 'bachelor' as const,
    dateOfBirth: '1978-09-17',
    annualIncome: [],
    remainingLEYears: [33.1],
    retirementAge: [],
    burialCost: 12000,
  },
  childrens: [],
};

describe('the rate of prejudgment interest', () => {
  it('is the typed percent plus the forum’s addition, as a fraction without binary noise', () => {
    expect(interestRateOf({ ratePercent: 4.1 })).toBe(0.041);
    expect(interestRateOf({ ratePercent: 7.5, addedPercent: 1 })).toBe(0.085);
  });

  it('is stated with its name and addition', () => {
    expect(interestRateText({ ratePercent: 9 })).toBe('9%');
    expect(interestRateText({ ratePercent: 7.5, addedPercent: 1 }, 'the prime rate')).toBe('7.5% (the prime rate) plus 1%: 8.5%');
    expect(
      judgmentRateText({
        lookup: 'judgmentRate',
        date: '2026-04-20',
        weekStart: '2026-04-06',
        weekEnd: '2026-04-12',
        days: 5,
        source: 'U.S. Treasury',
      }),
    ).toBe(
      '28 U.S.C. § 1961: weekly average 1-year constant-maturity Treasury yield, 04/06/2026–04/12/2026 (5 daily values; U.S. Treasury)',
    );
  });
});

describe('the saved record with prejudgment interest', () => {
  it('keeps the choice, each past table’s total_interest and the lump sums’ answer; a record without them parses as before', () => {
    const interest = { ratePercent: 6, compounding: 'simple' as const, from: '2024-01-01' };
    const lumpSums = {
      items: [{ id: 'burialCost', amount: 12000, accrual_start: '2024-01-01', days: 840, interest: 1656.99 }],
      total_interest: 1656.99,
    };
    const row = {
      Year: 2024,
      Age: 45.5,
      Portion: 1,
      'Annual Value': 100,
      Loss: 100,
      'Discount Factor': 1,
      PV: 100,
      Interest: 5.5,
      'Loss with Interest': 105.5,
    };
    const caseInfo = { plaintiff_age_at_report: 46.45, plaintiff_age_at_life_expectancy: [79.55], life_expectancy_date: [] };
    const record = buildSavedRecord(
      { ...FORM_DATA, interest },
      {
        lossServices: {
          past: { case_info: caseInfo as never, table: [{ id: 0, table: JSON.stringify([row]), total_pv: 100, total_interest: 5.5 }] },
        },
        interestOnLumpSums: lumpSums,
      },
      '2025-07-01T10:00:00.000Z',
    );
    const parsed = parseSavedFormRecord(JSON.parse(JSON.stringify(record)))!;
    expect(parsed.formData.interest).toEqual(interest);
    expect(parsed.interestOnLumpSums).toEqual(lumpSums);
    expect(parsed.lossServices?.past?.table[0]).toMatchObject({ total_pv: 100, total_interest: 5.5, data: [row] });
    const before = parseSavedFormRecord(JSON.parse(JSON.stringify(buildSavedRecord(FORM_DATA, {}, '2025-07-01T10:00:00.000Z'))))!;
    expect(before.formData.interest).toBeUndefined();
    expect(before.interestOnLumpSums).toBeUndefined();
  });
});
