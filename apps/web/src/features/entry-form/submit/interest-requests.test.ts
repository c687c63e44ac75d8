import { buildSavedRecord, getInterestRequest, lossServicesRequest, lossSupportRequest, type ForumId } from '@damages/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildServicesRequest, buildSupportRequest } from '../../../lib/calculation-requests.ts';
import { lumpSumInterestRequest, prejudgmentInterestOf } from '../../../lib/interest-requests.ts';
import { decodeFormValues } from '../model/form-codec.ts';
import type { FormValues } from '../model/form-values.ts';
import { formSchema } from '../model/form-schema.ts';
import { formDataOf, personalInjuryValues, wrongfulDeathValues } from '../testing/fixtures.ts';
import { runSubmitSteps, SUBMIT_STEPS } from './submit-steps.ts';

// The forum choice is another part of the form; here each test sets the forum the interest rule is read from.
const chosen = vi.hoisted((): { forum: string } => ({ forum: 'other' }));
vi.mock('@damages/contracts', async (original) => ({
  ...(await original<typeof import('@damages/contracts')>()),
  interestForumOf: () => chosen.forum,
}));

beforeEach(() => {
  chosen.forum = 'other';
});

function withInterest(values: FormValues, interest: Partial<NonNullable<FormValues['interest']>>): FormValues {
  values.interest = { ...values.interest!, enabled: true, ...interest };
  return values;
}

const messagesOf = (values: FormValues) =>
  Object.fromEntries((formSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('prejudgment interest off (the default)', () => {
  it('sends exactly the bodies of before and no get_interest', () => {
    const data = formDataOf(wrongfulDeathValues());
    expect(data.interest).toBeUndefined();
    expect(prejudgmentInterestOf(data, 'support')).toEqual({});
    expect(lumpSumInterestRequest(data)).toBeUndefined();
    const past = SUBMIT_STEPS.find((step) => step.lossType === 'supportLossPast')!;
    expect(past.build(data)).toStrictEqual(buildSupportRequest(data));
  });
});

describe('the forum "Other": the rate, compounding and start the economist states', () => {
  it('puts { rate, compounding, from, to } on the past bodies, through the trial date, and the burial cost at the date of death', () => {
    const data = formDataOf(withInterest(wrongfulDeathValues(), { rate: '7.5', compounding: 'annual', from: '2024-01-01' }));
    expect(data.interest).toEqual({ ratePercent: 7.5, compounding: 'annual', from: '2024-01-01' });
    const terms = { rate: '0.075', compounding: 'annual', from: '2024-01-01', to: '2026-04-20' };
    const body = SUBMIT_STEPS.find((step) => step.lossType === 'supportLossPast')!.build(data);
    expect(body).toStrictEqual({ ...buildSupportRequest(data), prejudgmentInterest: terms });
    expect(lossSupportRequest.safeParse(body).success).toBe(true);
    // The future tables bear none.
    expect(SUBMIT_STEPS.find((step) => step.lossType === 'supportLossFuture')!.build(data)).toStrictEqual(buildSupportRequest(data));
    const lumpSums = lumpSumInterestRequest(data);
    expect(lumpSums).toEqual({ ...terms, items: [{ id: 'burialCost', amount: '12000', date: '2023-05-02' }] });
    expect(getInterestRequest.safeParse(lumpSums).success).toBe(true);
  });

  it('leaves `from` empty without a start (each loss from its own date) and stops at the date typed as "through"', () => {
    const data = formDataOf(withInterest(wrongfulDeathValues(), { rate: '4.1', through: '2026-01-31' }));
    expect(prejudgmentInterestOf(data, 'services')).toEqual({
      prejudgmentInterest: { rate: '0.041', compounding: 'simple', from: '', to: '2026-01-31' },
    });
  });

  it('asks the date the past medical expenses were paid and sends them with the care before trial', () => {
    const values = withInterest(personalInjuryValues(), { rate: '6' });
    values.medical.totalPastMedicalExpenses = '25000';
    expect(messagesOf(values)['interest.pastMedicalDate']).toBe('Date the past medical expenses were paid is required');
    values.interest!.pastMedicalDate = '2024-02-01';
    const data = formDataOf(values);
    const terms = { rate: '0.06', compounding: 'simple', from: '', to: '2025-09-08' };
    expect(prejudgmentInterestOf(data, 'medical')).toEqual({ prejudgmentInterest: terms });
    expect(lossServicesRequest.safeParse({ ...buildServicesRequest(data), ...prejudgmentInterestOf(data, 'services') }).success).toBe(true);
    expect(lumpSumInterestRequest(data)?.items).toEqual([{ id: 'pastMedicalExpenses', amount: '25000', date: '2024-02-01' }]);
  });

  it('names the field of each bad value', () => {
    const values = withInterest(wrongfulDeathValues(), { rate: '51', from: '2026-05-01' });
    expect(messagesOf(values)).toMatchObject({
      'interest.rate': 'Interest rate must be between 0 and 50%',
      'interest.from': 'Interest runs from must not be after the date of trial',
    });
    values.interest!.rate = '';
    values.interest!.through = '2026-06-01';
    expect(messagesOf(values)).toMatchObject({ 'interest.rate': 'Interest rate is required' });
    expect(messagesOf(values)['interest.from']).toBeUndefined();
  });
});

describe('a forum with a catalogued rule', () => {
  const forum = (id: ForumId) => {
    chosen.forum = id;
  };

  it('Pennsylvania: the prime rate plus 1 %, from one year after service, through the trial', () => {
    forum('pennsylvania');
    const values = withInterest(wrongfulDeathValues(), { rate: '7.5' });
    expect(messagesOf(values)['interest.events.service']).toBe('Date the complaint was served is required for prejudgment interest');
    values.interest!.events.service = '2023-06-15';
    const data = formDataOf(values);
    expect(data.interest).toEqual({ ratePercent: 7.5, addedPercent: 1, compounding: 'simple', events: { service: '2023-06-15' } });
    expect(prejudgmentInterestOf(data, 'support')).toEqual({
      prejudgmentInterest: { rate: '0.085', compounding: 'simple', from: '2024-06-15', to: '2026-04-20' },
    });
  });

  it('Illinois: 6 % from the filing, for at most five years', () => {
    forum('illinois');
    const data = formDataOf(withInterest(wrongfulDeathValues(), { rate: '6', events: { ...blankEvents(), filing: '2019-03-01' } }));
    expect(prejudgmentInterestOf(data, 'support')).toEqual({
      prejudgmentInterest: { rate: '0.06', compounding: 'simple', from: '2019-03-01', to: '2024-03-01' },
    });
  });

  it('Florida: only the out-of-pocket lump sums bear interest, not the loss of support', () => {
    forum('florida');
    const data = formDataOf(withInterest(wrongfulDeathValues(), { rate: '9.09' }));
    expect(prejudgmentInterestOf(data, 'support')).toEqual({});
    expect(lumpSumInterestRequest(data)?.items).toEqual([{ id: 'burialCost', amount: '12000', date: '2023-05-02' }]);
  });

  it('FELA: no interest is saved or sent, whatever was switched on', () => {
    forum('fela');
    const data = decodeFormValues(withInterest(wrongfulDeathValues(), { rate: '5' })).data!;
    expect(data.interest).toBeUndefined();
    expect(lumpSumInterestRequest(data)).toBeUndefined();
  });
});

const blankEvents = () => ({ filing: '', service: '', notice: '', offer: '', liabilityVerdict: '' });

describe('the submit with interest', () => {
  it('posts the terms on the past tables and the care before trial, then get_interest, and saves its answer', async () => {
    const values = withInterest(personalInjuryValues(), { rate: '6', pastMedicalDate: '2024-02-01' });
    values.medical.totalPastMedicalExpenses = '25000';
    const data = formDataOf(values);
    const lumpAnswer = {
      items: [{ id: 'pastMedicalExpenses', amount: 25000, accrual_start: '2024-02-01', days: 585, interest: 2404.11 }],
      total_interest: 2404.11,
    };
    const calls: { path: string; body: Record<string, unknown> }[] = [];
    const progress: string[] = [];
    const results = await runSubmitSteps(
      data,
      data.case.typeSelectedValues,
      (path, body) => {
        calls.push({ path, body: body as Record<string, unknown> });
        return Promise.resolve(path.endsWith('get_interest') ? lumpAnswer : { case_info: {}, table: [] });
      },
      (label) => progress.push(label),
    );
    const terms = { rate: '0.06', compounding: 'simple', from: '', to: '2025-09-08' };
    const interestOf = (path: string) => calls.find((call) => call.path.endsWith(path))?.body.prejudgmentInterest;
    expect(interestOf('loss_services/past')).toEqual(terms);
    expect(interestOf('loss_services/future')).toBeUndefined();
    expect(interestOf('loss_medical/past')).toEqual(terms);
    expect(interestOf('loss_medical/future')).toBeUndefined();
    expect(calls.at(-1)).toEqual({
      path: '/api/forensic/get_interest',
      body: { ...terms, items: [{ id: 'pastMedicalExpenses', amount: '25000', date: '2024-02-01' }] },
    });
    expect(progress.at(-1)).toBe('Prejudgment Interest');
    expect(buildSavedRecord(data, results, '2025-07-01T10:00:00.000Z').interestOnLumpSums).toEqual(lumpAnswer);
  });
});
