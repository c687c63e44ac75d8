import { answerSensitivity, answerUnwritten } from '../../apps/server/src/routes/api/calculations.ts';
import {
  caseSensitivity,
  getLifeRequest,
  lossEarningsRequest,
  lossMedicalPastRequest,
  lossMedicalRequest,
  lossServicesRequest,
  lossSupportRequest,
  MAX_MODALITIES,
  sensitivityRequest,
} from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import {
  anotherUsersLookup,
  maximalEarnings,
  maximalEarningsV3,
  maximalMedical,
  maximalMedicalV3,
  maximalPastInterestV3,
  maximalSensitivity,
  maximalServices,
  maximalServicesV3,
  maximalSupport,
  maximalSupportV3,
  typicalEarnings,
} from './maximal-case.ts';

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

  it('has a valid version-3 variant that uses every option that adds work', () => {
    const withInterest = <T extends object>(body: T) => ({ ...body, ...maximalPastInterestV3 });
    const earnings = lossEarningsRequest.parse(withInterest(maximalEarningsV3));
    expect(earnings.prejudgmentInterest?.compounding).toBe('annual');
    const support = lossSupportRequest.parse(withInterest(maximalSupportV3));
    const services = lossServicesRequest.parse(withInterest(maximalServicesV3));
    expect(services.sources.every((source) => source.lossShare !== undefined && source.startDate !== undefined)).toBe(true);
    expect(lossMedicalPastRequest.safeParse(withInterest(maximalMedicalV3)).success).toBe(true);
    expect(lossMedicalRequest.safeParse(maximalMedicalV3).success).toBe(true);
    for (const income of [earnings, support]) {
      expect(income.valuation).toMatchObject({ convention: 'midYear', method: 'netDiscountRate', firstYearPortion: 0.79 });
      expect([income.earningsBaseYear, income.pastGrowth, income.worklife?.length, income.unemployment?.rate]).toEqual([
        2019, 0.035, 3, 0.04,
      ]);
    }
    expect(support.fixedConsumption).toBeDefined();
    expect(support.children).toHaveLength(10);
  });

  it('has a valid typical request and a valid small lookup', () => {
    expect(lossEarningsRequest.safeParse(typicalEarnings).success).toBe(true);
    expect(getLifeRequest.safeParse(anotherUsersLookup).success).toBe(true);
  });

  it("has a valid sensitivity request whose form data holds the bodies' scenarios", () => {
    const request = sensitivityRequest.parse(maximalSensitivity);
    const earnings = lossEarningsRequest.parse(request.bodies.lossEarningsFuture);
    const { plaintiff } = request.formData;
    expect([plaintiff.annualIncome.length, plaintiff.retirementAge.length, plaintiff.remainingLEYears.length]).toEqual([
      earnings.incomes.length,
      earnings.worklife?.length,
      earnings.lifeExpectancies.length,
    ]);
    expect(lossMedicalRequest.parse(request.bodies.lossMedicalFuture).modalities).toHaveLength(MAX_MODALITIES);
    expect(lossMedicalPastRequest.parse(request.bodies.lossMedicalPast).prejudgmentInterest?.compounding).toBe('annual');
  });
});

describe("the maximal case's sensitivity", () => {
  it('is, as the route computes it, what every body read and costed in full gives', () => {
    // Under the worst medical scenario: the route reads each moved body once and costs only that scenario of the plan.
    const request = sensitivityRequest.parse({ ...maximalSensitivity, scenarioOfRecord: { medical: 'worst' } });
    const outcome = answerSensitivity(request);
    if (outcome.status !== 200) throw new Error(JSON.stringify(outcome));
    const full = caseSensitivity(request, (name, body) => {
      const answer = answerUnwritten(name, body);
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      return answer.answer;
    });
    expect(full.selection.medical).toBe('worst');
    expect(full.grid).toHaveLength(49);
    expect(JSON.parse(outcome.json)).toEqual(full);
  });
});
