import {
  buildSavedRecord,
  CALCULATION_STEPS,
  LOSS_KINDS,
  type CalculationResults,
  type FormDataRecord,
  type SavedFormRecord,
} from '@damages/contracts';
import { REQUEST_BUILDERS } from '../../../../lib/calculation-requests.ts';
import { prejudgmentInterestOf } from '../../../../lib/interest-requests.ts';
import { serviceAnswer } from '../../../../testing/record-builder.ts';
import { personalInjuryRecord } from '../../testing/fixtures.ts';

/** The worklife table the case relies on, as the report and the workbook name it. */
export const WORKLIFE_TABLE = 'Skoog, Ciecka & Krueger (2019), Table 3';

/**
 * A version-3 personal-injury case kept small for the exports' tests: loss of
 * earnings and household services (one stage half lost, from its own start
 * date), tried in federal court, with worklife
 * expectancy and unemployment in place of the retirement ages, the net discount
 * rate method and prejudgment interest compounded yearly on the past tables.
 * Each body goes through the form's builders and the engine as a submit sends
 * it (the past bodies with their interest terms); no figure is typed here.
 */
export function version3InjuryRecord(): SavedFormRecord {
  const base = personalInjuryRecord(['lossOfEarningsPast', 'lossOfEarningsFuture', 'householdServicesWdP', 'householdServicesWdF']);
  const formData: FormDataRecord = {
    ...base.formData,
    case: { ...base.formData.case, forum: 'federal' },
    documents: {
      ...base.formData.documents,
      // A stage of services half lost, from its own start date.
      sourceInfomations: base.formData.documents.sourceInfomations.map((source, j) =>
        j === 0 ? { ...source, lossShare: 0.5, startDate: '2023-03-01' } : source,
      ),
    },
    plaintiff: { ...base.formData.plaintiff, retirementAge: [] },
    valuation: { discountMethod: 'netDiscountRate', netDiscountRate: 0.012 },
    worklife: {
      method: 'worklifeExpectancy',
      scenarios: [
        { worklifeExpectancy: 22.4, yearsToFinalSeparation: 27.1 },
        { worklifeExpectancy: 18, yearsToFinalSeparation: 24.5 },
      ],
      tableName: WORKLIFE_TABLE,
      unemploymentRate: 0.05,
      unemploymentBenefitReplacement: 0.4,
    },
    interest: { ratePercent: 4.25, compounding: 'annual' },
  };
  const results: CalculationResults = {};
  for (const step of CALCULATION_STEPS.filter((s) => formData.case.typeSelectedValues.includes(s.lossType))) {
    const body = {
      ...(REQUEST_BUILDERS[step.kind](formData) as object),
      ...(step.side === 'past' ? prejudgmentInterestOf(formData, step.kind) : {}),
    };
    const key = LOSS_KINDS[step.kind].savedKey as 'lossEarnings' | 'lossServices';
    results[key] = { ...results[key], [step.side]: serviceAnswer(step.path, body) } as never;
  }
  return buildSavedRecord(formData, results, '2025-07-01T10:00:00.000Z');
}
