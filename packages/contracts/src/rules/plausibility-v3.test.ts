import { describe, expect, it } from 'vitest';
import type { FormDataRecord } from '../saved-form/saved-form-record.ts';
import { careReplacesServicesWarnings, interestRateWarnings, plausibilityWarnings } from './plausibility.ts';

/**
 * An attendant-care item of a life-care plan beside a household-services loss: injured 2020-01-01,
 * yard work claimed to 2031-06-30 and housekeeping from 2024-01-01 to 2040-12-31.
 */
function careAndServices(care: { from: string; to: string }, replaces = true): FormDataRecord {
  const scenario = {
    type: 'best' as const,
    category: 'Home care',
    modality: 'Attendant care',
    ...care,
    annualCost: 30000,
    growthRate: 0.03,
    discountRate: 0.04,
  };
  const source = { hourlyRate: 16.66, weeklyHours: 10, numberOfWeeksInYear: 52 };
  return {
    case: {
      dateOfInjuryOrDeath: '2020-01-01',
      dateOfReport: '2025-03-01',
      dateOfTrial: '2026-01-01',
      economist: 'own',
      retainingAttorneyOrFirm: 'Acme Law',
      type: 'personalInjury',
      typeSelectedValues: ['householdServicesWdP', 'householdServicesWdF', 'medicalExpensesFuture'],
    },
    documents: {
      sourceNames: [],
      sourceInfomations: [
        { name: 'Yard work', ...source, endDate: '2031-06-30' },
        { name: 'Housekeeping', ...source, endDate: '2040-12-31', startDate: '2024-01-01' },
      ],
      numberOfReviewed: 0,
      numberOfSoucesForHouseholdServices: 2,
    },
    plaintiff: {
      name: 'Ann Lee',
      gender: 'female',
      race: 'white',
      education: 'bachelor',
      dateOfBirth: '1980-01-01',
      annualIncome: [],
      remainingLEYears: [40],
      retirementAge: [],
      servicesGrowthRate: 0.02,
      servicesDiscountRate: 0.04,
    },
    childrens: [],
    medical: {
      data: [{ scenarios: [scenario], ...(replaces ? { replacesHouseholdServices: true as const } : {}) }],
      reportDate: '2025-02-01',
      reportTitle: 'Life care plan',
    },
  };
}

describe('care that replaces household services', () => {
  it('warns when the item covers years the services loss also claims, naming the item and the years', () => {
    const warnings = careReplacesServicesWarnings(careAndServices({ from: '2025-03-01', to: '2045-12-31' }));
    expect(warnings).toEqual([
      {
        id: 'care-replaces-services',
        path: 'medical.data.0.replacesHouseholdServices',
        message:
          'Medical modality 1 (Attendant care) replaces household services, which are also claimed from 2020-01-01 to 2040-12-31: the same work would be counted twice, as care bought and as services lost.',
        item: 'medical modality 1 (Attendant care)',
        cause:
          'Marked as care that replaces household services, which are also claimed from 2020-01-01 to 2040-12-31: the same work would be counted twice, as care bought and as services lost.',
      },
    ]);
    expect(plausibilityWarnings({ formData: careAndServices({ from: '2025-03-01', to: '2045-12-31' }) }).map((w) => w.id)).toContain(
      'care-replaces-services',
    );
  });

  it('is silent when the care starts after every service ends, when the item is not marked, or when no services are claimed', () => {
    expect(careReplacesServicesWarnings(careAndServices({ from: '2041-01-01', to: '2050-12-31' }))).toEqual([]);
    expect(careReplacesServicesWarnings(careAndServices({ from: '2025-03-01', to: '2045-12-31' }, false))).toEqual([]);
    const noServices = careAndServices({ from: '2025-03-01', to: '2045-12-31' });
    noServices.case.typeSelectedValues = ['medicalExpensesFuture'];
    expect(careReplacesServicesWarnings(noServices)).toEqual([]);
  });
});

describe('a prejudgment-interest rate typed as a fraction', () => {
  it('is questioned under 1 % a year, since the rate is typed in percent', () => {
    const data = careAndServices({ from: '2041-01-01', to: '2050-12-31' });
    expect(interestRateWarnings({ ...data, interest: { ratePercent: 0.075, compounding: 'simple' } })).toEqual([
      {
        id: 'interest-rate-below-one-percent',
        path: 'interest.rate',
        message: 'The prejudgment interest rate is 0.075% a year. This rate is typed in percent (7.5 for 7.5%): did you mean 7.5%?',
      },
    ]);
    expect(interestRateWarnings({ ...data, interest: { ratePercent: 7.5, compounding: 'simple' } })).toEqual([]);
    expect(interestRateWarnings(data)).toEqual([]);
  });
});
