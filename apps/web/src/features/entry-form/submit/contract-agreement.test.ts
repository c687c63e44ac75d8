import {
  lossEarningsRequest,
  lossMedicalPastRequest,
  lossMedicalRequest,
  lossServicesRequest,
  lossSupportRequest,
} from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { formSchema } from '../model/form-schema.ts';
import type { FormValues } from '../model/form-values.ts';
import { largestPersonalInjury, largestWrongfulDeath, smallestPersonalInjury } from '../testing/extreme-fixtures.ts';
import {
  earningsValues,
  householdIncomeBaseValues,
  medicalFrequenciesValues,
  personalInjuryValues,
  residualAfterTaxValues,
  wrongfulDeathValues,
} from '../testing/fixtures.ts';
import { buildEarningsRequest, buildMedicalRequest, buildServicesRequest, buildSupportRequest } from '../../../lib/calculation-requests.ts';

/** Whatever the form accepts, the API accepts: the form's rules and the contract's come from one place. */

const CASES: [string, () => FormValues][] = [
  ['the largest personal-injury case', largestPersonalInjury],
  ['the largest wrongful-death case', largestWrongfulDeath],
  ['the smallest personal-injury case', smallestPersonalInjury],
  ['the wrongful-death example', wrongfulDeathValues],
  ['the personal-injury example', personalInjuryValues],
  ['the earnings example', earningsValues],
  ['the residual, after-tax earnings example', residualAfterTaxValues],
  ['the household-income support example', householdIncomeBaseValues],
  ['the life-care plan with every frequency', medicalFrequenciesValues],
];

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the form and the contract agree', () => {
  for (const [name, make] of CASES) {
    it(`${name}: passes the form, and every request built from it passes the contract`, () => {
      const form = formSchema.safeParse(make());
      expect(issues(form)).toEqual([]);
      if (!form.success) return;
      const data = form.data;
      const selected = data.case.typeSelectedValues;
      if (selected.some((t) => t === 'lossOfEarningsPast' || t === 'lossOfEarningsFuture'))
        expect(issues(lossEarningsRequest.safeParse(buildEarningsRequest(data)))).toEqual([]);
      if (selected.some((t) => t === 'supportLossPast' || t === 'supportLossFuture'))
        expect(issues(lossSupportRequest.safeParse(buildSupportRequest(data)))).toEqual([]);
      if (selected.some((t) => t === 'householdServicesWdP' || t === 'householdServicesWdF'))
        expect(issues(lossServicesRequest.safeParse(buildServicesRequest(data)))).toEqual([]);
      if (selected.includes('medicalExpensesFuture')) {
        expect(issues(lossMedicalRequest.safeParse(buildMedicalRequest(data)))).toEqual([]);
        // The same step also asks for the plan's care before trial (methodology §8, version 3), with the same body.
        expect(issues(lossMedicalPastRequest.safeParse(buildMedicalRequest(data)))).toEqual([]);
      }
    });
  }

  it('the largest cases really are at the limits', () => {
    const data = formSchema.parse(largestPersonalInjury());
    expect(data.medical?.data).toHaveLength(50);
    expect(data.documents.sourceInfomations).toHaveLength(10);
    expect(data.plaintiff.remainingLEYears).toHaveLength(3);
  });
});
