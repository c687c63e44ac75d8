import { describe, expect, it } from 'vitest';
import type { FormDataRecord } from '../saved-form/saved-form-record.ts';
import { plausibilityWarnings } from './plausibility.ts';
import { overriddenWarningLines, reviewWarningLines, warningLines, withCauses } from './warning-lines.ts';

type Scenario = NonNullable<FormDataRecord['medical']>['data'][number]['scenarios'][number];

const OLD_CURVE = { lookup: 'treasury', asOf: '2023-11-03', tenorYears: 20 } as const;

const item = (modality: string, changes: Partial<Scenario> = {}): Scenario => ({
  type: 'probable',
  category: 'Therapy',
  modality,
  from: '2025-03-01',
  to: '2040-12-31',
  annualCost: 5000,
  growthRate: 0.0232,
  discountRate: 0.0441,
  ...changes,
});

/** Report 2025-03-01; the wages discount rate and two medical items read the curve of 2023-11-03 (484 days before). */
function caseWith(items: Scenario[]): FormDataRecord {
  return {
    case: {
      dateOfInjuryOrDeath: '2020-01-01',
      dateOfReport: '2025-03-01',
      dateOfTrial: '2026-01-01',
      economist: 'own',
      retainingAttorneyOrFirm: 'Acme Law',
      type: 'personalInjury',
      typeSelectedValues: ['lossOfEarningsPast', 'lossOfEarningsFuture', 'medicalExpensesFuture'],
    },
    documents: { sourceNames: [], sourceInfomations: [], numberOfReviewed: 0, numberOfSoucesForHouseholdServices: 0 },
    plaintiff: {
      name: 'Ann Lee',
      gender: 'female',
      race: 'white',
      education: 'bachelor',
      dateOfBirth: '1980-01-01',
      annualIncome: [96000],
      remainingLEYears: [40],
      retirementAge: [67],
      wagesGrowthRate: 0.03,
      wagesDiscountRate: 0.0431,
      benefitsRate: 0.15,
      provenance: { wagesDiscountRate: OLD_CURVE },
    },
    childrens: [],
    house: { hasChildren: false, hasSpouse: false, holdIncome: 120000, holdSize: 1, numberOfChildrens: 0 },
    medical: { data: items.map((scenario) => ({ scenarios: [scenario] })), reportDate: '2025-02-01', reportTitle: 'Life care plan' },
  };
}

const tenItemsAtZero = () =>
  caseWith(Array.from({ length: 10 }, (_, i) => item(`Item ${i + 1}`, { growthRate: 0, ...(i === 9 ? { discountRate: 0 } : {}) })));

describe('the validation list: one line per cause', () => {
  it('says once that ten items were left at a growth rate of 0 %, naming them; an item with both rates at 0 is another cause', () => {
    const lines = warningLines(plausibilityWarnings({ formData: tenItemsAtZero() }));
    const zero = lines.filter((line) => line.id === 'medical-rates-at-zero');
    expect(zero.map((line) => line.warnings)).toEqual([9, 1]);
    expect(zero[0]!.text).toBe(
      'The growth rate is still 0%, as every new item starts: the costs are not grown. For 9 items: ' +
        Array.from({ length: 9 }, (_, i) => `medical modality ${i + 1} (Item ${i + 1}), Probable Scenario`).join('; ') +
        '.',
    );
    expect(zero[1]!.text).toBe(
      'The growth and discount rates are still 0%, as every new item starts: the costs are neither grown nor discounted. For medical modality 10 (Item 10), Probable Scenario.',
    );
  });

  it('groups the same way before calculating, where a cause of one item keeps the sentence that names its field', () => {
    const warnings = plausibilityWarnings({ formData: tenItemsAtZero() });
    const zero = reviewWarningLines(warnings).filter((line) => line.id === 'medical-rates-at-zero');
    expect(zero.map((line) => line.warnings)).toEqual([9, 1]);
    expect(zero[0]!.text).toMatch(/^The growth rate is still 0%, as every new item starts: the costs are not grown\. For 9 items: /);
    const single = warnings.find((w) => w.id === 'medical-rates-at-zero' && w.item?.includes('Item 10'))!;
    expect(zero[1]!.text).toBe(single.message);
  });

  it('says once that one old curve gave three rates, and apart a curve of another date', () => {
    const data = caseWith([
      item('Therapy', { provenance: { discountRate: OLD_CURVE } }),
      item('Wheelchair', { provenance: { discountRate: OLD_CURVE } }),
      item('Nursing', { provenance: { discountRate: { ...OLD_CURVE, asOf: '2024-01-02' } } }),
    ]);
    const stale = warningLines(plausibilityWarnings({ formData: data })).filter((line) => line.id === 'stale-yield-curve');
    expect(stale.map((line) => [line.items.length, line.text])).toEqual([
      [
        3,
        'The Treasury yield curve of 2023-11-03 dates from 484 days (about 16 months) before the date of report (2025-03-01): it is not the latest curve, and rates may have moved since. For 3 items: the wages discount rate; the discount rate of medical modality 1 (Therapy), Probable Scenario; the discount rate of medical modality 2 (Wheelchair), Probable Scenario.',
      ],
      [
        1,
        'The Treasury yield curve of 2024-01-02 dates from 424 days (about 14 months) before the date of report (2025-03-01): it is not the latest curve, and rates may have moved since. For the discount rate of medical modality 3 (Nursing), Probable Scenario.',
      ],
    ]);
  });

  it('keeps a warning about the case as a whole as its own line, and prints an identical one once', () => {
    const household = { id: 'household-income', path: 'house.holdIncome', message: 'Household income ($50,000) is below …' };
    expect(warningLines([household, household])).toEqual([{ id: 'household-income', text: household.message, items: [], warnings: 2 }]);
  });
});

describe('a record saved before warnings kept their cause', () => {
  const saved = () => plausibilityWarnings({ formData: tenItemsAtZero() }).map(({ id, path, message }) => ({ id, path, message }));

  it('takes the item and cause from the rules of today when they say the same words, and groups as a new record does', () => {
    expect(overriddenWarningLines(saved(), tenItemsAtZero())).toEqual(warningLines(plausibilityWarnings({ formData: tenItemsAtZero() })));
  });

  it('reads a message saved in the warnings\' old percent style ("0 %") as the same words', () => {
    const oldStyle = saved().map((w) => ({ ...w, message: w.message.replace(/(\d)%/g, '$1 %') }));
    expect(oldStyle[0]!.message).toContain('still 0 %');
    expect(overriddenWarningLines(oldStyle, tenItemsAtZero())).toEqual(warningLines(plausibilityWarnings({ formData: tenItemsAtZero() })));
  });

  it('keeps a message the rules no longer say on a line of its own', () => {
    const [first, ...rest] = saved();
    const reworded = { ...first!, message: 'Growth rate of item 1 was 0 (old wording).' };
    const withOld = withCauses([reworded, ...rest], tenItemsAtZero());
    expect(withOld[0]).toEqual(reworded);
    expect(warningLines(withOld)[0]).toEqual({ id: 'medical-rates-at-zero', text: reworded.message, items: [], warnings: 1 });
  });

  it('has no line without saved warnings', () => {
    expect(overriddenWarningLines(undefined, tenItemsAtZero())).toEqual([]);
  });
});
