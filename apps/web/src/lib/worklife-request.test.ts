import { lossEarningsRequest, lossSupportRequest } from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { earningsValues, formDataOf, wrongfulDeathValues } from '../features/entry-form/testing/index.ts';
import { buildEarningsRequest, buildSupportRequest } from './calculation-requests.ts';

/** The worklife inputs (methodology §14) as the earnings and support bodies carry them. */

function withWorklife<V extends ReturnType<typeof earningsValues>>(values: V): V {
  values.worklife = {
    method: 'worklifeExpectancy',
    scenarios: [
      { worklifeExpectancy: '22.4', yearsToFinalSeparation: '27.1' },
      { worklifeExpectancy: ' 18 ', yearsToFinalSeparation: '24.5' },
    ],
    tableName: 'Skoog, Ciecka & Krueger (2019), Table 3',
    unemploymentRate: '0.05',
    unemploymentBenefitReplacement: '0.4',
  };
  return values;
}

describe('worklife in the earnings and support requests', () => {
  it('sends the worklife scenarios, numbered from 0, in place of the retirement ages, with unemployment', () => {
    const body = buildEarningsRequest(formDataOf(withWorklife(earningsValues())));
    expect(body).toMatchObject({
      worklifeMethod: 'worklifeExpectancy',
      worklife: [
        { id: 0, worklifeExpectancy: '22.4', yearsToFinalSeparation: '27.1' },
        { id: 1, worklifeExpectancy: '18', yearsToFinalSeparation: '24.5' },
      ],
      unemploymentRate: '0.05',
      unemploymentBenefitReplacement: '0.4',
    });
    expect(body).not.toHaveProperty('wleYears');
    expect(lossEarningsRequest.safeParse(body).success).toBe(true);
  });

  it('sends the same to loss of support', () => {
    const body = buildSupportRequest(formDataOf(withWorklife(wrongfulDeathValues())));
    expect(body).toMatchObject({
      worklifeMethod: 'worklifeExpectancy',
      worklife: [
        { id: 0, worklifeExpectancy: '22.4', yearsToFinalSeparation: '27.1' },
        { id: 1, worklifeExpectancy: '18', yearsToFinalSeparation: '24.5' },
      ],
      unemploymentRate: '0.05',
      unemploymentBenefitReplacement: '0.4',
    });
    expect(body).not.toHaveProperty('wleYears');
    expect(lossSupportRequest.safeParse(body).success).toBe(true);
  });

  it('sends unemployment with the retirement ages, and no replacement when it is left blank', () => {
    const values = earningsValues();
    values.worklife.unemploymentRate = '0';
    const body = buildEarningsRequest(formDataOf(values));
    expect(body.wleYears).toEqual([
      { id: 0, retirementAge: '67' },
      { id: 1, retirementAge: '62.5' },
    ]);
    expect(body.unemploymentRate).toBe('0');
    expect(body).not.toHaveProperty('unemploymentBenefitReplacement');
    expect(body).not.toHaveProperty('worklifeMethod');
  });

  it('leaves the bodies exactly as before while the inputs are at their defaults', () => {
    const plain = formDataOf(earningsValues());
    expect(plain).not.toHaveProperty('worklife');
    const values = earningsValues();
    // A benefit replacement without an unemployment rate changes nothing, and is not kept.
    values.worklife.unemploymentBenefitReplacement = '0.4';
    const data = formDataOf(values);
    expect(data).not.toHaveProperty('worklife');
    expect(buildEarningsRequest(data)).toStrictEqual(buildEarningsRequest(plain));
    expect(buildSupportRequest(formDataOf(wrongfulDeathValues()))).not.toHaveProperty('unemploymentRate');
  });
});
