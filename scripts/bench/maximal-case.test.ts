import {
  getLifeRequest,
  lossEarningsRequest,
  lossMedicalRequest,
  lossServicesRequest,
  lossSupportRequest,
  MAX_MODALITIES,
} from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { anotherUsersLookup, maximalEarnings, maximalMedical, maximalServices, maximalSupport, typicalEarnings } from './maximal-case.ts';

describe('the benchmark case', () => {
  it('is valid and as large as the contract allows', () => {
    const earnings = lossEarningsRequest.parse(maximalEarnings);
    expect([earnings.incomes.length, earnings.retirementAges.length, earnings.lifeExpectancies.length]).toEqual([3, 3, 3]);
    expect([earnings.afterTax?.rate, earnings.residual?.annualEarnings]).toEqual([0.22, 30000]);
    const support = lossSupportRequest.parse(maximalSupport);
    expect(support.children).toHaveLength(10);
    expect(support.consumptionBase).toBe('householdIncome');
    expect(lossServicesRequest.parse(maximalServices).sources).toHaveLength(10);
    const medical = lossMedicalRequest.parse(maximalMedical);
    expect(medical.modalities).toHaveLength(MAX_MODALITIES);
    expect(medical.modalities.every((m) => m.scenarios.length === 3)).toBe(true);
    expect(new Set(medical.modalities.map((m) => m.scenarios[0]!.frequency))).toEqual(new Set(['annual', 'once', 'everyYears']));
  });

  it('has a valid typical request and a valid small lookup', () => {
    expect(lossEarningsRequest.safeParse(typicalEarnings).success).toBe(true);
    expect(getLifeRequest.safeParse(anotherUsersLookup).success).toBe(true);
  });
});
