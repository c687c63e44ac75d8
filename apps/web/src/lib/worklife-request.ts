import type { FormDataRecord, LossEarningsRequest } from '@damages/contracts';

/**
 * How long the loss runs and how much of it the plaintiff would have worked
 * (methodology §14), as the earnings and support requests carry it: the
 * retirement-age scenarios (`wleYears`) as before, or with the worklife tables
 * the worklife scenarios instead; the unemployment rate with either. Options
 * left at their defaults send nothing, so such a case posts the body it always posted.
 */

type WorklifeFields = Pick<
  LossEarningsRequest,
  'wleYears' | 'worklifeMethod' | 'worklife' | 'unemploymentRate' | 'unemploymentBenefitReplacement'
>;

/** Every number travels as its canonical decimal text, as the other fields do (calculation-requests.ts). */
const numberText = (value: number) => String(value);

/** The worklife part of a body; `wleYears` is the body's retirement-age scenarios, sent only with that method. */
export function worklifeRequest(data: Pick<FormDataRecord, 'worklife'>, wleYears: NonNullable<WorklifeFields['wleYears']>): WorklifeFields {
  const worklife = data.worklife;
  const unemployment: WorklifeFields =
    worklife?.unemploymentRate === undefined
      ? {}
      : {
          unemploymentRate: numberText(worklife.unemploymentRate),
          ...(worklife.unemploymentBenefitReplacement === undefined
            ? {}
            : { unemploymentBenefitReplacement: numberText(worklife.unemploymentBenefitReplacement) }),
        };
  if (worklife?.method !== 'worklifeExpectancy') return { wleYears, ...unemployment };
  return {
    worklifeMethod: 'worklifeExpectancy',
    // Scenario ids are positions, as every scenario list's (they name the tables' retirementDateId).
    worklife: (worklife.scenarios ?? []).map((s, id) => ({
      id,
      worklifeExpectancy: numberText(s.worklifeExpectancy),
      yearsToFinalSeparation: numberText(s.yearsToFinalSeparation),
    })),
    ...unemployment,
  };
}
