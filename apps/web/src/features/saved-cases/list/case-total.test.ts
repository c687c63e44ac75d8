import { describe, expect, it } from 'vitest';
import { wholeDollars } from '@damages/engine';
import { reportTotalsExample } from '../../../../../../fixtures/report-totals/index.ts';
import { lifeCarePlanRecord } from '../../report/testing/index.ts';
import { caseTotal } from './case-total.ts';

const example = reportTotalsExample('report-totals-medical-scenarios');
const summaryTotal = (scenario: 'best' | 'probable' | 'worst') =>
  wholeDollars(18250.4) + wholeDollars(example.expected.past[scenario].total) + wholeDollars(example.expected.future[scenario].total);

describe("the saved-cases list's total", () => {
  it("is the report's Summary total: the bills, the plan's care before trial and its future care (version 3 example)", () => {
    // A case without a saved scenario of record: the default, the probable medical scenario.
    expect(caseTotal(lifeCarePlanRecord(example.request, 18250.4))).toEqual({
      total: summaryTotal('probable'),
      scenario: 'Probable medical',
    });
  });

  it('is the figure of the scenario of record saved with the case, which it names', () => {
    const record = { ...lifeCarePlanRecord(example.request, 18250.4), scenarioOfRecord: { medical: 'best' as const } };
    expect(caseTotal(record)).toEqual({ total: summaryTotal('best'), scenario: 'Best medical' });
    expect(summaryTotal('best')).not.toBe(summaryTotal('probable'));
  });
});
