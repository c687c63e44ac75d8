import { describe, expect, it } from 'vitest';
import { LOSS_TYPES_BY_CASE, LOSS_TYPE_LABELS } from '../saved-form/options.ts';
import { ALL_LOSS_TYPES, CALCULATION_STEPS, calculationPath, hasLossKind, lossTypeEntry } from './loss-kinds.ts';

describe('the loss-kind catalogue', () => {
  it('offers the spec §3 loss categories per case type, in its order', () => {
    expect(LOSS_TYPES_BY_CASE.personalInjury).toEqual([
      'lossOfEarningsPast',
      'lossOfEarningsFuture',
      'householdServicesWdP',
      'householdServicesWdF',
      'medicalExpensesPast',
      'medicalExpensesFuture',
    ]);
    expect(LOSS_TYPES_BY_CASE.wrongfulDeath).toEqual([
      'supportLossPast',
      'supportLossFuture',
      'householdServicesWdP',
      'householdServicesWdF',
    ]);
  });

  it('runs the submit steps in the order of spec §4 with the spec §8 messages, quirks included', () => {
    expect(CALCULATION_STEPS.map((s) => [s.lossType, s.label, s.failure, s.path])).toEqual([
      ['supportLossPast', 'Past Loss of Support', 'Failed to process Past Loss of Support', '/api/create_table/loss_support/past'],
      ['supportLossFuture', 'Future Loss of Support', 'Failed to process Future Loss of Support', '/api/create_table/loss_support/future'],
      ['householdServicesWdP', 'Past Loss Services', 'Failed to process Past Loss of Support', '/api/create_table/loss_services/past'],
      ['householdServicesWdF', 'Future Loss Services', 'Failed to process Future Loss Services', '/api/create_table/loss_services/future'],
      [
        'medicalExpensesFuture',
        'Future Medical Expenses',
        'Failed to process Future Medical Expenses',
        '/api/create_table/loss_medical/future',
      ],
      ['lossOfEarningsPast', 'Past Loss Earnings', 'Failed to process Past Loss Earnings', '/api/create_table/loss_earnings/past'],
      ['lossOfEarningsFuture', 'Future Loss Earnings', 'Failed to process Future Loss Earnings', '/api/create_table/loss_earnings/future'],
    ]);
  });

  it('names every loss type once, with a label, a kind and a side', () => {
    expect(new Set(ALL_LOSS_TYPES).size).toBe(8);
    expect(LOSS_TYPE_LABELS.householdServicesWdF).toBe('Household services (future)');
    expect(lossTypeEntry('supportLossFuture')).toMatchObject({ kind: 'support', side: 'future' });
    expect(hasLossKind('services', ['householdServicesWdF'])).toBe(true);
    expect(hasLossKind('earnings', ['supportLossPast'])).toBe(false);
    expect(calculationPath('earnings', 'past')).toBe('/api/create_table/loss_earnings/past');
    expect(calculationPath('medical', 'past')).toBeUndefined();
  });
});
