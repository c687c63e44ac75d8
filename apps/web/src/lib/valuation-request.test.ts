import { lossEarningsRequest, lossMedicalRequest, lossServicesRequest, lossSupportRequest } from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { formDataOf, personalInjuryValues, wrongfulDeathValues } from '../features/entry-form/testing/index.ts';
import { buildEarningsRequest, buildMedicalRequest, buildServicesRequest, buildSupportRequest } from './calculation-requests.ts';

const VALUATION_KEYS = ['discountConvention', 'valuationYear', 'discountMethod', 'netDiscountRate', 'firstYearPortion', 'lastYearPortion'];

/** The personal-injury example with loss of earnings as well, so every kind of body is built. */
function everyLossValues() {
  const values = personalInjuryValues();
  values.case.typeSelectedValues = [...values.case.typeSelectedValues, 'lossOfEarningsPast', 'lossOfEarningsFuture'];
  values.plaintiff.annualIncome = [{ value: '62000' }];
  values.plaintiff.retirementAge = [{ value: '67' }];
  Object.assign(values.house, { holdSize: '2', holdIncome: '90000', hasWife: 'false', hasChildren: 'false' });
  return values;
}

const bodies = (values: ReturnType<typeof everyLossValues>) => {
  const data = formDataOf(values);
  return {
    earnings: buildEarningsRequest(data),
    services: buildServicesRequest(data),
    medical: buildMedicalRequest(data),
  };
};

describe('the valuation options of every create_table body', () => {
  it('sends nothing when the valuation is left at its defaults, so the bodies are those of before version 3', () => {
    const all = { ...bodies(everyLossValues()), support: buildSupportRequest(formDataOf(wrongfulDeathValues())) };
    for (const body of Object.values(all)) for (const key of VALUATION_KEYS) expect(body).not.toHaveProperty(key);
  });

  it('sends end of year, the valuation year, total offset and the portions; the portions to earnings and support only', () => {
    const values = everyLossValues();
    values.valuation = {
      discountConvention: 'endOfYear',
      valuationYear: '2025',
      discountMethod: 'totalOffset',
      netDiscountRate: '0.02',
      firstYearPortion: '0.33',
      lastYearPortion: '0.5',
    };
    const { earnings, services, medical } = bodies(values);
    expect(earnings).toMatchObject({
      discountConvention: 'endOfYear',
      valuationYear: '2025',
      discountMethod: 'totalOffset',
      firstYearPortion: '0.33',
      lastYearPortion: '0.5',
    });
    // A net rate the method does not use is neither saved nor sent.
    expect(earnings).not.toHaveProperty('netDiscountRate');
    for (const body of [services, medical]) {
      expect(body).toMatchObject({ discountConvention: 'endOfYear', valuationYear: '2025', discountMethod: 'totalOffset' });
      expect(body).not.toHaveProperty('firstYearPortion');
      expect(body).not.toHaveProperty('lastYearPortion');
    }
    expect(lossEarningsRequest.safeParse(earnings).success).toBe(true);
    expect(lossServicesRequest.safeParse(services).success).toBe(true);
    expect(lossMedicalRequest.safeParse(medical).success).toBe(true);
  });

  it('sends mid-year with the net discount rate as a fraction, and no valuation year when left blank', () => {
    const values = wrongfulDeathValues();
    values.valuation = { ...values.valuation, discountConvention: 'midYear', discountMethod: 'netDiscountRate', netDiscountRate: '0.015' };
    const body = buildSupportRequest(formDataOf(values));
    expect(body).toMatchObject({ discountConvention: 'midYear', discountMethod: 'netDiscountRate', netDiscountRate: '0.015' });
    expect(body).not.toHaveProperty('valuationYear');
    expect(lossSupportRequest.safeParse(body).success).toBe(true);
  });

  it('sends no valuation year or portions with the mid-period convention, whatever was typed before switching back', () => {
    const values = everyLossValues();
    values.valuation = { ...values.valuation, valuationYear: '2025', firstYearPortion: '0.4', discountMethod: 'undiscounted' };
    const { earnings } = bodies(values);
    expect(earnings).toMatchObject({ discountMethod: 'undiscounted' });
    for (const key of ['discountConvention', 'valuationYear', 'firstYearPortion']) expect(earnings).not.toHaveProperty(key);
  });
});
