import { describe, expect, it } from 'vitest';
import { reportTotalsExample } from '../../../../../../fixtures/report-totals/index.ts';
import { wholeDollars } from '../../../lib/format.ts';
import { lifeCarePlanRecord } from '../../report/testing/fixtures.ts';
import { caseTotal } from './case-total.ts';

describe("the saved-cases list's total", () => {
  it("is the report's Summary total: the bills, the plan's care before trial and its future care (version 3 example)", () => {
    const example = reportTotalsExample('report-totals-medical-scenarios');
    const record = lifeCarePlanRecord(example.request, 18250.4);
    expect(caseTotal(record)).toBe(
      wholeDollars(18250.4) + wholeDollars(example.expected.past.best.total) + wholeDollars(example.expected.future.best.total),
    );
  });
});
