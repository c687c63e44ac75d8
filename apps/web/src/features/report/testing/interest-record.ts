import {
  buildSavedRecord,
  CALCULATION_STEPS,
  LOSS_KINDS,
  type CalculationResults,
  type FormDataRecord,
  type SavedFormRecord,
} from '@damages/contracts';
import { lumpSumInterest } from '@damages/engine';
import { REQUEST_BUILDERS } from '../../../lib/calculation-requests.ts';
import { lumpSumInterestRequest, prejudgmentInterestOf } from '../../../lib/interest-requests.ts';
import { serviceAnswer } from '../../../testing/record-builder.ts';
import { wrongfulDeathRecord } from './fixtures.ts';

/**
 * The wrongful-death case calculated with prejudgment interest (6% simple, from January 1, 2024), as a submit
 * saves it: each past body with its interest terms, then get_interest on the lump sums.
 */
export function recordWithInterest(): SavedFormRecord {
  const formData: FormDataRecord = {
    ...wrongfulDeathRecord().formData,
    interest: { ratePercent: 6, compounding: 'simple', from: '2024-01-01' },
  };
  const results: CalculationResults = {};
  for (const step of CALCULATION_STEPS.filter((s) => formData.case.typeSelectedValues.includes(s.lossType))) {
    const body = {
      ...(REQUEST_BUILDERS[step.kind](formData) as object),
      ...(step.side === 'past' ? prejudgmentInterestOf(formData, step.kind) : {}),
    };
    const key = LOSS_KINDS[step.kind].savedKey as 'lossSupport' | 'lossServices';
    results[key] = { ...results[key], [step.side]: serviceAnswer(step.path, body) } as never;
  }
  const lump = lumpSumInterestRequest(formData)!;
  const answer = lumpSumInterest({
    ...lump,
    compounding: 'simple',
    rate: Number(lump.rate),
    from: lump.from || null,
    items: lump.items.map((i) => ({ ...i, amount: Number(i.amount) })),
  });
  results.interestOnLumpSums = {
    items: answer.items.map(({ accrualStart, ...item }) => ({ ...item, accrual_start: accrualStart })),
    total_interest: answer.totalInterest,
  };
  return buildSavedRecord(formData, results, '2025-07-01T10:00:00.000Z');
}
