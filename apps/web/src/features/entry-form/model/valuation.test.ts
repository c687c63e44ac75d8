import { describe, expect, it } from 'vitest';
import { earningsValues, formDataOf, personalInjuryValues } from '../testing/fixtures.ts';
import { encodeFormValues } from './form-codec.ts';
import { blankValuation } from './valuation.ts';

describe('the valuation in the saved case', () => {
  it('saves nothing for an untouched group, and an older case opens with the defaults', () => {
    const data = formDataOf(earningsValues());
    expect(data).not.toHaveProperty('valuation');
    expect(encodeFormValues(data).valuation).toEqual(blankValuation());
  });

  it('keeps what applies and differs from the defaults, and gives it back for editing', () => {
    const values = earningsValues();
    values.valuation = {
      discountConvention: 'endOfYear',
      valuationYear: ' 2025 ',
      discountMethod: 'nominal',
      netDiscountRate: '0.02',
      firstYearPortion: '0.33',
      lastYearPortion: '',
    };
    const data = formDataOf(values);
    expect(data.valuation).toEqual({ discountConvention: 'endOfYear', valuationYear: 2025, firstYearPortion: 0.33 });
    expect(encodeFormValues(data).valuation).toEqual({
      ...blankValuation(),
      discountConvention: 'endOfYear',
      valuationYear: '2025',
      firstYearPortion: '0.33',
    });
  });

  it('keeps no portions for a case without earnings or support', () => {
    const values = personalInjuryValues();
    values.valuation = { ...blankValuation(), discountConvention: 'midYear', discountMethod: 'undiscounted', firstYearPortion: '0.5' };
    expect(formDataOf(values).valuation).toEqual({ discountConvention: 'midYear', discountMethod: 'undiscounted' });
  });
});
