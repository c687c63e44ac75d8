import type { FormDataRecord, WorklifeRecord } from '@damages/contracts';
import { blankFormValues, blankWorklifeScenario, type WorklifeValues } from './form-values.ts';

/**
 * The worklife inputs (methodology §14) between the form's text and the saved
 * `formData.worklife`. Left at their defaults (retirement age, no unemployment,
 * no table named) they save nothing, so the record is the one saved before the
 * inputs existed; a record without them opens with the retirement-age method.
 * The table's basis, like its name, is kept only with the worklife tables, and
 * left unstated it saves nothing.
 */

const filled = (text: string) => text.trim() !== '';

/** Whether the retirement-age scenarios are asked: not when the worklife tables replace them (a draft kept before these inputs has none). */
export const asksRetirementAge = (worklife: Pick<WorklifeValues, 'method'> | undefined) => worklife?.method !== 'worklifeExpectancy';

/** The saved `worklife`, for a case whose losses use it (earnings or support); nothing while it holds only defaults. */
export function worklifeRecordOf(worklife: WorklifeValues | undefined, used: boolean): { worklife?: WorklifeRecord } {
  if (!used || !worklife) return {};
  const expectancy = worklife.method === 'worklifeExpectancy';
  const record: WorklifeRecord = {
    ...(expectancy
      ? {
          method: worklife.method,
          scenarios: worklife.scenarios.map((s) => ({
            worklifeExpectancy: Number(s.worklifeExpectancy),
            yearsToFinalSeparation: Number(s.yearsToFinalSeparation),
          })),
        }
      : {}),
    ...(expectancy && filled(worklife.tableName) ? { tableName: worklife.tableName.trim() } : {}),
    ...(expectancy && worklife.tableBasis ? { tableBasis: worklife.tableBasis } : {}),
    ...(filled(worklife.unemploymentRate) ? { unemploymentRate: Number(worklife.unemploymentRate) } : {}),
    ...(filled(worklife.unemploymentRate) && filled(worklife.unemploymentBenefitReplacement)
      ? { unemploymentBenefitReplacement: Number(worklife.unemploymentBenefitReplacement) }
      : {}),
  };
  return Object.keys(record).length === 0 ? {} : { worklife: record };
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form's worklife inputs of a saved case; the defaults when it saved none. */
export function worklifeValuesOf(data: Pick<FormDataRecord, 'worklife'>): WorklifeValues {
  const saved = data.worklife;
  if (!saved) return blankFormValues().worklife;
  return {
    method: saved.method ?? 'retirementAge',
    scenarios:
      saved.scenarios && saved.scenarios.length > 0
        ? saved.scenarios.map((s) => ({
            worklifeExpectancy: String(s.worklifeExpectancy),
            yearsToFinalSeparation: String(s.yearsToFinalSeparation),
          }))
        : [blankWorklifeScenario()],
    tableName: saved.tableName ?? '',
    tableBasis: saved.tableBasis ?? '',
    unemploymentRate: text(saved.unemploymentRate),
    unemploymentBenefitReplacement: text(saved.unemploymentBenefitReplacement),
  };
}
