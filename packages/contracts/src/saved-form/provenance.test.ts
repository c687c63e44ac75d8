import { describe, expect, it } from 'vitest';
import { provenanceText, wageProvenance } from './provenance.ts';
import { formDataRecord } from './saved-form-record.ts';

describe('provenanceText (methodology §11)', () => {
  it('names each lookup as the report prints it', () => {
    expect(provenanceText({ lookup: 'treasury', asOf: '2025-07-11', tenorYears: 9.3041 })).toBe(
      'Treasury par yield curve of 2025-07-11, 9.3-year maturity',
    );
    expect(provenanceText({ lookup: 'growth', series: 'cpiMedical', years: 20, fromYear: 2002, toYear: 2022 })).toBe(
      'CPI-U medical care, 2002–2022',
    );
    expect(
      provenanceText({
        lookup: 'oews',
        occupation: '31-1122',
        title: 'Home Health and Personal Care Aides',
        statistic: 'median',
        asOf: 'May 2024',
      }),
    ).toBe('OEWS May 2024 median, Home Health and Personal Care Aides');
    expect(provenanceText({ lookup: 'lifeTable', table: 'NCHS 2023, non-Hispanic White male', race: 'white', sex: 'male' })).toBe(
      'NCHS 2023, non-Hispanic White male',
    );
  });

  it('says how an OEWS wage was brought to the dollars of the date of report', () => {
    const wage = {
      lookup: 'oews',
      occupation: '37-2012',
      title: 'Maids and Housekeeping Cleaners',
      statistic: 'median',
      asOf: 'May 2024',
    } as const;
    const adjustment = {
      publishedWage: 16.66,
      hourlyWage: 17.4,
      factor: 1.0447,
      fromMonth: '2024-05',
      toMonth: '2025-06',
      inDollarsOf: '2025-06-15',
    };
    expect(provenanceText({ ...wage, adjustment })).toBe(
      'OEWS May 2024 median, Maids and Housekeeping Cleaners: $16.66, brought to June 2025 dollars by BLS average hourly earnings (AHETPI) × 1.0447 = $17.40',
    );
    const unchanged = { publishedWage: 16.66, hourlyWage: 16.66, factor: 1, fromMonth: '2024-05', toMonth: '2024-05' };
    expect(provenanceText({ ...wage, adjustment: { ...unchanged, inDollarsOf: '2024-05-20' } })).toBe(
      'OEWS May 2024 median, Maids and Housekeeping Cleaners: $16.66, in May 2024 dollars',
    );
    expect(provenanceText({ ...wage, adjustment: { ...unchanged, inDollarsOf: '2023-11-01' } })).toBe(
      'OEWS May 2024 median, Maids and Housekeeping Cleaners: $16.66, in May 2024 dollars, not brought back to the earlier date of report',
    );
    expect(wageProvenance.safeParse({ ...wage, adjustment: { ...adjustment, toMonth: 'June 2025' } }).success).toBe(false);
  });

  it('says a figure without provenance was entered', () => {
    expect(provenanceText(undefined)).toBe('entered');
    expect(provenanceText(null, 'lifeExpectancy')).toBe('entered by the user');
  });
});

describe('formDataRecord and version 2', () => {
  const v1 = {
    case: {
      dateOfInjuryOrDeath: '2023-11-20',
      dateOfReport: '2025-03-01',
      dateOfTrial: '2025-09-08',
      economist: 'economist-2',
      retainingAttorneyOrFirm: 'Acme Law',
      type: 'personalInjury',
      typeSelectedValues: ['medicalExpensesFuture'],
    },
    documents: { sourceNames: [], sourceInfomations: [], numberOfReviewed: 0, numberOfSoucesForHouseholdServices: 0 },
    plaintiff: {
      name: 'Mary Roe',
      gender: 'female',
      race: 'hispanic',
      education: 'high-school',
      dateOfBirth: '1964-02-29',
      annualIncome: [],
      remainingLEYears: [20.4],
      retirementAge: [],
    },
    childrens: [],
    medical: {
      data: [
        {
          scenarios: [
            {
              type: 'best',
              category: 'Therapy',
              modality: 'PT',
              from: '2025-01-01',
              to: '2034-12-31',
              annualCost: 4800,
              growthRate: 0.0232,
              discountRate: 0.0441,
            },
          ],
        },
      ],
      reportDate: '2025-02-01',
      reportTitle: 'Life Care Plan',
    },
  };

  it('still reads a record saved before version 2, unchanged', () => {
    const parsed = formDataRecord.safeParse(v1);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(v1);
  });

  it('rejects a provenance of the wrong kind for its figure', () => {
    const record = structuredClone(v1) as Record<string, unknown> & typeof v1;
    Object.assign(record.plaintiff, { provenance: { servicesGrowthRate: { lookup: 'treasury', asOf: '2025-02-28', tenorYears: 20 } } });
    expect(formDataRecord.safeParse(record).success).toBe(false);
  });
});
