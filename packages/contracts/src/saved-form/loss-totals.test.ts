import { describe, expect, it } from 'vitest';
import { contractExample } from '../../../../fixtures/contract-examples/index.ts';
import { lossTotals, summaryTotal } from './loss-totals.ts';
import { formDataRecord, type SavedFormRecord } from './saved-form-record.ts';
import { buildSavedRecord } from './saved-record-of-answers.ts';
import { selectionOfRecord } from './scenario-selection.ts';
import { INJURY_CASE_FORM_DATA } from '../../../../fixtures/injury-case/index.ts';

/**
 * The totals rule as the server reaches it: a record built from the answers of a
 * submit (the contract's version-1 examples of earnings and household services,
 * two incomes × two retirement ages, two life expectancies) and the past medical
 * bills typed in, with no browser in between.
 */
function injuryCase(scenarioOfRecord?: SavedFormRecord['scenarioOfRecord']): SavedFormRecord {
  const formData = formDataRecord.parse(INJURY_CASE_FORM_DATA);
  const answer = (name: string) => contractExample(name).expected as never;
  const record = buildSavedRecord(
    formData,
    {
      lossEarnings: { past: answer('loss_earnings-past'), future: answer('loss_earnings-future') },
      lossServices: { past: answer('loss_services-past'), future: answer('loss_services-future') },
    },
    '2025-07-11T14:03:00.000Z',
  );
  return scenarioOfRecord ? { ...record, scenarioOfRecord } : record;
}

describe('the totals of a saved case', () => {
  it('foots the first scenario of each group in whole dollars when no scenario of record is saved', () => {
    const record = injuryCase();
    // Earnings (income 1, retirement 1): past $584,777.66, future $3,119,111.32; services (life expectancy 1):
    // past $21,493.71, future $105,442.38; past medical bills $48,250.75. Each rounded once, then added.
    expect(lossTotals(record, selectionOfRecord(record))).toEqual({
      lines: [
        { key: 'earnings', label: 'Loss of Earnings', past: 584778, future: 3119111, total: 3703889 },
        { key: 'services', label: 'Loss of Household Services', past: 21494, future: 105442, total: 126936 },
        { key: 'medical', label: 'Medical Expenses', past: 48251, future: null, total: 48251 },
      ],
      past: 654523,
      future: 3224553,
      total: 3879076,
    });
    expect(summaryTotal(record)).toBe(3879076);
  });

  it("is the total under the case's scenario of record", () => {
    // Earnings (income 2, retirement 2): past $421,526.47, future $1,827,433.02; services (life expectancy 2):
    // past $21,493.71, future $96,360.58. Past 421,526 + 21,494 + 48,251 = 491,271; future 1,827,433 + 96,361.
    expect(summaryTotal(injuryCase({ income: 1, retirement: 1, lifeExpectancy: 1 }))).toBe(491271 + 1923794);
  });
});
